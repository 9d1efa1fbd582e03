import { MS_PER_S } from '../clock';
import { randomToken, sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { ANONYMOUS_TOKEN_TTL_S } from './constants';

/** An anonymous access token handed to a prospect's browser; only its hash is stored. */
export interface IssuedAnonymousToken {
  accessToken: string;
  /** When it stops working (epoch ms). */
  expiresAtMs: number;
}

/**
 * Issues an anonymous access token (shell.md §3 "an anonymous profile"): no session, no person, no
 * refresh token, {@link ANONYMOUS_TOKEN_TTL_S} of life. Tokens already expired are deleted on the
 * way, so the table holds only live ones.
 */
export async function issueAnonymousToken(db: Queryable, nowMs: number): Promise<IssuedAnonymousToken> {
  await db.query('DELETE FROM anonymous_tokens WHERE expires_at <= $1', [new Date(nowMs)]);
  const accessToken = randomToken();
  const expiresAtMs = nowMs + ANONYMOUS_TOKEN_TTL_S * MS_PER_S;
  await db.query('INSERT INTO anonymous_tokens (token_hash, created_at, expires_at) VALUES ($1, $2, $3)', [
    sha256Hex(accessToken),
    new Date(nowMs),
    new Date(expiresAtMs),
  ]);
  return { accessToken, expiresAtMs };
}

/** Whether an anonymous token is live, expired, or not one (unknown, or a customer's token). */
export type AnonymousTokenState = 'live' | 'expired' | 'unknown';

/** Looks an anonymous token up. A customer's access token is never found here: it is `unknown`. */
export async function anonymousTokenState(db: Queryable, accessToken: string, nowMs: number): Promise<AnonymousTokenState> {
  const { rows } = await db.query<{ expiresAt: Date }>('SELECT expires_at AS "expiresAt" FROM anonymous_tokens WHERE token_hash = $1', [
    sha256Hex(accessToken),
  ]);
  const row = rows[0];
  if (row === undefined) return 'unknown';
  return row.expiresAt.getTime() > nowMs ? 'live' : 'expired';
}
