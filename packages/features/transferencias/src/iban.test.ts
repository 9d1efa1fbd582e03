import { describe, expect, it } from 'vitest';
import { formatIban, ibanProblem, normaliseIban, spanishBankCode } from './iban';

describe('an IBAN as the customer types it (issue 41 §1: "checksum validated as typed")', () => {
  it('accepts a valid IBAN whatever its spaces, dashes and case', () => {
    expect(ibanProblem('ES91 2100 0418 4502 0005 1332')).toBeNull();
    expect(ibanProblem('es9121000418450200051332')).toBeNull();
    expect(normaliseIban('es91 2100-0418')).toBe('ES9121000418');
  });

  it('says what is wrong: empty, not complete yet, not an IBAN, another country’s, or a wrong check', () => {
    // A valid British IBAN: the bank sends to Spanish accounts.
    expect(ibanProblem('GB82 WEST 1234 5698 7654 32')).toBe('country');
    expect(ibanProblem('GB83 WEST 1234 5698 7654 32')).toBe('checksum');
    expect(ibanProblem('  ')).toBe('empty');
    expect(ibanProblem('ES91 2100 0418')).toBe('incomplete');
    expect(ibanProblem('9121 0004 1845 0200 0513 32')).toBe('shape');
    expect(ibanProblem('ES91 2100 0418 4502 0005 13321')).toBe('shape');
    // One digit changed: the mod-97 check catches it.
    expect(ibanProblem('ES91 2100 0418 4502 0005 1333')).toBe('checksum');
    expect(ibanProblem(`ES${'9'.repeat(40)}`)).toBe('shape');
  });

  it('groups it in fours, and reads a Spanish bank code', () => {
    expect(formatIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(spanishBankCode('ES91 2100 0418 4502 0005 1332')).toBe('2100');
    expect(spanishBankCode('GB82WEST12345698765432')).toBeNull();
  });
});
