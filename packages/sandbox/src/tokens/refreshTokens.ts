import { sha256Hex } from '../crypto';
import type { Database, Queryable } from '../db';
import { endSession, findSessionByHash, sessionState, SESSION_INACTIVITY_TIMEOUT_S, touchSession } from '../sessions';
import { issueTokenPair, type IssuedTokens } from './issueTokens';
import { revokeFamily, revokeSessionTokens } from './revokeTokens';

/** A refresh request, already validated. */
export interface RefreshRequest {
  refreshToken: string;
  /** The bearer sent with the call: it may have expired, but it must be of the same family. */
  accessToken: string;
  /** Seconds without user activity, as the client reports them (`x-user-inactivity`). */
  userInactivityS: number | undefined;
}

/**
 * The outcome of a refresh: new tokens, or a refusal that says whether it is due to expiry (the
 * client is told with `x-token-expired`).
 */
export type RefreshResult = { ok: true; tokens: IssuedTokens } | { ok: false; expired: boolean };

const REFUSED: RefreshResult = { ok: false, expired: false };
const EXPIRED: RefreshResult = { ok: false, expired: true };

interface PresentedRefreshToken {
  familyId: string;
  sessionHash: string;
  expiresAt: Date;
  used: boolean;
  revoked: boolean;
  familyRevoked: boolean;
  familyExpiresAt: Date;
}

async function findRefreshToken(tx: Queryable, refreshToken: string): Promise<PresentedRefreshToken | undefined> {
  const { rows } = await tx.query<PresentedRefreshToken>(
    `SELECT r.family_id AS "familyId", f.session_hash AS "sessionHash", r.expires_at AS "expiresAt", r.used,
            r.revoked, f.revoked AS "familyRevoked", f.expires_at AS "familyExpiresAt"
       FROM refresh_tokens r JOIN token_families f ON f.family_id = r.family_id
      WHERE r.token_hash = $1`,
    [sha256Hex(refreshToken)],
  );
  return rows[0];
}

async function familyOfAccessToken(tx: Queryable, accessToken: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ familyId: string }>('SELECT family_id AS "familyId" FROM access_tokens WHERE token_hash = $1', [
    sha256Hex(accessToken),
  ]);
  return rows[0]?.familyId;
}

/** Marks a refresh token used, unless a concurrent call already did: then it was reused. */
async function claimRefreshToken(tx: Queryable, refreshToken: string): Promise<boolean> {
  const { rows } = await tx.query<{ tokenHash: string }>(
    'UPDATE refresh_tokens SET used = true WHERE token_hash = $1 AND NOT used RETURNING token_hash AS "tokenHash"',
    [sha256Hex(refreshToken)],
  );
  return rows.length === 1;
}

/**
 * Rotates a refresh token (sandbox-api.md, Tokens; RFC 9700 §4.14.2): the presented token is
 * marked used and a new pair is issued in the same family, never past the family's absolute
 * end. A used token presented again revokes its whole family. A client reporting
 * {@link SESSION_INACTIVITY_TIMEOUT_S} or more of inactivity ends its session: the header can
 * shorten a session, never lengthen it (SECURITY.md rule 4).
 */
export async function refreshTokens(db: Database, request: RefreshRequest, nowMs: number): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const presented = await findRefreshToken(tx, request.refreshToken);
    if (presented === undefined || presented.revoked || presented.familyRevoked) return REFUSED;
    if (presented.used) {
      await revokeFamily(tx, presented.familyId);
      return REFUSED;
    }
    if ((await familyOfAccessToken(tx, request.accessToken)) !== presented.familyId) return REFUSED;
    if (presented.expiresAt.getTime() <= nowMs) return EXPIRED;

    const session = await findSessionByHash(tx, presented.sessionHash);
    if (session === undefined) return REFUSED;
    const state = sessionState(session, nowMs);
    if (state !== 'live') return state === 'expired' ? EXPIRED : REFUSED;
    if (request.userInactivityS !== undefined && request.userInactivityS >= SESSION_INACTIVITY_TIMEOUT_S) {
      await endSession(tx, session.sessionHash, nowMs);
      await revokeSessionTokens(tx, session.sessionHash);
      return EXPIRED;
    }

    if (!(await claimRefreshToken(tx, request.refreshToken))) {
      await revokeFamily(tx, presented.familyId);
      return REFUSED;
    }
    await touchSession(tx, session.sessionHash, nowMs);
    const tokens = await issueTokenPair(tx, presented.familyId, presented.familyExpiresAt.getTime(), nowMs);
    return { ok: true, tokens };
  });
}
