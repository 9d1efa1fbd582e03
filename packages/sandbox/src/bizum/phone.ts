/** The longest phone number read as typed: nine digits, a `+34` and the spaces a person puts in. */
export const MAX_TYPED_PHONE_LENGTH = 24;

/** A Spanish mobile in E.164, as the bank stores it: `+34`, then 6 or 7, then eight digits. */
export const SPANISH_MOBILE_PATTERN = /^\+34[67]\d{8}$/;

/** What a typed phone number comes to: the mobile in E.164, or why it is none. */
export type PhoneReading = { ok: true; phone: string } | { ok: false; message: string };

/** Said of anything that is not a Spanish mobile: Bizum works between Spanish mobiles. */
const NOT_A_SPANISH_MOBILE = 'El teléfono debe ser un móvil español: 9 cifras que empiezan por 6 o 7, con o sin +34 delante.';

/**
 * A phone number as a person types it: `687 65 56 78`, `+34 687655678`, `0034-687-65-56-78`.
 * Spaces, dots, dashes and brackets are ignored, and a `+34` or `0034` prefix; what is left must
 * be a Spanish mobile's nine digits.
 */
export function readSpanishMobile(typed: string): PhoneReading {
  if (typed.length > MAX_TYPED_PHONE_LENGTH) return { ok: false, message: NOT_A_SPANISH_MOBILE };
  const national = typed.replace(/[\s.()-]/g, '').replace(/^(?:\+34|0034)/, '');
  return /^[67]\d{8}$/.test(national) ? { ok: true, phone: `+34${national}` } : { ok: false, message: NOT_A_SPANISH_MOBILE };
}

/** The nine national digits of an E.164 Spanish mobile. */
const nationalDigits = (phone: string): string => phone.slice('+34'.length);

/** A mobile as people write it: `+34 687 65 56 78`. */
export function spacedPhone(phone: string): string {
  const digits = nationalDigits(phone);
  return `+34 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
}

/**
 * A mobile with only its last four digits shown, `+34 ••• •• 56 78`: enough for its owner to
 * recognise it, too little for anyone looking over their shoulder.
 */
export function maskedPhone(phone: string): string {
  const digits = nationalDigits(phone);
  return `+34 ••• •• ${digits.slice(5, 7)} ${digits.slice(7)}`;
}
