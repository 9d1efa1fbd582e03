/** Day, month and year digits of a birth date, as DDMMYYYY. */
const BIRTH_DATE_DIGITS = 8;
const DAY_DIGITS = 2;
const DAY_AND_MONTH_DIGITS = 4;
const BIRTH_DATE_SEPARATOR = '/';

/**
 * What the birth-date field shows for what was typed: digits only, with the separators put in as
 * the customer types (a phone's numeric keypad has no `/`), `15031985` → `15/03/1985`. A separator
 * appears only once a digit follows it, so deleting never gets stuck on one.
 */
export function formatBirthDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, BIRTH_DATE_DIGITS);
  const day = digits.slice(0, DAY_DIGITS);
  const month = digits.slice(DAY_DIGITS, DAY_AND_MONTH_DIGITS);
  const year = digits.slice(DAY_AND_MONTH_DIGITS);
  return [day, month, year].filter((part) => part !== '').join(BIRTH_DATE_SEPARATOR);
}
