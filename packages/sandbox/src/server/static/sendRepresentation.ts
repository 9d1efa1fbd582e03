import type { Context } from 'hono';
import type { ContentCoding } from '../contentEncoding';
import { ifNoneMatchMatches } from '../revalidation';

const HTTP_NOT_MODIFIED = 304;

/** One encoding of a file or page, as chosen for a request. */
export interface Representation {
  coding: ContentCoding;
  /** The ETag of this encoding (`etagForEncoding`). */
  etag: string;
  contentType: string;
  /** Read only when the client does not already hold it. */
  body: () => Uint8Array | Promise<Uint8Array>;
}

/**
 * Answers `304` when the request's `If-None-Match` names the representation's ETag, else `200`
 * with its bytes, `Content-Encoding` (unless identity), `Content-Type` and the `Content-Length`
 * of the bytes sent. `headers` go on both.
 */
export async function sendRepresentation(c: Context, sent: Representation, headers: Readonly<Record<string, string>>): Promise<Response> {
  const common = { ...headers, ETag: sent.etag };
  if (ifNoneMatchMatches(c.req.header('if-none-match'), sent.etag)) return c.body(null, HTTP_NOT_MODIFIED, common);
  const body = await sent.body();
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    ...common,
    ...(sent.coding === 'identity' ? {} : { 'Content-Encoding': sent.coding }),
    'Content-Type': sent.contentType,
    'Content-Length': String(body.byteLength),
  });
}
