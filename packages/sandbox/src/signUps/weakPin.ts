/** The digits of a PIN (shell.md: the login's PIN). */
export const PIN_DIGITS = 6;

const DIGITS_IN_A_ROW = 10;

/** What a PIN is checked against: what the prospect saved before choosing it. */
export interface PinContext {
  /** DD/MM/YYYY (personal-data-1). */
  birthDate: string;
  /** The DNI or NIE, upper-cased (access-and-contact-data). */
  documentNumber: string;
}

/** Whether each digit is the one before it plus `step`, modulo 10: 123456 and 890123 (+1), 654321 and 210987 (-1). */
function isRun(pin: string, step: 1 | -1): boolean {
  const digits = [...pin].map(Number);
  return digits.every((digit, index) => index === 0 || digit === ((digits[index - 1] ?? 0) + step + DIGITS_IN_A_ROW) % DIGITS_IN_A_ROW);
}

/** The birth date as DDMMYY and YYMMDD, the two ways people write it into a PIN. */
function birthDatePins(birthDate: string): string[] {
  const [day = '', month = '', year = ''] = birthDate.split('/');
  const shortYear = year.slice(-2);
  return [`${day}${month}${shortYear}`, `${shortYear}${month}${day}`];
}

/** Every run of {@link PIN_DIGITS} consecutive digits in the document (a DNI has three, an NIE two). */
function documentPins(documentNumber: string): string[] {
  const digits = documentNumber.replace(/\D/g, '');
  return Array.from({ length: Math.max(0, digits.length - PIN_DIGITS + 1) }, (_, start) => digits.slice(start, start + PIN_DIGITS));
}

/**
 * Whether a PIN is one a stranger would try first: every digit the same, an ascending or
 * descending run (wrapping past 9 or 0 too), the birth date as DDMMYY or YYMMDD, or six
 * consecutive digits of the document (features.md §8, "weak PIN").
 */
export function isWeakPin(pin: string, context: PinContext): boolean {
  if (new Set(pin).size === 1 || isRun(pin, 1) || isRun(pin, -1)) return true;
  return birthDatePins(context.birthDate).includes(pin) || documentPins(context.documentNumber).includes(pin);
}
