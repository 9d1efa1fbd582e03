import type { Hono } from 'hono';
import { endSession, findSessionByToken } from '../../../sessions';
import { revokeSessionTokens } from '../../../tokens';
import type { ApiContext } from '../context';
import { expireLoginCookies, readSessionCookie } from '../cookies';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/**
 * `DELETE /genoma_api/rest/session` (logout, SECURITY.md rule 5): ends the server session,
 * revokes every token issued in it, expires both cookies and asks the browser to clear its
 * cookies. Logging out twice is harmless: without a session it only clears the cookies.
 */
export function registerSessionRoute(api: Hono, ctx: ApiContext): void {
  api.delete(API_PATHS.session, async (c) => {
    const sessionToken = readSessionCookie(c);
    const session = sessionToken === undefined ? undefined : await findSessionByToken(ctx.db, sessionToken);
    if (session !== undefined) {
      const nowMs = ctx.now();
      await ctx.db.transaction(async (tx) => {
        await endSession(tx, session.sessionHash, nowMs);
        await revokeSessionTokens(tx, session.sessionHash);
      });
    }
    expireLoginCookies(c, ctx.urls.appHost);
    c.header('Clear-Site-Data', '"cookies"');
    return sendJson(c, {});
  });
}
