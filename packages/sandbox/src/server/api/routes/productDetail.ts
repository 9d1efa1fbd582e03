import type { Hono } from 'hono';
import { z } from 'zod';
import { findLoanDetail, LOAN_ID_PATTERN } from '../../../loans';
import { bankDayAt, calendarMonthAt, findProductDetail, PRODUCT_ID_PATTERN, withProductNamesIn } from '../../../products';
import { recordLanguageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

const productIdSchema = z.string().refine((id) => PRODUCT_ID_PATTERN.test(id) || LOAN_ID_PATTERN.test(id));

/**
 * `GET /genoma_api/rest/products/{productId}` (bearer): one product of the bearer's profile with
 * what its own page shows (docs/design/overview-contract.md, Products): an account with its holders and
 * opening day, a card with its status, limit and spending this month, a deposit, or a loan with its
 * repayment schedule and what is still owed (issue 38 §1). An id of no
 * product's shape, an unknown one and another profile's product are the same
 * `404 product_not_found`, so nobody learns which ids exist. Named in the request's language (issue 42 §2).
 */
export function registerProductDetailRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.productDetail, requireBearer(ctx.db, ctx.now), async (c) => {
    const productId = validate(productIdSchema, c.req.param('productId'));
    if (!productId.ok) return sendError(c, 'product_not_found');
    const { profileId } = c.get('principal');
    const product = LOAN_ID_PATTERN.test(productId.data)
      ? await findLoanDetail(ctx.db, profileId, productId.data, bankDayAt(ctx.now()))
      : await findProductDetail(ctx.db, profileId, productId.data, calendarMonthAt(ctx.now()));
    if (product === undefined) return sendError(c, 'product_not_found');
    return sendJson(c, withProductNamesIn(product, recordLanguageOfRequest(c)));
  });
}
