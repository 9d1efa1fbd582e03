/**
 * IBANs as a customer types them (ISO 13616): spaces and lower case allowed, checked by the mod-97
 * checksum as they type, so that a mistyped digit is caught before the bank is asked.
 */

/** A Spanish IBAN: ES, two check digits, then 20 digits (bank, branch, control digits, account). */
const SPANISH_IBAN_LENGTH = 24;
/** The longest IBAN any country issues (Russia's, 33; most are under 30). */
const MAX_IBAN_LENGTH = 34;
const MIN_IBAN_LENGTH = 15;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;
const IBAN_MODULUS = 97n;
/** A letter stands for 10 (A) to 35 (Z) in the checksum. */
const LETTER_OFFSET = 55;
/** Where a Spanish IBAN's bank code (entidad) sits. */
const BANK_CODE_START = 4;
const BANK_CODE_END = 8;
const GROUP_SIZE = 4;

/** `es91 2100-0418 45 0200051332` → `ES9121000418450200051332`. */
export function normaliseIban(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** `ES9121000418450200051332` → `ES91 2100 0418 4502 0005 1332`. */
export function formatIban(iban: string): string {
  return normaliseIban(iban).replace(new RegExp(`(.{${GROUP_SIZE}})(?=.)`, 'g'), '$1 ');
}

/**
 * Why a typed IBAN is not one the bank sends to yet: `null` when it is. The bank makes transfers
 * to Spanish accounts (`country`: another country's IBAN, however valid).
 */
export type IbanProblem = 'empty' | 'incomplete' | 'shape' | 'country' | 'checksum';

export function ibanProblem(typed: string): IbanProblem | null {
  const iban = normaliseIban(typed);
  if (iban === '') return 'empty';
  if (iban.length > MAX_IBAN_LENGTH || !IBAN_SHAPE.test(iban)) return 'shape';
  if (iban.length < (iban.startsWith('ES') ? SPANISH_IBAN_LENGTH : MIN_IBAN_LENGTH)) return 'incomplete';
  if (iban.startsWith('ES') && iban.length !== SPANISH_IBAN_LENGTH) return 'shape';
  if (!iban.startsWith('ES')) return checksumHolds(iban) ? 'country' : 'checksum';
  return checksumHolds(iban) ? null : 'checksum';
}

function checksumHolds(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = [...rearranged].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - LETTER_OFFSET))).join('');
  return BigInt(digits) % IBAN_MODULUS === 1n;
}

/** The bank code of a Spanish IBAN (`2100`), or `null` for another country's. */
export function spanishBankCode(typed: string): string | null {
  const iban = normaliseIban(typed);
  return iban.startsWith('ES') && iban.length === SPANISH_IBAN_LENGTH ? iban.slice(BANK_CODE_START, BANK_CODE_END) : null;
}
