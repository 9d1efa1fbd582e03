import type { Hono } from 'hono';
import { z } from 'zod';
import { listTrackingEvents, MAX_TRACKING_VALUE_CHARACTERS } from '../../../tracking';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readQuery, validate } from '../validation';

/** How many events one read answers at most, and by default. */
const TEST_TRACKING_EVENTS_MAX_LIMIT = 200;
const TEST_TRACKING_EVENTS_DEFAULT_LIMIT = 50;

const limitMessage = `limit debe ser un número entero entre 1 y ${TEST_TRACKING_EVENTS_MAX_LIMIT}.`;

const querySchema = z.strictObject(
  {
    // A page name is a variable's value: a longer one matches no event.
    pageName: z
      .string()
      .max(MAX_TRACKING_VALUE_CHARACTERS, { error: `pageName admite como mucho ${MAX_TRACKING_VALUE_CHARACTERS} caracteres.` })
      .optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, { error: limitMessage })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: limitMessage }).max(TEST_TRACKING_EVENTS_MAX_LIMIT, { error: limitMessage }))
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Parámetros desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'La consulta no es válida.',
  },
);

/**
 * `GET /__sandbox/tracking-events?pageName=<exact>&limit=<1..200>` (test mode only): what the
 * vendors host's collector received, `200 { events: [{ kind, data, receivedAt }] }`, the newest
 * first (50 unless `limit` says otherwise), all of them or one page's, so that an end-to-end test
 * can check what the shell tracked. `400 invalid_request` for any other query.
 */
export function registerTestTrackingEventsRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.testTrackingEvents, async (c) => {
    const parameters = readQuery(c);
    const query = parameters.ok ? validate(querySchema, parameters.data) : parameters;
    if (!query.ok) return sendError(c, 'invalid_request', { message: query.message });
    const { pageName, limit = TEST_TRACKING_EVENTS_DEFAULT_LIMIT } = query.data;
    return sendJson(c, { events: await listTrackingEvents(ctx.db, { pageName, limit }) });
  });
}
