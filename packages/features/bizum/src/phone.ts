/**
 * Spanish mobiles as a customer types them, checked as they type: Bizum works between Spanish
 * mobiles, so anything else is caught before the bank is asked.
 */

/** The longest phone number read as typed: nine digits, a `+34` and the spaces a person puts in. */
export const MAX_TYPED_PHONE_LENGTH = 24;
const NATIONAL_DIGITS = 9;

/** `687 65 56 78`, `+34 687655678` or `0034-687-65-56-78` → `+34687655678`; null when it is no Spanish mobile. */
export function readSpanishMobile(typed: string): string | null {
  if (typed.length > MAX_TYPED_PHONE_LENGTH) return null;
  const national = typed.replace(/[\s.()-]/g, '').replace(/^(?:\+34|0034)/, '');
  return /^[67]\d{8}$/.test(national) ? `+34${national}` : null;
}

/** Whether what is typed so far could still become a mobile: digits, spaces and a prefix, fewer than nine digits. */
export function isIncompleteMobile(typed: string): boolean {
  const national = typed.replace(/[\s.()-]/g, '').replace(/^(?:\+34|0034)/, '');
  return (national === '' || /^[67]\d*$/.test(national)) && national.length < NATIONAL_DIGITS;
}

/** `+34687655678` → `+34 687 65 56 78`, as people write a mobile. */
export function spacedPhone(phone: string): string {
  const digits = phone.slice('+34'.length);
  return `+34 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
}
