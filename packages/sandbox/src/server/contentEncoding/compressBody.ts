import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/** How hard to compress: brotli's quality (0 to 11) and gzip's level (1 to 9). */
export interface CompressionSettings {
  brotliQuality: number;
  gzipLevel: number;
}

/** The shell page: compressed once per distinct text and kept, so it gets the smallest bytes. */
export const SHELL_PAGE_COMPRESSION: CompressionSettings = {
  brotliQuality: zlibConstants.BROTLI_MAX_QUALITY,
  gzipLevel: zlibConstants.Z_BEST_COMPRESSION,
};

/**
 * API answers: compressed on every request, so a brotli quality that takes well under a
 * millisecond for a few kilobytes, and gzip's usual default.
 */
export const API_ANSWER_COMPRESSION: CompressionSettings = { brotliQuality: 4, gzipLevel: 6 };

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses text bytes with brotli (text mode) or gzip, on Node's thread pool. */
export async function compressBody(
  bytes: Uint8Array,
  coding: 'br' | 'gzip',
  settings: CompressionSettings,
): Promise<Uint8Array<ArrayBuffer>> {
  if (coding === 'gzip') return new Uint8Array(await gzipAsync(bytes, { level: settings.gzipLevel }));
  const compressed = await brotliCompressAsync(bytes, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
  return new Uint8Array(compressed);
}
