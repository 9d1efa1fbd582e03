/** Digits of a phone number left visible when it is shown. */
const VISIBLE_PHONE_DIGITS = 4;

/** A phone number as it may be shown: `***1234` (only the last four digits). */
export function maskPhone(phone: string): string {
  return `***${phone.replace(/\D/g, '').slice(-VISIBLE_PHONE_DIGITS)}`;
}
