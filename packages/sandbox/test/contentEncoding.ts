import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';

/** A response body as sent, and as the client reads it once decoded. */
export interface EncodedBody {
  sent: Buffer;
  decoded: Buffer;
}

/**
 * Reads a body and decodes it by its `Content-Encoding`, checking on the way that
 * `Content-Length` is the length of the bytes actually sent.
 */
export async function readEncodedBody(response: Response): Promise<EncodedBody> {
  const sent = Buffer.from(await response.arrayBuffer());
  expect(response.headers.get('content-length'), 'Content-Length of the bytes sent').toBe(String(sent.byteLength));
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return { sent, decoded: brotliDecompressSync(sent) };
  if (encoding === 'gzip') return { sent, decoded: gunzipSync(sent) };
  expect(encoding, 'no other Content-Encoding').toBeNull();
  return { sent, decoded: sent };
}
