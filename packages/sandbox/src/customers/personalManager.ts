import type { Queryable } from '../db';

/** A customer's personal manager, as `GET /genoma_api/rest/client/personal-manager` shows them. */
export interface PersonalManager {
  name: string;
  /** E.164: `+34` and nine digits. */
  phone: string;
  email: string;
  office: string;
}

/**
 * The personal manager of an affluent customer (affluent level above `NO_AFLNT`), or undefined
 * for a customer without one, and for every customer who is not affluent, whatever is on record.
 */
export async function findPersonalManager(db: Queryable, personId: string): Promise<PersonalManager | undefined> {
  const { rows } = await db.query<PersonalManager>(
    `SELECT m.name, m.phone, m.email, m.office
       FROM customers c JOIN personal_managers m ON m.manager_id = c.personal_manager_id
      WHERE c.person_id = $1 AND c.affluent_level <> 'NO_AFLNT'`,
    [personId],
  );
  return rows[0];
}
