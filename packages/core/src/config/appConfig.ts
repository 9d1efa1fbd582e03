import * as v from '../schema';

const nonEmpty = v.pipe(v.string(), v.minLength(1));
/** A module file, relative to the mean's `host` and below it: no segment is `.` or `..`. */
const modulePath = v.pipe(v.string(), v.regex(/^\w[\w.-]*(\/\w[\w.-]*)*\.js$/, 'must be a relative .js path'));
/** A hash path without its `#`: `/pagina-no-encontrada`. */
const hashPath = v.pipe(v.string(), v.regex(/^\/[\w./-]*$/, 'must be a hash path starting with /'));

/**
 * `propsConfig.meansScope` of a configuration that lists only the pages that need no login, as a
 * visitor's page carries it (issue 40 §2).
 */
export const PUBLIC_PAGES_SCOPE = 'public-pages';

/** The `propsConfig` switches a route's `flag` condition may name. */
export const ROUTE_FLAGS = ['enable-pending-operation', 'enable-legacy-native-bridge'] as const;

/**
 * A route of the server's configuration (`propsConfig.means`; docs/remote-modules.md): where its
 * module lives and what it is called, and which of shell.md §2.1's kinds it is. The fields each
 * kind needs are checked with the spec's messages when the routes are built (`validateRoutes`).
 */
const meanSchema = v.object({
  id: nonEmpty,
  /** `feature` (the default): the module's feature `componentId`; `remote-module`: a script that
   * is a custom element; `lazy`: a module imported on first use whose default export is a feature. */
  kind: v.optional(v.picklist(['feature', 'remote-module', 'lazy'])),
  /** Base path of the routes, without slashes: `posicion-global`. */
  path: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-/]*$/, 'must be a lower-case path without leading slash')),
  componentId: v.optional(nonEmpty),
  /** CDN base URL the module path is resolved against. */
  host: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
  /** Module file, relative to `host`: the script location of a remote-module route. */
  module: modulePath,
  title: nonEmpty,
  /** The page name in other languages, by locale: `{ "en-GB": "Overview" }`. */
  titles: v.optional(v.record(nonEmpty)),
  /** A remote module's tag and class names. */
  tagName: v.optional(nonEmpty),
  className: v.optional(nonEmpty),
  /** A remote module's route-scoped elements, by tag name: a module beside `module` and its export. */
  scopedElements: v.optional(v.record(v.object({ module: modulePath, export: nonEmpty }))),
  /** The feature registry's version of the module (issue 40 §2), which monitoring names. */
  version: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'must be a version such as 1.4.0'))),
  /** All must hold for the route to match: a `propsConfig` switch on, or a query parameter present (and equal). */
  conditions: v.optional(
    v.array(v.object({ flag: v.optional(v.picklist(ROUTE_FLAGS)), query: v.optional(nonEmpty), equals: v.optional(v.string()) })),
  ),
});

export const appConfigSchema = v.object({
  urlsConfig: v.record(v.string()),
  propsConfig: v.object({
    'enable-pending-operation': v.optional(v.boolean()),
    /** Whether wrappers older than `bankNativeWrapper` get their legacy bridge (features.md §4.5). */
    'enable-legacy-native-bridge': v.optional(v.boolean()),
    means: v.array(meanSchema),
    localMeans: v.optional(v.array(meanSchema)),
    /**
     * `public-pages`: the means list only the pages that need no login, as a visitor's page carries
     * them (issue 40 §2); the shell asks `config/appConfig` for the rest at login. Absent: all.
     */
    meansScope: v.optional(v.picklist([PUBLIC_PAGES_SCOPE])),
    /** The route that takes any path no other route matches, and where it sends it (shell.md §2.1, §2.6). */
    fallbackRoute: v.optional(v.object({ id: nonEmpty, redirect: hashPath })),
  }),
});

export type Mean = v.InferOutput<typeof meanSchema>;
export type RouteConditionConfig = NonNullable<Mean['conditions']>[number];
export type AppConfig = v.InferOutput<typeof appConfigSchema>;

/** Raised at start-up when `config/appConfig` is unusable; lists every problem at once. */
export class AppConfigError extends Error {
  override readonly name = 'AppConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid app configuration: ${problems.join('; ')}`);
  }
}

/** Validates the server's configuration (shell.md §3 "Configuration"). */
export function parseAppConfig(body: unknown): AppConfig {
  const result = v.safeParse(appConfigSchema, body);
  if (result.success) return result.output;
  throw new AppConfigError(result.issues.map((issue) => `${issue.path || '(root)'}: ${issue.message}`));
}

/** Path of the configuration call, through the API base (shell.md §7). */
export const APP_CONFIG_PATH = '/config/appConfig';
