/**
 * Pre-compression, as CDNs serve a build: beside every built text file a brotli copy
 * (`<file>.br`) and a gzip copy (`<file>.gz`), compressed once at the highest settings, so the
 * sandbox sends the smallest bytes a browser accepts without compressing anything per request
 * (docs/sandbox-api.md, Static files).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The kinds of built file that get compressed copies: text that compresses well. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.html', '.json'];

/** Suffix of each compressed copy, by `Content-Encoding`. The sandbox reads the same names. */
export const COMPRESSED_COPY_SUFFIX = { br: '.br', gzip: '.gz' };

/** Brotli's highest quality: slow, but it runs once per build, and it gives the smallest files. */
export const BROTLI_BUILD_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;

/** Gzip's highest level, for browsers without brotli. */
export const GZIP_BUILD_LEVEL = zlib.constants.Z_BEST_COMPRESSION;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every file under `dir`, in all its folders. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether a file is one the build compresses (never a compressed copy itself). */
export function isPrecompressible(filePath) {
  return PRECOMPRESSED_EXTENSIONS.includes(path.extname(filePath).toLowerCase());
}

/** Writes `<file>.br` and `<file>.gz` beside one file. */
export async function precompressFile(filePath) {
  const original = await readFile(filePath);
  const [brotli, gzipped] = await Promise.all([
    brotliCompress(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_BUILD_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.byteLength,
      },
    }),
    gzip(original, { level: GZIP_BUILD_LEVEL }),
  ]);
  await Promise.all([
    writeFile(`${filePath}${COMPRESSED_COPY_SUFFIX.br}`, brotli),
    writeFile(`${filePath}${COMPRESSED_COPY_SUFFIX.gzip}`, gzipped),
  ]);
  return { original: original.byteLength, br: brotli.byteLength, gzip: gzipped.byteLength };
}

/**
 * Writes the compressed copies beside every `.js`, `.css`, `.html` and `.json` file under each
 * folder. Files are compressed in parallel: zlib works on Node's thread pool.
 *
 * @returns how many files got copies, and their total bytes before and after brotli
 */
export async function precompressBuildOutput(dirs) {
  const files = (await Promise.all(dirs.map(filesUnder))).flat().filter(isPrecompressible);
  const sizes = await Promise.all(files.map(precompressFile));
  return {
    files: files.length,
    originalBytes: sizes.reduce((sum, size) => sum + size.original, 0),
    brotliBytes: sizes.reduce((sum, size) => sum + size.br, 0),
  };
}
