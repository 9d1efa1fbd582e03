import type { Hono } from 'hono';
import { z } from 'zod';
import { loginLockRemainingS, recordLoginAttempt, verifyCredentials } from '../../../login';
import { openSession } from '../../../sessions';
import type { ApiContext } from '../context';
import { setLoginCookies } from '../cookies';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

/** A DNI or NIE: eight characters (an NIE starts with X, Y or Z) and a control letter. */
const DOCUMENT_PATTERN = /^[0-9XYZ]\d{7}[A-Z]$/;

const loginSchema = z.object({
  document: z
    .string({ error: 'Falta el documento.' })
    .trim()
    .toUpperCase()
    .regex(DOCUMENT_PATTERN, { error: 'El documento debe ser un DNI o NIE.' }),
  birthDate: z
    .string({ error: 'Falta la fecha de nacimiento.' })
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, { error: 'La fecha de nacimiento debe tener el formato DD/MM/AAAA.' }),
  pin: z.string({ error: 'Falta el PIN.' }).regex(/^\d{6}$/, { error: 'El PIN debe tener 6 cifras.' }),
});

/**
 * `POST /genoma_api/login`: checks the credentials, throttled per document, and opens a server
 * session with its two cookies. A refusal never says which field was wrong (SECURITY.md rule 13).
 */
export function registerLoginRoute(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.login, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(loginSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const credentials = input.data;

    const nowMs = ctx.now();
    const lockedForS = await loginLockRemainingS(ctx.db, credentials.document, nowMs);
    if (lockedForS !== undefined) {
      return sendError(c, 'too_many_attempts', { headers: { 'Retry-After': String(lockedForS) } });
    }
    const customer = await verifyCredentials(ctx.db, credentials);
    await recordLoginAttempt(ctx.db, credentials.document, nowMs, customer !== undefined);
    if (customer === undefined) return sendError(c, 'invalid_credentials');

    const session = await openSession(ctx.db, customer.personId, nowMs);
    setLoginCookies(c, session, ctx.urls.appHost);
    return sendJson(c, { ok: true });
  });
}
