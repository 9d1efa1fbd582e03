import type { Queryable } from '../db';
import {
  CLIENT_PREFERENCE_DEFAULTS,
  CLIENT_PREFERENCE_VALUES,
  isClientPreferenceKey,
  type ClientPreferenceChanges,
  type ClientPreferences,
} from './preferences';

interface PreferenceRow {
  preference: string;
  value: string;
}

/**
 * The defaults, overridden by the rows stored. A row this version does not understand (a key it
 * does not know, a value the key may not hold) is ignored, so the answer always has the API's shape.
 */
function toClientPreferences(rows: readonly PreferenceRow[]): ClientPreferences {
  const preferences: ClientPreferences = { ...CLIENT_PREFERENCE_DEFAULTS };
  for (const { preference, value } of rows) {
    if (!isClientPreferenceKey(preference)) continue;
    const allowed = CLIENT_PREFERENCE_VALUES[preference].find((candidate) => candidate === value);
    if (allowed !== undefined) preferences[preference] = allowed;
  }
  return preferences;
}

/** A person's preferences: what they stored, and the default for each one they never set. */
export async function readClientPreferences(db: Queryable, personId: string): Promise<ClientPreferences> {
  const { rows } = await db.query<PreferenceRow>('SELECT preference, value FROM client_preferences WHERE person_id = $1', [personId]);
  return toClientPreferences(rows);
}

/**
 * Stores some of a person's preferences and answers all of them, in one statement. Each is an
 * `INSERT … ON CONFLICT DO UPDATE` on the (person, preference) key, which PostgreSQL makes atomic:
 * of any number of concurrent stores none fails, none adds a second row, and the last one to commit
 * is what stays. The answer shows what this call wrote, beside the other preferences as they were,
 * even when a concurrent call changes the same preference right after.
 */
export async function storeClientPreferences(
  db: Queryable,
  personId: string,
  changes: ClientPreferenceChanges,
  nowMs: number,
): Promise<ClientPreferences> {
  // `jsonb_each_text` turns the changes into rows; `JSON.stringify` leaves out those `undefined`.
  const { rows } = await db.query<PreferenceRow>(
    `WITH stored AS (
       INSERT INTO client_preferences (person_id, preference, value, updated_at)
       SELECT $1::text, changes.key, changes.value, $3::timestamptz FROM jsonb_each_text($2::jsonb) AS changes
       ON CONFLICT (person_id, preference) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
       RETURNING preference, value)
     SELECT preference, value FROM stored
     UNION ALL
     SELECT preference, value FROM client_preferences
      WHERE person_id = $1::text AND preference NOT IN (SELECT preference FROM stored)`,
    [personId, JSON.stringify(changes), new Date(nowMs)],
  );
  return toClientPreferences(rows);
}
