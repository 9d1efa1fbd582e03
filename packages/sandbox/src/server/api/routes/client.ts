import type { Hono } from 'hono';
import { findCustomerByPersonId, toClient } from '../../../customers';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/** `GET /genoma_api/rest/client`: the bearer's customer record. */
export function registerClientRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.client, requireBearer(ctx.db, ctx.now), async (c) => {
    const customer = await findCustomerByPersonId(ctx.db, c.get('principal').personId);
    if (customer === undefined) return sendError(c, 'invalid_token');
    return sendJson(c, toClient(customer));
  });
}
