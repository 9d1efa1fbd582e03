import { MS_PER_S } from '../clock';
import { randomToken, sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { SESSION_ABSOLUTE_LIFETIME_S, STANDARD_INACTIVITY_RULE_S } from './constants';

/** A server session as stored (its cookie value only as a hash). */
export interface SessionRecord {
  sessionHash: string;
  personId: string;
  xsrfHash: string;
  createdAt: Date;
  /** The last customer activity the server saw (refresh calls do not count). */
  lastSeenAt: Date;
  endedAt: Date | null;
  /** The longest inactivity rule of the customer's profiles at login, in seconds. */
  inactivityLimitS: number;
  /** The longest stretch without customer activity seen so far in this session, in seconds. */
  longestIdleS: number;
  /** In an assisted-channel agent's session, the customer the agent works for; otherwise null. */
  assistedPersonId: string | null;
}

/** A session just opened, with the two secrets that go into cookies. */
export interface OpenedSession {
  record: SessionRecord;
  /** The `bank_session` cookie value. */
  sessionToken: string;
  /** The `XSRF-TOKEN` cookie value. */
  xsrfToken: string;
}

/**
 * Where a session (or one profile of it) stands: `live`; `ended` by logout or token reuse;
 * `expired` by inactivity or by its absolute lifetime.
 */
export type SessionState = 'live' | 'ended' | 'expired';

const SESSION_COLUMNS = `
  session_hash AS "sessionHash", person_id AS "personId", xsrf_hash AS "xsrfHash",
  created_at AS "createdAt", last_seen_at AS "lastSeenAt", ended_at AS "endedAt",
  inactivity_limit_s AS "inactivityLimitS", longest_idle_s AS "longestIdleS",
  assisted_person_id AS "assistedPersonId"`;

/**
 * Opens a session for a customer who has just logged in, or for an assisted-channel agent who
 * works for `assistedPersonId`. Its inactivity limit is the longest rule of the profiles it
 * reaches (the assisted customer's, for an agent): the session lives as long as one of them may.
 */
export async function openSession(
  db: Queryable,
  personId: string,
  nowMs: number,
  { assistedPersonId = null }: { assistedPersonId?: string | null } = {},
): Promise<OpenedSession> {
  const sessionToken = randomToken();
  const xsrfToken = randomToken();
  const { rows } = await db.query<SessionRecord>(
    `INSERT INTO sessions (session_hash, person_id, xsrf_hash, created_at, last_seen_at, inactivity_limit_s, assisted_person_id)
     SELECT $1, $2, $3, $4, $4, COALESCE(MAX(inactivity_rule_s), $5), $6 FROM profiles WHERE person_id = COALESCE($6, $2)
     RETURNING ${SESSION_COLUMNS}`,
    [sha256Hex(sessionToken), personId, sha256Hex(xsrfToken), new Date(nowMs), STANDARD_INACTIVITY_RULE_S, assistedPersonId],
  );
  const record = rows[0];
  if (record === undefined) throw new Error('The new session was not stored');
  return { record, sessionToken, xsrfToken };
}

/** The session a `bank_session` cookie value stands for, if any. */
export async function findSessionByToken(db: Queryable, sessionToken: string): Promise<SessionRecord | undefined> {
  return findSessionByHash(db, sha256Hex(sessionToken));
}

/** The session with a stored hash, if any. */
export async function findSessionByHash(db: Queryable, sessionHash: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE session_hash = $1`, [sessionHash]);
  return rows[0];
}

/** The longest stretch without customer activity so far, the current one included (ms). */
function longestIdleMs(session: SessionRecord, nowMs: number): number {
  return Math.max(session.longestIdleS * MS_PER_S, nowMs - session.lastSeenAt.getTime());
}

/**
 * Where a session stands at a given time: expired once its inactivity reaches its limit (the
 * longest rule of its profiles) or 12 h after login.
 */
export function sessionState(session: SessionRecord, nowMs: number): SessionState {
  if (session.endedAt !== null) return 'ended';
  const ageMs = nowMs - session.createdAt.getTime();
  if (longestIdleMs(session, nowMs) >= session.inactivityLimitS * MS_PER_S || ageMs >= SESSION_ABSOLUTE_LIFETIME_S * MS_PER_S) {
    return 'expired';
  }
  return 'live';
}

/**
 * Where one profile of a session stands: as the session, but expired as soon as any stretch
 * without customer activity in the session reached the profile's own rule. A profile cut off
 * this way stays cut off, whatever activity follows.
 *
 * @param inactivityRuleS the profile's rule (300 or 900 s)
 */
export function profileState(session: SessionRecord, inactivityRuleS: number, nowMs: number): SessionState {
  const state = sessionState(session, nowMs);
  if (state !== 'live') return state;
  return longestIdleMs(session, nowMs) >= inactivityRuleS * MS_PER_S ? 'expired' : 'live';
}

/**
 * Notes customer activity in the session: the stretch it ends is kept if it is the longest so
 * far, and the inactivity timer restarts. Refresh calls never call this: a tab refreshing its
 * tokens on a timer is not a customer at the keyboard.
 *
 * @returns the session as it stands now
 */
export async function touchSession(db: Queryable, sessionHash: string, nowMs: number): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(
    `UPDATE sessions
        SET longest_idle_s = GREATEST(longest_idle_s, FLOOR(EXTRACT(EPOCH FROM ($2::timestamptz - last_seen_at)))::integer),
            last_seen_at = GREATEST(last_seen_at, $2::timestamptz)
      WHERE session_hash = $1
      RETURNING ${SESSION_COLUMNS}`,
    [sessionHash, new Date(nowMs)],
  );
  return rows[0];
}

/**
 * Notes the inactivity a client reports (`x-user-inactivity`): it can lengthen the recorded
 * stretch, never shorten it, so a profile it cut off stays cut off.
 */
export async function recordReportedInactivity(db: Queryable, sessionHash: string, inactivityS: number): Promise<void> {
  await db.query('UPDATE sessions SET longest_idle_s = GREATEST(longest_idle_s, $2) WHERE session_hash = $1', [sessionHash, inactivityS]);
}

/** Ends a session (logout). Its tokens are revoked separately, by the tokens module. */
export async function endSession(db: Queryable, sessionHash: string, nowMs: number): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE session_hash = $1 AND ended_at IS NULL', [sessionHash, new Date(nowMs)]);
}

/**
 * When a person last logged in before the session `sessionHash` was opened: the opening of their
 * previous session, or undefined before their first. Every session is a completed login (one is
 * opened only once the credentials are right); failed tries open none. Sessions are ordered by the
 * time they were opened, then by the order they were stored in, so that two logins in the same
 * millisecond still have one before the other.
 */
export async function previousLoginAt(db: Queryable, personId: string, sessionHash: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ createdAt: Date }>(
    `SELECT previous.created_at AS "createdAt"
       FROM sessions current
       JOIN sessions previous
         ON previous.person_id = $1
        AND (previous.created_at, previous.login_seq) < (current.created_at, current.login_seq)
      WHERE current.session_hash = $2
      ORDER BY previous.created_at DESC, previous.login_seq DESC
      LIMIT 1`,
    [personId, sessionHash],
  );
  return rows[0]?.createdAt;
}
