import type { Hono } from 'hono';
import { z } from 'zod';
import { BOOLEAN_TEXT_VALUES, readClientPreferences, storeClientPreferences } from '../../../clientPreferences';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

/** Names the fields a strict object does not know (`Campos desconocidos: theme.`), or says what it must be. */
function strictObjectMessage(what: string, unknownWhat: string) {
  return (issue: { code?: string; keys?: string[]; input?: unknown }): string => {
    if (issue.code === 'unrecognized_keys') return `${unknownWhat}: ${(issue.keys ?? []).join(', ')}.`;
    return issue.input === undefined ? `Falta ${what}.` : `${what} debe ser un objeto JSON.`;
  };
}

/**
 * The preferences a `PUT` may set: known keys only, each with one of its values as text (`'true'`,
 * never `true`), and at least one of them.
 */
const preferenceChangesSchema = z
  .strictObject(
    {
      'hidden-balances-discrete': z
        .enum(BOOLEAN_TEXT_VALUES, { error: "hidden-balances-discrete debe ser el texto 'true' o 'false'." })
        .optional(),
    },
    { error: strictObjectMessage('preferences', 'Preferencias desconocidas') },
  )
  .refine((changes) => Object.keys(changes).length > 0, {
    error: 'preferences está vacío: indica al menos una preferencia.',
    // Unknown keys are dropped from what the refinement sees: they are refused already, not "empty".
    when: (payload) => payload.issues.length === 0,
  });

/** The body of `PUT /genoma_api/rest/client/preferences`: `preferences` and nothing else. */
const putPreferencesSchema = z.strictObject(
  { preferences: preferenceChangesSchema },
  { error: strictObjectMessage('El cuerpo', 'Campos desconocidos') },
);

/**
 * The customer's preferences, kept per person (docs/design/display-contract.md, Sandbox; sandbox-api.md,
 * Client preferences):
 *
 * - `GET /genoma_api/rest/client/preferences` (bearer): `200 { personId, preferences }` of the
 *   bearer's profile's person, every known preference with its default when never set;
 * - `PUT` the same path (bearer and XSRF, JSON `{ preferences }`): stores the preferences given and
 *   answers as `GET`. Anything else in the body is `400 invalid_request`, and stores nothing.
 */
export function registerClientPreferencesRoutes(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.clientPreferences, requireBearer(ctx.db, ctx.now), async (c) => {
    const { personId } = c.get('principal');
    return sendJson(c, { personId, preferences: await readClientPreferences(ctx.db, personId) });
  });

  api.put(API_PATHS.clientPreferences, requireBearer(ctx.db, ctx.now), async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(putPreferencesSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const { personId } = c.get('principal');
    const preferences = await storeClientPreferences(ctx.db, personId, input.data.preferences, ctx.now());
    return sendJson(c, { personId, preferences });
  });
}
