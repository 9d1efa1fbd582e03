import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db';
import { contractLoan } from '../src/loans';
import { bankDayAt, payWithCard, setCardLimit } from '../src/products';

import { prepareDatabase } from '../src/seed';
import { DEMO_CUSTOMERS } from '../src/seed/demoCustomers';
import { customersNetWorthCents, moneyInvariantBreaches } from './moneyInvariants';
import { useTestDatabase } from './testDatabase';

const NOW_MS = Date.UTC(2026, 10, 23, 10, 0, 0);
const TODAY = bankDayAt(NOW_MS);
const profiles = DEMO_CUSTOMERS.flatMap((customer) => customer.profiles.map((profile) => ({ personId: customer.personId, profile })));
const cards = profiles.flatMap(({ profile }) => profile.cards.map((card) => ({ profileId: profile.profileId, card })));
const creditCards = cards.filter(({ card }) => card.kind === 'credit');
/** Where a loan can be paid: each customer's current accounts. */
const loanAccounts = profiles.flatMap(({ personId, profile }) =>
  profile.accounts
    .filter(({ type }) => type === 'current')
    .map((account) => ({ personId, profileId: profile.profileId, accountId: account.id })),
);

/** One money operation the sandbox performs, as a test draws it. */
type Operation =
  | { kind: 'card payment'; cardId: string; amountCents: number }
  | { kind: 'loan'; personId: string; profileId: string; accountId: string; amountCents: number; periods: number }
  | { kind: 'card limit'; profileId: string; cardId: string; limitEur: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('card payment' as const),
    cardId: fc.constantFrom(...cards.map(({ card }) => card.id)),
    amountCents: fc.integer({ min: 1, max: 2_500_000 }),
  }),
  fc
    .record({
      account: fc.constantFrom(...loanAccounts),
      // Whole euros around the offers' ranges (1.000–15.000 € and 3.000–30.000 €), and a little outside.
      amountCents: fc.integer({ min: 500, max: 32_000 }).map((euros) => euros * 100),
      periods: fc.integer({ min: 3, max: 100 }),
    })
    .map(({ account, amountCents, periods }) => ({ kind: 'loan' as const, ...account, amountCents, periods })),
  fc
    .record({ card: fc.constantFrom(...creditCards), limitEur: fc.integer({ min: 500, max: 20_000 }) })
    .map(({ card, limitEur }) => ({ kind: 'card limit' as const, profileId: card.profileId, cardId: card.card.id, limitEur })),
);

/** What the property's runs did, so that the test can tell it exercised each operation. */
const done = { payments: 0, loans: 0, limitChanges: 0 };

/** Performs an operation as its route does; the cents it took out of the bank (a payment), else 0. */
async function perform(tx: Queryable, step: Operation): Promise<number> {
  switch (step.kind) {
    case 'card payment': {
      const outcome = await payWithCard(tx, {
        cardId: step.cardId,
        amountCents: step.amountCents,
        merchant: 'Tienda de prueba',
        merchantCountry: 'ES',
        bookedOn: TODAY,
      });
      if (outcome.kind !== 'paid') return 0;
      done.payments += 1;
      return step.amountCents;
    }
    case 'loan':
      if ((await contractLoan(tx, step, NOW_MS)).kind === 'contracted') done.loans += 1;
      return 0;
    case 'card limit':
      if ((await setCardLimit(tx, step.profileId, step.cardId, step.limitEur)).kind === 'changed') done.limitChanges += 1;
      return 0;
  }
}

/** Thrown to roll a property run's transaction back, so that every run starts from the seeded bank. */
class RollBack extends Error {}

