import type { Database } from '../db';
import { DEMO_CUSTOMERS, DEMO_PERSON_ID, type DemoCustomer } from './demoCustomers';

/**
 * Who uses Bizum when the sandbox seeds its database (issue 41 §2): every demo customer with a
 * personal current account, on that account and their own mobile, except Elena, whose campaign
 * asks her to activate it (she does, at `#/bizum`), and the assisted-channel agent, who is no
 * customer. A person and their account, in the seed's order.
 */
export function demoBizumUsers(
  customers: readonly DemoCustomer[] = DEMO_CUSTOMERS,
): { personId: string; phone: string; accountId: string }[] {
  return customers.flatMap((customer) => {
    if (customer.identityKind !== 'CUSTOMER' || customer.personId === DEMO_PERSON_ID.elena) return [];
    const account = customer.profiles
      .filter((profile) => profile.kind === 'personal')
      .flatMap((profile) => profile.accounts)
      .find((candidate) => candidate.type === 'current');
    return account === undefined ? [] : [{ personId: customer.personId, phone: customer.mobilePhone, accountId: account.id }];
  });
}

/**
 * Registers the demo Bizum users when nobody uses Bizum yet (a new database, or one seeded before
 * Bizum existed); afterwards the registrations are the customers' own, activated and deactivated
 * at `#/bizum`, and are left as they are.
 */
export async function seedDemoBizum(db: Database, nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM bizum_registrations) AS any');
    if (rows[0]?.any === true) return;
    for (const user of demoBizumUsers()) {
      await tx.query(
        `INSERT INTO bizum_registrations (person_id, phone, account_id, registered_at)
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM accounts WHERE account_id = $3) ON CONFLICT DO NOTHING`,
        [user.personId, user.phone, user.accountId, new Date(nowMs)],
      );
    }
  });
}
