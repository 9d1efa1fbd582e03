import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { TOKEN_PATTERN } from '../../crypto';

/** The server session cookie: HttpOnly, host-only on the API host (sandbox-api.md, Cookies). */
export const SESSION_COOKIE = 'bank_session';
/** The double-submit XSRF cookie: readable by the app, so scoped to the app host's domain. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** A prospect's sign-up application: HttpOnly, host-only on the API host (sandbox-api.md, Sign-up). */
export const SIGN_UP_COOKIE = 'signup_application';
/** The sign-up cookie goes only to the sign-up calls. */
export const SIGN_UP_COOKIE_PATH = '/genoma_api/rest/sign-ups/';

/** The secrets a login hands out. */
export interface LoginCookieValues {
  sessionToken: string;
  xsrfToken: string;
}

/** Sets both login cookies. */
export function setLoginCookies(c: Context, values: LoginCookieValues, appHost: string): void {
  setCookie(c, SESSION_COOKIE, values.sessionToken, { path: '/', httpOnly: true, sameSite: 'Strict' });
  setCookie(c, XSRF_COOKIE, values.xsrfToken, { path: '/', domain: appHost, sameSite: 'Strict' });
}

/** Expires both login cookies, with the attributes they were set with so that they match. */
export function expireLoginCookies(c: Context, appHost: string): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict' });
  deleteCookie(c, XSRF_COOKIE, { path: '/', domain: appHost, sameSite: 'Strict' });
}

/** Sets the sign-up cookie for as long as its application lives. */
export function setSignUpCookie(c: Context, token: string, maxAgeS: number): void {
  setCookie(c, SIGN_UP_COOKIE, token, { path: SIGN_UP_COOKIE_PATH, httpOnly: true, sameSite: 'Strict', maxAge: maxAgeS });
}

/** Expires the sign-up cookie, with the attributes it was set with so that it matches. */
export function expireSignUpCookie(c: Context): void {
  deleteCookie(c, SIGN_UP_COOKIE, { path: SIGN_UP_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' });
}

/** A cookie's value when it has the shape of a sandbox token; anything else is ignored. */
function readTokenCookie(c: Context, name: string): string | undefined {
  const value = getCookie(c, name);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** The `bank_session` cookie, if well-formed. */
export function readSessionCookie(c: Context): string | undefined {
  return readTokenCookie(c, SESSION_COOKIE);
}

/** The `XSRF-TOKEN` cookie, if well-formed. */
export function readXsrfCookie(c: Context): string | undefined {
  return readTokenCookie(c, XSRF_COOKIE);
}

/** The `signup_application` cookie, if well-formed. */
export function readSignUpCookie(c: Context): string | undefined {
  return readTokenCookie(c, SIGN_UP_COOKIE);
}
