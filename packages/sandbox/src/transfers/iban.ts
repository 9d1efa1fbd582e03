import { SANDBOX_BANK_CODE } from '../seed';

/**
 * IBAN rules of a transfer's destination (issue 41 §1; sandbox-api.md, Transfers): a Spanish IBAN
 * (`ES` and 22 digits) whose ISO 13616 check digits hold, and the bank its code names.
 */

const IBAN_MODULUS = 97n;
/** ISO 13616: a valid IBAN, rearranged and read as a number, leaves 1 modulo 97. */
const IBAN_VALID_REMAINDER = 1n;
/** `A` is 10, `B` 11 … `Z` 35. */
const LETTER_VALUE_OFFSET = 'A'.charCodeAt(0) - 10;
const SPANISH_IBAN = /^ES\d{22}$/;
/** Where the bank's code sits in a Spanish IBAN: after `ES` and the two check digits. */
const BANK_CODE_START = 4;
const BANK_CODE_END = 8;
/** The longest IBAN a customer may type, spaces included: 24 characters and 5 separating spaces, with room to spare. */
export const MAX_TYPED_IBAN_LENGTH = 42;

/**
 * Spanish banks by their four-digit code (Banco de España's register), for the review to name the
 * payee's bank. A code not listed is a real bank we do not name: the transfer still goes.
 */
export const SPANISH_BANKS: Readonly<Record<string, string>> = {
  '0049': 'Banco Santander',
  '0073': 'Openbank',
  '0075': 'Banco Popular',
  '0081': 'Banco Sabadell',
  '0128': 'Bankinter',
  '0182': 'BBVA',
  '2080': 'Abanca',
  '2085': 'Ibercaja',
  '2100': 'CaixaBank',
  // The demo bank's own code: its customers' accounts, which a transfer credits.
  [SANDBOX_BANK_CODE]: 'Banco Alba',
};

/** The outcome of reading a typed IBAN: its electronic form, or why it is not one. */
export type IbanReading = { ok: true; iban: string; bankCode: string; bankName: string | null } | { ok: false; message: string };

/** Letters become numbers (A = 10 … Z = 35), then the whole string is read modulo 97. */
function mod97(alphanumeric: string): bigint {
  const digits = [...alphanumeric].map((character) =>
    /[A-Z]/.test(character) ? String(character.charCodeAt(0) - LETTER_VALUE_OFFSET) : character,
  );
  return BigInt(digits.join('')) % IBAN_MODULUS;
}

/**
 * A typed IBAN read as the bank stores it: spaces dropped, letters upper-cased (`es91 2100 …` is
 * `ES912100…`), then refused unless it is `ES` and 22 digits with check digits that hold.
 */
export function readSpanishIban(typed: string): IbanReading {
  const iban = typed.replace(/ /g, '').toUpperCase();
  if (!SPANISH_IBAN.test(iban)) return { ok: false, message: 'El IBAN debe ser español: ES seguido de 22 cifras.' };
  if (mod97(`${iban.slice(BANK_CODE_START)}${iban.slice(0, BANK_CODE_START)}`) !== IBAN_VALID_REMAINDER) {
    return { ok: false, message: 'El IBAN no es correcto: sus dígitos de control no corresponden al resto. Revísalo.' };
  }
  const bankCode = iban.slice(BANK_CODE_START, BANK_CODE_END);
  return { ok: true, iban, bankCode, bankName: SPANISH_BANKS[bankCode] ?? null };
}
