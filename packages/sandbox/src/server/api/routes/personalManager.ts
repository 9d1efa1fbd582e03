import type { Hono } from 'hono';
import { findPersonalManager } from '../../../customers';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/**
 * `GET /genoma_api/rest/client/personal-manager` (bearer): `{ name, phone, email, office }` of the
 * bearer's person's personal manager while the person is affluent, `404 no_personal_manager`
 * otherwise (docs/design/overview-contract.md, Client extras).
 */
export function registerPersonalManagerRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.personalManager, requireBearer(ctx.db, ctx.now), async (c) => {
    const manager = await findPersonalManager(ctx.db, c.get('principal').personId);
    if (manager === undefined) return sendError(c, 'no_personal_manager');
    return sendJson(c, manager);
  });
}
