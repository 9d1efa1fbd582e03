/** Weights of the Spanish bank check digits (CCC "dígitos de control"), position by position. */
const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6] as const;
const CCC_MODULUS = 11;
const IBAN_MODULUS = 97n;
/** ISO 13616: the check digits are 98 minus the remainder. */
const IBAN_CHECK_BASE = 98n;
const LETTER_VALUE_OFFSET = 'A'.charCodeAt(0) - 10;

function cccDigit(tenDigits: string): number {
  const sum = [...tenDigits].reduce((total, digit, index) => total + Number(digit) * (CCC_WEIGHTS[index] ?? 0), 0);
  const digit = CCC_MODULUS - (sum % CCC_MODULUS);
  if (digit === CCC_MODULUS) return 0;
  if (digit === CCC_MODULUS - 1) return 1;
  return digit;
}

/** Letters become numbers (A = 10 … Z = 35), then the whole string is read modulo 97. */
function mod97(alphanumeric: string): bigint {
  const digits = [...alphanumeric].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - LETTER_VALUE_OFFSET) : char)).join('');
  return BigInt(digits) % IBAN_MODULUS;
}

/**
 * Builds a Spanish IBAN from bank (4 digits), branch (4) and account number (10), computing both
 * the national check digits and the IBAN check digits.
 *
 * @returns the electronic form, e.g. `ES9121000418450200051332`
 */
export function spanishIban(bank: string, branch: string, accountNumber: string): string {
  if (!/^\d{4}$/.test(bank) || !/^\d{4}$/.test(branch) || !/^\d{10}$/.test(accountNumber)) {
    throw new Error('A Spanish account needs a 4-digit bank, a 4-digit branch and a 10-digit number');
  }
  const nationalCheck = `${cccDigit(`00${bank}${branch}`)}${cccDigit(accountNumber)}`;
  const bban = `${bank}${branch}${nationalCheck}${accountNumber}`;
  const check = IBAN_CHECK_BASE - mod97(`${bban}ES00`);
  return `ES${check.toString().padStart(2, '0')}${bban}`;
}

/** Whether an IBAN in electronic form passes the ISO 13616 check (remainder 1). */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1n;
}
