import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, readJson } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';
import { ANTI_HIJACK_PREFIX } from '../json';

const send = (method: 'POST' | 'DELETE', body?: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const CONFIG = '/config/appConfig';

describe('/__sandbox/faults: fault injection (test mode only)', () => {
  const sandbox = useTestSandbox({ testMode: true });
  afterEach(async () => {
    await apiRequest(sandbox.app, '/__sandbox/faults', send('DELETE'));
  });

  const arm = (fault: object) => apiRequest(sandbox.app, '/__sandbox/faults', send('POST', fault));

  it('answers the next call to a path with the given status, as JSON with the prefix, then behaves again', async () => {
    expect((await arm({ path: CONFIG, kind: 'status', status: 503 })).status).toBe(200);
    const failed = await apiRequest(sandbox.app, CONFIG);
    expect(failed.status).toBe(503);
    expect(await readJson(failed)).toMatchObject({ error: 'injected_fault' });
    expect((await apiRequest(sandbox.app, CONFIG)).status).toBe(200);
  });

  it('affects as many calls as asked, and only calls with the given method', async () => {
    await arm({ path: CONFIG, method: 'GET', kind: 'status', status: 500, times: 2 });
    expect((await apiRequest(sandbox.app, CONFIG)).status).toBe(500);
    expect((await apiRequest(sandbox.app, CONFIG)).status).toBe(500);
    expect((await apiRequest(sandbox.app, CONFIG)).status).toBe(200);
    await arm({ path: CONFIG, method: 'POST', kind: 'status', status: 500 });
    expect((await apiRequest(sandbox.app, CONFIG)).status).toBe(200);
  });

  it('answers a malformed JSON body with status 200', async () => {
    await arm({ path: CONFIG, kind: 'malformed' });
    const response = await apiRequest(sandbox.app, CONFIG);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith(ANTI_HIJACK_PREFIX)).toBe(true);
    expect(() => JSON.parse(text.slice(ANTI_HIJACK_PREFIX.length)) as unknown).toThrow(SyntaxError);
  });

  it('delays a call, then answers it as usual', async () => {
    await arm({ path: CONFIG, kind: 'delay', delayMs: 1 });
    expect((await apiRequest(sandbox.app, CONFIG)).status).toBe(200);
  });

  it('drops the connection (in process, where there is no socket, the call fails)', async () => {
    await arm({ path: CONFIG, kind: 'drop' });
    expect((await apiRequest(sandbox.app, CONFIG)).status).toBe(500);
  });

  it('refuses a fault it cannot apply', async () => {
    expect((await arm({ path: CONFIG, kind: 'status' })).status).toBe(400);
    expect((await arm({ path: 'config', kind: 'drop' })).status).toBe(400);
    expect((await arm({ path: CONFIG, kind: 'delay', delayMs: 600_000 })).status).toBe(400);
  });

  it('does not exist outside test mode', async () => {
    const app = sandbox.appWith({ testMode: false });
    expect((await apiRequest(app, '/__sandbox/faults', send('POST', { path: CONFIG, kind: 'drop' }))).status).not.toBe(200);
  });
});
