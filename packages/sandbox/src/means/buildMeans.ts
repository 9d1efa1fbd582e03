import { meanModulePath, readFeatureManifest } from './manifest';
import type { FeatureDefinition, Mean } from './types';

/**
 * Where the feature registry's files are served, beside the features folder's: `/cdn/registry/`
 * next to `/cdn/features/` (issue 40 §2).
 */
export const REGISTRY_CDN_FROM_FEATURES_CDN = '../registry/';

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
  const scopedModules = (feature: FeatureDefinition) =>
    feature.route?.kind === 'remote-module' ? Object.values(feature.route.scopedElements ?? {}).map(({ module }) => module) : [];
  const registryBaseUrl = new URL(REGISTRY_CDN_FROM_FEATURES_CDN, options.cdnBaseUrl).href;
  const fromDisk = features.filter((feature) => feature.published === undefined);
  const readings = await Promise.all(fromDisk.map((feature) => manifestOf(feature.module)));
  const scopedReadings = await Promise.all(fromDisk.map((feature) => Promise.all(scopedModules(feature).map(manifestOf))));
  const means: Mean[] = [];
  fromDisk.forEach((feature, index) => {
    const reading = readings[index];
    if (reading === undefined) return;
    const unbuilt = [reading, ...(scopedReadings[index] ?? [])].find((candidate) => !candidate.built);
    if (unbuilt && !unbuilt.built) {
      options.onUnbuiltModule(feature, unbuilt.reason);
      return;
    }
    if (!reading.built) return;
    const entries = new Map<string, string>([[feature.module, reading.entry]]);
    scopedModules(feature).forEach((module, position) => {
      const scoped = scopedReadings[index]?.[position];
      if (scoped?.built) entries.set(module, scoped.entry);
    });
    means.push({
      id: feature.id,
      path: feature.path,
      componentId: feature.componentId,
      host: options.cdnBaseUrl,
      module: meanModulePath(feature.module, reading.entry),
      title: feature.title,
      ...(feature.titleEnGb ? { titles: { 'en-GB': feature.titleEnGb } } : {}),
      ...routeFields(feature, (module) => meanModulePath(module, entries.get(module) ?? '')),
    });
  });
  // The registry's versions, in their place among the others: a feature's position is the order
  // it was added in (the router tries the routes in that order).
  const position = new Map(features.map((feature, index) => [feature.id, index]));
  for (const feature of features) {
    const { published } = feature;
    if (published === undefined) continue;
    means.push({
      id: feature.id,
      path: feature.path,
      componentId: feature.componentId,
      host: registryBaseUrl,
      module: `${feature.id}/${published.version}/${published.entry}`,
      title: feature.title,
      ...(feature.titleEnGb ? { titles: { 'en-GB': feature.titleEnGb } } : {}),
      ...routeFields(feature, () => ''),
      version: published.version,
    });
  }
  return means.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** A mean's route kind and options (sandbox-api.md, Shapes): nothing for a plain feature route. */
function routeFields(feature: FeatureDefinition, modulePathOf: (module: string) => string): Partial<Mean> {
  const { route } = feature;
  if (!route) return {};
  const conditions = route.conditions?.length ? { conditions: route.conditions } : {};
  if (route.kind !== 'remote-module') return { kind: route.kind, ...conditions };
  const scoped = Object.entries(route.scopedElements ?? {});
  return {
    kind: 'remote-module',
    ...(route.tagName ? { tagName: route.tagName } : {}),
    ...(route.className ? { className: route.className } : {}),
    ...(scoped.length > 0
      ? {
          scopedElements: Object.fromEntries(
            scoped.map(([tagName, element]) => [tagName, { module: modulePathOf(element.module), export: element.export }]),
          ),
        }
      : {}),
    ...conditions,
  };
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
