import type { Context, MiddlewareHandler } from 'hono';
import { sendError } from '../errors';
import { findUnstorableText, unstorableTextMessage } from './storableText';
import type { Validated } from './validate';

/** Whether the request's `Content-Type` names this media type, whatever its parameters (`; charset=utf-8`). */
export function hasMediaType(c: Context, mediaType: string): boolean {
  const contentType = c.req.header('content-type') ?? '';
  return contentType.split(';')[0]?.trim().toLowerCase() === mediaType;
}

/** Refuses what the database could not store, so that it never reaches a query (and a `500`). */
function storable<T>(data: T): Validated<T> {
  const unstorable = findUnstorableText(data);
  return unstorable === undefined ? { ok: true, data } : { ok: false, message: unstorableTextMessage(unstorable) };
}

/** Reads a JSON body; anything else (another content type, broken JSON, unstorable text) is refused. */
export async function readJsonBody(c: Context): Promise<Validated<unknown>> {
  if (!hasMediaType(c, 'application/json')) {
    return { ok: false, message: 'El cuerpo debe ser JSON (Content-Type: application/json).' };
  }
  let data: unknown;
  try {
    data = await c.req.json<unknown>();
  } catch {
    return { ok: false, message: 'El cuerpo no es un JSON válido.' };
  }
  return storable(data);
}

/**
 * Reads an `application/x-www-form-urlencoded` body into its fields (the last of a repeated name
 * wins); a field holding unstorable text (`%00`) is refused.
 */
export async function readFormBody(c: Context): Promise<Validated<Record<string, string>>> {
  if (!hasMediaType(c, 'application/x-www-form-urlencoded')) {
    return { ok: false, message: 'El cuerpo debe ser un formulario (application/x-www-form-urlencoded).' };
  }
  return storable(Object.fromEntries(new URLSearchParams(await c.req.text())));
}

/**
 * Only uncompressed JSON: `415` for another content type or any `Content-Encoding` but identity.
 * Refusing compression spares the sandbox inflating what
 * a stranger sends (a small gzip body can inflate a thousandfold).
 */
export const requireUncompressedJson: MiddlewareHandler = async (c, next) => {
  const encoding = c.req.header('content-encoding')?.trim().toLowerCase() ?? '';
  if (encoding !== '' && encoding !== 'identity') {
    return sendError(c, 'unsupported_media_type', { message: 'El cuerpo debe ir sin comprimir (Content-Encoding).' });
  }
  if (!hasMediaType(c, 'application/json')) return sendError(c, 'unsupported_media_type');
  return next();
};
