import * as z from 'zod/mini';

/** A feature the server publishes (`propsConfig.means`): where it lives and what it is called. */
const meanSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** Base path of the feature's routes, without slashes: `posicion-global`. */
  path: z.string().check(z.regex(/^[a-z0-9][a-z0-9-/]*$/)),
  componentId: z.string().check(z.minLength(1)),
  /** CDN base URL the module path is resolved against. */
  host: z.url({ protocol: /^https?$/ }),
  /** Module file, relative to `host`. */
  module: z.string().check(z.regex(/^[\w.-]+(\/[\w.-]+)*\.js$/)),
  title: z.string().check(z.minLength(1)),
});

export const appConfigSchema = z.object({
  urlsConfig: z.record(z.string(), z.string()),
  propsConfig: z.object({
    'enable-pending-operation': z.optional(z.boolean()),
    means: z.array(meanSchema),
    localMeans: z.optional(z.array(meanSchema)),
  }),
});

export type Mean = z.infer<typeof meanSchema>;
export type AppConfig = z.infer<typeof appConfigSchema>;

/** Raised at start-up when `config/appConfig` is unusable; lists every problem at once. */
export class AppConfigError extends Error {
  override readonly name = 'AppConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid app configuration: ${problems.join('; ')}`);
  }
}

/** Validates the server's configuration (shell.md §3 "Configuration"). */
export function parseAppConfig(body: unknown): AppConfig {
  const result = appConfigSchema.safeParse(body);
  if (result.success) return result.data;
  throw new AppConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
}

/** Path of the configuration call, through the API base (shell.md §7). */
export const APP_CONFIG_PATH = '/config/appConfig';
