import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename } from 'node:path';
import type { Context } from 'hono';
import { negotiateContentEncoding, VARY_ACCEPT_ENCODING, type ContentCoding } from '../contentEncoding';
import { etagForEncoding } from '../revalidation';
import { cacheControlFor } from './cachePolicy';
import { findCompressedCopies, hasCompressedCopies, type CompressedCopy, type PrecompressedCoding } from './compressedCopies';
import { contentTypeFor } from './contentTypes';
import { sendRepresentation } from './sendRepresentation';

/** A weak ETag from a file's size and modification time: cheap, and it changes with the file. */
function weakEtagOf(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
}

/** The bytes to send for a file: the file itself or one of its compressed copies. */
interface Variant extends CompressedCopy {
  coding: ContentCoding;
}

/**
 * The variant a request's `Accept-Encoding` takes. When the client refuses even identity, it
 * still gets identity: RFC 9110 §12.5.3 leaves that to the server, and a readable answer beats
 * a `406`.
 */
function chooseVariant(
  acceptEncoding: string | undefined,
  original: CompressedCopy,
  copies: ReadonlyMap<PrecompressedCoding, CompressedCopy>,
): Variant {
  const coding = negotiateContentEncoding(acceptEncoding, ['identity', ...copies.keys()]);
  const copy = coding === 'br' || coding === 'gzip' ? copies.get(coding) : undefined;
  return copy !== undefined && coding !== undefined ? { coding, ...copy } : { coding: 'identity', ...original };
}

/**
 * Sends a static file with its content type, cache policy, `nosniff`, and a weak ETag so that
 * revalidating an unchanged file costs a `304` rather than the file.
 *
 * For the kinds the build compresses (js, css, html, json) it sends the brotli or gzip copy the
 * build left beside the file, by `Accept-Encoding`, with `Content-Encoding`, `Vary:
 * Accept-Encoding` and an ETag of that encoding; the file itself when there is no copy the client
 * takes.
 */
export async function sendStaticFile(c: Context, filePath: string): Promise<Response> {
  const original = await stat(filePath);
  const compressible = hasCompressedCopies(filePath);
  const copies = compressible ? await findCompressedCopies(filePath, original) : new Map<PrecompressedCoding, CompressedCopy>();
  const sent = chooseVariant(c.req.header('accept-encoding'), { path: filePath, stats: original }, copies);
  return sendRepresentation(
    c,
    {
      coding: sent.coding,
      etag: etagForEncoding(weakEtagOf(sent.stats), sent.coding),
      contentType: contentTypeFor(filePath),
      body: () => readFile(sent.path),
    },
    {
      'Cache-Control': cacheControlFor(basename(filePath)),
      'X-Content-Type-Options': 'nosniff',
      ...(compressible ? { Vary: VARY_ACCEPT_ENCODING } : {}),
    },
  );
}
