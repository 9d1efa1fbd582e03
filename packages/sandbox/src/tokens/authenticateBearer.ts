import { sha256Hex } from '../crypto';
import type { Database } from '../db';
import { profileState, touchSession, type SessionRecord } from '../sessions';

/** Who a valid bearer token speaks for. */
export interface BearerPrincipal {
  personId: string;
  profileId: string;
  sessionHash: string;
  /**
   * The assisted-channel employee who holds the token for the customer, or null when the customer
   * does: only the customer signs (issue 38 §3).
   */
  employeeId: string | null;
}

/**
 * The outcome of a bearer check: the principal, or a refusal that says whether it is due to
 * expiry (of the token or of its session), for `x-token-expired`.
 */
export type BearerResult = { ok: true; principal: BearerPrincipal } | { ok: false; expired: boolean };

interface BearerRow extends SessionRecord {
  sessionPersonId: string;
  expiresAt: Date;
  revoked: boolean;
  familyRevoked: boolean;
  profileId: string;
  inactivityRuleS: number;
}

/**
 * Checks an access token (sandbox-api.md, Bearer checks): unknown or revoked → refused; expired,
 * or its session expired, or its profile cut off by the profile's inactivity rule → refused as
 * expired; session ended → refused. A valid call is customer activity: it restarts the session's
 * inactivity timer. The principal is the profile's owner: the customer, also when an assisted-channel
 * agent's session holds the token, whose employee it then names.
 */
export async function authenticateBearer(db: Database, accessToken: string, nowMs: number): Promise<BearerResult> {
  const { rows } = await db.query<BearerRow>(
    `SELECT a.expires_at AS "expiresAt", a.revoked, f.revoked AS "familyRevoked", f.profile_id AS "profileId",
            s.session_hash AS "sessionHash", p.person_id AS "personId", s.person_id AS "sessionPersonId", s.xsrf_hash AS "xsrfHash",
            s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", s.ended_at AS "endedAt",
            s.inactivity_limit_s AS "inactivityLimitS", s.longest_idle_s AS "longestIdleS",
            s.assisted_person_id AS "assistedPersonId", p.inactivity_rule_s AS "inactivityRuleS"
       FROM access_tokens a
       JOIN token_families f ON f.family_id = a.family_id
       JOIN sessions s ON s.session_hash = f.session_hash
       JOIN profiles p ON p.profile_id = f.profile_id
      WHERE a.token_hash = $1`,
    [sha256Hex(accessToken)],
  );
  const row = rows[0];
  if (row === undefined || row.revoked || row.familyRevoked) return { ok: false, expired: false };
  if (row.expiresAt.getTime() <= nowMs) return { ok: false, expired: true };
  const state = profileState(row, row.inactivityRuleS, nowMs);
  if (state !== 'live') return { ok: false, expired: state === 'expired' };
  await touchSession(db, row.sessionHash, nowMs);
  // An agent's session names the customer it works for; its tokens reach the customer's profiles.
  const employeeId = row.assistedPersonId === null ? null : row.sessionPersonId;
  return { ok: true, principal: { personId: row.personId, profileId: row.profileId, sessionHash: row.sessionHash, employeeId } };
}
