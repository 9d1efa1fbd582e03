import { sha256Hex } from '../crypto';
import type { Database, Queryable } from '../db';
import { endSession, findSessionByHash, profileState, recordReportedInactivity, sessionState } from '../sessions';
import { MS_PER_S, type Now } from '../clock';
import { REFRESH_RETRY_GRACE_S, REFRESH_RETRY_MIN_GAP_S } from './constants';
import { issueTokenPair, type IssuedTokens } from './issueTokens';
import { revokeFamily, revokeSessionTokens } from './revokeTokens';

/** A refresh request, already validated. */
export interface RefreshRequest {
  refreshToken: string;
  /** The bearer sent with the call: it may have expired, but it must be of the same family. */
  accessToken: string;
  /** Seconds without user activity, as the client reports them (`x-user-inactivity`). */
  userInactivityS: number | undefined;
  /**
   * When the request reached the sandbox (ms), stamped before anything could make it wait: it
   * tells a concurrent copy from a retry (issue 38 §4).
   */
  arrivedAtMs: number;
}

/**
 * The outcome of a refresh: new tokens, or a refusal. Every refusal is final for that refresh
 * token, whether it expired, was revoked or was reused, so the answer does not tell them apart.
 */
export type RefreshResult = { ok: true; tokens: IssuedTokens } | { ok: false };

const REFUSED: RefreshResult = { ok: false };

interface PresentedRefreshToken {
  familyId: string;
  sessionHash: string;
  expiresAt: Date;
  used: boolean;
  /** When the answer of the refresh that used it left (null while unused). */
  usedAt: Date | null;
  /** When the refresh that used it arrived (null while unused, and for tokens used before this was kept). */
  usedArrivedAt: Date | null;
  revoked: boolean;
  familyRevoked: boolean;
  familyExpiresAt: Date;
  /** The inactivity rule of the family's profile (seconds). */
  inactivityRuleS: number;
}

