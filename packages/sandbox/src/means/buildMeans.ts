import { meanModulePath, readFeatureManifest } from './manifest';
import type { FeatureDefinition, Mean } from './types';

/** Options of {@link buildMeans}. */
export interface BuildMeansOptions {
  featuresDir: string;
  /** The CDN base every `host` gets, ending with `/`. */
  cdnBaseUrl: string;
  /** Told about each feature left out because its module is not built. */
  onUnbuiltModule: (feature: FeatureDefinition, reason: string) => void;
}

/**
 * Turns stored features into `means`, reading each module's manifest now, so that a feature
 * rebuilt while the sandbox runs is served with its new entry file. Features whose module has
 * no built manifest are left out.
 */
export async function buildMeans(features: readonly FeatureDefinition[], options: BuildMeansOptions): Promise<Mean[]> {
  // Many features share a module (the demo sections): each manifest is read once per call.
  const manifests = new Map<string, ReturnType<typeof readFeatureManifest>>();
  const manifestOf = (module: string) => {
    let reading = manifests.get(module);
    if (reading === undefined) {
      reading = readFeatureManifest(options.featuresDir, module);
      manifests.set(module, reading);
    }
    return reading;
  };
  const readings = await Promise.all(features.map((feature) => manifestOf(feature.module)));
  const means: Mean[] = [];
  features.forEach((feature, index) => {
    const reading = readings[index];
    if (reading === undefined) return;
    if (!reading.built) {
      options.onUnbuiltModule(feature, reading.reason);
      return;
    }
    means.push({
      id: feature.id,
      path: feature.path,
      componentId: feature.componentId,
      host: options.cdnBaseUrl,
      module: meanModulePath(feature.module, reading.entry),
      title: feature.title,
      ...(feature.titleEnGb ? { titles: { 'en-GB': feature.titleEnGb } } : {}),
    });
  });
  return means;
}

/**
 * A reporter for {@link BuildMeansOptions.onUnbuiltModule} that logs each module once, not on
 * every `appConfig` request.
 */
export function createUnbuiltModuleReporter(log: (line: string) => void): BuildMeansOptions['onUnbuiltModule'] {
  const reported = new Set<string>();
  return (feature, reason) => {
    if (reported.has(feature.module)) return;
    reported.add(feature.module);
    log(`warning: feature "${feature.id}" left out of means: module "${feature.module}" is not built (${reason})`);
  };
}
