/**
 * The sandbox's step rules, mirrored for immediate feedback (docs/sandbox-api.md, Sign-up, Steps).
 * The server stays the authority: these only spare the prospect a round trip. Each returns the
 * code of what is wrong, or undefined; a code the API also answers has the API's name.
 */

export const DOCUMENT_TYPES = ['DNI', 'NIE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const DOCUMENT_PATTERNS: Readonly<Record<DocumentType, RegExp>> = {
  DNI: /^\d{8}[A-Z]$/,
  NIE: /^[XYZ]\d{7}[A-Z]$/,
};
const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** An NIE's first letter stands for a digit when its control letter is worked out. */
const NIE_PREFIX_DIGITS: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/** Upper-cased, without the spaces, dots and hyphens people type documents with. */
export function normaliseDocument(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toLocaleUpperCase('es-ES');
}

/** The control letter a DNI or NIE of the right shape must end with; undefined for another shape. */
export function controlLetterOf(type: DocumentType, document: string): string | undefined {
  if (!DOCUMENT_PATTERNS[type].test(document)) return undefined;
  const digits = type === 'NIE' ? `${NIE_PREFIX_DIGITS[document.charAt(0)] ?? ''}${document.slice(1, -1)}` : document.slice(0, -1);
  return CONTROL_LETTERS[Number(digits) % CONTROL_LETTERS.length];
}

export type DocumentError = 'required' | 'invalid_document_shape' | 'invalid_document';

/** A document of its type's shape (`invalid_document_shape`) ending with its control letter (`invalid_document`). */
export function documentError(type: DocumentType, raw: string): DocumentError | undefined {
  const document = normaliseDocument(raw);
  if (document === '') return 'required';
  const letter = controlLetterOf(type, document);
  if (letter === undefined) return 'invalid_document_shape';
  return document.endsWith(letter) ? undefined : 'invalid_document';
}

const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** Nobody alive was born before this year: an earlier one is a typing slip (the sandbox's rule too). */
const EARLIEST_BIRTH_YEAR = 1900;

interface CalendarDay {
  day: number;
  month: number;
  year: number;
}

/** A DD/MM/YYYY text as a day of the calendar from 1900 on, or undefined (no 31/04, 29/02 only in leap years). */
export function calendarDayOf(text: string): CalendarDay | undefined {
  const match = DD_MM_YYYY.exec(text);
  if (match === null) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_BIRTH_YEAR) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { day, month, year } : undefined;
}

/** Full years from a birth date to `today`: a birthday counts from its own day. */
export function ageInYears(birth: CalendarDay, today: Date): number {
  const month = today.getMonth() + 1;
  const hadBirthday = month > birth.month || (month === birth.month && today.getDate() >= birth.day);
  return today.getFullYear() - birth.year - (hadBirthday ? 0 : 1);
}

/** Adults sign up from 18; a teen account is for 12 to 17 (features.md §2.5, teen flow). */
export const ADULT_AGE_YEARS = 18;
export const TEEN_MIN_AGE_YEARS = 12;
export const TEEN_MAX_AGE_YEARS = ADULT_AGE_YEARS - 1;

export type BirthDateError = 'required' | 'invalid_date' | 'future_date' | 'minor' | 'not_a_teen';

/** A real day in the past, at an age the flow takes: 18 or more (`minor`), or 12 to 17 for a teen (`not_a_teen`). */
export function birthDateError(text: string, flow: 'adult' | 'teen', today: Date): BirthDateError | undefined {
  if (text.trim() === '') return 'required';
  const birth = calendarDayOf(text.trim());
  if (birth === undefined) return 'invalid_date';
  if (new Date(birth.year, birth.month - 1, birth.day) > today) return 'future_date';
  const age = ageInYears(birth, today);
  if (flow === 'adult') return age < ADULT_AGE_YEARS ? 'minor' : undefined;
  return age < TEEN_MIN_AGE_YEARS || age > TEEN_MAX_AGE_YEARS ? 'not_a_teen' : undefined;
}

