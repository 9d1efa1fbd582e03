import { beforeEach, describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../../test/testSandbox';
import { itKeepsTheVendorJsonPostRules, postToVendor, vendorErrorOf as errorOf } from '../../../test/vendorJsonPostContract';

const PROFILES = '/device-risk/v1/profiles';
/** The service's body limit (sandbox-api.md, Device risk). */
const BODY_LIMIT_BYTES = 2048;
const PROCESS_ID = '3f2b8c1e-0d4a-4b7e-9a51-6c2d8e0f1a93';

const SIGNALS = {
  screen: '1440x900',
  pixelRatio: 2,
  colorDepth: 24,
  timeZone: 'Europe/Madrid',
  language: 'es-ES',
  languages: 'es-ES,es,en',
  hardwareConcurrency: 8,
  touchPoints: 0,
  cookiesEnabled: true,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

interface StoredRow {
  process_id: string;
  device_type: string;
  signals: unknown;
  profiled_at: Date;
}

describe('vendors host: POST /device-risk/v1/profiles (sandbox-api.md, Device risk)', () => {
  const sandbox = useTestSandbox();
  beforeEach(async () => {
    await sandbox.db.query('DELETE FROM device_risk_profiles');
  });

  const profile = (overrides: Record<string, unknown> = {}) => ({
    processId: PROCESS_ID,
    deviceType: 'web',
    signals: SIGNALS,
    ...overrides,
  });
  const withSignals = (signals: Record<string, unknown>) => profile({ signals: { ...SIGNALS, ...signals } });

  const post = (body: unknown, headers: Record<string, string> = {}) => postToVendor(sandbox.app, PROFILES, body, headers);

  async function stored(): Promise<StoredRow[]> {
    const { rows } = await sandbox.db.query<StoredRow>(
      'SELECT process_id, device_type, signals, profiled_at FROM device_risk_profiles ORDER BY arrival',
    );
    return rows;
  }

  it('stores a profile and answers 204, readable by the app’s page', async () => {
    const response = await post(profile({ deviceType: 'android' }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://bank.localhost:8080');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await stored()).toEqual([
      { process_id: PROCESS_ID, device_type: 'android', signals: SIGNALS, profiled_at: new Date(sandbox.clock.now()) },
    ]);
  });

  it('takes every text at 256 characters, every number at 0 or 100000, a process id of 8 and of 64 characters, all under 2048 bytes', async () => {
    const longest = Object.fromEntries(
      Object.entries(SIGNALS).map(([name, value]) => [name, typeof value === 'string' ? 'x'.repeat(256) : value]),
    );
    const body = JSON.stringify(profile({ processId: 'a'.repeat(64), signals: { ...longest, pixelRatio: 100_000, colorDepth: 0 } }));
    expect(new TextEncoder().encode(body).length).toBeLessThan(BODY_LIMIT_BYTES);
    expect((await post(body)).status).toBe(204);
    expect((await post(profile({ processId: 'abcd1234', deviceType: 'ios', signals: { ...SIGNALS, pixelRatio: 1.25 } }))).status).toBe(204);
    expect((await stored()).map((row) => row.process_id)).toEqual(['a'.repeat(64), 'abcd1234']);
  });

  it('keeps the first profile of a process id: a later post answers 204 and changes nothing', async () => {
    await post(profile());
    const later = await post(profile({ deviceType: 'ios', signals: { ...SIGNALS, screen: '390x844' } }));
    expect(later.status).toBe(204);
    expect(await stored()).toEqual([expect.objectContaining({ device_type: 'web', signals: SIGNALS })]);
  });

  it('stores exactly one row for two concurrent posts of one process id with different signals, both answered 204', async () => {
    const responses = await Promise.all([
      post(profile({ signals: { ...SIGNALS, screen: '1920x1080' } })),
      post(profile({ signals: { ...SIGNALS, screen: '390x844' } })),
    ]);
    expect(responses.map((response) => response.status)).toEqual([204, 204]);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    const first = (rows[0]?.signals as { screen: string } | undefined)?.screen;
    expect(['1920x1080', '390x844']).toContain(first);
    await post(profile({ signals: { ...SIGNALS, screen: '800x600' } }));
    expect((await stored()).map((row) => (row.signals as { screen: string }).screen)).toEqual([first]);
  });

  it.each([
    ['an unknown field', profile({ at: '2026-01-15' }), 'Campos desconocidos: at.'],
    ['an unknown signal', withSignals({ battery: 0.5 }), 'Campos desconocidos en signals: battery.'],
    ['no processId', { deviceType: 'web', signals: SIGNALS }, 'Falta processId.'],
    ['a numeric processId', profile({ processId: 20481736 }), 'processId debe ser texto.'],
    ['a processId of 7 characters', profile({ processId: 'abc1234' }), 'processId debe tener de 8 a 64 letras, cifras o guiones.'],
    ['a processId of 65 characters', profile({ processId: 'a'.repeat(65) }), 'processId debe tener de 8 a 64 letras, cifras o guiones.'],
    ['a processId with a space', profile({ processId: 'process 20481736' }), 'processId debe tener de 8 a 64 letras, cifras o guiones.'],
    ['no deviceType', { processId: PROCESS_ID, signals: SIGNALS }, 'Falta deviceType.'],
    ['a deviceType of windows', profile({ deviceType: 'windows' }), 'deviceType debe ser "web", "android" o "ios".'],
    ['no signals', { processId: PROCESS_ID, deviceType: 'web' }, 'Falta signals.'],
    ['signals as a list', profile({ signals: [SIGNALS] }), 'signals debe ser un objeto con las señales del dispositivo.'],
    ['a missing signal', profile({ signals: { ...SIGNALS, timeZone: undefined } }), 'Falta signals.timeZone.'],
    ['a text signal as a number', withSignals({ language: 34 }), 'signals.language debe ser texto.'],
    ['a text of 257 characters', withSignals({ userAgent: 'x'.repeat(257) }), 'signals.userAgent admite como mucho 256 caracteres.'],
    ['a number signal as text', withSignals({ pixelRatio: '2' }), 'signals.pixelRatio debe ser un número entre 0 y 100000.'],
    ['a negative number', withSignals({ touchPoints: -1 }), 'signals.touchPoints debe ser un número entre 0 y 100000.'],
    ['a number over 100000', withSignals({ colorDepth: 100_001 }), 'signals.colorDepth debe ser un número entre 0 y 100000.'],
    ['a boolean as text', withSignals({ cookiesEnabled: 'true' }), 'signals.cookiesEnabled debe ser true o false.'],
    ['a list', [profile()], 'El cuerpo debe ser un objeto JSON.'],
  ])('refuses %s with 400 invalid_request: "%s", storing nothing', async (_case, body, message) => {
    expect(await errorOf(await post(body), 400)).toEqual({ error: 'invalid_request', message });
    expect(await stored()).toEqual([]);
  });

  it('refuses a number JSON cannot hold as finite (1e400) with 400', async () => {
    const body = JSON.stringify(profile()).replace('"pixelRatio":2', '"pixelRatio":1e400');
    expect(await errorOf(await post(body), 400)).toEqual({
      error: 'invalid_request',
      message: 'signals.pixelRatio debe ser un número entre 0 y 100000.',
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses NUL and a lone surrogate in a process id, a signal or a field name with 400, storing nothing (PostgreSQL could not)', async () => {
    const signals = JSON.stringify(SIGNALS);
    for (const body of [
      `{"processId":"${PROCESS_ID}\\u0000","deviceType":"web","signals":${signals}}`,
      `{"processId":"${PROCESS_ID}","deviceType":"web","signals":${signals.replace('"Europe/Madrid"', '"Europe/\\ud800"')}}`,
      `{"processId":"${PROCESS_ID}","deviceType":"web","signals":${signals.replace('"es-ES"', '"\\udc00"')}}`,
      `{"processId":"${PROCESS_ID}","deviceType":"web","\\u0000":1,"signals":${signals}}`,
    ]) {
      expect((await errorOf(await post(body), 400)).error).toBe('invalid_request');
    }
    expect(await stored()).toEqual([]);
  });

  itKeepsTheVendorJsonPostRules({
    path: PROFILES,
    bodyLimitBytes: 2048,
    validBody: (n) => profile({ processId: `${PROCESS_ID.slice(0, -4)}${String(n).padStart(4, '0')}` }),
    storedCount: async () => (await stored()).length,
    app: () => sandbox.app,
    testModeApp: () => sandbox.appWith({ testMode: true }),
  });
});
