import { z } from 'zod';
import { CHANNEL_CODES, PENDING_OPERATION_TYPES } from '../../../pendingOperations';

/** The longest device, place, merchant or card alias an operation holds (the table's limit). */
export const OPERATION_TEXT_MAX_LENGTH = 80;
/** The longest description or destination (the table's limit). */
export const OPERATION_LONG_TEXT_MAX_LENGTH = 200;
/** The largest amount a demo operation may carry: one million euros, in cents. */
export const OPERATION_MAX_AMOUNT_CENTS = 100_000_000;

const CENTS_PER_EURO = 100;
/** A country as ISO 3166-1 alpha-2 writes it: two capital letters. */
const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
/** Names the regions ICU knows, and none for a code it does not (`AA`, `QQ`). */
const regionNames = new Intl.DisplayNames(['es-ES'], { type: 'region', fallback: 'none' });
/** ICU's name for the code of no region (`ZZ`), which is not a country either. */
const UNKNOWN_REGION = 'ZZ';

/** Whether a code names a country: two capital letters that ICU knows as a region. */
export const isCountryCode = (code: string): boolean =>
  COUNTRY_CODE_PATTERN.test(code) && code !== UNKNOWN_REGION && regionNames.of(code) !== undefined;

/** A country's name in Spanish, for the back office ("Portugal"); the code itself for one ICU does not know. */
export const countryNameOf = (code: string): string => regionNames.of(code) ?? code;

/** A route path of the shell: lower-case segments of letters, digits and hyphens. */
const ROUTE_PATH_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** How a form or a JSON body names each field in its messages. */
export interface OperationFieldNames {
  type: string;
  channelCode: string;
  device: string;
  place: string;
  merchant: string;
  merchantCountry: string;
  amount: string;
  cardAlias: string;
  panLast4: string;
  description: string;
  destination: string;
}

const text = (name: string, maxLength: number) =>
  z
    .string({ error: `${name} debe ser texto.` })
    .trim()
    .min(1, { error: `${name} está vacío.` })
    .max(maxLength, { error: `${name} es demasiado largo (como mucho ${maxLength} caracteres).` });

/**
 * The fields of a new operation but its amount (given in euros as a JSON number or as form text),
 * each with a Spanish message naming it as `names` says. All optional: what a type needs and is not
 * given comes from its defaults.
 */
export function operationFieldSchemas(names: OperationFieldNames) {
  const types = PENDING_OPERATION_TYPES.join(', ');
  return {
    type: z.enum(PENDING_OPERATION_TYPES, { error: `${names.type} debe ser uno de ${types}.` }),
    channelCode: z.literal(CHANNEL_CODES, { error: `${names.channelCode} debe ser ${CHANNEL_CODES.join(' u ')}.` }).optional(),
    device: text(names.device, OPERATION_TEXT_MAX_LENGTH).optional(),
    place: text(names.place, OPERATION_TEXT_MAX_LENGTH).optional(),
    merchant: text(names.merchant, OPERATION_TEXT_MAX_LENGTH).optional(),
    merchantCountry: z
      .string({ error: `${names.merchantCountry} debe ser texto.` })
      .refine(isCountryCode, { error: `${names.merchantCountry}: el código de dos letras de un país (ISO 3166-1), p. ej. ES o PT.` })
      .optional(),
    cardAlias: text(names.cardAlias, OPERATION_TEXT_MAX_LENGTH).optional(),
    panLast4: z
      .string({ error: `${names.panLast4} debe ser texto.` })
      .regex(/^\d{4}$/, { error: `${names.panLast4}: los cuatro últimos dígitos de la tarjeta.` })
      .optional(),
    description: text(names.description, OPERATION_LONG_TEXT_MAX_LENGTH).optional(),
    destination: text(names.destination, OPERATION_LONG_TEXT_MAX_LENGTH)
      .regex(ROUTE_PATH_PATTERN, { error: `${names.destination}: una ruta de la app, p. ej. posicion-global.` })
      .optional(),
  };
}

/** The message for an amount out of range or with more than two decimals. */
export const amountMessage = (name: string): string =>
  `${name} debe ser un importe en euros mayor que cero, de como mucho ${OPERATION_MAX_AMOUNT_CENTS / CENTS_PER_EURO} € y dos decimales.`;

/** Euros as a JSON number (`49.9`) to whole cents, when it has at most two decimals and is in range. */
export function centsOfEuros(euros: number): number | undefined {
  const cents = Math.round(euros * CENTS_PER_EURO);
  const whole = Math.abs(euros * CENTS_PER_EURO - cents) < 1e-6;
  return whole && cents > 0 && cents <= OPERATION_MAX_AMOUNT_CENTS ? cents : undefined;
}

/** Euros as a person types them (`49,90`, `49.9`, `1500`) to whole cents, without floating point. */
export function centsOfEuroText(euros: string): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(euros.trim());
  if (match?.[1] === undefined) return undefined;
  const cents = Number(match[1]) * CENTS_PER_EURO + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= OPERATION_MAX_AMOUNT_CENTS ? cents : undefined;
}
