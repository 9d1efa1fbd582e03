import { MS_PER_S } from '../clock';
import type { Queryable } from '../db';

/** Failed tries that lock a document (sandbox-api.md, Login throttling; SECURITY.md rule 13). */
export const LOGIN_MAX_FAILURES = 5;
/** The window in which failures count, and how long the oldest of them keeps the lock. */
export const LOGIN_FAILURE_WINDOW_S = 15 * 60;

/**
 * How long a document stays locked, or `undefined` when it may try now. The lock holds while
 * {@link LOGIN_MAX_FAILURES} failures sit inside the window, so it lifts when the oldest of the
 * last five turns {@link LOGIN_FAILURE_WINDOW_S} old.
 *
 * @returns seconds to wait (at least 1), for `Retry-After`
 */
export async function loginLockRemainingS(db: Queryable, document: string, nowMs: number): Promise<number | undefined> {
  const windowStart = new Date(nowMs - LOGIN_FAILURE_WINDOW_S * MS_PER_S);
  const { rows } = await db.query<{ attemptedAt: Date }>(
    `SELECT attempted_at AS "attemptedAt" FROM login_attempts
      WHERE document = $1 AND NOT succeeded AND attempted_at > $2
      ORDER BY attempted_at DESC LIMIT $3`,
    [document, windowStart, LOGIN_MAX_FAILURES],
  );
  const oldestOfLastFailures = rows[LOGIN_MAX_FAILURES - 1];
  if (oldestOfLastFailures === undefined) return undefined;
  const unlockAtMs = oldestOfLastFailures.attemptedAt.getTime() + LOGIN_FAILURE_WINDOW_S * MS_PER_S;
  return Math.max(1, Math.ceil((unlockAtMs - nowMs) / MS_PER_S));
}

/**
 * Records a login try. Tries refused by the lock are not recorded: counting them would keep a
 * document locked for as long as someone keeps knocking.
 */
export async function recordLoginAttempt(db: Queryable, document: string, nowMs: number, succeeded: boolean): Promise<void> {
  await db.query('INSERT INTO login_attempts (document, attempted_at, succeeded) VALUES ($1, $2, $3)', [
    document,
    new Date(nowMs),
    succeeded,
  ]);
}
