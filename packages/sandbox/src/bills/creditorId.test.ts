import { describe, expect, it } from 'vitest';
import { creditorIdentifier, isValidCreditorIdentifier } from './creditorId';

describe('SEPA creditor identifiers (EPC262-08 AT-02): check digits over the national id and the country', () => {
  it('writes the published examples: the Bundesbank’s test identifier and a Spanish one', () => {
    expect(creditorIdentifier('DE', '09999999999', 'ZZZ')).toBe('DE98ZZZ09999999999');
    expect(creditorIdentifier('ES', '47690558N', 'ZZZ')).toBe('ES23ZZZ47690558N');
  });

  it('leaves the business code out of the check digits: 000 by default', () => {
    expect(creditorIdentifier('ES', '47690558N')).toBe('ES2300047690558N');
  });

  it('tells an identifier whose check digits fail', () => {
    expect(isValidCreditorIdentifier('ES23000A95758389')).toBe(false);
    expect(isValidCreditorIdentifier(creditorIdentifier('ES', 'A95758389'))).toBe(true);
    expect(isValidCreditorIdentifier('ES23ZZZ47690558N')).toBe(true);
    expect(isValidCreditorIdentifier('ES24ZZZ47690558N')).toBe(false);
  });
});
