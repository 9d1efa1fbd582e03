import { describe, expect, it } from 'vitest';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { prefilledDraft } from './prefill';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const accounts: ProductAccount[] = [
  { id: 'ACC-0011', alias: 'Cuenta NÓMINA', iban: 'ES0614650100980050617283', type: 'current', balance: eur(-350.2) },
  { id: 'ACC-0012', alias: 'Cuenta Naranja', iban: 'ES1114650100960050617291', type: 'savings', balance: eur(200) },
];
const fill = (query: string, locale: 'es-ES' | 'en-GB' = 'es-ES') =>
  prefilledDraft(accounts, new URLSearchParams(query), locale, 'Traspaso entre mis cuentas');

describe('a transfer a link fills in (issue 41 §5: ?from=&to=&amount=)', () => {
  it('proposes an own-account transfer: from one account to another of the customer’s, the amount as the language writes it', () => {
    expect(fill('from=ACC-0012&to=ACC-0011&amount=200.00')).toMatchObject({
      fromAccountId: 'ACC-0012',
      destination: 'own',
      toOwnAccountId: 'ACC-0011',
      concept: 'Traspaso entre mis cuentas',
      amount: '200,00',
    });
    expect(fill('from=ACC-0012&to=ACC-0011&amount=150.2', 'en-GB').amount).toBe('150.2');
  });

  it('leaves out an account that is not the customer’s, whatever it looks like, and keeps the form as it starts', () => {
    expect(fill('from=ACC-0001&to=ACC-0005&amount=200')).toMatchObject({
      fromAccountId: 'ACC-0011',
      destination: 'other',
      toOwnAccountId: 'ACC-0012',
      concept: '',
      amount: '200',
    });
    expect(fill('from=ACC-0012%00&to=javascript:alert(1)')).toMatchObject({ fromAccountId: 'ACC-0011', destination: 'other' });
  });

  it('makes no transfer from an account to itself', () => {
    expect(fill('from=ACC-0012&to=ACC-0012')).toMatchObject({ fromAccountId: 'ACC-0012', destination: 'other', concept: '' });
  });

  it.each([['0'], ['-5'], ['1e3'], ['12.345'], ['200,00'], ['1234567890'], [' 200']])('leaves out an amount that is none: %s', (amount) => {
    expect(fill(`from=ACC-0012&to=ACC-0011&amount=${encodeURIComponent(amount)}`).amount).toBe('');
  });

  it('takes nothing from a parameter given twice', () => {
    expect(fill('from=ACC-0012&from=ACC-0011&to=ACC-0011&amount=5&amount=6')).toMatchObject({
      fromAccountId: 'ACC-0011',
      destination: 'other',
      amount: '',
    });
  });

  it('is the empty form without a query', () => {
    expect(prefilledDraft(accounts, undefined, 'es-ES', 'Traspaso entre mis cuentas')).toMatchObject({
      fromAccountId: 'ACC-0011',
      destination: 'other',
      amount: '',
      concept: '',
    });
  });
});
