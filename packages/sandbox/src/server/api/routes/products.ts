import type { Hono } from 'hono';
import { listProducts } from '../../../products';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/** `GET /genoma_api/rest/products`: the accounts, cards and deposits of the bearer's profile, no other. */
export function registerProductsRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.products, requireBearer(ctx.db, ctx.now), async (c) => {
    return sendJson(c, await listProducts(ctx.db, c.get('principal').profileId));
  });
}
