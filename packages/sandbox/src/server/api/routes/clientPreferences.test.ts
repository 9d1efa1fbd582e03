import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  getWithBearer,
  loginAs,
  readJson,
  type ApiErrorBody,
  type CookieJar,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../../../test/timeouts';

// Each test changes the preference of its own customer only, so that none depends on another's order.
const [lucia, javier, marta, , carmen] = DEMO_LOGINS;
const PREFERENCES = '/genoma_api/rest/client/preferences';
/** The body limit of the API's JSON calls (sandbox-api.md, Security: limits and input checks). */
const BODY_LIMIT_BYTES = 16 * 1024;

/** What both calls answer (docs/design/display-contract.md, Sandbox). */
interface PreferencesBody {
  personId: string;
  preferences: Record<string, string>;
}

/** A customer signed in as the shell would be: the session's cookies and the bearer of one profile. */
interface SignedIn {
  jar: CookieJar;
  accessToken: string;
  personId: string;
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('client preferences: GET and PUT /genoma_api/rest/client/preferences (docs/design/display-contract.md, Sandbox)', () => {
  const sandbox = useTestSandbox();

  async function signIn(login: DemoLogin | undefined, profileIndex = 0, app: Hono = sandbox.app): Promise<SignedIn> {
    const jar = await loginAs(app, required(login, 'demo login'));
    const body = await authenticate(app, jar);
    const profile = required(body.accessTokens[profileIndex], `profile ${profileIndex}`);
    return { jar, accessToken: profile.accessToken, personId: body.person.id };
  }

  function get(customer: SignedIn, app: Hono = sandbox.app): Promise<Response> {
    return getWithBearer(app, PREFERENCES, customer.accessToken);
  }

  /** A PUT as the app sends it (its origin, XSRF, bearer, JSON), each part replaceable. */
  function put(
    customer: SignedIn,
    body: string | Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
    base: Record<string, string> = { ...appCallHeaders(customer.jar), Authorization: `Bearer ${customer.accessToken}` },
  ): Promise<Response> {
    return apiRequest(sandbox.app, PREFERENCES, {
      method: 'PUT',
      headers: { ...base, 'Content-Type': 'application/json', ...headers },
      body,
      jar: customer.jar,
    });
  }

  const hiddenBalances = (value: unknown) => JSON.stringify({ preferences: { 'hidden-balances-discrete': value } });

  async function storedValue(customer: SignedIn): Promise<string | undefined> {
    const response = await get(customer);
    expect(response.status).toBe(200);
    return (await readJson<PreferencesBody>(response)).preferences['hidden-balances-discrete'];
  }

  /** The person's rows, as stored. */
  async function rowsOf(personId: string): Promise<{ preference: string; value: string }[]> {
    const { rows } = await sandbox.db.query<{ preference: string; value: string }>(
      'SELECT preference, value FROM client_preferences WHERE person_id = $1 ORDER BY preference',
      [personId],
    );
    return rows;
  }

  it("answers GET 200 { personId, preferences: { 'hidden-balances-discrete': 'false' } } to a customer who never set it", async () => {
    const customer = await signIn(marta);
    const response = await get(customer);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ personId: '40215598', preferences: { 'hidden-balances-discrete': 'false' } });
    expect(await rowsOf('40215598')).toEqual([]);
  });

