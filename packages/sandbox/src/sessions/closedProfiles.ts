import type { Queryable } from '../db';

/** The profiles the customer closed in a server session (Mi área): none is issued again in it. */
export async function closedProfilesOf(db: Queryable, sessionHash: string): Promise<Set<string>> {
  const { rows } = await db.query<{ profileId: string }>(
    'SELECT profile_id AS "profileId" FROM session_closed_profiles WHERE session_hash = $1',
    [sessionHash],
  );
  return new Set(rows.map((row) => row.profileId));
}

/**
 * Closes a profile in a session: every token family of it in the session is revoked, and it is
 * issued again only once the customer opens it. Closing it twice is closing it once.
 */
export async function closeProfileInSession(tx: Queryable, sessionHash: string, profileId: string, nowMs: number): Promise<void> {
  await tx.query(
    `INSERT INTO session_closed_profiles (session_hash, profile_id, closed_at) VALUES ($1, $2, $3)
     ON CONFLICT (session_hash, profile_id) DO NOTHING`,
    [sessionHash, profileId, new Date(nowMs)],
  );
  const families = await tx.query<{ familyId: string }>(
    'UPDATE token_families SET revoked = true WHERE session_hash = $1 AND profile_id = $2 AND NOT revoked RETURNING family_id AS "familyId"',
    [sessionHash, profileId],
  );
  const ids = families.rows.map((row) => row.familyId);
  if (ids.length === 0) return;
  await tx.query('UPDATE access_tokens SET revoked = true WHERE family_id = ANY($1::text[])', [ids]);
  await tx.query('UPDATE refresh_tokens SET revoked = true WHERE family_id = ANY($1::text[])', [ids]);
}

/** Opens a profile the customer closed in a session: it is issued again. */
export async function reopenProfileInSession(tx: Queryable, sessionHash: string, profileId: string): Promise<void> {
  await tx.query('DELETE FROM session_closed_profiles WHERE session_hash = $1 AND profile_id = $2', [sessionHash, profileId]);
}
