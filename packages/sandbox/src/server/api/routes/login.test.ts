import { describe, expect, it } from 'vitest';
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
      // The tries left count the tries made, whichever field was wrong: set aside here.
      const { remainingTries, ...body } = await readJson<ApiErrorBody & { remainingTries: number }>(response);
      expect(typeof remainingTries).toBe('number');
      bodies.push(body);
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

  it('a teen client refuses an adult with right credentials: 403 adult_not_allowed, and no cookie', async () => {
    const response = await postLogin(sandbox.app, { ...demo(lucia), clientKind: 'teen-web' });
    expect(response.status).toBe(403);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('adult_not_allowed');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a teen client lets a teen in, and the web client an adult', async () => {
    expect((await postLogin(sandbox.app, { ...demo(marta), clientKind: 'teen-web' })).status).toBe(200);
    expect((await postLogin(sandbox.app, { ...demo(lucia), clientKind: 'web-transactional' })).status).toBe(200);
  });

  it('a teen client answers wrong credentials as any client does (401), telling nothing of the age', async () => {
    const response = await postLogin(sandbox.app, { ...demo(lucia), pin: '000000', clientKind: 'teen-web' });
    expect(response.status).toBe(401);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('invalid_credentials');
  });

  it('rejects a client kind the bank does not know with 400 invalid_request', async () => {
    const response = await postLogin(sandbox.app, { ...demo(lucia), clientKind: 'teen-web<script>' });
    expect(response.status).toBe(400);
    expect((await readJson<ApiErrorBody>(response)).message).toBe('El tipo de cliente no es válido.');
  });

  it('rejects a client kind holding a NUL or a lone surrogate with 400 naming the field, and opens no session', async () => {
    for (const clientKind of ['teen-web\u0000', 'teen-\ud800web']) {
      const response = await postLogin(sandbox.app, { ...demo(marta), clientKind });
      expect(response.status).toBe(400);
      const body = await readJson<ApiErrorBody>(response);
      expect(body.error).toBe('invalid_request');
      expect(body.message).toContain('clientKind');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('ten tries at once by an adult on a teen client are each refused (403, or 429 past the login limits), and not one session opens', async () => {
    const count = async () => (await sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]?.n;
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postLogin(sandbox.app, { ...demo(javier), clientKind: 'teen-android' })),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.every((status) => status === 403 || status === 429)).toBe(true);
    expect(statuses).toContain(403);
    expect(await count()).toBe(before);
  });

  it('accepts a document typed in lower case with spaces around it', async () => {
    const response = await postLogin(sandbox.app, { ...demo(lucia), document: ` ${demo(lucia).document.toLowerCase()} ` });
    expect(response.status).toBe(200);
  });

  it('locks a document for one address after 5 failed tries in 15 minutes (429, Retry-After)', async () => {
    const right = demo(marta);
    const address = '198.51.100.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postLogin(sandbox.app, { ...right, pin: '000000' }, undefined, address)).status).toBe(401);
      sandbox.clock.advanceS(60);
    }
    // Even the right PIN is refused now, and the answer says when to come back.
    const locked = await postLogin(sandbox.app, right, undefined, address);
    expect(locked.status).toBe(429);
    expect((await readJson<ApiErrorBody>(locked)).error).toBe('too_many_attempts');
    // The oldest failure is 5 minutes old: 10 minutes to go.
    expect(locked.headers.get('retry-after')).toBe(String(10 * 60));
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it('lifts the lock when the oldest of those failures is 15 minutes old', async () => {
    const stranger = { document: '00000046T', birthDate: '01/01/2000', pin: '111111' };
    const address = '198.51.100.2';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postLogin(sandbox.app, stranger, undefined, address)).status).toBe(401);
      sandbox.clock.advanceS(60);
    }
    // The oldest failure is 5 minutes old now.
    sandbox.clock.advanceS(10 * 60 - 1);
    expect((await postLogin(sandbox.app, stranger, undefined, address)).status).toBe(429);
    sandbox.clock.advanceS(1);
    expect((await postLogin(sandbox.app, stranger, undefined, address)).status).toBe(401);
  });

  it('counts only failures within the 15-minute window', async () => {
    const right = demo(agent);
    const address = '198.51.100.3';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await postLogin(sandbox.app, { ...right, pin: '000000' }, undefined, address)).status).toBe(401);
    }
    sandbox.clock.advanceS(15 * 60);
    // Four old failures fell out of the window: a fifth failure does not lock.
    expect((await postLogin(sandbox.app, { ...right, pin: '000000' }, undefined, address)).status).toBe(401);
    expect((await postLogin(sandbox.app, right, undefined, address)).status).toBe(200);
  });

  it('throttles unknown documents too, so that the lock tells nothing about who is a customer', async () => {
    const stranger = { document: '00000023T', birthDate: '01/01/2000', pin: '111111' };
    const address = '198.51.100.4';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postLogin(sandbox.app, stranger, undefined, address)).status).toBe(401);
    }
    expect((await postLogin(sandbox.app, stranger, undefined, address)).status).toBe(429);
  });
});

