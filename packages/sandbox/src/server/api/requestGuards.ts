import type { MiddlewareHandler } from 'hono';
import { safeEqual, sha256Hex } from '../../crypto';
import type { Database } from '../../db';
import { findSessionByToken } from '../../sessions';
import { readSessionCookie, readXsrfCookie } from './cookies';
import { sendError } from './errors';

/** Methods that change state and so need the origin and XSRF checks. */
const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `Sec-Fetch-Site` values that vouch for a request when it carries no `Origin`. */
const TRUSTED_FETCH_SITES: ReadonlySet<string> = new Set(['same-site', 'same-origin']);

/** The header carrying the XSRF cookie's value back. */
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Refuses state-changing calls from origins not allowed, or, without `Origin`, whose
 * `Sec-Fetch-Site` is not same-site or same-origin: `403 forbidden_origin` (SECURITY.md rule 6).
 * Calls to `exemptPaths`, and to paths under one of `exemptPathPrefixes`, are not checked.
 */
export function requireAllowedOrigin(
  allowedOrigins: ReadonlySet<string>,
  exemptPaths: ReadonlySet<string>,
  exemptPathPrefixes: readonly string[] = [],
): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING_METHODS.has(c.req.method) || exemptPaths.has(c.req.path)) return next();
    if (exemptPathPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const origin = c.req.header('origin');
    const trusted = origin === undefined ? TRUSTED_FETCH_SITES.has(c.req.header('sec-fetch-site') ?? '') : allowedOrigins.has(origin);
    if (!trusted) return sendError(c, 'forbidden_origin');
    return next();
  };
}

/**
 * Double-submit check on state-changing calls: `X-XSRF-TOKEN` must equal the `XSRF-TOKEN`
 * cookie, and, when the call carries a session cookie, the value that session was given at
 * login (so that a cookie planted by another subdomain does not pass): `403 xsrf_mismatch`.
 * Calls to `exemptPaths`, and to paths under one of `exemptPathPrefixes` (paths with parameters),
 * are not checked.
 */
export function requireMatchingXsrf(
  db: Database,
  exemptPaths: ReadonlySet<string>,
  exemptPathPrefixes: readonly string[] = [],
): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING_METHODS.has(c.req.method) || exemptPaths.has(c.req.path)) return next();
    if (exemptPathPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const cookie = readXsrfCookie(c);
    const header = c.req.header(XSRF_HEADER);
    if (cookie === undefined || header === undefined || !safeEqual(cookie, header)) return sendError(c, 'xsrf_mismatch');
    const sessionToken = readSessionCookie(c);
    const session = sessionToken === undefined ? undefined : await findSessionByToken(db, sessionToken);
    if (session !== undefined && !safeEqual(session.xsrfHash, sha256Hex(cookie))) return sendError(c, 'xsrf_mismatch');
    return next();
  };
}
