import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Stats } from 'node:fs';

/** The codings a build leaves copies in, by the suffix of the copy (`scripts/lib/precompress.mjs`). */
const COMPRESSED_COPY_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

/** A coding a build leaves a copy in. */
export type PrecompressedCoding = keyof typeof COMPRESSED_COPY_SUFFIXES;

/**
 * The kinds of file the build compresses (`scripts/lib/precompress.mjs`): for these the answer
 * depends on `Accept-Encoding`, whether or not a copy is there.
 */
const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set(['.js', '.css', '.html', '.json']);

/** A compressed copy found beside a file. */
export interface CompressedCopy {
  path: string;
  stats: Stats;
}

/** Whether the build writes compressed copies of a file of this kind. */
export function hasCompressedCopies(filePath: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.has(extname(filePath).toLowerCase());
}

/**
 * Whether a file is itself a compressed copy. Copies are served only in place of their original,
 * never by their own URL: that would send compressed bytes without `Content-Encoding`.
 */
export function isCompressedCopy(filePath: string): boolean {
  const name = filePath.toLowerCase();
  return Object.values(COMPRESSED_COPY_SUFFIXES).some((suffix) => name.endsWith(suffix));
}

/**
 * The compressed copies beside a file, by coding. A copy older than its original is left out: it
 * was made from an earlier version (a file edited after the build), and sending it would send
 * the old content.
 */
export async function findCompressedCopies(filePath: string, original: Stats): Promise<Map<PrecompressedCoding, CompressedCopy>> {
  const copies = new Map<PrecompressedCoding, CompressedCopy>();
  for (const [coding, suffix] of Object.entries(COMPRESSED_COPY_SUFFIXES) as [PrecompressedCoding, string][]) {
    const path = `${filePath}${suffix}`;
    const stats = await stat(path).catch(() => undefined);
    if (stats?.isFile() === true && stats.mtimeMs >= original.mtimeMs) copies.set(coding, { path, stats });
  }
  return copies;
}
