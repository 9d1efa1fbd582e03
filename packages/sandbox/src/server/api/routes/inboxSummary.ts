import type { Hono } from 'hono';
import { countUnreadMessages } from '../../../inbox';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/**
 * `GET /genoma_api/rest/inbox/summary` (bearer): `{ unread }`, how many of the bearer's person's
 * inbox messages are unread (docs/design/overview-contract.md, Client extras).
 */
export function registerInboxSummaryRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.inboxSummary, requireBearer(ctx.db, ctx.now), async (c) => {
    return sendJson(c, { unread: await countUnreadMessages(ctx.db, c.get('principal').personId) });
  });
}
