import { describe, expect, it, vi } from 'vitest';
import { readCookie } from './apiHost';
import { createTestHttpClient } from './testing';
import type { TestHttpClientOptions } from './testing';
import { AbsoluteUrlError } from './absoluteUrlError';

const API = 'http://api.bank.localhost:8080';

function setup(overrides: Partial<TestHttpClientOptions> = {}) {
  const sent: Request[] = [];
  const fetch = vi.fn((request: Request) => {
    sent.push(request);
    return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
  });
  const client = createTestHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    apiBase: API,
    getLanguage: () => 'es-ES',
    getAccessToken: () => 'token-1',
    readXsrfToken: () => 'xsrf-1',
    ...overrides,
  });
  return { client, sent, fetch };
}

describe('what a call carries (shell.md §7)', () => {
  it('sends a JSON payload as application/json', async () => {
    const { client, sent } = setup();
    await client.post('/transferencias', { json: { amount: 5 } });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    await expect(sent[0]?.text()).resolves.toBe('{"amount":5}');
  });

  it('sends a form as application/x-www-form-urlencoded', async () => {
    const { client, sent } = setup();
    await client.post('/oauth2/token/revoke', { form: { token: 'rt 1' } });
    expect(sent[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    await expect(sent[0]?.text()).resolves.toBe('token=rt+1');
  });

  it('declares no content type for a call without a body', async () => {
    const { client, sent } = setup();
    await client.get('/genoma_api/rest/client');
    await client.delete('/favoritos/1');
    expect(sent.map((r) => r.headers.has('content-type'))).toEqual([false, false]);
  });

  it('sends no XSRF header on a state-changing call when there is no XSRF cookie', async () => {
    const { client, sent } = setup({ readXsrfToken: () => null });
    await client.post('/transferencias', { json: {} });
    expect(sent[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('sends no session-context header when the active profile has none', async () => {
    const { client, sent } = setup({ getSessionContext: () => null });
    await client.get('/a');
    expect(sent[0]?.headers.has('x-session-context')).toBe(false);
  });
});

describe('relative URLs only (shell.md §5)', () => {
  it('accepts a relative path with a colon or a trailing double slash in it', async () => {
    const { client, sent } = setup();
    await client.get('/citas/10:30');
    await client.get('/documentos//');
    expect(sent.map((r) => r.url)).toEqual([`${API}/citas/10:30`, `${API}/documentos//`]);
  });

  it('refuses an absolute URL whose scheme has digits in it', async () => {
    const { client, fetch } = setup();
    await expect(client.get('s3:bucket/file')).rejects.toBeInstanceOf(AbsoluteUrlError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('reading the XSRF cookie', () => {
  it('keeps an = inside the cookie value', () => {
    expect(readCookie('XSRF-TOKEN=ab=cd', 'XSRF-TOKEN')).toBe('ab=cd');
  });
});
