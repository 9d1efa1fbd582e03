import type { Context, MiddlewareHandler } from 'hono';
import { sendError } from '../api/errors';

/**
 * Headers every vendors-host answer carries: no MIME sniffing, and `no-store` unless the route
 * said otherwise (only the stand-ins' files are kept), so that an error or an injected fault is
 * never cached in place of a file.
 */
export const vendorResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};

/** The request's `Origin` when it is the app's (or the dev server's); `undefined` for any other, or none. */
function pageOriginOf(c: Context, allowedOrigins: ReadonlySet<string>): string | undefined {
  const origin = c.req.header('origin');
  return origin !== undefined && allowedOrigins.has(origin) ? origin : undefined;
}

/**
 * CORS of the vendors host, as an outside company's service configured for the bank would answer:
 * every answer names the bank's page as the one that may read it. That is the request's origin
 * when it is the app origin or the dev server's (the page loads the script with
 * `crossorigin="anonymous"` and an `integrity`, which needs CORS), the app origin otherwise, so
 * that any other page's browser refuses it; `Vary: Origin` keeps caches from mixing the two. No
 * credentials: the stand-ins set no cookies, and the consent manager posts without any.
 */
export function corsForTheBankPage(allowedOrigins: ReadonlySet<string>, appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const readableBy = pageOriginOf(c, allowedOrigins) ?? appOrigin;
    await next();
    c.res.headers.append('Vary', 'Origin');
    c.res.headers.set('Access-Control-Allow-Origin', readableBy);
  };
}

/**
 * Refuses a request whose `Origin` is another page's than the bank's: `403 forbidden_origin`. A
 * request of the `requireOriginFor` method without `Origin` is refused too (issue 38 §6: a receipt
 * posted by a script with no page behind it): the bank's page posts cross-origin, and a browser
 * always names the page then. Any other without `Origin` passes (a test runner, a person with curl).
 */
export function refuseOtherOrigins(allowedOrigins: ReadonlySet<string>, { requireOriginFor = '' } = {}): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if ((origin !== undefined || c.req.method === requireOriginFor) && pageOriginOf(c, allowedOrigins) === undefined) {
      return sendError(c, 'forbidden_origin', { antiHijackPrefix: false });
    }
    return next();
  };
}
