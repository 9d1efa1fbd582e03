import { createHash } from 'node:crypto';
import type { ContentCoding } from '../contentEncoding';

/** An entity tag in a header list: optional `W/`, then a quoted opaque tag (RFC 9110 §8.8.3). */
const ENTITY_TAG_PATTERN = /(W\/)?("[^"]*")/g;

/** A strong ETag of a body: the base64url SHA-256 of its bytes, quoted. */
export function strongEtagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * The ETag of one encoding of a representation: the identity ETag with the coding added inside
 * the quotes (`"abc"` → `"abc-br"`), so that each encoding has its own and a `304` never
 * confirms bytes of another encoding than the ones the client holds.
 */
export function etagForEncoding(etag: string, coding: ContentCoding): string {
  if (coding === 'identity' || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}-${coding}"`;
}

/**
 * Whether an `If-None-Match` value names `etag` (or is `*`), by the weak comparison that
 * `If-None-Match` uses (RFC 9110 §13.1.2): `W/` does not matter, the opaque tag must be equal.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaqueTag = etag.replace(/^W\//, '');
  return [...header.matchAll(ENTITY_TAG_PATTERN)].some((match) => match[2] === opaqueTag);
}
