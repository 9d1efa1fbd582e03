import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressBuildOutput } from './lib/precompress.mjs';

const outRoot = mkdtempSync(path.join(os.tmpdir(), 'bank-shell-precompress-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

/** A folder with one file per kind, one nested, and kinds that get no copies. */
function writeBuildLike(name) {
  const dir = path.join(outRoot, name);
  const text = 'export const greeting = "hola";\n'.repeat(50);
  const files = {
    'app.Ab12Cd34Ef.js': text,
    'styles.Ab12Cd34Ef.css': 'body { margin: 0; }\n'.repeat(40),
    'index.html': '<!doctype html><title>Banco Alba</title>\n'.repeat(30),
    'manifest.json': JSON.stringify({ entry: 'app.Ab12Cd34Ef.js' }),
    'nested/deeper/chunk.Zz99Yy88Xx.js': text,
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'notes.txt': 'not compressed',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('pre-compression of the build output', () => {
  it('writes a brotli and a gzip copy beside every js, css, html and json file, nested ones too', async () => {
    const dir = writeBuildLike('kinds');
    const result = await precompressBuildOutput([dir]);
    expect(result.files).toBe(5);
    for (const file of ['app.Ab12Cd34Ef.js', 'styles.Ab12Cd34Ef.css', 'index.html', 'manifest.json', 'nested/deeper/chunk.Zz99Yy88Xx.js']) {
      const original = readFileSync(path.join(dir, file));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(zlib.gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it('leaves other kinds of file without copies', async () => {
    const dir = writeBuildLike('others');
    await precompressBuildOutput([dir]);
    for (const file of ['logo.svg', 'notes.txt']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('compresses text at the highest settings: brotli beats gzip, gzip beats the original', async () => {
    const dir = writeBuildLike('sizes');
    await precompressBuildOutput([dir]);
    const size = (file) => readFileSync(path.join(dir, file)).byteLength;
    expect(size('app.Ab12Cd34Ef.js.gz')).toBeLessThan(size('app.Ab12Cd34Ef.js'));
    expect(size('app.Ab12Cd34Ef.js.br')).toBeLessThan(size('app.Ab12Cd34Ef.js.gz'));
    const original = readFileSync(path.join(dir, 'app.Ab12Cd34Ef.js'));
    expect(size('app.Ab12Cd34Ef.js.gz')).toBe(zlib.gzipSync(original, { level: 9 }).byteLength);
    const brotliParams = {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.byteLength,
    };
    expect(size('app.Ab12Cd34Ef.js.br')).toBe(zlib.brotliCompressSync(original, { params: brotliParams }).byteLength);
  });

  it('never compresses a compressed copy again when run twice', async () => {
    const dir = writeBuildLike('twice');
    await precompressBuildOutput([dir]);
    const again = await precompressBuildOutput([dir]);
    expect(again.files).toBe(5);
    expect(existsSync(path.join(dir, 'app.Ab12Cd34Ef.js.br.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'app.Ab12Cd34Ef.js.gz.gz'))).toBe(false);
  });
});
