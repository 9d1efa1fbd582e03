import type { MiddlewareHandler } from 'hono';

/**
 * Headers every API response carries, errors included: no MIME sniffing and no caching of
 * anything personal (SECURITY.md rules 7 and 8).
 */
export const apiResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Cache-Control', 'no-store');
};
