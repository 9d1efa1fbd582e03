import { MS_PER_S } from '../clock';
import type { Database, Queryable } from '../db';
import type { TokenBucketRule } from '../rateLimit';

/** How login tries are limited (sandbox-api.md, Login throttling; SECURITY.md rule 13). */
export interface LoginLimits {
  /** Failed tries for one document from one client address that lock that pair. */
  maxFailuresPerDocumentAndAddress: number;
  /** Failed tries for one document from all addresses together that lock the document. */
  maxFailuresPerDocument: number;
  /** The window in which failures count, and how long the oldest of them keeps a lock. */
  failureWindowS: number;
  /** Tries one client address may make across all documents. */
  triesPerAddress: TokenBucketRule;
}

/**
 * The sandbox's login limits. Five failures lock a document for the address they came from only,
 * so that a guesser elsewhere cannot lock the customer out with five tries; twenty from all
 * addresses together lock the document for everyone, so that a guesser with many addresses still
 * gets few guesses. Across documents an address gets ten tries at once and ten a minute after
 * that: a family or an office behind one address logs in without noticing, a guesser cycling
 * through documents is slowed to a crawl.
 */
export const LOGIN_LIMITS: LoginLimits = {
  maxFailuresPerDocumentAndAddress: 5,
  maxFailuresPerDocument: 20,
  failureWindowS: 15 * 60,
  triesPerAddress: { burst: 10, refillPerMinute: 10 },
};

/** Who is trying to log in. */
export interface LoginTry {
  document: string;
  /** The client address's limit key (`clientAddressOf`). */
  clientAddress: string;
}

/** A try that may check credentials now (with its record to settle), or the seconds to wait. */
export type LoginCheckReservation = { ok: true; attemptId: string } | { ok: false; retryAfterS: number };

/**
 * Reserves one credential check for `loginTry`, or says how long its lock holds. The count and the
 * record of the try are one step: a transaction holding a lock on the document, so concurrent
 * tries for one document take their turn and each sees the tries before it, still unsettled or
 * failed. However many arrive at once, at most {@link LoginLimits.maxFailuresPerDocumentAndAddress}
 * checks run per document and address, and {@link LoginLimits.maxFailuresPerDocument} per document.
 * Tries refused by a lock are not recorded: counting them would keep a document locked for as
 * long as someone keeps knocking.
 */
export async function reserveLoginCheck(
  db: Database,
  loginTry: LoginTry,
  nowMs: number,
  limits: LoginLimits,
): Promise<LoginCheckReservation> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [loginTry.document]);
    const windowStart = new Date(nowMs - limits.failureWindowS * MS_PER_S);
    const perAddress = limits.maxFailuresPerDocumentAndAddress;
    const perDocument = limits.maxFailuresPerDocument;
    const lockedForS = Math.max(
      lockRemainingS(
        await unsuccessfulTries(tx, loginTry.document, windowStart, perAddress, loginTry.clientAddress),
        perAddress,
        limits,
        nowMs,
      ),
      lockRemainingS(await unsuccessfulTries(tx, loginTry.document, windowStart, perDocument), perDocument, limits, nowMs),
    );
    if (lockedForS > 0) return { ok: false, retryAfterS: lockedForS };
    const { rows } = await tx.query<{ attemptId: string }>(
      `INSERT INTO login_attempts (document, client_address, attempted_at, succeeded) VALUES ($1, $2, $3, NULL)
       RETURNING attempt_id::text AS "attemptId"`,
      [loginTry.document, loginTry.clientAddress, new Date(nowMs)],
    );
    const attemptId = rows[0]?.attemptId;
    if (attemptId === undefined) throw new Error('The login try was not recorded');
    return { ok: true, attemptId };
  });
}

/**
 * How many more tries `loginTry` has before a lock (after a failure, for the customer to know):
 * the fewer of what is left for the document from this address and for the document overall.
 */
export async function remainingLoginTries(db: Queryable, loginTry: LoginTry, nowMs: number, limits: LoginLimits): Promise<number> {
  const windowStart = new Date(nowMs - limits.failureWindowS * MS_PER_S);
  const perAddress = limits.maxFailuresPerDocumentAndAddress;
  const perDocument = limits.maxFailuresPerDocument;
  const fromAddress = await unsuccessfulTries(db, loginTry.document, windowStart, perAddress, loginTry.clientAddress);
  const overall = await unsuccessfulTries(db, loginTry.document, windowStart, perDocument);
  return Math.max(0, Math.min(perAddress - fromAddress.length, perDocument - overall.length));
}

/** Records how a reserved check ended. An unsettled try keeps counting as a failure. */
export async function settleLoginCheck(db: Queryable, attemptId: string, succeeded: boolean): Promise<void> {
  await db.query('UPDATE login_attempts SET succeeded = $2 WHERE attempt_id = $1::bigint', [attemptId, succeeded]);
}

/** The newest `limit` tries in the window that did not succeed (failed or still checking). */
async function unsuccessfulTries(
  tx: Queryable,
  document: string,
  windowStart: Date,
  limit: number,
  clientAddress?: string,
): Promise<Date[]> {
  const { rows } = await tx.query<{ attemptedAt: Date }>(
    `SELECT attempted_at AS "attemptedAt" FROM login_attempts
      WHERE document = $1 AND succeeded IS NOT TRUE AND attempted_at > $2 AND ($4::text IS NULL OR client_address = $4)
      ORDER BY attempted_at DESC LIMIT $3`,
    [document, windowStart, limit, clientAddress ?? null],
  );
  return rows.map((row) => row.attemptedAt);
}

/**
 * Seconds until a lock lifts (at least 1, for `Retry-After`), or 0 when there is none: with
 * `limit` unsuccessful tries in the window, the lock holds until the oldest of them leaves it.
 */
function lockRemainingS(newestUnsuccessful: readonly Date[], limit: number, limits: LoginLimits, nowMs: number): number {
  const oldestCounted = newestUnsuccessful[limit - 1];
  if (oldestCounted === undefined) return 0;
  const unlockAtMs = oldestCounted.getTime() + limits.failureWindowS * MS_PER_S;
  return Math.max(1, Math.ceil((unlockAtMs - nowMs) / MS_PER_S));
}

/**
 * Deletes the tries that have left the failure window: no limit counts them any more.
 * @returns how many were deleted
 */
export async function pruneOldLoginTries(db: Queryable, nowMs: number, limits: LoginLimits): Promise<number> {
  const { rows } = await db.query<{ pruned: number }>(
    `WITH pruned AS (DELETE FROM login_attempts WHERE attempted_at <= $1 RETURNING 1) SELECT count(*)::int AS pruned FROM pruned`,
    [new Date(nowMs - limits.failureWindowS * MS_PER_S)],
  );
  return rows[0]?.pruned ?? 0;
}
