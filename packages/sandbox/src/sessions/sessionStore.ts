import { MS_PER_S } from '../clock';
import { randomToken, sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { SESSION_ABSOLUTE_LIFETIME_S, SESSION_INACTIVITY_TIMEOUT_S } from './constants';

/** A server session as stored (its cookie value only as a hash). */
export interface SessionRecord {
  sessionHash: string;
  personId: string;
  xsrfHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
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
 * Where a session stands: `live`; `ended` by logout or token reuse; `expired` by inactivity or
 * by its absolute lifetime.
 */
export type SessionState = 'live' | 'ended' | 'expired';

const SELECT_SESSION = `
  SELECT session_hash AS "sessionHash", person_id AS "personId", xsrf_hash AS "xsrfHash",
         created_at AS "createdAt", last_seen_at AS "lastSeenAt", ended_at AS "endedAt"
    FROM sessions`;

/** Opens a session for a customer who has just logged in. */
export async function openSession(db: Queryable, personId: string, nowMs: number): Promise<OpenedSession> {
  const sessionToken = randomToken();
  const xsrfToken = randomToken();
  const now = new Date(nowMs);
  const record: SessionRecord = {
    sessionHash: sha256Hex(sessionToken),
    personId,
    xsrfHash: sha256Hex(xsrfToken),
    createdAt: now,
    lastSeenAt: now,
    endedAt: null,
  };
  await db.query(
    `INSERT INTO sessions (session_hash, person_id, xsrf_hash, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [record.sessionHash, personId, record.xsrfHash, now],
  );
  return { record, sessionToken, xsrfToken };
}

/** The session a `bank_session` cookie value stands for, if any. */
export async function findSessionByToken(db: Queryable, sessionToken: string): Promise<SessionRecord | undefined> {
  return findSessionByHash(db, sha256Hex(sessionToken));
}

/** The session with a stored hash, if any. */
export async function findSessionByHash(db: Queryable, sessionHash: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(`${SELECT_SESSION} WHERE session_hash = $1`, [sessionHash]);
  return rows[0];
}

/** Where a session stands at a given time. */
export function sessionState(session: SessionRecord, nowMs: number): SessionState {
  if (session.endedAt !== null) return 'ended';
  const idleMs = nowMs - session.lastSeenAt.getTime();
  const ageMs = nowMs - session.createdAt.getTime();
  if (idleMs >= SESSION_INACTIVITY_TIMEOUT_S * MS_PER_S || ageMs >= SESSION_ABSOLUTE_LIFETIME_S * MS_PER_S) return 'expired';
  return 'live';
}

/** Notes a request made within the session, which restarts its inactivity timer. */
export async function touchSession(db: Queryable, sessionHash: string, nowMs: number): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE session_hash = $1', [sessionHash, new Date(nowMs)]);
}

/** Ends a session (logout). Its tokens are revoked separately, by the tokens module. */
export async function endSession(db: Queryable, sessionHash: string, nowMs: number): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE session_hash = $1 AND ended_at IS NULL', [sessionHash, new Date(nowMs)]);
}
