import { describe, expect, it } from 'vitest';
import { accountName, bankDay, digitsOf, money } from './format';

describe('how bills write their figures', () => {
  it('writes amounts and days in the customer’s language', () => {
    expect(money({ amount: 1234.5, currency: 'EUR' }, 'es-ES').replace(/\u00a0/g, ' ')).toBe('1.234,50 €');
    expect(money({ amount: 1234.5, currency: 'EUR' }, 'en-GB')).toBe('€1,234.50');
    expect(bankDay('2026-01-08', 'es-ES')).toBe('8 de enero de 2026');
    expect(bankDay('2026-01-08', 'en-GB')).toBe('8 January 2026');
  });

  it('reads a code typed with the spaces, dots or dashes it is printed with', () => {
    expect(digitsOf(' 2860 0012 3457-1 ')).toBe('2860001234571');
    expect(digitsOf('000.063')).toBe('000063');
  });

  it('names an account by its alias and its last four digits', () => {
    expect(accountName({ alias: 'Cuenta NÓMINA', iban: 'ES3414650100990012345671' })).toBe('Cuenta NÓMINA ···5671');
  });
});
