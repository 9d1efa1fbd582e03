import type { Queryable } from '../db';
import type { ProfileRecord } from './types';

/** A customer's profiles, default first, then in seeded order. */
export async function listProfiles(db: Queryable, personId: string): Promise<ProfileRecord[]> {
  const { rows } = await db.query<ProfileRecord>(
    `SELECT profile_id AS "profileId", person_id AS "personId", set_id AS "setId", kind,
            display_name AS "displayName", is_default AS "isDefault",
            inactivity_rule_s AS "inactivityRuleS"
       FROM profiles WHERE person_id = $1 ORDER BY is_default DESC, position`,
    [personId],
  );
  return rows;
}
