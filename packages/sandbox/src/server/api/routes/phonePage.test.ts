import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import { apiRequest, lastOtpSent, loginAs, postOtpRequest } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';
import { API_PATHS } from '../paths';

const [lucia, second] = DEMO_LOGINS;

function demoLogin(login: DemoLogin | undefined): DemoLogin {
  if (login === undefined) throw new Error('missing demo login');
  return login;
}

describe('GET /phone/ (the demo phone: one-time passwords are read there, never in a log)', () => {
  const sandbox = useTestSandbox();

  it('shows the customer logged in the codes sent to her, the newest first', async () => {
    const jar = await loginAs(sandbox.app, demoLogin(lucia));
    await postOtpRequest(sandbox.app, jar);
    const older = lastOtpSent(sandbox.phone);
    await postOtpRequest(sandbox.app, jar);
    const newer = lastOtpSent(sandbox.phone);
    const response = await apiRequest(sandbox.app, API_PATHS.phonePage, { jar });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html.indexOf(`Verification code for ***1234: ${newer}`)).toBeGreaterThan(-1);
    expect(html.indexOf(`Verification code for ***1234: ${newer}`)).toBeLessThan(html.indexOf(`Verification code for ***1234: ${older}`));
  });

  it('never shows one customer’s codes to another', async () => {
    const luciaJar = await loginAs(sandbox.app, demoLogin(lucia));
    await postOtpRequest(sandbox.app, luciaJar);
    const code = lastOtpSent(sandbox.phone);
    const otherJar = await loginAs(sandbox.app, demoLogin(second));
    const html = await (await apiRequest(sandbox.app, API_PATHS.phonePage, { jar: otherJar })).text();
    expect(html).not.toContain(code);
  });

  it('asks a visitor without a session to log in (401), showing no code', async () => {
    await postOtpRequest(sandbox.app, await loginAs(sandbox.app, demoLogin(lucia)));
    const response = await apiRequest(sandbox.app, API_PATHS.phonePage);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toMatch(/Verification code for/);
  });

  it('is not readable by the app’s scripts (no CORS), nor framed, nor read by another site', async () => {
    const jar = await loginAs(sandbox.app, demoLogin(lucia));
    await postOtpRequest(sandbox.app, jar);
    const response = await apiRequest(sandbox.app, API_PATHS.phonePage, { jar, headers: { Origin: TEST_APP_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('keeps codes out of the request log', async () => {
    await postOtpRequest(sandbox.app, await loginAs(sandbox.app, demoLogin(lucia)));
    expect(sandbox.logs.join('\n')).not.toContain(lastOtpSent(sandbox.phone));
  });
});
