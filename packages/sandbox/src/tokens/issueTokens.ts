import { randomUUID } from 'node:crypto';
import { MS_PER_S } from '../clock';
import { randomToken, sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, TOKEN_FAMILY_ABSOLUTE_LIFETIME_S } from './constants';

/** A token pair handed to the client; only their hashes are stored. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives (less than the full TTL near the family's end). */
  accessTokenTtlS: number;
}

/** What a new family belongs to. */
export interface TokenFamilyOwner {
  sessionHash: string;
  profileId: string;
  /** When the customer logged in (epoch ms): the family's absolute lifetime counts from it. */
  loginAtMs: number;
}

/**
 * Issues an access and a refresh token in a family. Neither lives past the family's end.
 *
 * @param familyEndMs the family's absolute end (epoch ms)
 * @param parentHash the hash of the refresh token the pair replaces, when it comes from a refresh
 */
export async function issueTokenPair(
  tx: Queryable,
  familyId: string,
  familyEndMs: number,
  nowMs: number,
  parentHash: string | null = null,
): Promise<IssuedTokens> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const accessEndMs = Math.min(nowMs + ACCESS_TOKEN_TTL_S * MS_PER_S, familyEndMs);
  const refreshEndMs = Math.min(nowMs + REFRESH_TOKEN_TTL_S * MS_PER_S, familyEndMs);
  await tx.query('INSERT INTO access_tokens (token_hash, family_id, expires_at, parent_hash) VALUES ($1, $2, $3, $4)', [
    sha256Hex(accessToken),
    familyId,
    new Date(accessEndMs),
    parentHash,
  ]);
  await tx.query('INSERT INTO refresh_tokens (token_hash, family_id, expires_at, parent_hash) VALUES ($1, $2, $3, $4)', [
    sha256Hex(refreshToken),
    familyId,
    new Date(refreshEndMs),
    parentHash,
  ]);
  return { accessToken, refreshToken, accessTokenTtlS: Math.floor((accessEndMs - nowMs) / MS_PER_S) };
}

/** Starts a token family for one profile of a session and issues its first pair. */
export async function openTokenFamily(tx: Queryable, owner: TokenFamilyOwner, nowMs: number): Promise<IssuedTokens> {
  const familyId = randomUUID();
  const familyEndMs = owner.loginAtMs + TOKEN_FAMILY_ABSOLUTE_LIFETIME_S * MS_PER_S;
  await tx.query(
    `INSERT INTO token_families (family_id, session_hash, profile_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [familyId, owner.sessionHash, owner.profileId, new Date(nowMs), new Date(familyEndMs)],
  );
  return issueTokenPair(tx, familyId, familyEndMs, nowMs);
}
