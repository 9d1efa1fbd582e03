import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from './demoCustomers';
import { isValidIban, spanishIban } from './iban';

describe('Spanish IBAN', () => {
  it('computes both check digit pairs of a known Spanish IBAN', () => {
    expect(spanishIban('2100', '0418', '0200051332')).toBe('ES9121000418450200051332');
  });

  it('refuses an IBAN with a wrong check digit', () => {
    expect(isValidIban('ES9121000418450200051332')).toBe(true);
    expect(isValidIban('ES9221000418450200051332')).toBe(false);
  });

  it('gives every seeded account a valid ES IBAN', () => {
    const accounts = DEMO_CUSTOMERS.flatMap((customer) => customer.profiles.flatMap((profile) => profile.accounts));
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) expect(isValidIban(account.iban)).toBe(true);
  });
});