async function findRefreshToken(tx: Queryable, tokenHash: string): Promise<PresentedRefreshToken | undefined> {
  const { rows } = await tx.query<PresentedRefreshToken>(
    `SELECT r.family_id AS "familyId", f.session_hash AS "sessionHash", r.expires_at AS "expiresAt", r.used,
            r.used_at AS "usedAt", r.used_arrived_at AS "usedArrivedAt", r.revoked, f.revoked AS "familyRevoked", f.expires_at AS "familyExpiresAt",
            p.inactivity_rule_s AS "inactivityRuleS"
       FROM refresh_tokens r
       JOIN token_families f ON f.family_id = r.family_id
       JOIN profiles p ON p.profile_id = f.profile_id
      WHERE r.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Locks a family's row until the transaction ends. On PostgreSQL, concurrent copies of one refresh
 * would otherwise all read the token unused, race for the claim and revoke the family side by side,
 * locking its tokens in different orders (deadlocks, answered 500). PGlite runs one transaction at
 * a time anyway.
 */
async function lockFamily(tx: Queryable, familyId: string): Promise<void> {
  await tx.query('SELECT family_id FROM token_families WHERE family_id = $1 FOR UPDATE', [familyId]);
}

async function familyOfAccessToken(tx: Queryable, accessToken: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ familyId: string }>('SELECT family_id AS "familyId" FROM access_tokens WHERE token_hash = $1', [
    sha256Hex(accessToken),
  ]);
  return rows[0]?.familyId;
}

/**
 * Marks a refresh token used, with when the refresh arrived, unless a concurrent call already did:
 * then it was reused.
 */
async function claimRefreshToken(tx: Queryable, tokenHash: string, nowMs: number, arrivedAtMs: number): Promise<boolean> {
  const { rows } = await tx.query<{ tokenHash: string }>(
    `UPDATE refresh_tokens SET used = true, used_at = $2, used_arrived_at = $3
      WHERE token_hash = $1 AND NOT used RETURNING token_hash AS "tokenHash"`,
    [tokenHash, new Date(nowMs), new Date(arrivedAtMs)],
  );
  return rows.length === 1;
}

/**
 * Whether a used token may be a retry of a refresh whose answer was lost: it arrived after that
 * answer left (a request that arrived while the first was still being answered, or in the same
 * millisecond, is a concurrent copy, not a retry: the client cannot have given up on an answer
 * not yet sent), at least {@link REFRESH_RETRY_MIN_GAP_S} after the try it repeats arrived (the
 * client gives up on a try after its time-out, so a sooner copy is no retry, however late a busy
 * server read it), and within the grace.
 */
function mayBeRetry(presented: PresentedRefreshToken, arrivedAtMs: number): boolean {
  if (presented.usedAt === null) return false;
  const answeredAtMs = presented.usedAt.getTime();
  const firstArrivedAtMs = presented.usedArrivedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return (
    arrivedAtMs > answeredAtMs &&
    arrivedAtMs - firstArrivedAtMs >= REFRESH_RETRY_MIN_GAP_S * MS_PER_S &&
    arrivedAtMs - answeredAtMs < REFRESH_RETRY_GRACE_S * MS_PER_S
  );
}

/** Records when the answer for a refresh token left: a copy that arrived before it is reuse. */
async function stampAnswered(tx: Queryable, tokenHash: string, answeredAtMs: number): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [tokenHash, new Date(answeredAtMs)]);
}

/**
 * Revokes the pair issued for a retried token, which the client never received. False when that
 * pair's refresh token was already used: the client did receive it, so this is reuse.
 */
async function supersedeUnusedSuccessor(tx: Queryable, parentHash: string): Promise<boolean> {
  const { rows } = await tx.query<{ tokenHash: string }>(
    `UPDATE refresh_tokens SET revoked = true
      WHERE parent_hash = $1 AND NOT used AND NOT revoked RETURNING token_hash AS "tokenHash"`,
    [parentHash],
  );
  if (rows.length !== 1) return false;
  await tx.query('UPDATE access_tokens SET revoked = true WHERE parent_hash = $1', [parentHash]);
  return true;
}

/**
 * Rotates a refresh token (sandbox-api.md, Tokens; RFC 9700 §4.14.2): the presented token is
 * marked used and a new pair is issued in the same family, never past the family's absolute
 * end. A used token presented again revokes its whole family, with one exception: a retry. The
 * shell retries a refresh whose response it never got (a timeout), so a used token that comes back
 * at least `REFRESH_RETRY_MIN_GAP_S` after the try it repeats and within `REFRESH_RETRY_GRACE_S`
 * of its answer, while the pair issued for it is still unused, gets a new pair and
 * that unused pair is revoked. A revoked token of a live family can then only come from a fork
 * (the retry came from someone else): presenting it revokes the family, so reuse is still caught.
 *
 * Concurrent copies of one refresh (issue 13: 200 sent at once) are not retries: exactly one gets a
 * new pair, and every copy that arrived before that answer left is reuse (RFC 9700 §4.14.2), which
 * revokes the family. The copies take turns on a lock of the family's row (PGlite runs one
 * transaction at a time anyway), and the arrival time tells a copy from a retry: stamped when the
 * request reached the sandbox (`request.arrivedAtMs`), not when it got here, since on a real
 * socket the copies queue behind the first one's transaction and the checks' queries before they
 * get here (issue 38 §4: 30 copies over 30 connections all got a pair); and a copy that came
 * sooner than `REFRESH_RETRY_MIN_GAP_S` after the first is no retry, even when the server read it
 * after the first answer left. `used_at` holds when the answer left, stamped as the transaction's
 * last step, and `used_arrived_at` when the first try arrived.
 *
 * Inactivity (SECURITY.md rule 4) is the longer of what the client reports (`x-user-inactivity`)
 * and the server's own record of the last customer activity, so a client that reports 0 is cut
 * off all the same. When it reaches the rule of the family's profile, the family is revoked;
 * when it reaches the session's limit (its longest profile rule), the whole session ends. A
 * refresh is not customer activity: it never restarts the server's inactivity timer.
 */
export async function refreshTokens(db: Database, request: RefreshRequest, now: Now): Promise<RefreshResult> {
  const nowMs = now();
  return db.transaction(async (tx) => {
    const tokenHash = sha256Hex(request.refreshToken);
    const familyId = (await findRefreshToken(tx, tokenHash))?.familyId;
    if (familyId === undefined) return REFUSED;
    // Refreshes of one family take turns, and each reads the token as the one before left it.
    await lockFamily(tx, familyId);
    const presented = await findRefreshToken(tx, tokenHash);
    if (presented === undefined || presented.familyRevoked) return REFUSED;
    if (presented.revoked || (presented.used && !mayBeRetry(presented, request.arrivedAtMs))) {
      await revokeFamily(tx, presented.familyId);
      return REFUSED;
    }
    if ((await familyOfAccessToken(tx, request.accessToken)) !== presented.familyId) return REFUSED;
    if (presented.expiresAt.getTime() <= nowMs) return REFUSED;

    const session = await findSessionByHash(tx, presented.sessionHash);
    if (session === undefined) return REFUSED;
    const state = sessionState(session, nowMs);
    if (state !== 'live') return REFUSED;
    const reportedS = request.userInactivityS ?? 0;
    if (reportedS >= session.inactivityLimitS) {
      await endSession(tx, session.sessionHash, nowMs);
      await revokeSessionTokens(tx, session.sessionHash);
      return REFUSED;
    }
    if (reportedS > 0) await recordReportedInactivity(tx, session.sessionHash, reportedS);
    const reported = { ...session, longestIdleS: Math.max(session.longestIdleS, reportedS) };
    if (profileState(reported, presented.inactivityRuleS, nowMs) !== 'live') {
      await revokeFamily(tx, presented.familyId);
      return REFUSED;
    }

    const claimed = presented.used
      ? await supersedeUnusedSuccessor(tx, tokenHash)
      : await claimRefreshToken(tx, tokenHash, nowMs, request.arrivedAtMs);
    if (!claimed) {
      await revokeFamily(tx, presented.familyId);
      return REFUSED;
    }
    const tokens = await issueTokenPair(tx, presented.familyId, presented.familyExpiresAt.getTime(), nowMs, tokenHash);
    await stampAnswered(tx, tokenHash, now());
    return { ok: true, tokens };
  });
}
