import type { MiddlewareHandler } from 'hono';

/** Methods a preflight allows (sandbox-api.md, Rules common to every API response). */
const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Request headers a preflight allows. */
const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept-language',
  'x-xsrf-token',
  'x-device-brand',
  'x-session-context',
  'x-user-inactivity',
  // A security process's one-time password, and this login's device-risk process id.
  'x-otp',
  'x-device-risk-process-id',
  // A step-up's ticket, which a sensitive action such as a card's new limit needs.
  'x-authentication-ticket',
  // A transfer's idempotency key, so that a retry never sends the money twice.
  'idempotency-key',
  // The monitoring agent compresses its payloads.
  'content-encoding',
] as const;
/**
 * Response headers the app may read; `Content-Disposition` names a document the shell downloads
 * (a statement, the loan's pre-contract information) when the feature names it no better.
 */
const CORS_EXPOSED_HEADERS = ['X-ING-AFFLUENT', 'x-token-expired', 'Retry-After', 'Content-Disposition'] as const;
/**
 * How long a browser may reuse a preflight answer: two hours, Chromium's own ceiling, so a
 * customer back after a break pays no preflight before each call (the allowed methods and headers
 * change only with a release).
 */
const CORS_PREFLIGHT_MAX_AGE_S = 7_200;

/**
 * CORS with credentials for the allowed origins only. Other origins get no CORS headers, so the
 * browser hides the response from them; `Vary: Origin` keeps caches from mixing the two.
 * `pagesForPeople` (the demo phone, the monitoring list) get none at all: they are for a person to
 * open, and a script on the app's own page must not read a one-time password there.
 */
export function corsForAllowedOrigins(
  allowedOrigins: ReadonlySet<string>,
  pagesForPeople: ReadonlySet<string> = new Set(),
): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && allowedOrigins.has(origin) && !pagesForPeople.has(c.req.path);
    const isPreflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (isPreflight) {
      c.header('Vary', 'Origin');
      if (allowed) {
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Access-Control-Allow-Credentials', 'true');
        c.header('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS.join(', '));
        c.header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
        c.header('Access-Control-Max-Age', String(CORS_PREFLIGHT_MAX_AGE_S));
      }
      return c.body(null, 204);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
    }
  };
}
