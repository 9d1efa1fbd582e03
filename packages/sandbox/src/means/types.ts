/** A feature as stored: what `means` lists once its module is built. */
export interface FeatureDefinition {
  id: string;
  /** The route's base path, e.g. `posicion-global`. */
  path: string;
  componentId: string;
  /** The folder under the features directory whose `dist/` holds the built module. */
  module: string;
  /** The page name in Spanish. */
  title: string;
  /** The page name in English, if the feature has one (else the shell shows `title`). */
  titleEnGb?: string | null | undefined;
}

/** One entry of `propsConfig.means` (sandbox-api.md, Shapes). */
export interface Mean {
  id: string;
  path: string;
  componentId: string;
  /** The CDN base, e.g. `http://bank.localhost:8080/cdn/features/`. */
  host: string;
  /** `<module folder>/<entry file>`, relative to `host`. */
  module: string;
  title: string;
  /** The page name in other languages than Spanish, by locale. */
  titles?: { 'en-GB': string };
}
