import type { Context } from 'hono';
import { negotiateContentEncoding, VARY_ACCEPT_ENCODING } from '../contentEncoding';
import { etagForEncoding, ifNoneMatchMatches } from '../revalidation';
import { REVALIDATE_CACHE_CONTROL } from './cachePolicy';
import type { CompressedPage } from './compressedPageCache';

const HTTP_NOT_MODIFIED = 304;
const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/**
 * Sends a page in the encoding the request's `Accept-Encoding` takes (identity when it takes
 * none), revalidated on each use: `no-cache`, `Vary: Accept-Encoding`, the ETag of that
 * encoding, and `304` when the client holds it.
 */
export function sendCompressedPage(c: Context, page: CompressedPage, headers: Readonly<Record<string, string>>): Response {
  const coding = negotiateContentEncoding(c.req.header('accept-encoding'), ['br', 'gzip', 'identity']) ?? 'identity';
  const etag = etagForEncoding(page.etag, coding);
  const revalidation = { ...headers, 'Cache-Control': REVALIDATE_CACHE_CONTROL, Vary: VARY_ACCEPT_ENCODING, ETag: etag };
  if (ifNoneMatchMatches(c.req.header('if-none-match'), etag)) return c.body(null, HTTP_NOT_MODIFIED, revalidation);
  const body = page.bodies[coding];
  return c.body(body, 200, {
    ...revalidation,
    ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
    'Content-Type': HTML_CONTENT_TYPE,
    'Content-Length': String(body.byteLength),
  });
}
