import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_TTL_S } from '../../../otp';
import { DEMO_LOGINS } from '../../../seed';
import { SESSION_INACTIVITY_TIMEOUT_S } from '../../../sessions';
import {
  apiRequest,
  getWithBearer,
  lastOtpSent,
  loginAs,
  postGenerateTicket,
  postOtpRequest,
  readJson,
  ticketRequestBody,
  type ApiErrorBody,
  type CookieJar,
  type TestAuthentication,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, , , agent] = DEMO_LOGINS;

interface TicketResponse extends TestAuthentication {
  ticket: string;
}

/** Requests often enough to keep a session alive. */
const KEEP_ALIVE_STEP_S = SESSION_INACTIVITY_TIMEOUT_S - 10;

/** A code that is never the one sent: the real one differs from it in the first digit. */
function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

describe('POST /saf/tpa/generate-ticket', () => {
  const sandbox = useTestSandbox();

  /** Logs Lucía in and has a code sent to her phone. */
  async function sessionWithCode(): Promise<{ jar: CookieJar; code: string }> {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    expect((await postOtpRequest(sandbox.app, jar)).status).toBe(200);
    return { jar, code: lastOtpSent(sandbox.phone) };
  }

  async function expectInvalidOtp(response: Response): Promise<void> {
    expect(response.status).toBe(401);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_otp');
  }

  it('trades the right code for person, fresh token families with their inactivity rule, and an opaque ticket', async () => {
    const { jar, code } = await sessionWithCode();
    const response = await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ing-affluent')).not.toBeNull();
    const body = await readJson<TicketResponse>(response);
    expect(body.person).toEqual({ id: '20481736' });
    expect(body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.accessTokens.map(({ profileId, inactivityRuleSeconds }) => ({ profileId, inactivityRuleSeconds }))).toEqual([
      { profileId: 'PRF-20481736-PERS', inactivityRuleSeconds: 300 },
      { profileId: 'PRF-20481736-EMPR', inactivityRuleSeconds: 900 },
    ]);
    for (const profile of body.accessTokens) {
      expect((await getWithBearer(sandbox.app, '/genoma_api/rest/client', profile.accessToken)).status).toBe(200);
    }
  });

  it('uses a code once: the same code again is 401 invalid_otp', async () => {
    const { jar, code } = await sessionWithCode();
    expect((await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code))).status).toBe(200);
    await expectInvalidOtp(await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code)));
  });

  it('refuses a wrong code with 401 invalid_otp, and still takes the right one within three tries', async () => {
    const { jar, code } = await sessionWithCode();
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      await expectInvalidOtp(await postGenerateTicket(sandbox.app, jar, ticketRequestBody(wrongCode(code))));
    }
    expect((await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code))).status).toBe(200);
  });

  it('burns the code after three wrong tries: the right one is refused then', async () => {
    const { jar, code } = await sessionWithCode();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      await expectInvalidOtp(await postGenerateTicket(sandbox.app, jar, ticketRequestBody(wrongCode(code))));
    }
    await expectInvalidOtp(await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code)));
  });

  it('counts concurrent wrong tries too: no more than three codes are ever compared', async () => {
    const { jar, code } = await sessionWithCode();
    const guesses = Array.from({ length: 6 }, () => postGenerateTicket(sandbox.app, jar, ticketRequestBody(wrongCode(code))));
    for (const response of await Promise.all(guesses)) await expectInvalidOtp(response);
    await expectInvalidOtp(await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code)));
  });

  it(`refuses a code ${OTP_TTL_S / 60} minutes after it was sent (401 invalid_otp)`, async () => {
    const { jar, code } = await sessionWithCode();
    for (let elapsed = 0; elapsed < OTP_TTL_S; elapsed += KEEP_ALIVE_STEP_S) {
      sandbox.clock.advanceS(Math.min(KEEP_ALIVE_STEP_S, OTP_TTL_S - elapsed));
      expect((await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar })).status).toBe(200);
    }
    await expectInvalidOtp(await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code)));
  });

  it('takes only the newest code: asking for another replaces the one before', async () => {
    const { jar, code: first } = await sessionWithCode();
    await postOtpRequest(sandbox.app, jar);
    const second = lastOtpSent(sandbox.phone);
    if (first !== second) await expectInvalidOtp(await postGenerateTicket(sandbox.app, jar, ticketRequestBody(first)));
    expect((await postGenerateTicket(sandbox.app, jar, ticketRequestBody(second))).status).toBe(200);
  });

  it("refuses another session's code (401 invalid_otp)", async () => {
    const { code } = await sessionWithCode();
    const { jar: other } = await sessionWithCode();
    const otherCode = lastOtpSent(sandbox.phone);
    if (code !== otherCode) await expectInvalidOtp(await postGenerateTicket(sandbox.app, other, ticketRequestBody(code)));
  });

  it('refuses 401 invalid_otp when no code was asked for', async () => {
    if (lucia === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, lucia);
    await expectInvalidOtp(await postGenerateTicket(sandbox.app, jar, ticketRequestBody('123456')));
  });

  it('accepts exactly mrdInfo { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002, mrdModule: 0 } (400 otherwise)', async () => {
    const { jar, code } = await sessionWithCode();
    const right = { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002, mrdModule: 0 };
    const wrongs = [
      { ...right, mrdChannel: 1007 },
      { ...right, mrdApplication: '1064' },
      { ...right, mrdDevice: 1003 },
      { ...right, mrdModule: 1 },
      { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002 },
    ];
    for (const mrdInfo of wrongs) {
      const response = await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code, { mrdInfo }));
      expect(response.status, JSON.stringify(mrdInfo)).toBe(400);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_request');
    }
    // A malformed request uses up no attempt: the code still works.
    expect((await postGenerateTicket(sandbox.app, jar, ticketRequestBody(code, { mrdInfo: right }))).status).toBe(200);
  });

  it('validates the otp and the authentication context (400 invalid_request)', async () => {
    const { jar, code } = await sessionWithCode();
    const context = { clientId: 'web-transactional', identifyeeType: 'CUSTOMER', scopes: [] };
    const bodies = [
      ticketRequestBody(''),
      { ...ticketRequestBody(code), otp: undefined },
      ticketRequestBody(code, { authenticationContext: undefined }),
      ticketRequestBody(code, { authenticationContext: { ...context, clientId: '' } }),
      ticketRequestBody(code, { authenticationContext: { ...context, identifyeeType: 'ROBOT' } }),
      ticketRequestBody(code, { authenticationContext: { ...context, scopes: 'all' } }),
      ticketRequestBody(code, { authenticationContext: { ...context, scopes: ['<script>'] } }),
      ticketRequestBody(code, { authenticationContext: { ...context, identifyeeType: 'EMPLOYEE' } }),
    ];
    for (const body of bodies) {
      const response = await postGenerateTicket(sandbox.app, jar, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const notJson = await apiRequest(sandbox.app, '/saf/tpa/generate-ticket', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '', 'Content-Type': 'text/plain' },
      body: JSON.stringify(ticketRequestBody(code)),
      jar,
    });
    expect(notJson.status).toBe(400);
  });

  it('needs the XSRF header (403 xsrf_mismatch) and a session (401 no_session)', async () => {
    const { jar, code } = await sessionWithCode();
    const withoutXsrf = await apiRequest(sandbox.app, '/saf/tpa/generate-ticket', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(ticketRequestBody(code)),
      jar,
    });
    expect(withoutXsrf.status).toBe(403);
    expect((await readJson<ApiErrorBody>(withoutXsrf)).error).toBe('xsrf_mismatch');

    const xsrf = jar.get('XSRF-TOKEN') ?? '';
    const withoutSession = await apiRequest(sandbox.app, '/saf/tpa/generate-ticket', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(ticketRequestBody(code)),
    });
    expect(withoutSession.status).toBe(401);
    expect((await readJson<ApiErrorBody>(withoutSession)).error).toBe('no_session');
  });

  it('refuses an EMPLOYEE (403 employee_not_allowed)', async () => {
    if (agent === undefined) throw new Error('no demo login');
    const jar = await loginAs(sandbox.app, agent);
    await postOtpRequest(sandbox.app, jar);
    const body = ticketRequestBody(lastOtpSent(sandbox.phone), {
      authenticationContext: { clientId: 'assisted', identifyeeType: 'EMPLOYEE', scopes: [] },
    });
    const response = await postGenerateTicket(sandbox.app, jar, body);
    expect(response.status).toBe(403);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('employee_not_allowed');
  });
});
