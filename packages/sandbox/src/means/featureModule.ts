import type { Queryable } from '../db';
import { listActiveFeatures } from './featureStore';
import { meanModulePath, readFeatureManifest } from './manifest';

/** A built feature's entry module: where the shell imports it from, and its integrity. */
export interface FeatureModule {
  /** `host` and `module` of its mean, resolved as the shell resolves them (`new URL(module, host)`). */
  url: string;
  /** `sha384-…` as its build recorded it; `undefined` for a build that recorded none. */
  integrity: string | undefined;
  /** The stylesheets the module links, resolved beside it, with their integrity. */
  styles: { url: string; integrity: string }[];
  /** The shared modules the module imports, as bare specifiers the page's import map resolves. */
  sharedImports: string[];
  /** The API paths its landing screen asks for at once (GET), which the page may start early. */
  firstCalls: string[];
}

/** Options of {@link findActiveFeatureModule}. */
export interface FindFeatureModuleOptions {
  featuresDir: string;
  /** The CDN base of every mean, ending with `/`. */
  cdnBaseUrl: string;
  /** The feature's route path, e.g. `login`. */
  routePath: string;
}

/**
 * The entry module of the active feature on a route path, read from the database and its
 * manifest now, as `means` is; `undefined` when no active feature has that path or its module is
 * not built.
 */
export async function findActiveFeatureModule(db: Queryable, options: FindFeatureModuleOptions): Promise<FeatureModule | undefined> {
  const feature = (await listActiveFeatures(db)).find((candidate) => candidate.path === options.routePath);
  if (feature === undefined) return undefined;
  const reading = await readFeatureManifest(options.featuresDir, feature.module);
  if (!reading.built) return undefined;
  const url = new URL(meanModulePath(feature.module, reading.entry), options.cdnBaseUrl).href;
  return {
    url,
    integrity: reading.integrity,
    styles: reading.styles.map((style) => ({ url: new URL(style.file, url).href, integrity: style.integrity })),
    sharedImports: reading.imports,
    firstCalls: reading.firstCalls,
  };
}
