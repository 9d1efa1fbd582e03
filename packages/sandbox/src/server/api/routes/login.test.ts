import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES } from '../../../login';
import { DEMO_LOGINS } from '../../../seed';
import { CookieJar, postLogin, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, marta, agent] = DEMO_LOGINS;

function demo(login: (typeof DEMO_LOGINS)[number] | undefined) {
  if (login === undefined) throw new Error('missing demo login');
  return { document: login.document, birthDate: login.birthDate, pin: login.pin };
}

describe('POST /genoma_api/login', () => {
  const sandbox = useTestSandbox();

  it('sets an HttpOnly host-only session cookie and a readable XSRF cookie on the app domain', async () => {
    const response = await postLogin(sandbox.app, demo(lucia));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true });
    const [session, xsrf] = response.headers.getSetCookie();
    expect(session).toMatch(/^bank_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(xsrf).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Domain=bank\.localhost; Path=\/; SameSite=Strict$/);
  });

  it('stores only hashes of the session and XSRF values', async () => {
    const jar = new CookieJar();
    await postLogin(sandbox.app, demo(javier), jar);
    const sessionToken = jar.get('bank_session') ?? '';
    const { rows } = await sandbox.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sessions WHERE session_hash = $1 OR xsrf_hash = $1',
      [sessionToken],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('answers 401 invalid_credentials without saying which field was wrong', async () => {
    const right = demo(javier);
    const wrongs = [
      { ...right, pin: '000000' },
      { ...right, birthDate: '01/01/1901' },
      { ...right, document: '00000000T' },
    ];
    const bodies = [];
    for (const wrong of wrongs) {
      const response = await postLogin(sandbox.app, wrong);
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
      bodies.push(await readJson<ApiErrorBody>(response));
    }
    expect(bodies[0]?.error).toBe('invalid_credentials');
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it('rejects malformed input with 400 invalid_request, naming the format expected', async () => {
    const cases = [
      { document: '12345678Z', birthDate: '1985-03-15', pin: '123456' },
      { document: '12345678Z', birthDate: '15/03/1985', pin: '12345' },
      { document: 'DROP TABLE', birthDate: '15/03/1985', pin: '123456' },
      { birthDate: '15/03/1985', pin: '123456' },
    ];
    for (const body of cases) {
      const response = await postLogin(sandbox.app, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await readJson<ApiErrorBody>(response);
      expect(error.error).toBe('invalid_request');
      expect(error.message.length).toBeGreaterThan(0);
    }
    const notJson = await sandbox.app.request('/genoma_api/login', {
      method: 'POST',
      headers: { Host: 'api.bank.localhost:8080', Origin: 'http://bank.localhost:8080', 'Content-Type': 'application/json' },
      body: '{"document":',
    });
    expect(notJson.status).toBe(400);
  });

  it('accepts a document typed in lower case with spaces around it', async () => {
    const response = await postLogin(sandbox.app, { ...demo(lucia), document: ` ${demo(lucia).document.toLowerCase()} ` });
    expect(response.status).toBe(200);
  });

  it('locks a document after 5 failed tries in 15 minutes (429)', async () => {
    const right = demo(marta);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await postLogin(sandbox.app, { ...right, pin: '000000' })).status).toBe(401);
      sandbox.clock.advanceS(60);
    }
    // Even the right PIN is refused now, and the answer says when to come back.
    const locked = await postLogin(sandbox.app, right);
    expect(locked.status).toBe(429);
    expect((await readJson<ApiErrorBody>(locked)).error).toBe('too_many_attempts');
    // The oldest failure is 5 minutes old: 10 minutes to go.
    expect(locked.headers.get('retry-after')).toBe(String(LOGIN_FAILURE_WINDOW_S - 5 * 60));
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it('lifts the lock when the oldest of those failures is 15 minutes old', async () => {
    const stranger = { document: '00000046T', birthDate: '01/01/2000', pin: '111111' };
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await postLogin(sandbox.app, stranger)).status).toBe(401);
      sandbox.clock.advanceS(60);
    }
    // The oldest failure is 5 minutes old now.
    sandbox.clock.advanceS(LOGIN_FAILURE_WINDOW_S - 5 * 60 - 1);
    expect((await postLogin(sandbox.app, stranger)).status).toBe(429);
    sandbox.clock.advanceS(1);
    expect((await postLogin(sandbox.app, stranger)).status).toBe(401);
  });

  it('counts only failures within the 15-minute window', async () => {
    const right = demo(agent);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES - 1; attempt += 1) {
      expect((await postLogin(sandbox.app, { ...right, pin: '000000' })).status).toBe(401);
    }
    sandbox.clock.advanceS(LOGIN_FAILURE_WINDOW_S);
    // Four old failures fell out of the window: a fifth failure does not lock.
    expect((await postLogin(sandbox.app, { ...right, pin: '000000' })).status).toBe(401);
    expect((await postLogin(sandbox.app, right)).status).toBe(200);
  });

  it('throttles unknown documents too, so that the lock tells nothing about who is a customer', async () => {
    const stranger = { document: '00000023T', birthDate: '01/01/2000', pin: '111111' };
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await postLogin(sandbox.app, stranger)).status).toBe(401);
    }
    expect((await postLogin(sandbox.app, stranger)).status).toBe(429);
  });
});
