import * as v from '../schema';

const nonEmpty = v.pipe(v.string(), v.minLength(1));

/** A feature the server publishes (`propsConfig.means`): where it lives and what it is called. */
const meanSchema = v.object({
  id: nonEmpty,
  /** Base path of the feature's routes, without slashes: `posicion-global`. */
  path: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-/]*$/, 'must be a lower-case path without leading slash')),
  componentId: nonEmpty,
  /** CDN base URL the module path is resolved against. */
  host: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
  /** Module file, relative to `host`. */
  module: v.pipe(v.string(), v.regex(/^[\w.-]+(\/[\w.-]+)*\.js$/, 'must be a relative .js path')),
  title: nonEmpty,
  /** The page name in other languages, by locale: `{ "en-GB": "Overview" }`. */
  titles: v.optional(v.record(nonEmpty)),
});

export const appConfigSchema = v.object({
  urlsConfig: v.record(v.string()),
  propsConfig: v.object({
    'enable-pending-operation': v.optional(v.boolean()),
    /** Whether wrappers older than `bankNativeWrapper` get their legacy bridge (features.md §4.5). */
    'enable-legacy-native-bridge': v.optional(v.boolean()),
    means: v.array(meanSchema),
    localMeans: v.optional(v.array(meanSchema)),
  }),
});

export type Mean = v.InferOutput<typeof meanSchema>;
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
