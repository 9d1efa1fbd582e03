import { sha256Hex } from '../crypto';
import type { Queryable } from '../db';

/** Revokes a family and every access and refresh token issued in it. */
export async function revokeFamily(tx: Queryable, familyId: string): Promise<void> {
  await tx.query('UPDATE token_families SET revoked = true WHERE family_id = $1', [familyId]);
  await tx.query('UPDATE access_tokens SET revoked = true WHERE family_id = $1', [familyId]);
  await tx.query('UPDATE refresh_tokens SET revoked = true WHERE family_id = $1', [familyId]);
}

/** Revokes every family of a session (logout, or the session ending for inactivity). */
export async function revokeSessionTokens(tx: Queryable, sessionHash: string): Promise<void> {
  const { rows } = await tx.query<{ familyId: string }>(
    'SELECT family_id AS "familyId" FROM token_families WHERE session_hash = $1 AND NOT revoked',
    [sessionHash],
  );
  for (const { familyId } of rows) await revokeFamily(tx, familyId);
}

/**
 * Revokes the family of a refresh token (`POST /oauth2/token/revoke`). An unknown token is not
 * an error: there is nothing to revoke (RFC 7009 §2.2).
 */
export async function revokeFamilyOfRefreshToken(tx: Queryable, refreshToken: string): Promise<void> {
  const { rows } = await tx.query<{ familyId: string }>('SELECT family_id AS "familyId" FROM refresh_tokens WHERE token_hash = $1', [
    sha256Hex(refreshToken),
  ]);
  const familyId = rows[0]?.familyId;
  if (familyId !== undefined) await revokeFamily(tx, familyId);
}
