import type { MiddlewareHandler } from 'hono';
import { API_PATHS } from './paths';

/**
 * API answers a browser may keep if it revalidates them each time: only the configuration, which
 * holds nothing personal. Everything else is personal or a credential, and never stored.
 */
const REVALIDATED_API_PATHS: ReadonlySet<string> = new Set([API_PATHS.appConfig]);

/**
 * Headers every API response carries, errors included: no MIME sniffing and no caching of
 * anything personal (SECURITY.md rules 7 and 8). The answers of {@link REVALIDATED_API_PATHS}
 * that carry an ETag are `no-cache` instead: kept, but revalidated on each use.
 */
export const apiResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  const revalidated = REVALIDATED_API_PATHS.has(c.req.path) && c.res.headers.has('ETag');
  c.res.headers.set('Cache-Control', revalidated ? 'no-cache' : 'no-store');
};
