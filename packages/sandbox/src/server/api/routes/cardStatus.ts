import type { Hono } from 'hono';
import { z } from 'zod';
import { PRODUCT_ID_PATTERN, productKindOfId, setCardStatus, type CardStatus } from '../../../products';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

const cardIdSchema = z
  .string()
  .regex(PRODUCT_ID_PATTERN)
  .refine((id) => productKindOfId(id) === 'card');

/**
 * `POST /genoma_api/rest/cards/{cardId}/block` and `…/unblock` (bearer and XSRF, no body): block or
 * unblock a card of the bearer's profile, and answer `200 { id, status }` with the status it has
 * now (docs/design/overview-contract.md, Products). Idempotent: blocking a blocked card answers `blocked`
 * again. Each is one conditional `UPDATE`, so concurrent calls never fail and the card ends in
 * the status of the last one applied. An id of no card's shape, an unknown one and another
 * profile's card are the same `404 product_not_found`.
 */
export function registerCardStatusRoutes(api: Hono, ctx: ApiContext): void {
  const changes: readonly [string, CardStatus][] = [
    [API_PATHS.blockCard, 'blocked'],
    [API_PATHS.unblockCard, 'active'],
  ];
  for (const [path, status] of changes) {
    api.post(path, requireBearer(ctx.db, ctx.now), async (c) => {
      const cardId = validate(cardIdSchema, c.req.param('cardId'));
      if (!cardId.ok) return sendError(c, 'product_not_found');
      const statusNow = await setCardStatus(ctx.db, c.get('principal').profileId, cardId.data, status);
      if (statusNow === undefined) return sendError(c, 'product_not_found');
      return sendJson(c, { id: cardId.data, status: statusNow });
    });
  }
}
