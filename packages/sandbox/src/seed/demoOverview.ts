import { MS_PER_S } from '../clock';
import type { Database, Queryable } from '../db';
import { addMonths } from '../products';
import { DEMO_CUSTOMERS } from './demoCustomers';

const MS_PER_DAY = 86_400 * MS_PER_S;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The demo deposits, their maturity counted from the seeding day. */
function demoDeposits(seededAtMs: number) {
  return DEMO_CUSTOMERS.flatMap((customer) =>
    customer.profiles.flatMap((profile) =>
      (profile.deposits ?? []).map((deposit, position) => ({
        deposit_id: deposit.id,
        profile_id: profile.profileId,
        alias: deposit.alias,
        balance_cents: deposit.balanceCents,
        maturity_on: addMonths(isoDay(seededAtMs), deposit.monthsToMaturity),
        interest_rate_bp: deposit.interestRateBp,
        position,
      })),
    ),
  );
}

/** The other holders of the demo joint accounts. */
function demoCoHolders() {
  return DEMO_CUSTOMERS.flatMap((customer) =>
    customer.profiles.flatMap((profile) =>
      profile.accounts.flatMap((account) =>
        (account.coHolders ?? []).map((fullName, index) => ({ account_id: account.id, position: index + 1, full_name: fullName })),
      ),
    ),
  );
}

/** The demo inbox messages, received some days before the seeding day; a read one was read a day later. */
function demoInboxMessages(seededAtMs: number) {
  return DEMO_CUSTOMERS.flatMap((customer) =>
    (customer.inbox ?? []).map((message) => {
      const receivedAtMs = seededAtMs - message.daysAgo * MS_PER_DAY;
      return {
        message_id: message.id,
        person_id: customer.personId,
        subject: message.subject,
        body: message.body,
        subject_en_gb: message.subjectEnGb,
        body_en_gb: message.bodyEnGb,
        category: message.category,
        link: message.link ?? null,
        received_at: new Date(receivedAtMs).toISOString(),
        read_at: message.read ? new Date(receivedAtMs + MS_PER_DAY).toISOString() : null,
      };
    }),
  );
}

async function seedDeposits(tx: Queryable, seededAtMs: number): Promise<void> {
  await tx.query(
    `INSERT INTO deposits (deposit_id, profile_id, alias, balance_cents, currency, maturity_on, interest_rate_bp, position)
     SELECT d.deposit_id, d.profile_id, d.alias, d.balance_cents, 'EUR', d.maturity_on::date, d.interest_rate_bp, d.position
       FROM json_to_recordset($1::json)
            AS d(deposit_id text, profile_id text, alias text, balance_cents bigint, maturity_on text, interest_rate_bp integer,
                 position integer)
      WHERE NOT EXISTS (SELECT 1 FROM deposits x WHERE x.deposit_id = d.deposit_id)
        AND EXISTS (SELECT 1 FROM profiles WHERE profile_id = d.profile_id)`,
    [JSON.stringify(demoDeposits(seededAtMs))],
  );
}

async function seedCoHolders(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO account_co_holders (account_id, position, full_name)
     SELECT h.account_id, h.position, h.full_name
       FROM json_to_recordset($1::json) AS h(account_id text, position integer, full_name text)
      WHERE NOT EXISTS (SELECT 1 FROM account_co_holders)
        AND EXISTS (SELECT 1 FROM accounts WHERE account_id = h.account_id)`,
    [JSON.stringify(demoCoHolders())],
  );
}

async function seedInboxMessages(tx: Queryable, seededAtMs: number): Promise<void> {
  await tx.query(
    `INSERT INTO inbox_messages (message_id, person_id, subject, body, subject_en_gb, body_en_gb, category, link, received_at, read_at)
     SELECT m.message_id, m.person_id, m.subject, m.body, m.subject_en_gb, m.body_en_gb, m.category, m.link,
            m.received_at::timestamptz, m.read_at::timestamptz
       FROM json_to_recordset($1::json)
            AS m(message_id text, person_id text, subject text, body text, subject_en_gb text, body_en_gb text, category text, link text,
                 received_at text, read_at text)
      WHERE NOT EXISTS (SELECT 1 FROM inbox_messages)
        AND EXISTS (SELECT 1 FROM customers WHERE person_id = m.person_id)`,
    [JSON.stringify(demoInboxMessages(seededAtMs))],
  );
}

/** Inserts the demo managers, and assigns each to its customers, only when there are no managers yet. */
async function seedPersonalManagers(tx: Queryable): Promise<void> {
  const assignments = DEMO_CUSTOMERS.flatMap((customer) =>
    customer.personalManager === undefined ? [] : [{ customer, manager: customer.personalManager }],
  );
  const managers = [...new Map(assignments.map(({ manager }) => [manager.id, manager])).values()];
  await tx.query(
    `WITH inserted AS (
       INSERT INTO personal_managers (manager_id, name, phone, email, office)
       SELECT m.id, m.name, m.phone, m.email, m.office
         FROM json_to_recordset($1::json) AS m(id text, name text, phone text, email text, office text)
        WHERE NOT EXISTS (SELECT 1 FROM personal_managers)
       RETURNING manager_id
     )
     UPDATE customers c SET personal_manager_id = a.manager_id
       FROM json_to_recordset($2::json) AS a(person_id text, manager_id text)
       JOIN inserted i ON i.manager_id = a.manager_id
      WHERE c.person_id = a.person_id`,
    [
      JSON.stringify(managers),
      JSON.stringify(assignments.map(({ customer, manager }) => ({ person_id: customer.personId, manager_id: manager.id }))),
    ],
  );
}

/**
 * Inserts what the overall position shows beyond accounts and cards (docs/design/overview-contract.md): the
 * demo deposits, the other holders of joint accounts, the inbox messages and the personal
 * managers. Each table but deposits is seeded only while it is empty, each deposit while it is
 * missing, and only for the customers, profiles and accounts that exist, so a database seeded before these tables existed gets them at its next
 * start, and a database seeded already is left as it is.
 */
export async function seedDemoOverview(db: Database, seededAtMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await seedDeposits(tx, seededAtMs);
    await seedCoHolders(tx);
    await seedInboxMessages(tx, seededAtMs);
    await seedPersonalManagers(tx);
  });
}
