import { describe, expect, it } from 'vitest';
import { apiRequest, readJson } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /__sandbox/clock (test mode only)', () => {
  const sandbox = useTestSandbox({ testMode: true });

  it('moves the sandbox clock forward', async () => {
    const before = sandbox.clock.now();
    const response = await apiRequest(sandbox.app, '/__sandbox/clock', json({ advanceSeconds: 301 }));
    expect(response.status).toBe(200);
    expect(sandbox.clock.now() - before).toBe(301_000);
    expect(await readJson(response)).toEqual({ now: new Date(sandbox.clock.now()).toISOString() });
  });

  it('refuses to move it backwards or by more than a day', async () => {
    expect((await apiRequest(sandbox.app, '/__sandbox/clock', json({ advanceSeconds: -1 }))).status).toBe(400);
    expect((await apiRequest(sandbox.app, '/__sandbox/clock', json({ advanceSeconds: 86_401 }))).status).toBe(400);
  });

  it('does not exist outside test mode', async () => {
    const app = sandbox.appWith({ testMode: false });
    expect((await apiRequest(app, '/__sandbox/clock', json({ advanceSeconds: 1 }))).status).not.toBe(200);
  });
});
