import { describe, expect, it } from 'vitest';
import { appRequest } from '../../../test/apiClient';
import { readEncodedBody } from '../../../test/contentEncoding';
import { useTestSandbox } from '../../../test/testSandbox';

const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

describe('the shell page, compressed as the sandbox writes it', () => {
  const sandbox = useTestSandbox();

  it.each(['/', '/app-login/', '/clients/bank-teen-web/', '/clients/bank-twin/app-login/'])(
    'serves %s in brotli to a browser that accepts br, with Vary, no-cache and its own ETag',
    async (path) => {
      const response = await appRequest(sandbox.app, path, { 'Accept-Encoding': CHROME_ACCEPT_ENCODING });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = (await readEncodedBody(response)).decoded.toString();
      expect(html).toContain('<script type="importmap">');
      expect(html).toContain('<link rel="preconnect" href="http://api.bank.localhost:8080" />');
    },
  );

  it('serves the same text in gzip, and as it is, to clients that take only those', async () => {
    const brotli = (await readEncodedBody(await appRequest(sandbox.app, '/', { 'Accept-Encoding': 'br' }))).decoded;
    const gzip = await appRequest(sandbox.app, '/', { 'Accept-Encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).toMatch(/-gzip"$/);
    expect((await readEncodedBody(gzip)).decoded.equals(brotli)).toBe(true);
    const plain = await appRequest(sandbox.app, '/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await readEncodedBody(plain)).decoded.equals(brotli)).toBe(true);
  });

  it('answers 304 to the ETag of the encoding the client would get, and the page to that of another', async () => {
    const brotliEtag = (await appRequest(sandbox.app, '/', { 'Accept-Encoding': 'br' })).headers.get('etag') ?? '';
    const revalidated = await appRequest(sandbox.app, '/', { 'Accept-Encoding': CHROME_ACCEPT_ENCODING, 'If-None-Match': brotliEtag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(brotliEtag);
    expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');
    expect(await revalidated.text()).toBe('');
    const otherEncoding = await appRequest(sandbox.app, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': brotliEtag });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.get('content-encoding')).toBe('gzip');
  });

  it('gives the same text the same ETag at / and /app-login/, and a client page its own', async () => {
    const etagOf = async (path: string) => (await appRequest(sandbox.app, path, { 'Accept-Encoding': 'br' })).headers.get('etag');
    expect(await etagOf('/app-login/')).toBe(await etagOf('/'));
    expect(await etagOf('/clients/bank-ios/')).not.toBe(await etagOf('/'));
  });
});
