import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { schema as v } from '../schema';
import type { HttpClient, RequestOptions } from '../http';
import { ApiContractError, defineApiCall } from './defineApiCall';

/** An API client that records each request and answers with `answer`, through the call's parser. */
function fakeHttp(answer: unknown) {
  const requests: { path: string; options: RequestOptions<unknown> }[] = [];
  const request = vi.fn((path: string, options: RequestOptions<unknown> = {}) => {
    requests.push({ path, options });
    return Promise.resolve({ body: options.parse ? options.parse(answer) : answer, headers: new Headers(), status: 200 });
  });
  const http = { apiBase: 'http://api.bank.localhost', request } as unknown as HttpClient;
  return { http, requests, request };
}

const balance = v.object({ amount: v.number(), currency: v.pipe(v.string(), v.length(3)) });

describe('defineApiCall: typed calls with request and response schemas (shell.md §7)', () => {
  it('returns the answer checked against the response schema, unknown fields dropped', async () => {
    const getBalance = defineApiCall({ method: 'GET', path: '/genoma_api/rest/balance', response: balance });
    const { http } = fakeHttp({ amount: 12.5, currency: 'EUR', debug: 'internal' });
    await expect(getBalance(http)).resolves.toEqual({ amount: 12.5, currency: 'EUR' });
  });

  it('refuses an answer that does not match, naming the call and the field', async () => {
    const getBalance = defineApiCall({ method: 'GET', path: '/genoma_api/rest/balance', response: balance });
    const { http } = fakeHttp({ amount: '12.50', currency: 'EUR' });
    const failure = getBalance(http);
    await expect(failure).rejects.toBeInstanceOf(ApiContractError);
    await expect(failure).rejects.toMatchObject({ side: 'response', call: 'GET /genoma_api/rest/balance' });
    await expect(failure).rejects.toThrow('GET /genoma_api/rest/balance: the response does not match its schema at amount');
  });

  it('names the fields in its message, never the values (they may be personal data)', async () => {
    const getHolder = defineApiCall({ method: 'GET', path: '/genoma_api/rest/holder', response: v.object({ iban: v.number() }) });
    const { http } = fakeHttp({ iban: 'ES34 1465 0100 9900 1234 5671' });
    const failure = await getHolder(http).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as Error).message).not.toContain('ES34');
  });

  it('checks the request before anything is sent: a bad request sends nothing', async () => {
    const transfer = defineApiCall({
      method: 'POST',
      path: '/genoma_api/rest/transfers',
      request: v.object({ amount: v.pipe(v.number(), v.minValue(0.01)), iban: v.pipe(v.string(), v.minLength(1)) }),
      response: v.object({ id: v.string() }),
    });
    const { http, request } = fakeHttp({ id: 't1' });
    await expect(transfer(http, { amount: 0, iban: 'ES12' })).rejects.toMatchObject({ side: 'request', issues: [{ path: 'amount' }] });
    expect(request).not.toHaveBeenCalled();
  });

  it('sends a POST request as JSON, without the fields its schema does not name', async () => {
    const transfer = defineApiCall({
      method: 'POST',
      path: '/genoma_api/rest/transfers',
      request: v.object({ amount: v.number(), iban: v.string() }),
      response: v.object({ id: v.string() }),
    });
    const { http, requests } = fakeHttp({ id: 't1' });
    await expect(transfer(http, { amount: 5, iban: 'ES12', injected: true } as never)).resolves.toEqual({ id: 't1' });
    expect(requests[0]?.path).toBe('/genoma_api/rest/transfers');
    expect(requests[0]?.options.method).toBe('POST');
    expect(requests[0]?.options.json).toEqual({ amount: 5, iban: 'ES12' });
  });

  it('fills :name segments, percent-encoded, and puts the other fields of a GET in the query', async () => {
    const movements = defineApiCall({
      method: 'GET',
      path: '/genoma_api/rest/accounts/:accountId/movements',
      request: v.object({ accountId: v.string(), page: v.number() }),
      response: v.array(v.unknown()),
      cache: { maxAge: 60_000 },
    });
    const { http, requests } = fakeHttp([]);
    await movements(http, { accountId: 'a/b c', page: 2 });
    expect(requests[0]?.path).toBe('/genoma_api/rest/accounts/a%2Fb%20c/movements?page=2');
    expect(requests[0]?.options).toMatchObject({ method: 'GET', cache: { maxAge: 60_000 } });
    expect(requests[0]?.options).not.toHaveProperty('json');
  });

  it.each(['', '.', '..'])('refuses the path parameter %j: it would change which resource is called', async (accountId) => {
    const account = defineApiCall({
      method: 'DELETE',
      path: '/genoma_api/rest/accounts/:accountId',
      request: v.object({ accountId: v.string() }),
      response: v.unknown(),
    });
    const { http, request } = fakeHttp(null);
    await expect(account(http, { accountId })).rejects.toMatchObject({ side: 'request', issues: [{ path: 'accountId' }] });
    expect(request).not.toHaveBeenCalled();
  });

  it('keeps any path parameter inside its segment, whatever the text', async () => {
    const account = defineApiCall({
      method: 'GET',
      path: '/genoma_api/rest/accounts/:accountId',
      request: v.object({ accountId: v.string() }),
      response: v.unknown(),
    });
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (accountId) => {
        fc.pre(accountId !== '.' && accountId !== '..');
        const { http, requests } = fakeHttp(null);
        await account(http, { accountId });
        const url = new URL(requests[0]?.path ?? '', 'http://api.bank.localhost');
        expect(url.pathname.split('/')).toHaveLength(5);
        expect(url.pathname.startsWith('/genoma_api/rest/accounts/')).toBe(true);
      }),
    );
  });
});

describe('defineApiCall: query parameters', () => {
  it('refuses a GET field that has no query-string form, and sends nothing', async () => {
    const search = defineApiCall({
      method: 'GET',
      path: '/genoma_api/rest/search',
      request: v.object({ filter: v.record(v.string()) }),
      response: v.unknown(),
    });
    const { http, request } = fakeHttp(null);
    await expect(search(http, { filter: { a: 'b' } })).rejects.toMatchObject({ side: 'request', issues: [{ path: 'filter' }] });
    expect(request).not.toHaveBeenCalled();
  });
});
