import type { Queryable } from '../db';
import type { CustomerRecord } from './types';

const SELECT_CUSTOMER = `
  SELECT person_id AS "personId", document, to_char(birth_date, 'DD/MM/YYYY') AS "birthDate",
         pin_hash AS "pinHash", name, first_surname AS "firstSurname", second_surname AS "secondSurname",
         gender_desc AS "genderDesc", nationality, native_country AS "nativeCountry",
         fiscal_residence AS "fiscalResidence", identity_kind AS "identityKind",
         affluent_level AS "affluentLevel", mobile_phone AS "mobilePhone"
    FROM customers`;

/** The customer holding a document, if any. */
export async function findCustomerByDocument(db: Queryable, document: string): Promise<CustomerRecord | undefined> {
  const { rows } = await db.query<CustomerRecord>(`${SELECT_CUSTOMER} WHERE document = $1`, [document]);
  return rows[0];
}

/** The customer with a person id, if any. */
export async function findCustomerByPersonId(db: Queryable, personId: string): Promise<CustomerRecord | undefined> {
  const { rows } = await db.query<CustomerRecord>(`${SELECT_CUSTOMER} WHERE person_id = $1`, [personId]);
  return rows[0];
}
