import type { Hono } from 'hono';
import { listLoans } from '../../../loans';
import { bankDayAt, listProducts, withProductNamesIn } from '../../../products';
import { recordLanguageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/**
 * `GET /genoma_api/rest/products`: the accounts, cards, deposits and loans of the bearer's profile,
 * no other; a loan with what is still owed today (issue 38 §1). Named in the request's language
 * (issue 42 §2: "NÓMINA Account" on an English page).
 */
export function registerProductsRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.products, requireBearer(ctx.db, ctx.now), async (c) => {
    const { profileId } = c.get('principal');
    const [products, loans] = await Promise.all([listProducts(ctx.db, profileId), listLoans(ctx.db, profileId, bankDayAt(ctx.now()))]);
    return sendJson(c, withProductNamesIn({ ...products, loans }, recordLanguageOfRequest(c)));
  });
}
