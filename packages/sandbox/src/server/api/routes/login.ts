import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { remainingLoginTries, reserveLoginCheck, settleLoginCheck, verifyCredentials } from '../../../login';
import { returnToken, takeToken } from '../../../rateLimit';
import { clientAddressOf } from '../clientAddress';
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

/** The token bucket of a client address's login tries. */
const addressBucketKey = (clientAddress: string): string => `login:${clientAddress}`;

/**
 * `POST /genoma_api/login`: checks the credentials and opens a server session with its two
 * cookies. Tries are limited per client address across documents (a token bucket that a
 * successful login does not spend) and per document (sandbox-api.md, Login throttling), both
 * before the credential check. A refusal never says which field was wrong (SECURITY.md rule 13).
 */
export function registerLoginRoute(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.login, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(loginSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const credentials = input.data;
    const limits = ctx.loginLimits;
    const clientAddress = clientAddressOf(c);
    const bucketKey = addressBucketKey(clientAddress);

    const nowMs = ctx.now();
    const taken = await takeToken(ctx.db, bucketKey, limits.triesPerAddress, nowMs);
    if (!taken.ok) return tooManyAttempts(c, taken.retryAfterS);
    const reservation = await reserveLoginCheck(ctx.db, { document: credentials.document, clientAddress }, nowMs, limits);
    if (!reservation.ok) return tooManyAttempts(c, reservation.retryAfterS);

    const customer = await verifyCredentials(ctx.db, credentials);
    await settleLoginCheck(ctx.db, reservation.attemptId, customer !== undefined);
    if (customer === undefined) {
      const remainingTries = await remainingLoginTries(ctx.db, { document: credentials.document, clientAddress }, nowMs, limits);
      return sendError(c, 'invalid_credentials', { details: { remainingTries } });
    }
    await returnToken(ctx.db, bucketKey, limits.triesPerAddress);

    const session = await openSession(ctx.db, customer.personId, nowMs);
    setLoginCookies(c, session, ctx.urls.appHost);
    return sendJson(c, { ok: true });
  });
}

function tooManyAttempts(c: Context, retryAfterS: number): Response {
  return sendError(c, 'too_many_attempts', { headers: { 'Retry-After': String(retryAfterS) } });
}
