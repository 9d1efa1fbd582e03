import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from './demoCustomers';
import { demoLedger, type LedgerMovement } from './demoLedger';

const SEEDED_AT_MS = Date.parse('2026-11-23T10:00:00Z');
const MS_PER_DAY = 86_400_000;
const ledger = demoLedger(SEEDED_AT_MS);
const profiles = DEMO_CUSTOMERS.flatMap((customer) => customer.profiles.map((profile) => ({ customer, profile })));
const accounts = profiles.flatMap(({ profile }) => profile.accounts);
const creditCards = profiles.flatMap(({ profile }) => profile.cards.filter((card) => card.kind === 'credit'));
const ofAccount = (movements: readonly LedgerMovement[], id: string) => movements.filter((movement) => movement.accountId === id);
const ofCardAlone = (movements: readonly LedgerMovement[], id: string) =>
  movements.filter((movement) => movement.cardId === id && movement.accountId === null);
const customerOf = (personId: string) => DEMO_CUSTOMERS.find((customer) => customer.personId === personId);
const conceptsOf = (personId: string): Set<string> => {
  const products = new Set(
    customerOf(personId)?.profiles.flatMap((profile) => [...profile.accounts.map(({ id }) => id), ...profile.cards.map(({ id }) => id)]),
  );
  return new Set(
    ledger.movements.filter((movement) => products.has(movement.accountId ?? movement.cardId ?? '')).map(({ concept }) => concept),
  );
};

/** Every account's lowest balance through the year, going forward from its opening balance. */
function lowestBalances(seededAtMs: number): Map<string, number> {
  const { movements, openingBalanceCents } = demoLedger(seededAtMs);
  return new Map(
    accounts.map((account) => {
      let cents = openingBalanceCents.get(account.id) ?? Number.NaN;
      let lowest = cents;
      for (const movement of ofAccount(movements, account.id)) {
        cents += movement.amountCents;
        lowest = Math.min(lowest, cents);
      }
      return [account.id, lowest];
    }),
  );
}

