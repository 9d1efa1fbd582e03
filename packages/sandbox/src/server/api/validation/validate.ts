import type { z } from 'zod';
import { findUnstorableText, unstorableTextMessage } from './storableText';

/** The outcome of validating an input: its parsed value, or a message for people. */
export type Validated<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Validates with a zod schema; the message joins every issue's (Spanish) message. Text the
 * database cannot store is refused first, whatever the schema: headers and query strings come
 * through here too.
 */
export function validate<T>(schema: z.ZodType<T>, input: unknown): Validated<T> {
  const unstorable = findUnstorableText(input);
  if (unstorable !== undefined) return { ok: false, message: unstorableTextMessage(unstorable) };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  return { ok: false, message: messages.join(' ') };
}
