import { randomUUID } from 'node:crypto';
import { MS_PER_S } from '../clock';
import { hashPin, verifyPin } from '../crypto';
import type { Database, Queryable } from '../db';
import { OTP_ISSUE_WINDOW_S, OTP_MAX_ATTEMPTS, OTP_MAX_ISSUED_PER_WINDOW, OTP_TTL_S } from './constants';
import { generateOtpCode } from './otpCode';

/** A code just issued: the only time it exists in clear. */
export interface IssuedOtp {
  code: string;
  expiresAt: Date;
}

/** The outcome of asking for a code: the code, or how long to wait before asking again. */
export type IssueOtpResult = { ok: true; otp: IssuedOtp } | { ok: false; retryAfterS: number };

/**
 * Issues a one-time password to a session, replacing any code it had open, unless the session
 * already asked for {@link OTP_MAX_ISSUED_PER_WINDOW} codes within {@link OTP_ISSUE_WINDOW_S}.
 * The code is stored as a salted scrypt hash, like a PIN: six digits hashed with plain SHA-256
 * would be a million guesses away from a stolen row.
 */
export async function issueOtp(db: Database, sessionHash: string, nowMs: number): Promise<IssueOtpResult> {
  const code = generateOtpCode();
  // Hash before the transaction: scrypt is slow on purpose and must not hold a transaction open.
  const codeHash = await hashPin(code);
  const expiresAt = new Date(nowMs + OTP_TTL_S * MS_PER_S);
  return db.transaction(async (tx) => {
    const windowStart = new Date(nowMs - OTP_ISSUE_WINDOW_S * MS_PER_S);
    const { rows } = await tx.query<{ createdAt: Date }>(
      'SELECT created_at AS "createdAt" FROM otps WHERE session_hash = $1 AND created_at > $2 ORDER BY created_at',
      [sessionHash, windowStart],
    );
    const oldest = rows[0];
    if (oldest !== undefined && rows.length >= OTP_MAX_ISSUED_PER_WINDOW) {
      const freeAtMs = oldest.createdAt.getTime() + OTP_ISSUE_WINDOW_S * MS_PER_S;
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((freeAtMs - nowMs) / MS_PER_S)) };
    }
    await tx.query('UPDATE otps SET closed_at = $2 WHERE session_hash = $1 AND closed_at IS NULL', [sessionHash, new Date(nowMs)]);
    await tx.query('INSERT INTO otps (otp_id, session_hash, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      sessionHash,
      codeHash,
      new Date(nowMs),
      expiresAt,
    ]);
    return { ok: true, otp: { code, expiresAt } };
  });
}

/**
 * Takes one attempt on the session's open code, before comparing: concurrent guesses each use
 * up an attempt, so no more than {@link OTP_MAX_ATTEMPTS} are ever compared.
 */
async function claimAttempt(db: Queryable, sessionHash: string, nowMs: number): Promise<{ otpId: string; codeHash: string } | undefined> {
  const { rows } = await db.query<{ otpId: string; codeHash: string }>(
    `UPDATE otps SET attempts = attempts + 1
      WHERE otp_id = (SELECT otp_id FROM otps WHERE session_hash = $1 AND closed_at IS NULL
                       ORDER BY created_at DESC, otp_id LIMIT 1)
        AND attempts < $2 AND expires_at > $3
      RETURNING otp_id AS "otpId", code_hash AS "codeHash"`,
    [sessionHash, OTP_MAX_ATTEMPTS, new Date(nowMs)],
  );
  return rows[0];
}

/**
 * Checks a code against the session's open one and, when it matches, uses it up. Refused: no
 * open code, expired, already tried {@link OTP_MAX_ATTEMPTS} times (burned), or wrong.
 */
export async function consumeOtp(db: Database, sessionHash: string, code: string, nowMs: number): Promise<boolean> {
  const claimed = await claimAttempt(db, sessionHash, nowMs);
  if (claimed === undefined || !(await verifyPin(code, claimed.codeHash))) return false;
  const { rows } = await db.query<{ otpId: string }>(
    'UPDATE otps SET closed_at = $2 WHERE otp_id = $1 AND closed_at IS NULL RETURNING otp_id AS "otpId"',
    [claimed.otpId, new Date(nowMs)],
  );
  return rows.length === 1;
}
