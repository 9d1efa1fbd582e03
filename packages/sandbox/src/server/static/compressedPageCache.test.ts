import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCompressedPageCache } from './compressedPageCache';

const PAGE = `<!doctype html><title>Banco Alba</title>${'<p>Hola</p>'.repeat(50)}`;

describe('the cache of compressed shell pages', () => {
  it('holds each text in brotli, gzip and as it is, under a strong ETag of the text', async () => {
    const page = await createCompressedPageCache()(PAGE);
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(PAGE);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(PAGE);
    expect(Buffer.from(page.bodies.identity).toString()).toBe(PAGE);
    expect(page.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });

  it('compresses a text once: the same text gives the same entry, another text another ETag', async () => {
    const compressed = createCompressedPageCache();
    const first = compressed(PAGE);
    expect(compressed(PAGE)).toBe(first);
    expect((await compressed(`${PAGE} `)).etag).not.toBe((await first).etag);
  });

  it('keeps at most its bound of texts, dropping the least recently used', async () => {
    const compressed = createCompressedPageCache(2);
    const a = compressed('a');
    const b = compressed('b');
    expect(compressed('a')).toBe(a);
    await compressed('c');
    expect(compressed('a')).toBe(a);
    expect(compressed('b')).not.toBe(b);
    await Promise.all([a, b]);
  });
});
