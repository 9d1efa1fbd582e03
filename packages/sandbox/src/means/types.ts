/** A feature as stored: what `means` lists once its module is built. */
export interface FeatureDefinition {
  id: string;
  /** The route's base path, e.g. `posicion-global`. */
  path: string;
  componentId: string;
  /** The folder under the features directory whose `dist/` holds the built module. */
  module: string;
  title: string;
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
}
