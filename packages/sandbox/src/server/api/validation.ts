import type { Context } from 'hono';
import type { z } from 'zod';

/** The outcome of validating an input: its parsed value, or a message for people. */
export type Validated<T> = { ok: true; data: T } | { ok: false; message: string };

/** Validates with a zod schema; the message joins every issue's (Spanish) message. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): Validated<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  return { ok: false, message: messages.join(' ') };
}

function hasMediaType(c: Context, mediaType: string): boolean {
  const contentType = c.req.header('content-type') ?? '';
  return contentType.split(';')[0]?.trim().toLowerCase() === mediaType;
}

/** Reads a JSON body; anything else (another content type, broken JSON) is refused. */
export async function readJsonBody(c: Context): Promise<Validated<unknown>> {
  if (!hasMediaType(c, 'application/json')) {
    return { ok: false, message: 'El cuerpo debe ser JSON (Content-Type: application/json).' };
  }
  try {
    return { ok: true, data: await c.req.json<unknown>() };
  } catch {
    return { ok: false, message: 'El cuerpo no es un JSON válido.' };
  }
}

/** Reads an `application/x-www-form-urlencoded` body into its fields (the last of a repeated name wins). */
export async function readFormBody(c: Context): Promise<Validated<Record<string, string>>> {
  if (!hasMediaType(c, 'application/x-www-form-urlencoded')) {
    return { ok: false, message: 'El cuerpo debe ser un formulario (application/x-www-form-urlencoded).' };
  }
  return { ok: true, data: Object.fromEntries(new URLSearchParams(await c.req.text())) };
}
