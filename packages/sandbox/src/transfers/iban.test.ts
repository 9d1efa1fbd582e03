import { describe, expect, it } from 'vitest';
import { spanishIban } from '../seed';
import { readSpanishIban } from './iban';

describe('a transfer’s IBAN (issue 41 §1)', () => {
  it('reads a typed IBAN with spaces and lower case as the bank stores it, and names its bank from the 4-digit code', () => {
    expect(readSpanishIban('es92 0182 2370 4402 0001 2345')).toEqual({
      ok: true,
      iban: 'ES9201822370440200012345',
      bankCode: '0182',
      bankName: 'BBVA',
    });
    expect(readSpanishIban('ES9121000418450200051332')).toMatchObject({ ok: true, bankName: 'CaixaBank' });
  });

  it('names the demo bank’s own code 1465 "Banco Alba", the bank of the demo customers’ accounts', () => {
    expect(readSpanishIban('ES5414650100960031907254')).toMatchObject({ ok: true, bankCode: '1465', bankName: 'Banco Alba' });
  });

  it('leaves the bank unnamed for a code the table does not hold, and still accepts the IBAN', () => {
    // 3058 (Cajamar) is real and not in the table.
    expect(readSpanishIban(spanishIban('3058', '0100', '0012345689'))).toMatchObject({ ok: true, bankCode: '3058', bankName: null });
  });

  it.each([
    ['one digit changed', 'ES9201822370440200012346'],
    ['two digits swapped', 'ES9201822370440200012354'],
    ['check digits changed', 'ES9301822370440200012345'],
  ])('refuses an IBAN with %s: its mod-97 check fails', (_, iban) => {
    expect(readSpanishIban(iban)).toEqual({
      ok: false,
      message: 'El IBAN no es correcto: sus dígitos de control no corresponden al resto. Revísalo.',
    });
  });

  it.each([
    ['a foreign IBAN', 'DE89370400440532013000'],
    ['one digit short', 'ES920182237044020001234'],
    ['a letter among the digits', 'ES92018223704402000123A5'],
    ['nothing', ''],
  ])('refuses %s: only ES and 22 digits', (_, iban) => {
    expect(readSpanishIban(iban)).toEqual({ ok: false, message: 'El IBAN debe ser español: ES seguido de 22 cifras.' });
  });
});
