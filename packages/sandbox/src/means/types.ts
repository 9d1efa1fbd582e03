/** A route condition (core's `RouteConditionConfig`): a `propsConfig` switch on, a query parameter present (and equal). */
export interface RouteCondition {
  flag?: 'enable-pending-operation' | 'enable-legacy-native-bridge';
  query?: string;
  equals?: string;
}

/**
 * What a feature's route is beside a feature route (shell.md §2.1; docs/remote-modules.md): a
 * remote module (a script that is a custom element) with its tag and class names and the elements
 * scoped to its route, each an export of a built module folder; or a lazy-import route. Either may
 * have conditions, as may a feature route (`kind: 'feature'`).
 */
export type FeatureRouteOptions =
  | {
      kind: 'remote-module';
      tagName?: string;
      className?: string;
      /** By tag name: the module folder whose entry exports it, and the export's name. */
      scopedElements?: Record<string, { module: string; export: string }>;
      conditions?: RouteCondition[];
    }
  | { kind: 'lazy' | 'feature'; conditions?: RouteCondition[] };

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
  /** Its route's kind and options; none for a feature route. */
  route?: FeatureRouteOptions | null | undefined;
  /**
   * The version a team published to the feature registry that customers get (issue 40 §2); none
   * for a feature built in the features folder.
   */
  published?: PublishedVersion | undefined;
}

/** A version of the feature registry, as `means` serves it from the registry's CDN path. */
export interface PublishedVersion {
  version: string;
  entry: string;
  integrity: string;
  styles: { file: string; integrity: string }[];
  imports: string[];
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
  kind?: 'feature' | 'remote-module' | 'lazy';
  tagName?: string;
  className?: string;
  /** By tag name: a module relative to `host` (`<module folder>/<entry file>`) and its export. */
  scopedElements?: Record<string, { module: string; export: string }>;
  conditions?: RouteCondition[];
  /** The registry version served (issue 40 §2), which monitoring names when the module fails. */
  version?: string;
}

/** `propsConfig.fallbackRoute`: where a path no route matches goes (shell.md §2.1, §2.6). */
export interface FallbackRouteConfig {
  id: string;
  /** A hash path. */
  redirect: string;
}
