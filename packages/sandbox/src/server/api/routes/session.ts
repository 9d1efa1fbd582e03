import type { Hono } from 'hono';
import { endSession, findSessionByToken } from '../../../sessions';
import { revokeSessionTokens } from '../../../tokens';
import type { ApiContext } from '../context';
import { expireLoginCookies, readSessionCookie } from '../cookies';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { requireBearer } from '../bearer';

/**
 * `DELETE /genoma_api/rest/session` (logout, SECURITY.md rule 5): ends the server session,
 * revokes every token issued in it, expires both cookies and asks the browser to clear its
 * cookies. Logging out twice is harmless: without a session it only clears the cookies.
 */
export function registerSessionRoute(api: Hono, ctx: ApiContext): void {
  // `GET /genoma_api/rest/session` (bearer): the session is alive. Like every bearer call it is the
  // customer's activity on the server's own record, so the shell calls it while the customer is
  // active without calling anything else (reading a page); token refreshes alone never are.
  api.get(API_PATHS.session, requireBearer(ctx.db, ctx.now), (c) => sendJson(c, { active: true }));

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
