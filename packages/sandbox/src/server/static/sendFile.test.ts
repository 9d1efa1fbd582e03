import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRequest } from '../../../test/apiClient';
import { readEncodedBody } from '../../../test/contentEncoding';
import { FIXTURE_ENTRIES } from '../../../test/fixtures';
import { useTestSandbox } from '../../../test/testSandbox';

const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One file of each kind the build compresses, with its URL and its path under the fixtures. */
const COMPRESSED_KINDS = [
  {
    kind: 'js',
    url: '/assets/shell.Zx98Yw76.js',
    file: ['shell-dist', 'assets', 'shell.Zx98Yw76.js'],
    cacheControl: 'public, max-age=31536000, immutable',
  },
  {
    kind: 'css',
    url: '/assets/shell.Zx98Yw76.css',
    file: ['shell-dist', 'assets', 'shell.Zx98Yw76.css'],
    cacheControl: 'public, max-age=31536000, immutable',
  },
  { kind: 'html', url: '/assets/notice.html', file: ['shell-dist', 'assets', 'notice.html'], cacheControl: 'no-cache' },
  {
    kind: 'json',
    url: '/cdn/features/login/manifest.json',
    file: ['features', 'login', 'dist', 'manifest.json'],
    cacheControl: 'no-cache',
  },
] as const;

describe('static files: the compressed copy a browser takes', () => {
  const sandbox = useTestSandbox();
  const original = (file: readonly string[]) => readFile(join(sandbox.fixtures.root, ...file));

  it.each(COMPRESSED_KINDS)(
    'serves the brotli copy of a $kind file to a browser that accepts br, with Vary and its own ETag',
    async ({ url, file, cacheControl }) => {
      const response = await appRequest(sandbox.app, url, { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe(cacheControl);
      expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-br"$/);
      expect((await readEncodedBody(response)).decoded.equals(await original(file))).toBe(true);
    },
  );

  // A manifest is too short for brotli to win; the build's scripts, styles and pages are not.
  it.each(COMPRESSED_KINDS.filter(({ kind }) => kind !== 'json'))(
    'sends fewer bytes of a $kind file than the file holds',
    async ({ url }) => {
      const body = await readEncodedBody(await appRequest(sandbox.app, url, { 'Accept-Encoding': CHROME_ACCEPT_ENCODING }));
      expect(body.sent.byteLength).toBeLessThan(body.decoded.byteLength);
    },
  );

  it.each(COMPRESSED_KINDS)('serves the gzip copy of a $kind file to a client that takes gzip only', async ({ url, file }) => {
    const response = await appRequest(sandbox.app, url, { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('etag')).toMatch(/-gzip"$/);
    expect((await readEncodedBody(response)).decoded.equals(await original(file))).toBe(true);
  });

  it.each(COMPRESSED_KINDS)('serves a $kind file itself to a client that names no coding, still with Vary', async ({ url, file }) => {
    const response = await appRequest(sandbox.app, url);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await readEncodedBody(response)).decoded.equals(await original(file))).toBe(true);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    [' GZIP ; Q=0.9 , Br ; q=0.8', 'gzip'],
    ['identity;q=1, br;q=0.1', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
  ])('weighs "%s" to send %s', async (acceptEncoding, expected) => {
    const response = await appRequest(sandbox.app, '/assets/shell.Zx98Yw76.js', { 'Accept-Encoding': acceptEncoding });
    expect(response.headers.get('content-encoding')).toBe(expected);
    await readEncodedBody(response);
  });

  it('sends the file itself to a client that refuses every coding, identity included', async () => {
    const response = await appRequest(sandbox.app, '/assets/shell.Zx98Yw76.js', { 'Accept-Encoding': '*;q=0' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('falls back to gzip when the brotli copy is missing', async () => {
    const response = await appRequest(sandbox.app, '/vendor/react.Ab12Cd34Ef.js', { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = await readEncodedBody(response);
    expect(body.decoded.equals(await original(['shell-dist', 'vendor', 'react.Ab12Cd34Ef.js']))).toBe(true);
  });

  it('falls back to the file itself, with Vary, when there is no compressed copy', async () => {
    const response = await appRequest(sandbox.app, '/cdn/features/login/loader.js', { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect((await readEncodedBody(response)).decoded.toString()).toBe('export {};\n');
  });

  it('never sends a compressed copy older than its file: it was made from an earlier build', async () => {
    const url = `/cdn/features/overall-position/${FIXTURE_ENTRIES['overall-position']}`;
    const response = await appRequest(sandbox.app, url, { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await readEncodedBody(response)).decoded.toString()).toBe("export const feature = 'overall-position';\n");
  });

  it('answers 304 to the ETag of the encoding the client would get, and 200 to that of another', async () => {
    const url = '/assets/shell.Zx98Yw76.js';
    const brotliEtag = (await appRequest(sandbox.app, url, { 'Accept-Encoding': 'br' })).headers.get('etag') ?? '';
    const gzipEtag = (await appRequest(sandbox.app, url, { 'Accept-Encoding': 'gzip' })).headers.get('etag') ?? '';
    expect(brotliEtag).not.toBe(gzipEtag);

    const revalidated = await appRequest(sandbox.app, url, { 'Accept-Encoding': 'br', 'If-None-Match': brotliEtag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(brotliEtag);
    expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await revalidated.text()).toBe('');

    const otherEncoding = await appRequest(sandbox.app, url, { 'Accept-Encoding': 'gzip', 'If-None-Match': brotliEtag });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.get('content-encoding')).toBe('gzip');
    expect(otherEncoding.headers.get('etag')).toBe(gzipEtag);
  });

  it('answers 304 to an unhashed file revalidated in its encoding, keeping no-cache', async () => {
    const url = '/cdn/features/login/manifest.json';
    const etag = (await appRequest(sandbox.app, url, { 'Accept-Encoding': 'gzip' })).headers.get('etag') ?? '';
    const revalidated = await appRequest(sandbox.app, url, { 'Accept-Encoding': 'gzip', 'If-None-Match': `"other", ${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 to the URL of a compressed copy', async () => {
    for (const path of [
      '/assets/shell.Zx98Yw76.js.br',
      '/assets/shell.Zx98Yw76.css.gz',
      '/assets/notice.html.br',
      '/vendor/react.Ab12Cd34Ef.js.gz',
      '/cdn/features/login/manifest.json.br',
      '/cdn/features/login/manifest.json.gz',
    ]) {
      const response = await appRequest(sandbox.app, path, { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
      expect(response.status, path).toBe(404);
    }
  });

  it('sends a kind the build does not compress as it is, without Vary', async () => {
    const response = await appRequest(sandbox.app, '/assets/logo.svg', { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});
