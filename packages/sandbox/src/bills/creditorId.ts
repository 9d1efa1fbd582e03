/** ISO 7064 MOD 97-10, as IBANs and SEPA creditor identifiers use it. */
const CHECK_MODULUS = 97;
const CHECK_BASE = 98;
/** What "A" counts for once letters become numbers (A = 10 … Z = 35). */
const LETTER_OFFSET = 55;
/** The business code most Spanish creditors use: it is left out of the check digits anyway. */
export const DEFAULT_BUSINESS_CODE = '000';

/** The remainder by 97 of a string of digits and capital letters, each letter counted as two digits. */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - LETTER_OFFSET) : character;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % CHECK_MODULUS;
  }
  return remainder;
}

/**
 * A SEPA creditor identifier (EPC262-08, AT-02; in Spain, the AEB's Cuaderno 19.14): the country,
 * two check digits over the national identifier and the country, the creditor's three-character
 * business code, and the national identifier (in Spain, the NIF). The check digits leave the
 * business code out, so one creditor may use several codes under one identity.
 */
export function creditorIdentifier(country: string, nationalId: string, businessCode: string = DEFAULT_BUSINESS_CODE): string {
  const check = CHECK_BASE - mod97(`${nationalId}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${businessCode}${nationalId}`;
}

/** Whether a creditor identifier's check digits hold. */
export function isValidCreditorIdentifier(identifier: string): boolean {
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(identifier);
  if (match === null) return false;
  const [, country = '', check = '', nationalId = ''] = match;
  return mod97(`${nationalId}${country}${check}`) === 1;
}
