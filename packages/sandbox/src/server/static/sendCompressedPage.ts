import type { Context } from 'hono';
import { negotiateContentEncoding, VARY_ACCEPT_ENCODING } from '../contentEncoding';
import { etagForEncoding } from '../revalidation';
import { REVALIDATE_CACHE_CONTROL } from './cachePolicy';
import type { CompressedPage } from './compressedPageCache';
import { sendRepresentation } from './sendRepresentation';

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/**
 * Sends a page in the encoding the request's `Accept-Encoding` takes (identity when it takes
 * none), revalidated on each use: `no-cache`, `Vary: Accept-Encoding`, the ETag of that
 * encoding, and `304` when the client holds it.
 */
export function sendCompressedPage(c: Context, page: CompressedPage, headers: Readonly<Record<string, string>>): Promise<Response> {
  const coding = negotiateContentEncoding(c.req.header('accept-encoding'), ['br', 'gzip', 'identity']) ?? 'identity';
  return sendRepresentation(
    c,
    { coding, etag: etagForEncoding(page.etag, coding), contentType: HTML_CONTENT_TYPE, body: () => page.bodies[coding] },
    { ...headers, 'Cache-Control': REVALIDATE_CACHE_CONTROL, Vary: VARY_ACCEPT_ENCODING },
  );
}
