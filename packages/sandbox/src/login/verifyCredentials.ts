import { hashPin, verifyPin } from '../crypto';
import { findCustomerByDocument, findCustomerByPersonId, type CustomerRecord } from '../customers';
import type { Queryable } from '../db';

/** What the login form sends, already validated. */
export interface Credentials {
  document: string;
  /** DD/MM/YYYY. */
  birthDate: string;
  pin: string;
}

/** A PIN no customer has, hashed once, to spend the same scrypt time on unknown documents. */
const DECOY_PIN = 'decoy-pin-for-unknown-documents';
let decoyHash: Promise<string> | undefined;

/**
 * Whether `pin` matches `pinHash`; with no hash (nobody to check against), a decoy's, so that the
 * check takes the same scrypt time and the answer time tells nothing (SECURITY.md rule 13).
 */
async function pinMatches(pin: string, pinHash: string | undefined): Promise<boolean> {
  decoyHash ??= hashPin(DECOY_PIN);
  const matches = await verifyPin(pin, pinHash ?? (await decoyHash));
  return pinHash !== undefined && matches;
}

/**
 * The customer the credentials belong to, or `undefined`. The PIN is always checked, even for an
 * unknown document or a wrong birth date, so that the answer time tells nothing about which
 * field was wrong (SECURITY.md rule 13).
 */
export async function verifyCredentials(db: Queryable, credentials: Credentials): Promise<CustomerRecord | undefined> {
  const customer = await findCustomerByDocument(db, credentials.document);
  const pinRight = await pinMatches(credentials.pin, customer?.pinHash);
  if (customer === undefined || !pinRight || customer.birthDate !== credentials.birthDate) return undefined;
  return customer;
}

/** What the assisted channel's login form sends, already validated. */
export interface StaffCredentials {
  /** The employee's staff id: their person id at the bank. */
  staffId: string;
  pin: string;
}

/**
 * The employee the staff credentials belong to, or `undefined`. Only an EMPLOYEE identity has a
 * staff id; as for customers, the PIN is checked even when there is no such employee.
 */
export async function verifyStaffCredentials(db: Queryable, credentials: StaffCredentials): Promise<CustomerRecord | undefined> {
  const found = await findCustomerByPersonId(db, credentials.staffId);
  const employee = found?.identityKind === 'EMPLOYEE' ? found : undefined;
  return (await pinMatches(credentials.pin, employee?.pinHash)) ? employee : undefined;
}
