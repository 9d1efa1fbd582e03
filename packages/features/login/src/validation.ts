/** Spanish identity documents: DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter). */
const DNI = /^\d{8}[A-Z]$/;
const NIE = /^[XYZ]\d{7}[A-Z]$/;
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const PIN = /^\d{6}$/;

export interface LoginFields {
  document: string;
  birthDate: string;
  pin: string;
}

export type FieldError = 'errorDocument' | 'errorBirthDate' | 'errorPin';

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

/** Whether `DD/MM/YYYY` names a real calendar day in the past. */
export function isValidBirthDate(value: string, today: Date): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real = date.getUTCDate() === Number(dd) && date.getUTCMonth() === Number(mm) - 1;
  return real && date.getTime() < today.getTime();
}

/** Field errors, in form order; empty when the form can be sent. */
export function validateLogin(fields: LoginFields, today: Date): Partial<Record<keyof LoginFields, FieldError>> {
  const errors: Partial<Record<keyof LoginFields, FieldError>> = {};
  if (!isValidDocument(normaliseDocument(fields.document))) errors.document = 'errorDocument';
  if (!isValidBirthDate(fields.birthDate.trim(), today)) errors.birthDate = 'errorBirthDate';
  if (!PIN.test(fields.pin)) errors.pin = 'errorPin';
  return errors;
}
