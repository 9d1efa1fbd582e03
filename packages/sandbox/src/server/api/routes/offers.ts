import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { findOffer, findPromotionEligibility, type OfferAnswer, type OfferKind } from '../../../offers';
import { recordLanguageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson, sendNoContent } from '../json';
import { API_PATHS } from '../paths';
import { readQuery, validate } from '../validation';

/** A campaign or promotion id in a path: letters, digits, hyphen and underscore (features.md §5). */
const PATH_ID = /^[A-Za-z0-9_-]{1,60}$/;

/** The offer, `204` when there is none, `409 offers_held` when the bank holds the person's offers. */
function sendOffer<K extends OfferKind>(c: Context, answer: OfferAnswer<K>): Response {
  if (answer.kind === 'held') return sendError(c, 'offers_held');
  if (answer.kind === 'none') return sendNoContent(c);
  return sendJson(c, answer.terms);
}

const creditLineQuerySchema = z.strictObject(
  {
    // features.md §7 writes personId=0: the person is the bearer's, never one named in the query.
    personId: z.literal('0', { error: 'personId debe ser 0: la línea de crédito es de la persona de la sesión.' }),
    campaignCod: z.string({ error: 'Falta campaignCod.' }).regex(PATH_ID, { error: 'campaignCod no es válido.' }),
    productCod: z.string({ error: 'Falta productCod.' }).regex(PATH_ID, { error: 'productCod no es válido.' }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Parámetros desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'La consulta no es válida.',
  },
);

/**
 * Pre-approved offers and promotions (features.md §3, §7; sandbox-api.md, Offers), each for the
 * bearer's person only (features.md §6: only a signed-in customer is shown offers):
 *
 * - the loan (`prepare-loans-sign-up/1/`), the overdraft (`/4/`), the mortgage
 *   (`prescoring/mortgage/`), the credit line (`preconLc`) and the card limit
 *   (`card-limits-campaing/{campaignId}/limit`): `200` the terms, `204` when there is none,
 *   `409 offers_held` when the bank holds the person's offers;
 * - `GET /v2/promotions/eligibility/{id}`: `200 { promotionId, name, eligible, applicability }`,
 *   `404 promotion_not_found`;
 * - `POST /genoma_api/rest/loans` (bearer and XSRF): accepts the loan offer, pays the amount into
 *   the account and answers `201` the loan.
 */
export function registerOfferRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);
  api.get(API_PATHS.loanOffer, bearer, async (c) => sendOffer(c, await findOffer(ctx.db, c.get('principal').personId, 'loan')));
  api.get(API_PATHS.overdraftOffer, bearer, async (c) => sendOffer(c, await findOffer(ctx.db, c.get('principal').personId, 'overdraft')));
  api.get(API_PATHS.mortgageOffer, bearer, async (c) => sendOffer(c, await findOffer(ctx.db, c.get('principal').personId, 'mortgage')));

  api.get(API_PATHS.creditLineOffer, bearer, async (c) => {
    const parameters = readQuery(c);
    const query = parameters.ok ? validate(creditLineQuerySchema, parameters.data) : parameters;
    if (!query.ok) return sendError(c, 'invalid_request', { message: query.message });
    const answer = await findOffer(ctx.db, c.get('principal').personId, 'credit-line', query.data.campaignCod);
    // A credit line of the campaign for another product is not this one.
    if (answer.kind === 'offer' && answer.terms.productCod !== query.data.productCod) return sendNoContent(c);
    return sendOffer(c, answer);
  });

  api.get(API_PATHS.cardLimitOffer, bearer, async (c) => {
    const campaignId = c.req.param('campaignId');
    if (!PATH_ID.test(campaignId)) return sendNoContent(c);
    return sendOffer(c, await findOffer(ctx.db, c.get('principal').personId, 'card-limit', campaignId));
  });

  api.get(API_PATHS.promotionEligibility, bearer, async (c) => {
    const promotionId = c.req.param('promotionId');
    if (!PATH_ID.test(promotionId)) return sendError(c, 'promotion_not_found');
    const eligibility = await findPromotionEligibility(
      ctx.db,
      c.get('principal').personId,
      promotionId,
      recordLanguageOfRequest(c),
      ctx.now(),
    );
    return eligibility === null ? sendError(c, 'promotion_not_found') : sendJson(c, eligibility);
  });
}
