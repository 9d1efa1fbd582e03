import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Context } from 'hono';
import { cacheControlFor } from './cachePolicy';
import { contentTypeFor } from './contentTypes';

const HTTP_NOT_MODIFIED = 304;

/**
 * Sends a static file with its content type, cache policy, `nosniff`, and a weak ETag so that
 * revalidating an unchanged file costs a `304` rather than the file.
 */
export async function sendStaticFile(c: Context, filePath: string): Promise<Response> {
  const info = await stat(filePath);
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
  const headers = {
    'Cache-Control': cacheControlFor(basename(filePath)),
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, HTTP_NOT_MODIFIED, headers);
  return c.body(await readFile(filePath), 200, { ...headers, 'Content-Type': contentTypeFor(filePath) });
}
