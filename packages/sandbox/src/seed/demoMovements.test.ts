import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from './demoCustomers';
import { demoMovements } from './demoMovements';

const SEEDED_AT_MS = Date.parse('2026-11-23T10:00:00Z');
const movements = demoMovements(SEEDED_AT_MS);
const accounts = DEMO_CUSTOMERS.flatMap((customer) => customer.profiles.flatMap((profile) => profile.accounts));
const ofAccount = (id: string) => movements.filter((movement) => movement.accountId === id);

describe('the demo movements', () => {
  it('give the affluent customer’s Cuenta NÓMINA three months: 24 movements, more than a page of 20', () => {
    const nomina = ofAccount('ACC-0005');
    expect(nomina).toHaveLength(24);
    const days = nomina.map((movement) => movement.bookedOn);
    expect([...days].sort().reverse()).toEqual(days);
    expect(days.at(-1) ?? '').toMatch(/^2026-08-/);
  });

  it('give every other account one month: 8 movements', () => {
    for (const account of accounts.filter(({ id }) => id !== 'ACC-0005')) expect(ofAccount(account.id)).toHaveLength(8);
  });

  it('never take an account below zero on the way back from today’s balance, unless it is overdrawn today', () => {
    for (const account of accounts.filter(({ balanceCents }) => balanceCents >= 0)) {
      let balance = account.balanceCents;
      for (const movement of ofAccount(account.id)) {
        balance -= movement.amountCents;
        expect(balance, `${account.id} before ${movement.id}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('have ids of their own', () => {
    expect(new Set(movements.map((movement) => movement.id)).size).toBe(movements.length);
  });
});
