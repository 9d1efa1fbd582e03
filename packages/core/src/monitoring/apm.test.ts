import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { APM_MESSAGE, ApmConfigError, CIP_ERROR_ID, buildApmConfig, monitoringUserId, routingCookieLabels } from './apm';

const valid = {
  serviceName: 'bank shell_web-1',
  serviceVersion: '2.4.1',
  serverUrl: 'http://api.bank.localhost:8080/apm/',
  nativeWrapper: false,
};

describe('monitoring agent configuration (features.md §9.11)', () => {
  it('passes the limits of the spec to the agent: 80 events, a flush every 500 ms, one session across page loads', () => {
    expect(buildApmConfig(valid)).toEqual({
      serviceName: 'bank shell_web-1',
      serviceVersion: '2.4.1',
      serverUrl: 'http://api.bank.localhost:8080/apm',
      environment: 'sandbox',
      transactionSampleRate: 1,
      eventsLimit: 80,
      flushInterval: 500,
      session: true,
    });
  });

  it('sends the app’s own version as the service’s, never the agent’s 5.17.0', () => {
    expect(buildApmConfig({ ...valid, serviceVersion: '0.1.0' }).serviceVersion).toBe('0.1.0');
  });

  it('samples 0.3 of sessions by default inside the native wrapper', () => {
    expect(buildApmConfig({ ...valid, nativeWrapper: true }).transactionSampleRate).toBe(0.3);
    expect(buildApmConfig({ ...valid, nativeWrapper: true, sampleRate: 0.5 }).transactionSampleRate).toBe(0.5);
  });

  it.each(['bank/shell', '', 'banca<script>', 'ñandú'])(
    'refuses the service name %j: letters, digits, space, underscore, hyphen only',
    (serviceName) => {
      expect(() => buildApmConfig({ ...valid, serviceName })).toThrow(new ApmConfigError(APM_MESSAGE.serviceName));
    },
  );

  it.each(['/apm', 'javascript:alert(1)', 'not a url'])('refuses the server URL %j', (serverUrl) => {
    expect(() => buildApmConfig({ ...valid, serverUrl })).toThrow(new ApmConfigError(APM_MESSAGE.serverUrl));
  });

  it.each([-0.1, 1.5, Number.NaN])('refuses the sample rate %d: a number from 0 to 1', (sampleRate) => {
    expect(() => buildApmConfig({ ...valid, sampleRate })).toThrow(new ApmConfigError(APM_MESSAGE.sampleRate));
  });

  it('under any settings, returns a configuration or throws only its own errors', () => {
    fc.assert(
      fc.property(
        fc.record({
          serviceName: fc.string(),
          serviceVersion: fc.string(),
          serverUrl: fc.oneof(fc.webUrl(), fc.string()),
          sampleRate: fc.double(),
          nativeWrapper: fc.boolean(),
        }),
        (settings) => {
          try {
            buildApmConfig(settings);
          } catch (error) {
            expect(error).toBeInstanceOf(ApmConfigError);
          }
        },
      ),
    );
  });
});

describe('routing cookies as monitoring labels (shell.md §9)', () => {
  it('reports exactly the eight routing cookies of shell.md §9, each when present', () => {
    const eight = [
      'x-pool',
      'x-force-blue-env',
      'x-force-green-env',
      'd_pool_frt',
      'x-pool-dc',
      'x-force-wpr',
      'x-force-dcr',
      'x-force-spa',
    ];
    const lookalikes = ['x-force-red-env', 'x-pool-2', 'd_pool', 'x-force'];
    const cookies = [...eight, ...lookalikes].map((name, index) => `${name}=v${index}`).join('; ');
    expect(Object.keys(routingCookieLabels(cookies)).sort()).toEqual([...eight].sort());
    for (const name of eight) expect(routingCookieLabels(`${name}=blue-2`)).toEqual({ [name]: 'blue-2' });
  });

  it('reports the routing cookies present, and nothing else', () => {
    const cookies = 'x-pool=blue-2; session=secret; x-force-spa=1; d_pool_frt=a.b; XSRF-TOKEN=abc; x-pool-dc=mad1';
    expect(routingCookieLabels(cookies)).toEqual({ 'x-pool': 'blue-2', 'x-force-spa': '1', d_pool_frt: 'a.b', 'x-pool-dc': 'mad1' });
  });

  it('leaves out a value that is not a plain routing value', () => {
    expect(routingCookieLabels('x-pool=<script>; x-force-wpr=')).toEqual({});
  });
});

describe('tagging the monitoring session with the customer (shell.md §7)', () => {
  it('uses the personId of the client record', async () => {
    const http = { get: vi.fn(() => Promise.resolve({ personId: '20481736', name: 'Lucía' })) };
    expect(await monitoringUserId(http as never)).toBe('20481736');
    expect(http.get).toHaveBeenCalledWith('/genoma_api/rest/client');
  });

  it('uses cip-error when the client record cannot be read', async () => {
    expect(await monitoringUserId({ get: () => Promise.reject(new Error('500')) } as never)).toBe(CIP_ERROR_ID);
    expect(await monitoringUserId({ get: () => Promise.resolve({}) } as never)).toBe('cip-error');
  });
});