describe('the demo ledger (issue 38 §7)', () => {
  it('§7: each account’s balance is its opening balance plus its movements', () => {
    for (const account of accounts) {
      const moved = ofAccount(ledger.movements, account.id).reduce((sum, movement) => sum + movement.amountCents, 0);
      expect((ledger.openingBalanceCents.get(account.id) ?? Number.NaN) + moved, account.id).toBe(account.balanceCents);
    }
  });

  it('§7: a credit card’s used amount is its opening used amount less its own movements, within the limit all year', () => {
    for (const card of creditCards) {
      let used = ledger.openingUsedCents.get(card.id) ?? Number.NaN;
      for (const movement of ofCardAlone(ledger.movements, card.id)) {
        used -= movement.amountCents;
        expect(used, `${card.id} after ${movement.id}`).toBeGreaterThanOrEqual(0);
        expect(used, `${card.id} after ${movement.id}`).toBeLessThanOrEqual(card.limitCents ?? 0);
      }
      expect(used, card.id).toBe(card.usedCents);
    }
  });

  it('§7: no account goes below zero on any day of its year, whichever day of the year the sandbox is seeded; Pablo’s overdraft no lower than −600 €', () => {
    const seedingDays = Array.from({ length: 73 }, (_, index) => SEEDED_AT_MS + index * 5 * MS_PER_DAY);
    for (const seededAtMs of seedingDays) {
      for (const [accountId, lowest] of lowestBalances(seededAtMs)) {
        expect(lowest, `${accountId} seeded ${new Date(seededAtMs).toISOString()}`).toBeGreaterThanOrEqual(
          accountId === 'ACC-0011' ? -60_000 : 0,
        );
      }
    }
  });

  it('§7: Pablo pays an overdraft fee only when his account is overdrawn, whichever day the sandbox is seeded', () => {
    for (let day = 0; day < 73; day += 1) {
      const seededAtMs = SEEDED_AT_MS + day * 5 * MS_PER_DAY;
      const { movements, openingBalanceCents } = demoLedger(seededAtMs);
      let cents = openingBalanceCents.get('ACC-0011') ?? Number.NaN;
      for (const movement of ofAccount(movements, 'ACC-0011')) {
        if (movement.concept === 'Comisión por descubierto') expect(cents, `${movement.id} seeded ${seededAtMs}`).toBeLessThan(0);
        cents += movement.amountCents;
      }
    }
  });

  it('§7: Pablo keeps 200,00 € in a Cuenta Naranja, less than his 350,20 € overdraft: saved from his Cuenta NÓMINA, part taken back, both sides of each transfer booked', () => {
    const pablosAccounts = customerOf('50617283')?.profiles.flatMap((profile) => profile.accounts);
    expect(pablosAccounts?.map(({ id, alias, type, balanceCents }) => ({ id, alias, type, balanceCents }))).toEqual([
      { id: 'ACC-0011', alias: 'Cuenta NÓMINA', type: 'current', balanceCents: -35_020 },
      { id: 'ACC-0012', alias: 'Cuenta Naranja', type: 'savings', balanceCents: 20_000 },
    ]);
    const transfers = ofAccount(ledger.movements, 'ACC-0012').filter(({ concept }) => concept.startsWith('Traspaso'));
    expect(transfers.map(({ amountCents }) => amountCents)).toEqual([10_000, 10_000, 10_000, 10_000, -25_000]);
    for (const transfer of transfers) {
      const otherSide = ofAccount(ledger.movements, 'ACC-0011').filter(
        ({ bookedOn, amountCents }) => bookedOn === transfer.bookedOn && amountCents === -transfer.amountCents,
      );
      expect(
        otherSide.map(({ concept }) => concept),
        transfer.id,
      ).toEqual([transfer.amountCents > 0 ? 'Traspaso a Cuenta Naranja' : 'Traspaso desde Cuenta Naranja']);
    }
  });

  it('§7: every account has twelve months of history, the days before the seeding day', () => {
    const yearAgo = new Date(SEEDED_AT_MS - 365 * MS_PER_DAY).toISOString().slice(0, 10);
    for (const account of accounts) {
      const months = new Set(ofAccount(ledger.movements, account.id).map((movement) => movement.bookedOn.slice(0, 7)));
      expect(months.size, account.id).toBeGreaterThanOrEqual(12);
    }
    for (const movement of ledger.movements) {
      expect(movement.bookedOn > yearAgo && movement.bookedOn < '2026-11-23', movement.id).toBe(true);
    }
  });

  it('§7: money in is positive and money out negative: salaries, Bizum received, interest and transfers in; shopping, bills, cash and Bizum sent', () => {
    const incoming = /^(Nómina |Bizum de |Intereses |Cobro factura |Traspaso desde |Transferencia de |Pago de la liquidación)/;
    for (const movement of ledger.movements) {
      if (incoming.test(movement.concept)) expect(movement.amountCents, `${movement.id} ${movement.concept}`).toBeGreaterThan(0);
      else expect(movement.amountCents, `${movement.id} ${movement.concept}`).toBeLessThan(0);
    }
    // Pablo's, which showed as +7,51 €, +5,84 € and +6,78 € with a Bizum he received at −2,92 €.
    const pablos = ofAccount(ledger.movements, 'ACC-0011');
    expect(pablos.filter(({ concept }) => concept.startsWith('Recibo Endesa luz')).every(({ amountCents }) => amountCents <= -4_000)).toBe(
      true,
    );
    expect(pablos.filter(({ concept }) => concept === 'Nómina Logística Henares SL').map(({ amountCents }) => amountCents)).toContain(
      134_000,
    );
  });

  it('§7: amounts are plausible for what they are', () => {
    const ranges: readonly [RegExp, number, number][] = [
      [/^Compra /, 500, 30_000],
      [/^Recibo /, 2_500, 30_000],
      [/^Retirada en cajero|^Reintegro en ventanilla/, 2_000, 100_000],
      [/^Bizum /, 300, 6_000],
      [/^Nómina /, 130_000, 700_000],
    ];
    for (const movement of ledger.movements) {
      for (const [concept, min, max] of ranges.filter(([pattern]) => pattern.test(movement.concept))) {
        expect(Math.abs(movement.amountCents), `${movement.id} ${movement.concept}`).toBeGreaterThanOrEqual(min);
        expect(Math.abs(movement.amountCents), `${movement.id} ${movement.concept} (${String(concept)})`).toBeLessThanOrEqual(max);
      }
    }
  });

  it('§7: a savings account holds only transfers and interest: no shopping, no bills', () => {
    for (const account of accounts.filter(({ type }) => type === 'savings')) {
      for (const movement of ofAccount(ledger.movements, account.id)) {
        expect(movement.concept, movement.id).toMatch(/^(Traspaso (a|desde) |Intereses )/);
        expect(movement.cardId, movement.id).toBeNull();
      }
    }
  });

  it('§7: each customer has a life of their own: no two share a template, the teen earns no salary and her card pays no petrol', () => {
    const lucia = conceptsOf('20481736');
    const pablo = conceptsOf('50617283');
    const marta = conceptsOf('40215598');
    expect([...lucia].filter((concept) => pablo.has(concept))).not.toContain('Compra Mercadona');
    expect([...marta].some((concept) => concept.startsWith('Nómina'))).toBe(false);
    expect([...marta].some((concept) => /Repsol|Cepsa|Galp/.test(concept))).toBe(false);
    expect(marta).toContain('Bizum de Laura Sanz (paga)');
    expect([...conceptsOf('31907254')].some((concept) => concept.startsWith('Bizum de Ana García'))).toBe(false);
  });

  it('§7: a debit card’s payment is its account’s movement; a credit card’s is the card’s alone until its account settles it', () => {
    const cards = profiles.flatMap(({ profile }) => profile.cards);
    for (const movement of ledger.movements.filter(({ cardId }) => cardId !== null)) {
      const card = cards.find(({ id }) => id === movement.cardId);
      if (card?.kind === 'debit') expect(movement.accountId, movement.id).toBe(card.linkedAccountId);
      else expect(movement.accountId, movement.id).toBeNull();
    }
    const settlements = ledger.movements.filter(({ settlement }) => settlement);
    expect(settlements.length).toBeGreaterThan(0);
    for (const settlement of settlements) {
      const card = cards.find(({ id }) => id === settlement.cardId);
      const paid = ledger.movements.find(
        (movement) =>
          movement.accountId === card?.linkedAccountId &&
          movement.bookedOn === settlement.bookedOn &&
          movement.amountCents === -settlement.amountCents,
      );
      expect(paid?.concept, settlement.id).toMatch(/^Liquidación Tarjeta /);
    }
  });

  it('§7: Javier’s deposit is a deposit, not an account with an IBAN', () => {
    const javier = customerOf('31907254');
    expect(javier?.profiles.flatMap((profile) => profile.accounts).map(({ alias }) => alias)).not.toContain('Depósito Naranja');
    expect(javier?.profiles.flatMap((profile) => profile.deposits ?? []).map(({ id }) => id)).toEqual(['DEP-0002']);
  });

  it('has ids of their own, the same ledger for the same seeding day', () => {
    expect(new Set(ledger.movements.map(({ id }) => id)).size).toBe(ledger.movements.length);
    expect(demoLedger(SEEDED_AT_MS)).toEqual(ledger);
  });
});
