import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  LOGIN_CLIENT_KINDS,
  isAdultOnTeenClient,
  pruneOldLoginTries,
  remainingLoginTries,
  reserveLoginCheck,
  settleLoginCheck,
  verifyCredentials,
} from '../../../login';
import { pruneFullBuckets, returnToken, takeToken } from '../../../rateLimit';
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

/** A customer's document as a form sends it: trimmed and upper-cased before it is checked. */
export const documentSchema = z
  .string({ error: 'Falta el documento.' })
  .trim()
  .toUpperCase()
  .regex(DOCUMENT_PATTERN, { error: 'El documento debe ser un DNI o NIE.' });

/** A 6-digit PIN. */
export const pinSchema = z.string({ error: 'Falta el PIN.' }).regex(/^\d{6}$/, { error: 'El PIN debe tener 6 cifras.' });

const loginSchema = z.object({
  document: documentSchema,
  birthDate: z
    .string({ error: 'Falta la fecha de nacimiento.' })
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, { error: 'La fecha de nacimiento debe tener el formato DD/MM/AAAA.' }),
  pin: pinSchema,
  /** The page's client kind (shell.md §6); a teen client refuses adults. Older pages leave it out. */
  clientKind: z.enum(LOGIN_CLIENT_KINDS, { error: 'El tipo de cliente no es válido.' }).optional(),
});

/** The token buckets of client addresses' login tries share this prefix. */
const ADDRESS_BUCKET_PREFIX = 'login:';
/** The token bucket of a client address's login tries. */
const addressBucketKey = (clientAddress: string): string => `${ADDRESS_BUCKET_PREFIX}${clientAddress}`;

/** How often, at most, the login records no limit counts any more are deleted. */
export const LOGIN_RECORDS_PRUNE_INTERVAL_MS = 60_000;
const lastPrunedAtMs = new WeakMap<ApiContext, number>();

/**
 * Deletes, at most once a minute, the tries that left the failure window and the address buckets
 * that filled up again: neither changes any answer, and without this both tables would grow with
 * every try ever made. A prune that fails leaves the rows to the next one; the login goes on.
 */
async function pruneLoginRecords(ctx: ApiContext, nowMs: number): Promise<void> {
  const last = lastPrunedAtMs.get(ctx);
  if (last !== undefined && nowMs - last < LOGIN_RECORDS_PRUNE_INTERVAL_MS) return;
  lastPrunedAtMs.set(ctx, nowMs);
  try {
    await pruneOldLoginTries(ctx.db, nowMs, ctx.loginLimits);
    await pruneFullBuckets(ctx.db, ADDRESS_BUCKET_PREFIX, ctx.loginLimits.triesPerAddress, nowMs);
  } catch {
    lastPrunedAtMs.delete(ctx);
  }
}

/** A credential check that ran within the limits, or the answer that refused it. */
export type LimitedCheck<T> = { ok: true; found: T } | { ok: false; response: Response };

/**
 * Runs `check` within the login limits (sandbox-api.md, Login throttling): the client address's
 * token bucket across everything it tries, then the failures counted for `limitKey` (a document,
 * or a staff id) from that address and from all. Both are taken before the credentials are
 * checked; a success gives the address its token back. A failure answers `401
 * invalid_credentials` with the tries left, a lock `429 too_many_attempts` with `Retry-After`.
 */
export async function checkWithinLoginLimits<T>(
  c: Context,
  ctx: ApiContext,
  limitKey: string,
  check: () => Promise<T | undefined>,
): Promise<LimitedCheck<T>> {
  const limits = ctx.loginLimits;
  const clientAddress = clientAddressOf(c);
  const bucketKey = addressBucketKey(clientAddress);
  const nowMs = ctx.now();
  await pruneLoginRecords(ctx, nowMs);
  const taken = await takeToken(ctx.db, bucketKey, limits.triesPerAddress, nowMs);
  if (!taken.ok) return { ok: false, response: tooManyAttempts(c, taken.retryAfterS) };
  const loginTry = { document: limitKey, clientAddress };
  const reservation = await reserveLoginCheck(ctx.db, loginTry, nowMs, limits);
  if (!reservation.ok) return { ok: false, response: tooManyAttempts(c, reservation.retryAfterS) };

  const found = await check();
  await settleLoginCheck(ctx.db, reservation.attemptId, found !== undefined);
  if (found === undefined) {
    const remainingTries = await remainingLoginTries(ctx.db, loginTry, nowMs, limits);
    return { ok: false, response: sendError(c, 'invalid_credentials', { details: { remainingTries } }) };
  }
  await returnToken(ctx.db, bucketKey, limits.triesPerAddress);
  return { ok: true, found };
}

/**
 * `POST /genoma_api/login`: checks the credentials and opens a server session with its two
 * cookies, within the login limits (`checkWithinLoginLimits`). A refusal never says which field
 * was wrong (SECURITY.md rule 13). On a teen client, an adult's right credentials open no session:
 * `403 adult_not_allowed`.
 */
export function registerLoginRoute(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.login, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(loginSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const credentials = input.data;
    const checked = await checkWithinLoginLimits(c, ctx, credentials.document, () => verifyCredentials(ctx.db, credentials));
    if (!checked.ok) return checked.response;
    if (isAdultOnTeenClient(credentials.clientKind, checked.found.birthDate, ctx.now())) return sendError(c, 'adult_not_allowed');

    const session = await openSession(ctx.db, checked.found.personId, ctx.now());
    setLoginCookies(c, session, ctx.urls.appHost);
    return sendJson(c, { ok: true });
  });
}

function tooManyAttempts(c: Context, retryAfterS: number): Response {
  return sendError(c, 'too_many_attempts', { headers: { 'Retry-After': String(retryAfterS) } });
}
