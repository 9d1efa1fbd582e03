import { describe, expect, it } from 'vitest';
import { productNameIn, withProductNamesIn } from './productNames';

describe('the bank’s product names in each language (issue 42 §2)', () => {
  it('names a product of the catalogue in English, its brand kept', () => {
    expect(productNameIn('Cuenta NÓMINA', 'en-GB')).toBe('NÓMINA account');
    expect(productNameIn('Tarjeta Débito', 'en-GB')).toBe('Debit card');
    expect(productNameIn('Cuenta NÓMINA', 'es-ES')).toBe('Cuenta NÓMINA');
  });

  it('leaves a name that is not the bank’s product’s as it is: a payee’s, an alias the customer chose', () => {
    expect(productNameIn('Ahorro vacaciones', 'en-GB')).toBe('Ahorro vacaciones');
  });

  it('renames alias, cardAlias and accountAlias at any depth, and nothing else', () => {
    const answer = {
      pendingOperations: [{ cardAlias: 'Tarjeta Débito', merchant: 'Tarjeta Débito', amount: 49.9 }],
      accounts: [{ alias: 'Cuenta Naranja', id: 'ACC-0002' }],
      loan: { accountAlias: 'Cuenta NÓMINA', alias: 'Préstamo personal' },
    };
    expect(withProductNamesIn(answer, 'en-GB')).toEqual({
      pendingOperations: [{ cardAlias: 'Debit card', merchant: 'Tarjeta Débito', amount: 49.9 }],
      accounts: [{ alias: 'Naranja account', id: 'ACC-0002' }],
      loan: { accountAlias: 'NÓMINA account', alias: 'Personal loan' },
    });
    expect(withProductNamesIn(answer, 'es-ES')).toBe(answer);
  });
});