describe('money invariants (issue 38 §7)', () => {
  const db = useTestDatabase((db) => prepareDatabase(db, { nowMs: NOW_MS }));

  /** Runs `work` in a transaction that is always rolled back. */
  async function inRolledBackTransaction(work: (tx: Queryable) => Promise<void>): Promise<void> {
    await expect(
      db().transaction(async (tx) => {
        await work(tx);
        throw new RollBack();
      }),
    ).rejects.toBeInstanceOf(RollBack);
  }

  it('§7: every seeded customer’s figures agree with their movements', async () => {
    expect(await moneyInvariantBreaches(db())).toEqual([]);
    const { rows } = await db().query<{ id: string; months: number }>(
      `SELECT a.account_id AS id, count(DISTINCT to_char(m.booked_on, 'YYYY-MM'))::integer AS months
         FROM accounts a JOIN movements m ON m.account_id = a.account_id GROUP BY a.account_id ORDER BY a.account_id`,
    );
    expect(rows.map(({ id }) => id)).toEqual([
      'ACC-0001',
      'ACC-0002',
      'ACC-0003',
      'ACC-0004',
      'ACC-0005',
      'ACC-0006',
      'ACC-0008',
      'ACC-0009',
      'ACC-0010',
      'ACC-0011',
      'ACC-0012',
    ]);
    for (const { id, months } of rows) expect(months, id).toBeGreaterThanOrEqual(12);
  });

  it('§7: the check finds a balance its movements do not explain, and a debit card payment off its account', async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.query("UPDATE accounts SET balance_cents = balance_cents + 1 WHERE account_id = 'ACC-0009'");
      await tx.query(
        "UPDATE movements SET account_id = NULL WHERE card_id = 'CRD-0007' AND movement_id = (SELECT min(movement_id) FROM movements WHERE card_id = 'CRD-0007')",
      );
      const breaches = await moneyInvariantBreaches(tx);
      expect(breaches.some((breach) => breach.startsWith('account ACC-0009: balance '))).toBe(true);
      expect(breaches.some((breach) => breach.endsWith(": a debit card's payment not drawn on the card's account"))).toBe(true);
    });
  });

  it('§7: a debit card payment, a credit card payment, a loan and a limit change each keep the figures agreeing; only a payment takes money out', async () => {
    await inRolledBackTransaction(async (tx) => {
      const start = await customersNetWorthCents(tx);
      expect(
        await payWithCard(tx, { cardId: 'CRD-0007', amountCents: 99_900, merchant: 'MediaMarkt', merchantCountry: 'ES', bookedOn: TODAY }),
      ).toMatchObject({
        kind: 'paid',
      });
      expect(await moneyInvariantBreaches(tx)).toEqual([]);
      expect(await customersNetWorthCents(tx)).toBe(start - 99_900);
      expect(
        await payWithCard(tx, { cardId: 'CRD-0002', amountCents: 4_550, merchant: 'Fnac', merchantCountry: 'ES', bookedOn: TODAY }),
      ).toMatchObject({
        kind: 'paid',
      });
      expect(await moneyInvariantBreaches(tx)).toEqual([]);
      expect(await customersNetWorthCents(tx)).toBe(start - 99_900 - 4_550);
      const loan = await contractLoan(
        tx,
        { personId: '20481736', profileId: 'PRF-20481736-PERS', accountId: 'ACC-0001', amountCents: 750_000, periods: 48 },
        NOW_MS,
      );
      expect(loan.kind).toBe('contracted');
      expect(await moneyInvariantBreaches(tx)).toEqual([]);
      expect(await customersNetWorthCents(tx)).toBe(start - 99_900 - 4_550);
      expect((await setCardLimit(tx, 'PRF-31907254-PERS', 'CRD-0004', 20_000)).kind).toBe('changed');
      expect(await moneyInvariantBreaches(tx)).toEqual([]);
      expect(await customersNetWorthCents(tx)).toBe(start - 99_900 - 4_550);
    });
  });

  it('§7: any sequence of money operations leaves the figures agreeing, and no euro appears or disappears but what payments took', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (steps) => {
        await inRolledBackTransaction(async (tx) => {
          let expected = await customersNetWorthCents(tx);
          for (const step of steps) {
            expected -= await perform(tx, step);
            expect(await moneyInvariantBreaches(tx), JSON.stringify(step)).toEqual([]);
            expect(await customersNetWorthCents(tx), JSON.stringify(step)).toBe(expected);
          }
        });
      }),
      { numRuns: 30 },
    );
    expect(done.payments).toBeGreaterThan(0);
    expect(done.loans).toBeGreaterThan(0);
    expect(done.limitChanges).toBeGreaterThan(0);
  });
});
