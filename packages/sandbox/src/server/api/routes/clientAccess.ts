import type { Hono } from 'hono';
import { previousLoginAt } from '../../../sessions';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/**
 * `GET /genoma_api/rest/client/access` (bearer): `{ lastAccessAt }`, the ISO time of the bearer's
 * person's previous completed login, the one before the session the bearer belongs to; `null`
 * before a second login (docs/design/overview-contract.md, Client extras).
 */
export function registerClientAccessRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.clientAccess, requireBearer(ctx.db, ctx.now), async (c) => {
    const { personId, sessionHash } = c.get('principal');
    const lastAccessAt = await previousLoginAt(ctx.db, personId, sessionHash);
    return sendJson(c, { lastAccessAt: lastAccessAt?.toISOString() ?? null });
  });
}
