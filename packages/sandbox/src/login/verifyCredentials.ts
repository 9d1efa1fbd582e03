import { hashPin, verifyPin } from '../crypto';
import { findCustomerByDocument, type CustomerRecord } from '../customers';
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
 * The customer the credentials belong to, or `undefined`. The PIN is always checked, even for an
 * unknown document or a wrong birth date, so that the answer time tells nothing about which
 * field was wrong (SECURITY.md rule 13).
 */
export async function verifyCredentials(db: Queryable, credentials: Credentials): Promise<CustomerRecord | undefined> {
  const customer = await findCustomerByDocument(db, credentials.document);
  decoyHash ??= hashPin(DECOY_PIN);
  const pinMatches = await verifyPin(credentials.pin, customer?.pinHash ?? (await decoyHash));
  if (customer === undefined || !pinMatches || customer.birthDate !== credentials.birthDate) return undefined;
  return customer;
}