  it('answers as every API call does: anti-hijack prefix, JSON, nosniff, no-store, CORS for the app origin', async () => {
    const customer = await signIn(marta);
    const response = await apiRequest(sandbox.app, PREFERENCES, {
      headers: { Origin: TEST_APP_ORIGIN, Authorization: `Bearer ${customer.accessToken}` },
    });
    expect((await response.clone().text()).startsWith(")]}',\n")).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('stores a PUT and answers 200 as GET does; the next GET reads back what was stored', async () => {
    const customer = await signIn(lucia);
    for (const value of ['true', 'false', 'true']) {
      const response = await put(customer, hiddenBalances(value));
      expect(response.status).toBe(200);
      const expected = { personId: '20481736', preferences: { 'hidden-balances-discrete': value } };
      expect(await readJson(response)).toEqual(expected);
      const read = await get(customer);
      expect(read.status).toBe(200);
      expect(await readJson(read)).toEqual(expected);
    }
    expect(await rowsOf('20481736')).toEqual([{ preference: 'hidden-balances-discrete', value: 'true' }]);
  });

  it('keeps the preference for the person: the other profile’s token, the next login and a restarted sandbox read it', async () => {
    const personal = await signIn(lucia);
    expect((await put(personal, hiddenBalances('true'))).status).toBe(200);

    // Lucía's business profile has a token of its own: the same person, the same preference.
    const business = await signIn(lucia, 1);
    expect(business.accessToken).not.toBe(personal.accessToken);
    expect(await storedValue(business)).toBe('true');
    expect((await put(business, hiddenBalances('false'))).status).toBe(200);
    expect(await storedValue(personal)).toBe('false');

    // A later login, and another app over the same database (a restart), start from what is stored.
    expect((await put(personal, hiddenBalances('true'))).status).toBe(200);
    const restarted = sandbox.appWith({});
    const nextLogin = await signIn(lucia, 0, restarted);
    const response = await get(nextLogin, restarted);
    expect(await readJson(response)).toEqual({ personId: '20481736', preferences: { 'hidden-balances-discrete': 'true' } });
  });

  it('keeps each person’s preference apart: a PUT answers and changes the bearer’s person only', async () => {
    const setter = await signIn(lucia);
    const other = await signIn(marta);
    for (const value of ['true', 'false', 'true']) {
      const response = await put(setter, hiddenBalances(value));
      expect((await readJson<PreferencesBody>(response)).personId).toBe('20481736');
      expect(await storedValue(other)).toBe('false');
    }
    expect(await rowsOf('40215598')).toEqual([]);
  });

  describe('refuses every other body with 400 invalid_request, and stores nothing', () => {
    let customer: SignedIn;
    beforeAll(async () => {
      customer = await signIn(javier);
    }, DATABASE_SETUP_TIMEOUT_MS);

    const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
    const bytes = (...parts: (string | number[])[]) =>
      new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part)))));

    it.each<[string, string | Uint8Array<ArrayBuffer>, Record<string, string>?]>([
      ['an unknown preference', JSON.stringify({ preferences: { 'hidden-balances': 'true' } })],
      [
        'an unknown preference beside the known one',
        JSON.stringify({ preferences: { 'hidden-balances-discrete': 'false', theme: 'dark' } }),
      ],
      ['a prototype key', '{"preferences":{"__proto__":{"hidden-balances-discrete":"false"}}}'],
      ["the value 'yes'", hiddenBalances('yes')],
      ["the value 'TRUE'", hiddenBalances('TRUE')],
      ["the value ' false'", hiddenBalances(' false')],
      ['an empty value', hiddenBalances('')],
      ['a JSON boolean', hiddenBalances(false)],
      ['a number', hiddenBalances(0)],
      ['null', hiddenBalances(null)],
      ['a list', hiddenBalances(['false'])],
      ['an object', hiddenBalances({ value: 'false' })],
      ['a NUL in the value', hiddenBalances('fal\u0000se')],
      ['a field beside preferences', JSON.stringify({ preferences: { 'hidden-balances-discrete': 'false' }, personId: '20481736' })],
      ['empty preferences', JSON.stringify({ preferences: {} })],
      ['no preferences', JSON.stringify({})],
      ['preferences that are no object', JSON.stringify({ preferences: 'hidden-balances-discrete=false' })],
      ['preferences as a list', JSON.stringify({ preferences: [{ 'hidden-balances-discrete': 'false' }] })],
      ['the preferences alone, not inside preferences', JSON.stringify({ 'hidden-balances-discrete': 'false' })],
      ['a top-level list', JSON.stringify([{ preferences: { 'hidden-balances-discrete': 'false' } }])],
      ['a top-level string', JSON.stringify('false')],
      ['JSON null', 'null'],
      ['no body', ''],
      ['broken JSON', '{"preferences":{"hidden-balances-discrete":"false"}'],
      ['text that is not JSON', 'hidden-balances-discrete=false'],
      ['malformed UTF-8', bytes([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1])],
      ['malformed UTF-8 inside the value', bytes('{"preferences":{"hidden-balances-discrete":"fals', [0xc3, 0x28], '"}}')],
      ['an overlong UTF-8 quote', bytes('{"preferences":{"hidden-balances-discrete":', [0xc0, 0xa2], 'false', [0xc0, 0xa2], '}}')],
      ['random bytes', new Uint8Array(Array.from({ length: 64 }, (_, index) => (index * 73 + 41) % 256))],
      ['valid JSON sent as text/plain', utf8(hiddenBalances('false')), { 'Content-Type': 'text/plain' }],
      ['valid JSON sent as a form', utf8(hiddenBalances('false')), { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['a form', 'preferences%5Bhidden-balances-discrete%5D=false', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ])('refuses %s', async (_, body, headers = {}) => {
      // Set first, so that a refused body that stored its value anyway would show.
      expect((await put(customer, hiddenBalances('true'))).status).toBe(200);
      const response = await put(customer, body, headers);
      expect(response.status).toBe(400);
      const error = await readJson<ApiErrorBody>(response);
      expect(error.error).toBe('invalid_request');
      expect(error.message).not.toBe('');
      expect(await rowsOf('31907254')).toEqual([{ preference: 'hidden-balances-discrete', value: 'true' }]);
    });

    it('says in Spanish what is wrong: the unknown field, the values allowed, the empty or missing object', async () => {
      const messages = await Promise.all(
        [
          JSON.stringify({ preferences: { 'hidden-balances': 'true' } }),
          JSON.stringify({ preferences: { 'hidden-balances-discrete': 'true' }, personId: '20481736' }),
          hiddenBalances(true),
          JSON.stringify({ preferences: {} }),
          JSON.stringify({}),
        ].map(async (body) => (await readJson<ApiErrorBody>(await put(customer, body))).message),
      );
      expect(messages).toEqual([
        'Preferencias desconocidas: hidden-balances.',
        'Campos desconocidos: personId.',
        "hidden-balances-discrete debe ser el texto 'true' o 'false'.",
        'preferences está vacío: indica al menos una preferencia.',
        'Falta preferences.',
      ]);
    });
  });

  it('refuses a call without a bearer, or with an unknown one, 401 invalid_token, and stores nothing', async () => {
    const customer = await signIn(javier);
    expect((await put(customer, hiddenBalances('false'))).status).toBe(200);
    for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const authorization: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };
      const read = await apiRequest(sandbox.app, PREFERENCES, { headers: authorization });
      expect(read.status).toBe(401);
      expect((await readJson<ApiErrorBody>(read)).error).toBe('invalid_token');
      const written = await put(customer, hiddenBalances('true'), {}, { ...appCallHeaders(customer.jar), ...authorization });
      expect(written.status).toBe(401);
      expect((await readJson<ApiErrorBody>(written)).error).toBe('invalid_token');
    }
    expect(await storedValue(customer)).toBe('false');
  });

  it('refuses a PUT without the XSRF header, or with another, 403 xsrf_mismatch, and from another origin 403 forbidden_origin; stores nothing', async () => {
    const customer = await signIn(javier);
    expect((await put(customer, hiddenBalances('false'))).status).toBe(200);
    const bearer = { Authorization: `Bearer ${customer.accessToken}` };
    for (const xsrf of [undefined, '', 'x'.repeat(43)]) {
      const response = await put(
        customer,
        hiddenBalances('true'),
        {},
        {
          ...bearer,
          Origin: TEST_APP_ORIGIN,
          ...(xsrf === undefined ? {} : { 'X-XSRF-TOKEN': xsrf }),
        },
      );
      expect(response.status).toBe(403);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('xsrf_mismatch');
    }
    const otherOrigin = await put(customer, hiddenBalances('true'), { Origin: 'https://evil.example' });
    expect(otherOrigin.status).toBe(403);
    expect((await readJson<ApiErrorBody>(otherOrigin)).error).toBe('forbidden_origin');
    expect(await storedValue(customer)).toBe('false');
  });

  it('lets the app origin send the PUT: the preflight allows PUT with the bearer, JSON and XSRF headers', async () => {
    const preflight = await apiRequest(sandbox.app, PREFERENCES, {
      method: 'OPTIONS',
      headers: {
        Origin: TEST_APP_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization, content-type, x-xsrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')?.split(', ')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'x-xsrf-token']),
    );
    const customer = await signIn(javier);
    const response = await put(customer, hiddenBalances('false'));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
  });

  it('answers 200 to each of 20 concurrent PUTs alternating true and false, and keeps exactly one row holding one of them', async () => {
    const customer = await signIn(carmen);
    const sent = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 'true' : 'false'));
    const responses = await Promise.all(sent.map((value) => put(customer, hiddenBalances(value))));
    expect(responses.map((response) => response.status)).toEqual(sent.map(() => 200));
    // Each answer shows what its own PUT stored.
    const answered = await Promise.all(responses.map((response) => readJson<PreferencesBody>(response)));
    expect(answered.map((body) => body.preferences['hidden-balances-discrete'])).toEqual(sent);
    const rows = await rowsOf('52718463');
    expect(rows).toHaveLength(1);
    expect(sent).toContain(rows[0]?.value);
    expect(await storedValue(customer)).toBe(rows[0]?.value);
  });

  it('refuses a body over 16 KiB with 413 payload_too_large, with or without Content-Length, and takes one of exactly 16 KiB', async () => {
    const customer = await signIn(javier);
    expect((await put(customer, hiddenBalances('false'))).status).toBe(200);
    // Valid JSON padded with whitespace: only its size can be refused.
    const padded = (bytes: number) => hiddenBalances('true').padEnd(bytes, ' ');
    for (const headers of [{}, { 'Content-Length': String(BODY_LIMIT_BYTES + 1) }]) {
      const response = await put(customer, padded(BODY_LIMIT_BYTES + 1), headers);
      expect(response.status).toBe(413);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('payload_too_large');
    }
    const huge = await put(customer, padded(1024 * 1024));
    expect(huge.status).toBe(413);
    expect(await storedValue(customer)).toBe('false');
    expect((await put(customer, padded(BODY_LIMIT_BYTES))).status).toBe(200);
    expect(await storedValue(customer)).toBe('true');
  });

  it('refuses a gzip body, such as a 10 KB decompression bomb of 10 MB, with 400 without inflating it, and stores nothing', async () => {
    const customer = await signIn(javier);
    expect((await put(customer, hiddenBalances('false'))).status).toBe(200);
    const inflated = `{"preferences":{"hidden-balances-discrete":"true"}${' '.repeat(10 * 1024 * 1024)}}`;
    const bomb = new Uint8Array(gzipSync(inflated, { level: 9 }));
    expect(bomb.byteLength).toBeLessThan(BODY_LIMIT_BYTES);
    const response = await put(customer, bomb, { 'Content-Encoding': 'gzip' });
    expect(response.status).toBe(400);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
    expect(await storedValue(customer)).toBe('false');
  });
});
