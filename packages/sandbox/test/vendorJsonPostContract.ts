import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { expect, it } from 'vitest';
import { apiRequest, vendorsRequest, type ApiErrorBody } from './apiClient';
import { TEST_APP_ORIGIN, TEST_DEV_ORIGIN, TEST_VENDORS_ORIGIN } from './testSandbox';

/** One of the vendors host's JSON endpoints, as the shared rules below exercise it. */
export interface VendorJsonPost {
  /** The endpoint's path, e.g. `/consent/v1/receipts`. */
  path: string;
  /** Its body limit, stated literally by the caller (2048, 8192). */
  bodyLimitBytes: number;
  /** A valid body; each `n` gives another one the endpoint stores as a row of its own. */
  validBody: (n: number) => Record<string, unknown>;
  /** How many rows the endpoint has stored. */
  storedCount: () => Promise<number>;
  /** The sandbox app, and one in test mode (faults are armed only there). */
  app: () => Hono;
  testModeApp: () => Hono;
  /**
   * The origins the bank's poster posts from, the usual one first: the app's and the dev server's
   * (the page), or the vendors host's own (the tag frame, issue 38 §6).
   * @default [TEST_APP_ORIGIN, TEST_DEV_ORIGIN]
   */
  posterOrigins?: readonly string[];
  /** Origins refused besides another site's (`https://evil.example`). @default none */
  alsoRefusedOrigins?: readonly string[];
}

/**
 * Posts `body` to one of the vendors host's endpoints as the bank's page does: from the app's
 * origin (or `origin`), as JSON. A string or bytes go as they are (broken JSON, a compressed body).
 */
export function postToVendor(
  app: Hono,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  origin: string = TEST_APP_ORIGIN,
): Promise<Response> {
  return vendorsRequest(app, path, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' || body instanceof Uint8Array ? (body as string | Uint8Array<ArrayBuffer>) : JSON.stringify(body),
  });
}

/** Error answers are plain JSON, as an outside service sends them: no anti-hijack prefix. */
export async function vendorErrorOf(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  return JSON.parse(await response.text()) as ApiErrorBody;
}

/**
 * The rules every JSON endpoint of the vendors host keeps (`registerVendorJsonPost`,
 * sandbox-api.md, Vendors host): JSON only, uncompressed, within its limit, from the bank's page
 * only, with its preflight, faults and methods. Called inside the endpoint's own `describe`.
 */
export function itKeepsTheVendorJsonPostRules(endpoint: VendorJsonPost): void {
  const { path, bodyLimitBytes, validBody, storedCount } = endpoint;
  const posterOrigins = endpoint.posterOrigins ?? [TEST_APP_ORIGIN, TEST_DEV_ORIGIN];
  const poster = posterOrigins[0] ?? TEST_APP_ORIGIN;
  const refusedOrigins = ['https://evil.example', ...(endpoint.alsoRefusedOrigins ?? [])];
  const post = (body: unknown, headers: Record<string, string> = {}) => postToVendor(endpoint.app(), path, body, headers, poster);
  const errorOf = vendorErrorOf;

  it('refuses broken JSON with 400', async () => {
    expect(await errorOf(await post('{"a":'), 400)).toEqual({ error: 'invalid_request', message: 'El cuerpo no es un JSON válido.' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses another content type with 415, whatever the body', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const body = await errorOf(await post(validBody(1), { 'Content-Type': contentType }), 415);
      expect(body.error, contentType).toBe('unsupported_media_type');
    }
    expect(await storedCount()).toBe(0);
  });

  it('refuses a compressed body with 415 without inflating it, a decompression bomb included', async () => {
    // A megabyte of spaces before the body gzips to about a kilobyte.
    const bomb = new Uint8Array(gzipSync(`${' '.repeat(1024 * 1024)}${JSON.stringify(validBody(1))}`));
    for (const gzipped of [new Uint8Array(gzipSync(JSON.stringify(validBody(1)))), bomb]) {
      expect(await errorOf(await post(gzipped, { 'Content-Encoding': 'gzip' }), 415)).toEqual({
        error: 'unsupported_media_type',
        message: 'El cuerpo debe ir sin comprimir (Content-Encoding).',
      });
    }
    expect(await storedCount()).toBe(0);
    expect((await post(validBody(1), { 'Content-Encoding': 'identity' })).status).toBe(204);
  });

  it(`refuses a body over ${bodyLimitBytes} bytes with 413`, async () => {
    const big = JSON.stringify(validBody(1)).replace('{', `{${' '.repeat(bodyLimitBytes)}`);
    expect((await errorOf(await post(big), 413)).error).toBe('payload_too_large');
    expect(await storedCount()).toBe(0);
  });

  it(`refuses a post from another origin than ${posterOrigins.join(' or ')} with 403, and, issue 38 §6, one with no origin`, async () => {
    for (const origin of refusedOrigins) {
      expect((await errorOf(await post(validBody(1), { Origin: origin }), 403)).error, origin).toBe('forbidden_origin');
    }
    const withoutOrigin = await vendorsRequest(endpoint.app(), path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validBody(2)),
    });
    expect((await errorOf(withoutOrigin, 403)).error).toBe('forbidden_origin');
    expect(await storedCount()).toBe(0);
    for (const [index, origin] of posterOrigins.entries()) {
      expect((await post(validBody(index + 1), { Origin: origin })).status, origin).toBe(204);
    }
    expect(await storedCount()).toBe(posterOrigins.length);
  });

  it('answers the poster’s preflight: POST with content-type, from its origin only', async () => {
    const preflight = (origin: string) =>
      vendorsRequest(endpoint.app(), path, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const allowed = await preflight(poster);
    expect(allowed.status).toBe(204);
    // The tag frame posts from this host's own origin, where CORS plays no part.
    if (poster !== TEST_VENDORS_ORIGIN) expect(allowed.headers.get('access-control-allow-origin')).toBe(poster);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(allowed.headers.get('access-control-max-age')).toBe('7200');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('applies a fault armed on the endpoint to the POST, never to its preflight', async () => {
    const app = endpoint.testModeApp();
    const armed = await apiRequest(app, '/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, kind: 'status', status: 503 }),
    });
    expect(armed.status).toBe(200);
    const preflight = await vendorsRequest(app, path, {
      method: 'OPTIONS',
      headers: { Origin: poster, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    const failed = await vendorsRequest(app, path, {
      method: 'POST',
      headers: { Origin: poster, 'Content-Type': 'application/json' },
      body: JSON.stringify(validBody(1)),
    });
    expect(failed.status).toBe(503);
    expect(await storedCount()).toBe(0);
  });

  it('takes nothing but a POST', async () => {
    expect((await vendorsRequest(endpoint.app(), path)).status).toBe(404);
  });
}
