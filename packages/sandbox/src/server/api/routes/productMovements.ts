import type { Hono } from 'hono';
import { z } from 'zod';
import { findProductKind, PRODUCT_ID_PATTERN, searchProductMovements, withProductNamesIn } from '../../../products';
import { recordLanguageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readQuery, validate } from '../validation';

/** The pages a search may ask for, and their size (docs/design/overview-contract.md, Products). */
export const PRODUCT_MOVEMENTS_MAX_PAGE = 1000;
export const PRODUCT_MOVEMENTS_MAX_PAGE_SIZE = 50;
export const PRODUCT_MOVEMENTS_DEFAULT_PAGE_SIZE = 20;
/** The longest text a search looks for, in characters (code points). */
export const MOVEMENT_SEARCH_MAX_LENGTH = 64;

const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN);

/** A whole number from 1 to `max`, written in digits only (no sign, no exponent, no decimals). */
function wholeNumberFromOne(name: string, max: number) {
  const message = `${name} debe ser un número entero entre 1 y ${max}.`;
  return z
    .string()
    .regex(/^\d{1,4}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }));
}

/** Whether a `YYYY-MM-DD` text is a day of the calendar (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** A calendar day `YYYY-MM-DD` between the years 1900 and 2999; empty is no bound. */
function calendarDay(name: string) {
  const message = `${name} debe ser una fecha del calendario con el formato AAAA-MM-DD.`;
  return z
    .string()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, { error: message })
        .refine(isCalendarDay, { error: message })
        .optional(),
    );
}

const searchTextMessage = `q admite como mucho ${MOVEMENT_SEARCH_MAX_LENGTH} caracteres.`;

/** The query of a search: known parameters only, each at most once (checked before). */
const querySchema = z
  .strictObject(
    {
      page: wholeNumberFromOne('page', PRODUCT_MOVEMENTS_MAX_PAGE).optional(),
      pageSize: wholeNumberFromOne('pageSize', PRODUCT_MOVEMENTS_MAX_PAGE_SIZE).optional(),
      // Blanks around the text are not sought; a blank text seeks nothing, as none does.
      q: z
        .string()
        .refine((text) => [...text].length <= MOVEMENT_SEARCH_MAX_LENGTH, { error: searchTextMessage })
        .transform((text) => text.trim() || undefined)
        .optional(),
      from: calendarDay('from').optional(),
      to: calendarDay('to').optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Parámetros desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'La consulta no es válida.',
    },
  )
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    error: 'from no puede ser posterior a to.',
    when: (payload) => payload.issues.length === 0,
  });

/**
 * `GET /genoma_api/rest/products/{productId}/movements` (bearer): one page of a product's
 * movements, newest first, as `{ movements, page, pageSize, total }` (docs/design/overview-contract.md,
 * Products). `q` keeps the movements whose concept contains it, whatever the case and the accents;
 * `from` and `to` (inclusive) bound the day booked. A parameter out of its range, a date that is
 * no calendar day, `from` after `to`, a parameter given twice or one the call does not know is
 * `400 invalid_request`; a product the bearer's profile does not hold is `404 product_not_found`,
 * as an unknown id. A deposit has no movements.
 */
export function registerProductMovementsRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.productMovements, requireBearer(ctx.db, ctx.now), async (c) => {
    const parameters = readQuery(c);
    const query = parameters.ok ? validate(querySchema, parameters.data) : parameters;
    if (!query.ok) return sendError(c, 'invalid_request', { message: query.message });

    const productId = validate(productIdSchema, c.req.param('productId'));
    if (!productId.ok) return sendError(c, 'product_not_found');
    const { profileId } = c.get('principal');
    if ((await findProductKind(ctx.db, profileId, productId.data)) === undefined) return sendError(c, 'product_not_found');

    const page = query.data.page ?? 1;
    const pageSize = query.data.pageSize ?? PRODUCT_MOVEMENTS_DEFAULT_PAGE_SIZE;
    const { movements, total } = await searchProductMovements(ctx.db, profileId, productId.data, {
      page,
      pageSize,
      text: query.data.q,
      from: query.data.from,
      to: query.data.to,
    });
    return sendJson(c, withProductNamesIn({ movements, page, pageSize, total }, recordLanguageOfRequest(c)));
  });
}