/** Day, month and year digits of a date, as DDMMYYYY. */
const DATE_DIGITS = 8;
const DAY_DIGITS = 2;
const DAY_AND_MONTH_DIGITS = 4;

/** What a date field shows for what was typed: digits only, the slashes put in as one types (`15031985` → `15/03/1985`). */
export function formatDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, DATE_DIGITS);
  return [digits.slice(0, DAY_DIGITS), digits.slice(DAY_DIGITS, DAY_AND_MONTH_DIGITS), digits.slice(DAY_AND_MONTH_DIGITS)]
    .filter((part) => part !== '')
    .join('/');
}

/** The digits of a security PIN (the login's). */
export const PIN_DIGITS = 6;
const PIN_PATTERN = new RegExp(`^\\d{${PIN_DIGITS}}$`);
const DIGITS_IN_A_ROW = 10;

/** What a PIN is checked against: what the prospect saved before choosing it. */
export interface PinContext {
  birthDate: string;
  documentNumber: string;
}

/** Whether each digit is the one before plus `step`, modulo 10: 123456 and 890123 (+1), 654321 (-1). */
function isRun(pin: string, step: 1 | -1): boolean {
  const digits = [...pin].map(Number);
  return digits.every((digit, index) => index === 0 || digit === ((digits[index - 1] ?? 0) + step + DIGITS_IN_A_ROW) % DIGITS_IN_A_ROW);
}

/** The birth date as DDMMYY and YYMMDD, the two ways people put it in a PIN. */
function birthDatePins(birthDate: string): string[] {
  const [day = '', month = '', year = ''] = birthDate.split('/');
  const shortYear = year.slice(-2);
  return day === '' ? [] : [`${day}${month}${shortYear}`, `${shortYear}${month}${day}`];
}

/** Every run of six consecutive digits of the document. */
function documentPins(documentNumber: string): string[] {
  const digits = documentNumber.replace(/\D/g, '');
  return Array.from({ length: Math.max(0, digits.length - PIN_DIGITS + 1) }, (_, start) => digits.slice(start, start + PIN_DIGITS));
}

/** A PIN a stranger would try first: one digit six times, a run up or down, the birth date, six digits of the document. */
export function isWeakPin(pin: string, context: PinContext): boolean {
  if (new Set(pin).size === 1 || isRun(pin, 1) || isRun(pin, -1)) return true;
  return birthDatePins(context.birthDate).includes(pin) || documentPins(context.documentNumber).includes(pin);
}

export type PinError = 'pin_not_entered' | 'pin_format' | 'weak_pin';

/** Six digits (`pin_format`), not weak (`weak_pin`); nothing typed is `pin_not_entered`, as the API says. */
export function pinError(pin: string, context?: PinContext): PinError | undefined {
  if (pin === '') return 'pin_not_entered';
  if (!PIN_PATTERN.test(pin)) return 'pin_format';
  return context !== undefined && isWeakPin(pin, context) ? 'weak_pin' : undefined;
}

/** A Spanish mobile: +34 if at all, then nine digits starting with 6 or 7 (spaces aside). */
const SPANISH_MOBILE = /^(?:\+34)?[67]\d{8}$/;
export const normaliseMobile = (raw: string) => raw.replace(/[\s.-]/g, '');
export const isSpanishMobile = (raw: string) => SPANISH_MOBILE.test(normaliseMobile(raw));

/** Five digits whose first two name a province: 01 (Álava) to 52 (Melilla). */
const POSTAL_CODE = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/;
export const isPostalCode = (raw: string) => POSTAL_CODE.test(raw.trim());

/** The shape the API takes for an email (the sandbox's pattern is zod's, close to this). */
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_CHARS = 120;
export const isEmail = (raw: string) => raw.trim().length <= EMAIL_MAX_CHARS && EMAIL.test(raw.trim());

