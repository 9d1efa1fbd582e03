import { describe, expect, it } from 'vitest';
import { isWeakPin, PIN_DIGITS } from './weakPin';

/** Born 15/03/1990, DNI 73920481 (its letter is not what the PIN rules read). */
const PROSPECT = { birthDate: '15/03/1990', documentNumber: '73920481S' };

describe('weak PINs (features.md §8)', () => {
  it('has 6 digits', () => {
    expect(PIN_DIGITS).toBe(6);
  });

  it('refuses six equal digits', () => {
    for (const pin of ['000000', '111111', '999999']) expect(isWeakPin(pin, PROSPECT), pin).toBe(true);
  });

  it('refuses ascending and descending runs, wrapping past 9 and 0 too', () => {
    for (const pin of ['123456', '012345', '456789', '890123', '901234', '654321', '987654', '210987', '109876']) {
      expect(isWeakPin(pin, PROSPECT), pin).toBe(true);
    }
  });

  it('refuses the birth date as DDMMYY and YYMMDD', () => {
    expect(isWeakPin('150390', PROSPECT)).toBe(true);
    expect(isWeakPin('900315', PROSPECT)).toBe(true);
    // Another order of the same date is not one people use.
    expect(isWeakPin('031590', PROSPECT)).toBe(false);
  });

  it('refuses any 6 consecutive digits of the document: three in a DNI, two in an NIE', () => {
    for (const pin of ['739204', '392048', '920481']) expect(isWeakPin(pin, PROSPECT), pin).toBe(true);
    const nieHolder = { ...PROSPECT, documentNumber: 'X7392048L' };
    for (const pin of ['739204', '392048']) expect(isWeakPin(pin, nieHolder), pin).toBe(true);
    expect(isWeakPin('920481', nieHolder)).toBe(false);
  });

  it('takes a PIN that is none of these', () => {
    for (const pin of ['135792', '246813', '592817', '112358']) expect(isWeakPin(pin, PROSPECT), pin).toBe(false);
  });
});
