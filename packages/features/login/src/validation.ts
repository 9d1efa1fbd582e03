/** Spanish identity documents: DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter). */
const DNI = /^\d{8}[A-Z]$/;
const NIE = /^[XYZ]\d{7}[A-Z]$/;
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const PIN = /^\d{6}$/;
const MONTHS_IN_YEAR = 12;
/** Nobody logging in was born before this year: an earlier one is a typing slip. */
const EARLIEST_BIRTH_YEAR = 1900;

export interface LoginFields {
  document: string;
  birthDate: string;
  pin: string;
}

export type BirthDateError = 'errorBirthDate' | 'errorBirthDateMonth' | 'errorBirthDateDay' | 'errorBirthDateYear' | 'errorBirthDateFuture';

export type FieldError = 'errorDocumentRequired' | 'errorDocument' | BirthDateError | 'errorPin';

/** Upper-cases and strips spaces and hyphens, as people type documents in many ways. */
export function normaliseDocument(raw: string): string {
  return raw.replace(/[\s-]/g, '').toLocaleUpperCase('es-ES');
}

/** Whether a DNI or NIE has the right shape and control letter. */
export function isValidDocument(document: string): boolean {
  if (!DNI.test(document) && !NIE.test(document)) return false;
  const digits = (NIE_PREFIX_DIGIT[document[0] ?? ''] ?? document[0] ?? '') + document.slice(1, 8);
  return CONTROL_LETTERS[Number(digits) % CONTROL_LETTERS.length] === document[8];
}

/**
 * What is wrong with a birth date, or `undefined` when it is a real calendar day in the past:
 * incomplete, a month that does not exist, a day that the month does not have (`31/02/1985`), a
 * year before 1900, or a day still to come.
 */
export function birthDateError(value: string, today: Date): BirthDateError | undefined {
  const match = DATE.exec(value);
  if (!match) return 'errorBirthDate';
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > MONTHS_IN_YEAR) return 'errorBirthDateMonth';
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return 'errorBirthDateDay';
  if (year < EARLIEST_BIRTH_YEAR) return 'errorBirthDateYear';
  if (date.getTime() >= today.getTime()) return 'errorBirthDateFuture';
  return undefined;
}

/** Whether `DD/MM/YYYY` names a real calendar day in the past. */
export function isValidBirthDate(value: string, today: Date): boolean {
  return birthDateError(value, today) === undefined;
}

/** Field errors, in form order; empty when the form can be sent. */
export function validateLogin(fields: LoginFields, today: Date): Partial<Record<keyof LoginFields, FieldError>> {
  const errors: Partial<Record<keyof LoginFields, FieldError>> = {};
  const document = normaliseDocument(fields.document);
  if (document === '') errors.document = 'errorDocumentRequired';
  else if (!isValidDocument(document)) errors.document = 'errorDocument';
  const birthDate = birthDateError(fields.birthDate.trim(), today);
  if (birthDate) errors.birthDate = birthDate;
  if (!PIN.test(fields.pin)) errors.pin = 'errorPin';
  return errors;
}