describe('login limits against a guesser (issue 13)', () => {
  const sandbox = useTestSandbox();
  /** Distinct documentation addresses (RFC 5737), one per simulated client. */
  const addressNumber = (n: number) => `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

  it('tells after each failure how many tries are left before the lock: 4, 3, 2, 1, 0', async () => {
    const right = demo(marta);
    const left = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await postLogin(sandbox.app, { ...right, pin: '000000' }, undefined, '192.0.2.50');
      expect(response.status).toBe(401);
      left.push((await readJson<ApiErrorBody & { remainingTries: number }>(response)).remainingTries);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
  });

  it("five failures from a guesser's address do not lock the customer out of her own", async () => {
    const right = demo(lucia);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postLogin(sandbox.app, { ...right, pin: '000000' }, undefined, '192.0.2.66')).status).toBe(401);
    }
    expect((await postLogin(sandbox.app, right, undefined, '192.0.2.66')).status).toBe(429);
    expect((await postLogin(sandbox.app, right, undefined, '192.0.2.10')).status).toBe(200);
  });

  it('20 failures from all addresses together lock the document for every address', async () => {
    const right = demo(javier);
    for (let n = 0; n < 20; n += 1) {
      expect((await postLogin(sandbox.app, { ...right, pin: '000000' }, undefined, addressNumber(1000 + n))).status).toBe(401);
    }
    const customer = await postLogin(sandbox.app, right, undefined, '192.0.2.11');
    expect(customer.status).toBe(429);
    expect(customer.headers.get('retry-after')).toBe(String(15 * 60));
  });

  it('100 tries at once from one address for one document (99 wrong, 1 right) run at most 5 credential checks', async () => {
    const right = demo(marta);
    const tries = Array.from({ length: 100 }, (_, n) => (n === 50 ? right : { ...right, pin: '000000' }));
    const statuses = await Promise.all(
      tries.map(async (credentials) => (await postLogin(sandbox.app, credentials, undefined, '192.0.2.20')).status),
    );
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(95);
  });

  it('300 tries at once from 300 addresses for one document run at most 20 credential checks', async () => {
    const stranger = { document: '00000069T', birthDate: '01/01/2000', pin: '111111' };
    const statuses = await Promise.all(
      Array.from({ length: 300 }, async (_, n) => (await postLogin(sandbox.app, stranger, undefined, addressNumber(2000 + n))).status),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(280);
    const { rows } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM login_attempts WHERE document = $1', [
      stranger.document,
    ]);
    expect(rows[0]?.count).toBeLessThanOrEqual(20);
  });

  it('an address gets 10 tries at once across documents, then one every 6 s (429 with Retry-After)', async () => {
    const address = '192.0.2.30';
    const strangerNumber = (n: number) => ({
      document: `${String(10_000_000 + n).padStart(8, '0')}T`,
      birthDate: '01/01/2000',
      pin: '111111',
    });
    for (let n = 0; n < 10; n += 1) {
      expect((await postLogin(sandbox.app, strangerNumber(n), undefined, address)).status).toBe(401);
    }
    const refused = await postLogin(sandbox.app, strangerNumber(10), undefined, address);
    expect(refused.status).toBe(429);
    expect((await readJson<ApiErrorBody>(refused)).error).toBe('too_many_attempts');
    expect(refused.headers.get('retry-after')).toBe('6');
    sandbox.clock.advanceS(6);
    expect((await postLogin(sandbox.app, strangerNumber(11), undefined, address)).status).toBe(401);
    expect((await postLogin(sandbox.app, strangerNumber(12), undefined, address)).status).toBe(429);
  });

  it("an address's successful logins do not spend its tries", async () => {
    const address = '192.0.2.40';
    for (let n = 0; n < 12; n += 1) {
      expect((await postLogin(sandbox.app, demo(lucia), undefined, address)).status).toBe(200);
    }
    for (let n = 0; n < 10; n += 1) {
      const stranger = { document: `${String(20_000_000 + n)}T`, birthDate: '01/01/2000', pin: '111111' };
      expect((await postLogin(sandbox.app, stranger, undefined, address)).status).toBe(401);
    }
    expect((await postLogin(sandbox.app, demo(lucia), undefined, address)).status).toBe(429);
  });
});

describe('login records that no limit counts any more are deleted', () => {
  const sandbox = useTestSandbox();

  async function counts() {
    const { rows } = await sandbox.db.query<{ tries: number; buckets: number }>(
      `SELECT (SELECT count(*)::int FROM login_attempts WHERE client_address = '192.0.2.90') AS tries,
              (SELECT count(*)::int FROM rate_buckets WHERE bucket_key = 'login:192.0.2.90') AS buckets`,
    );
    return rows[0];
  }

  it('tries older than the 15-minute window and address buckets full again go at the next login after a minute; a lock is kept', async () => {
    const wrong = { ...demo(javier), pin: '000000' };
    for (let n = 0; n < 5; n += 1) expect((await postLogin(sandbox.app, wrong, undefined, '192.0.2.90')).status).toBe(401);
    expect(await counts()).toEqual({ tries: 5, buckets: 1 });

    // Within the window the lock holds, and nothing it counts is deleted.
    sandbox.clock.advanceS(14 * 60);
    expect((await postLogin(sandbox.app, demo(javier), undefined, '192.0.2.90')).status).toBe(429);
    expect((await counts())?.tries).toBe(5);

    // Past the window the tries no longer count: the next login (a minute after the last prune) deletes them.
    sandbox.clock.advanceS(2 * 60);
    expect((await postLogin(sandbox.app, demo(lucia), undefined, '192.0.2.91')).status).toBe(200);
    expect(await counts()).toEqual({ tries: 0, buckets: 0 });
    // And the customer is let in, as before.
    expect((await postLogin(sandbox.app, demo(javier), undefined, '192.0.2.90')).status).toBe(200);
  });
});
