import { describe, expect, it } from 'vitest';
import { apiRequest, readJson, vendorsRequest, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const PROCESS_ID = '3f2b8c1e-0d4a-4b7e-9a51-6c2d8e0f1a93';
const SIGNALS = {
  screen: '390x844',
  pixelRatio: 3,
  colorDepth: 24,
  timeZone: 'Europe/Madrid',
  language: 'es-ES',
  languages: 'es-ES,es',
  hardwareConcurrency: 6,
  touchPoints: 5,
  cookiesEnabled: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
};

const profile = (app: Parameters<typeof vendorsRequest>[0], processId: string, deviceType = 'ios') =>
  vendorsRequest(app, '/device-risk/v1/profiles', {
    method: 'POST',
    headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ processId, deviceType, signals: SIGNALS }),
  });

describe('GET /__sandbox/device-risk-profiles/:processId (test mode only)', () => {
  const sandbox = useTestSandbox({ testMode: true });

  it('reads what the vendors host received for a process id: the first profile, its device type, signals and time', async () => {
    expect((await profile(sandbox.app, PROCESS_ID)).status).toBe(204);
    expect((await profile(sandbox.app, PROCESS_ID, 'web')).status).toBe(204);
    const response = await apiRequest(sandbox.app, `/__sandbox/device-risk-profiles/${PROCESS_ID}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(response)).toEqual({
      processId: PROCESS_ID,
      deviceType: 'ios',
      signals: SIGNALS,
      profiledAt: new Date(sandbox.clock.now()).toISOString(),
    });
  });

  it('answers 404 device_risk_profile_not_found for a process id nothing arrived for, and for an id no profile could carry', async () => {
    for (const processId of ['nobody-profiled-this', 'short', 'not%20valid', 'a'.repeat(65)]) {
      const response = await apiRequest(sandbox.app, `/__sandbox/device-risk-profiles/${processId}`);
      expect(response.status, processId).toBe(404);
      expect(await readJson<ApiErrorBody>(response), processId).toEqual({
        error: 'device_risk_profile_not_found',
        message: 'No se ha recibido ningún perfil del dispositivo con ese identificador de proceso.',
      });
    }
  });

  it('does not exist outside test mode', async () => {
    const app = sandbox.appWith({ testMode: false });
    await profile(app, 'outside-test-mode');
    const response = await apiRequest(app, '/__sandbox/device-risk-profiles/outside-test-mode');
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('not_found');
  });
});
