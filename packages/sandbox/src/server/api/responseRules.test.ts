import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed';
import { apiRequest, authenticate, getWithBearer, loginAs, postLogin } from '../../../test/apiClient';
import { useTestSandbox } from '../../../test/testSandbox';
import { ANTI_HIJACK_PREFIX } from './json';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../../test/timeouts';

const [lucia] = DEMO_LOGINS;

describe('rules common to every API response', () => {
  const sandbox = useTestSandbox();
  let responses: Response[];
  beforeAll(async () => {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    const [profile] = (await authenticate(sandbox.app, jar)).accessTokens;
    responses = [
      await apiRequest(sandbox.app, '/config/appConfig'),
      await postLogin(sandbox.app, lucia),
      await postLogin(sandbox.app, { document: 'nope' }),
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', profile?.accessToken ?? ''),
      await getWithBearer(sandbox.app, '/genoma_api/rest/client', 'not-a-token'),
      await apiRequest(sandbox.app, '/genoma_api/saf/tpa/accesstoken', { headers: { 'x-device-brand': 'x' } }),
      await apiRequest(sandbox.app, '/no/such/path'),
    ];
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('prefixes every JSON response with the anti-hijack prefix', async () => {
    for (const response of responses) {
      const text = await response.clone().text();
      expect(text.startsWith(ANTI_HIJACK_PREFIX), `${response.status} ${text.slice(0, 30)}`).toBe(true);
      const body: unknown = JSON.parse(text.slice(ANTI_HIJACK_PREFIX.length));
      expect(typeof body === 'object' && body !== null, 'top level is an object or an array').toBe(true);
    }
  });

  it('sends JSON as application/json with nosniff', () => {
    for (const response of responses) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sends no-store on every answer but the configuration, which is revalidated (no-cache)', () => {
    const [appConfig, ...others] = responses;
    expect(appConfig?.headers.get('cache-control')).toBe('no-cache');
    for (const response of others) expect(response.headers.get('cache-control'), response.url).toBe('no-store');
  });

  it('answers errors as { error, message } with a Spanish message', async () => {
    const errors = responses.filter((response) => response.status >= 400);
    expect(errors.length).toBeGreaterThan(2);
    for (const response of errors) {
      const text = await response.clone().text();
      const body = JSON.parse(text.slice(ANTI_HIJACK_PREFIX.length)) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['error', 'message']);
      expect(body.error).toMatch(/^[a-z_]+$/);
      expect(typeof body.message).toBe('string');
    }
  });

  it('answers an unknown API path with 404 not_found', async () => {
    const response = responses.at(-1);
    expect(response?.status).toBe(404);
    expect(await response?.clone().text()).toContain('"error":"not_found"');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await postLogin(sandbox.app, { document: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });
});
