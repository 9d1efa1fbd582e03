import { describe, expect, it } from 'vitest';
import { OTP_ISSUE_WINDOW_S, OTP_MAX_ISSUED_PER_WINDOW, OTP_TTL_S } from '../../../otp';
import { DEMO_LOGINS } from '../../../seed';
import { SESSION_INACTIVITY_TIMEOUT_S } from '../../../sessions';
import {
  apiRequest,
  appCallHeaders,
  type CookieJar,
  lastOtpSent,
  loginAs,
  postOtpRequest,
  readJson,
  type ApiErrorBody,
  type TestOtpDelivery,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia] = DEMO_LOGINS;

/** Requests often enough to keep a session alive. */
const KEEP_ALIVE_STEP_S = SESSION_INACTIVITY_TIMEOUT_S - 10;

describe('POST /genoma_api/rest/otp (one-time password for a step-up)', () => {
  const sandbox = useTestSandbox();

  async function login(): Promise<CookieJar> {
    if (lucia === undefined) throw new Error('no demo login');
    return loginAs(sandbox.app, lucia);
  }

  it('sends a 6-digit code to the phone and answers only the masked number outside test mode', async () => {
    const response = await postOtpRequest(sandbox.app, await login());
    expect(response.status).toBe(200);
    expect(await readJson<TestOtpDelivery>(response)).toEqual({ deliveredTo: 'SMS ***1234', expiresIn: OTP_TTL_S });
    expect(sandbox.phone.at(-1)).toMatch(/^Verification code for \*\*\*1234: \d{6}$/);
  });

  it('writes the text message in the language the app asks in (issue 42 §2): Spanish to a Spanish app', async () => {
    const jar = await login();
    const response = await apiRequest(sandbox.app, '/genoma_api/rest/otp', {
      method: 'POST',
      headers: { ...appCallHeaders(jar), 'accept-language': 'es-ES' },
      jar,
    });
    expect(response.status).toBe(200);
    expect(sandbox.phone.at(-1)).toMatch(/^Código de verificación para \*\*\*1234: \d{6}$/);
  });

  it('returns the code in the body (sandboxOtp) in test mode and with revealOtp', async () => {
    for (const app of [sandbox.appWith({ testMode: true }), sandbox.appWith({ revealOtp: true })]) {
      if (lucia === undefined) throw new Error('no demo login');
      const response = await postOtpRequest(app, await loginAs(app, lucia));
      const body = await readJson<TestOtpDelivery>(response);
      expect(body).toMatchObject({ deliveredTo: 'SMS ***1234', expiresIn: OTP_TTL_S });
      expect(body.sandboxOtp).toBe(lastOtpSent(sandbox.phone));
    }
  });

  it('stores only a salted hash of the code and never writes it to the request log', async () => {
    await postOtpRequest(sandbox.app, await login());
    const code = lastOtpSent(sandbox.phone);
    const { rows } = await sandbox.db.query<{ codeHash: string }>('SELECT code_hash AS "codeHash" FROM otps');
    expect(rows.length).toBeGreaterThan(0);
    for (const { codeHash } of rows) {
      expect(codeHash).toMatch(/^scrypt\$/);
      expect(codeHash).not.toContain(code);
    }
    expect(sandbox.logs.join('\n')).not.toContain(code);
  });

  it('needs the session cookie (401 no_session) and the XSRF header (403 xsrf_mismatch)', async () => {
    const jar = await login();
    const withoutXsrf = await apiRequest(sandbox.app, '/genoma_api/rest/otp', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN },
      jar,
    });
    expect(withoutXsrf.status).toBe(403);
    expect((await readJson<ApiErrorBody>(withoutXsrf)).error).toBe('xsrf_mismatch');
    const noCookie = await apiRequest(sandbox.app, '/genoma_api/rest/otp', {
      method: 'POST',
      headers: {
        Origin: TEST_APP_ORIGIN,
        'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '',
        Cookie: `XSRF-TOKEN=${jar.get('XSRF-TOKEN') ?? ''}`,
      },
    });
    expect(noCookie.status).toBe(401);
    expect((await readJson<ApiErrorBody>(noCookie)).error).toBe('no_session');
  });

  it(`issues at most ${OTP_MAX_ISSUED_PER_WINDOW} codes per session in ${OTP_ISSUE_WINDOW_S / 60} minutes (429 with Retry-After)`, async () => {
    const jar = await login();
    for (let i = 0; i < OTP_MAX_ISSUED_PER_WINDOW; i += 1) expect((await postOtpRequest(sandbox.app, jar)).status).toBe(200);
    const refused = await postOtpRequest(sandbox.app, jar);
    expect(refused.status).toBe(429);
    expect((await readJson<ApiErrorBody>(refused)).error).toBe('too_many_attempts');
    expect(refused.headers.get('retry-after')).toBe(String(OTP_ISSUE_WINDOW_S));

    for (let elapsed = 0; elapsed < OTP_ISSUE_WINDOW_S; elapsed += KEEP_ALIVE_STEP_S) {
      sandbox.clock.advanceS(Math.min(KEEP_ALIVE_STEP_S, OTP_ISSUE_WINDOW_S - elapsed));
      expect((await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar })).status).toBe(200);
    }
    expect((await postOtpRequest(sandbox.app, jar)).status).toBe(200);
  });
});
