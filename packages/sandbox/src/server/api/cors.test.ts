import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../../test/apiClient';
import { TEST_APP_ORIGIN, TEST_DEV_ORIGIN, useTestSandbox } from '../../../test/testSandbox';

describe('CORS', () => {
  const sandbox = useTestSandbox();

  it('allows credentials for the app origin and exposes the affluent, expiry and Retry-After headers', async () => {
    const response = await apiRequest(sandbox.app, '/config/appConfig', { headers: { Origin: TEST_APP_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toBe('X-ING-AFFLUENT, x-token-expired, Retry-After, Content-Disposition');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('allows DEV_ORIGIN when set', async () => {
    const response = await apiRequest(sandbox.app, '/config/appConfig', { headers: { Origin: TEST_DEV_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_DEV_ORIGIN);
  });

  it('gives no CORS headers to a foreign origin', async () => {
    const response = await apiRequest(sandbox.app, '/config/appConfig', { headers: { Origin: 'http://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('answers a preflight with the allowed methods and headers', async () => {
    const response = await apiRequest(sandbox.app, '/oauth2/token', {
      method: 'OPTIONS',
      headers: {
        Origin: TEST_APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-xsrf-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, accept-language, x-xsrf-token, x-device-brand, x-session-context, x-user-inactivity, x-otp, x-device-risk-process-id, x-authentication-ticket, idempotency-key, content-encoding',
    );
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    // Two hours: as long as Chromium keeps a preflight.
    expect(response.headers.get('access-control-max-age')).toBe('7200');
  });

  it('gives a foreign preflight nothing to go on', async () => {
    const response = await apiRequest(sandbox.app, '/oauth2/token', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });
});
