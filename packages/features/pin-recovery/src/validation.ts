/** Spanish identity documents: DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter). */
const DNI = /^\d{8}[A-Z]$/;
const NIE = /^[XYZ]\d{7}[A-Z]$/;
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const SIX_DIGITS = /^\d{6}$/;
const MONTHS_IN_YEAR = 12;
/** Nobody recovering a PIN was born before this year: an earlier one is a typing slip. */
const EARLIEST_BIRTH_YEAR = 1900;

/** The digits of a PIN and of the code sent to the phone. */
export const PIN_DIGITS = 6;

/** Upper-cases and strips spaces and hyphens, as people type documents in many ways. */
export function normaliseDocument(raw: string): string {
  return raw.replace(/[\s-]/g, '').toLocaleUpperCase('es-ES');
}

/** What is wrong with a document as typed: nothing typed, or not a DNI or NIE with its right letter. */
export function documentError(raw: string): 'errorDocumentRequired' | 'errorDocument' | undefined {
  const document = normaliseDocument(raw);
  if (document === '') return 'errorDocumentRequired';
  if (!DNI.test(document) && !NIE.test(document)) return 'errorDocument';
  const digits = (NIE_PREFIX_DIGIT[document[0] ?? ''] ?? document[0] ?? '') + document.slice(1, 8);
  return CONTROL_LETTERS[Number(digits) % CONTROL_LETTERS.length] === document[8] ? undefined : 'errorDocument';
}

/** What is wrong with a `DD/MM/YYYY` birth date: nothing typed, or not a real day in the past. */
export function birthDateError(value: string, today: Date): 'errorBirthDateRequired' | 'errorBirthDate' | undefined {
  if (value.trim() === '') return 'errorBirthDateRequired';
  const match = DATE.exec(value.trim());
  if (!match) return 'errorBirthDate';
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = month >= 1 && month <= MONTHS_IN_YEAR && date.getUTCDate() === day && date.getUTCMonth() === month - 1;
  return real && year >= EARLIEST_BIRTH_YEAR && date.getTime() < today.getTime() ? undefined : 'errorBirthDate';
}

/** Whether a code or a PIN has its six digits. */
export const hasSixDigits = (value: string): boolean => SIX_DIGITS.test(value);

/** Day, month and year digits of a birth date, as DDMMYYYY. */
const BIRTH_DATE_DIGITS = 8;
const DAY_DIGITS = 2;
const DAY_AND_MONTH_DIGITS = 4;

/** The birth-date field as the login's: digits only, the separators put in as they are typed. */
export function formatBirthDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, BIRTH_DATE_DIGITS);
  const parts = [digits.slice(0, DAY_DIGITS), digits.slice(DAY_DIGITS, DAY_AND_MONTH_DIGITS), digits.slice(DAY_AND_MONTH_DIGITS)];
  return parts.filter((part) => part !== '').join('/');
}
