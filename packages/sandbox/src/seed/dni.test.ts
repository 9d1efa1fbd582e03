import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from './demoCustomers';
import { dniControlLetter, isValidDni } from './dni';

describe('DNI', () => {
  it('computes the control letter as TRWAGMYFPDXBNJZSQVHLCKE[number mod 23]', () => {
    expect(dniControlLetter(12345678)).toBe('Z');
    expect(dniControlLetter(0)).toBe('T');
    expect(dniControlLetter(22)).toBe('E');
  });

  it('refuses a DNI whose letter does not match its number', () => {
    expect(isValidDni('99887766K')).toBe(false);
    expect(isValidDni('1234567Z')).toBe(false);
  });

  it('seeds only valid DNIs', () => {
    for (const customer of DEMO_CUSTOMERS) expect(isValidDni(customer.document), customer.document).toBe(true);
  });
});
