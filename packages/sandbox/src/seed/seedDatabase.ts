import { hashPin } from '../crypto';
import type { Database, Queryable } from '../db';
import { saveFeature } from '../means';
import { createPendingOperation } from '../pendingOperations';
import { DEMO_CUSTOMERS, type DemoCustomer, type DemoPendingOperation, type DemoProfile } from './demoCustomers';
import { SEEDED_FEATURES } from './features';

/** Turns the login form's DD/MM/YYYY into the ISO date PostgreSQL reads unambiguously. */
function isoDate(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/');
  return `${year}-${month}-${day}`;
}

async function insertCustomer(tx: Queryable, customer: DemoCustomer, pinHash: string): Promise<void> {
  await tx.query(
    `INSERT INTO customers (person_id, document, birth_date, pin_hash, name, first_surname, second_surname,
                            gender_desc, nationality, native_country, fiscal_residence, identity_kind, affluent_level,
                            mobile_phone)
     VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      customer.personId,
      customer.document,
      isoDate(customer.birthDate),
      pinHash,
      customer.name,
      customer.firstSurname,
      customer.secondSurname,
      customer.genderDesc,
      customer.nationality,
      customer.nativeCountry,
      customer.fiscalResidence,
      customer.identityKind,
      customer.affluentLevel,
      customer.mobilePhone,
    ],
  );
}

async function insertProfile(tx: Queryable, personId: string, profile: DemoProfile, position: number): Promise<void> {
  await tx.query(
    `INSERT INTO profiles (profile_id, person_id, set_id, kind, display_name, is_default, position, inactivity_rule_s)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [profile.profileId, personId, profile.setId, profile.kind, profile.displayName, profile.isDefault, position, profile.inactivityRuleS],
  );
  for (const [index, account] of profile.accounts.entries()) {
    await tx.query(
      // Opening at today's balance: the demo ledger's year, seeded next, moves the opening back.
      `INSERT INTO accounts (account_id, profile_id, alias, iban, account_type, balance_cents, opening_balance_cents, currency, position,
                             opened_on)
       VALUES ($1, $2, $3, $4, $5, $6, $6, 'EUR', $7, $8::date)`,
      [account.id, profile.profileId, account.alias, account.iban, account.type, account.balanceCents, index, account.openedOn],
    );
  }
  for (const [index, card] of profile.cards.entries()) {
    await tx.query(
      `INSERT INTO cards (card_id, profile_id, alias, brand, kind, pan_last4, currency, position, limit_cents, credit_used_cents,
                          opening_used_cents, linked_account_id, issued_on)
       VALUES ($1, $2, $3, $4, $5, $6, 'EUR', $7, $8, $9, $9, $10,
               -- Issued when its account was opened: its statements start there (issue 42 §4).
               COALESCE((SELECT opened_on FROM accounts WHERE account_id = $10),
                        (SELECT min(opened_on) FROM accounts WHERE profile_id = $2), CURRENT_DATE))`,
      [
        card.id,
        profile.profileId,
        card.alias,
        card.brand,
        card.kind,
        card.panLast4,
        index,
        card.limitCents ?? null,
        card.kind === 'credit' ? (card.usedCents ?? 0) : null,
        card.linkedAccountId ?? null,
      ],
    );
  }
}

async function insertPendingOperation(tx: Queryable, personId: string, operation: DemoPendingOperation, nowMs: number): Promise<void> {
  const { card, ...fields } = operation;
  await createPendingOperation(tx, { ...fields, personId, cardAlias: card?.alias, panLast4: card?.panLast4 }, nowMs);
}

/**
 * Inserts the demo customers the database does not hold yet (all of them in an empty one, the
 * newer ones in a database seeded before they existed), with their profiles, accounts and cards
 * and their pending operations (created at `nowMs`); in an empty database the seeded features
 * too. Movements, deposits, joint holders, inbox messages, personal managers and campaigns come
 * after, from `seedDemoLedger`, `seedDemoOverview` and `seedDemoCampaigns`.
 * @returns the person ids inserted
 */
export async function seedDatabase(db: Database, nowMs: number = Date.now()): Promise<string[]> {
  const { rows } = await db.query<{ person_id: string }>('SELECT person_id FROM customers');
  const present = new Set(rows.map((row) => row.person_id));
  const missing = DEMO_CUSTOMERS.filter((customer) => !present.has(customer.personId));
  if (missing.length === 0) return [];
  // Hash before the transaction: scrypt is slow on purpose and must not hold a transaction open.
  const hashed = await Promise.all(missing.map(async (customer) => ({ customer, pinHash: await hashPin(customer.pin) })));
  await db.transaction(async (tx) => {
    for (const { customer, pinHash } of hashed) {
      await insertCustomer(tx, customer, pinHash);
      for (const [position, profile] of customer.profiles.entries()) {
        await insertProfile(tx, customer.personId, profile, position);
      }
      for (const operation of customer.pendingOperations ?? []) await insertPendingOperation(tx, customer.personId, operation, nowMs);
    }
    if (present.size === 0) for (const feature of SEEDED_FEATURES) await saveFeature(tx, feature);
  });
  return missing.map((customer) => customer.personId);
}

/** Whether nobody has been seeded yet. */
export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM customers) AS empty');
  return rows[0]?.empty === true;
}