/** Names: letters of any script with their accents, spaces, hyphens and apostrophes, at least one letter. */
const NAME = /^[\p{L}\p{M} '’-]+$/u;
const A_LETTER = /\p{L}/u;
export const NAME_MAX_CHARS = 40;
export type NameError = 'required' | 'invalid_name' | 'too_long';

export function nameError(raw: string, required = true): NameError | undefined {
  const name = raw.trim();
  if (name === '') return required ? 'required' : undefined;
  if (name.length > NAME_MAX_CHARS) return 'too_long';
  return NAME.test(name) && A_LETTER.test(name) ? undefined : 'invalid_name';
}

/** Free text without control characters, `min` to `max` characters once trimmed. */
const CONTROL_CHARACTERS = /\p{Cc}/u;
export function textError(raw: string, max: number, required = true): 'required' | 'too_long' | 'invalid_text' | undefined {
  const text = raw.trim();
  if (text === '') return required ? 'required' : undefined;
  if (text.length > max) return 'too_long';
  return CONTROL_CHARACTERS.test(text) ? 'invalid_text' : undefined;
}

/** Accents dropped, lower case, spaces collapsed: how a signature is compared with the name. */
export function comparableName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-ES').replace(/\s+/gu, ' ').trim();
}

export interface SavedName {
  name: string;
  firstSurname: string;
  secondSurname?: string | undefined;
}

export const fullNameOf = (saved: SavedName) =>
  [saved.name, saved.firstSurname, saved.secondSurname ?? ''].filter((part) => part !== '').join(' ');

/** A signature is the saved name and surnames, case, accents and runs of spaces aside (`signature_mismatch`). */
export function signatureError(signedName: string, saved: SavedName | undefined): 'required' | 'signature_mismatch' | undefined {
  if (signedName.trim() === '') return 'required';
  if (saved === undefined) return undefined;
  return comparableName(signedName) === comparableName(fullNameOf(saved)) ? undefined : 'signature_mismatch';
}

export const SPAIN = 'ES';
export const MAX_TAX_RESIDENCES = 5;

export type TaxResidencesError =
  'required' | 'duplicate_country' | 'more_than_one_tax_residence' | 'tax_residence_outside_spain' | 'tax_id_nationality_mismatch';

/**
 * The bank's tax rules (features.md §8, step 3): Spain as the one tax residence, and a tax id that
 * fits the nationality: a DNI is for Spaniards, an NIE for foreigners.
 */
export function taxResidencesError(
  codes: readonly string[],
  saved: { documentType?: string | undefined; nationality?: string | undefined },
): TaxResidencesError | undefined {
  if (codes.length === 0 || codes.some((code) => code === '')) return 'required';
  if (new Set(codes).size !== codes.length) return 'duplicate_country';
  if (codes.length > 1) return 'more_than_one_tax_residence';
  if (codes[0] !== SPAIN) return 'tax_residence_outside_spain';
  const spanish = saved.nationality === SPAIN;
  if ((saved.documentType === 'DNI' && saved.nationality !== undefined && !spanish) || (saved.documentType === 'NIE' && spanish)) {
    return 'tax_id_nationality_mismatch';
  }
  return undefined;
}

/** The residence the bank takes: Spain (`residence_outside_spain`). */
export const residenceError = (code: string): 'required' | 'residence_outside_spain' | undefined =>
  code === '' ? 'required' : code === SPAIN ? undefined : 'residence_outside_spain';

/**
 * Step 7 (features.md §8, foreign ID with non-Spanish nationality): a video selfie reads a Spanish
 * identity card, so a foreign national with an NIE identifies by transfer. The bank checks it too.
 */
export function identificationMethodError(
  method: string,
  saved: { documentType: string; nationality: string },
): 'required' | 'foreign_id_non_spanish_nationality' | undefined {
  if (method === '') return 'required';
  const foreignId = saved.documentType === 'NIE' && saved.nationality !== '' && saved.nationality !== SPAIN;
  return method === 'video-selfie' && foreignId ? 'foreign_id_non_spanish_nationality' : undefined;
}
