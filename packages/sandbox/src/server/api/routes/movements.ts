import type { Hono } from 'hono';
import { z } from 'zod';
import { listLatestMovements, withProductNamesIn } from '../../../products';
import { recordLanguageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

/** How many movements one call answers at most, and by default (sandbox-api.md, Movements). */
export const MOVEMENTS_MAX_LIMIT = 50;
export const MOVEMENTS_DEFAULT_LIMIT = 10;

const limitMessage = `limit debe ser un número entero entre 1 y ${MOVEMENTS_MAX_LIMIT}.`;

const querySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: limitMessage })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: limitMessage }).max(MOVEMENTS_MAX_LIMIT, { error: limitMessage }))
    .optional(),
});

/**
 * `GET /genoma_api/rest/movements?limit=N`: the latest movements of the bearer's profile's
 * accounts and cards, newest first, and of no other profile.
 */
export function registerMovementsRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.movements, requireBearer(ctx.db, ctx.now), async (c) => {
    // A limit given twice is ambiguous: refused rather than one of them picked.
    const limits = c.req.queries('limit') ?? [];
    if (limits.length > 1) return sendError(c, 'invalid_request', { message: limitMessage });
    const query = validate(querySchema, { limit: limits[0] });
    if (!query.ok) return sendError(c, 'invalid_request', { message: query.message });
    const movements = await listLatestMovements(ctx.db, c.get('principal').profileId, query.data.limit ?? MOVEMENTS_DEFAULT_LIMIT);
    return sendJson(c, withProductNamesIn({ movements }, recordLanguageOfRequest(c)));
  });
}
