import type { Context } from 'hono';
import { z } from 'zod';

/** Cents in a euro: amounts are typed in euros and kept in whole cents. */
export const CENTS_PER_EURO = 100;
/** How far from a whole number of cents a typed amount may be: binary fractions are not exact. */
const CENT_TOLERANCE = 1e-6;

/** An account of the bank as the API names it. */
export const ACCOUNT_ID_PATTERN = /^ACC-\d{4,12}$/;

/** An amount of euros, above zero, with at most two decimals: every order that moves money has one. */
export const eurosField = z
  .number({ error: 'amount debe ser un número.' })
  .positive({ error: 'amount debe ser mayor que 0.' })
  .refine((value) => Math.abs(value * CENTS_PER_EURO - Math.round(value * CENTS_PER_EURO)) < CENT_TOLERANCE, {
    error: 'amount admite como mucho dos decimales.',
  });

/** The whole cents of a checked amount of euros. */
export const centsOf = (euros: number): number => Math.round(euros * CENTS_PER_EURO);

/** Code points, as the database counts a text's length. */
export const lengthOf = (text: string): number => Array.from(text).length;

/** Control characters (tabs, line breaks, escapes): a concept or a name is one line of text. */
export const CONTROL_CHARACTER = /\p{Cc}/u;

/** The message of a strict body's failure: the fields it does not know, or that it is missing or no object. */
export const unknownKeys = (issue: { code?: string; keys?: string[]; input?: unknown }): string =>
  issue.code === 'unrecognized_keys'
    ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.`
    : issue.input === undefined
      ? 'Falta el cuerpo.'
      : 'El cuerpo debe ser un objeto JSON.';

/** The header that names one order, whatever its copies (RFC draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A UUID in lower case, as `crypto.randomUUID()` writes it; upper case is read as lower. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The request's `Idempotency-Key`, when it is a UUID; undefined otherwise. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim().toLowerCase() ?? '';
  return UUID.test(key) ? key : undefined;
}
