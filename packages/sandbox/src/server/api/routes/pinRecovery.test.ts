import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, CookieJar, loginAs, postLogin, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

/** Demo customers, written out: Lucía and Carmen (seed/demoCustomers.ts). */
const LUCIA = { document: '12345678Z', birthDate: '15/03/1985', pin: '123456' };
const CARMEN = { document: '45678912S', birthDate: '08/09/1992', pin: '246810' };
/** A DNI with a right control letter that no demo customer has. */
const NOBODYS_DOCUMENT = '00000001R';

const START = '/genoma_api/rest/pin-recovery/attempts';
const CODE = '/genoma_api/rest/pin-recovery/attempts/current/code';
const PIN = '/genoma_api/rest/pin-recovery/attempts/current/pin';

describe('PIN recovery (issue 42 §1)', () => {
  const sandbox = useTestSandbox();
  let addressCount = 0;
  /** Each test comes from addresses of its own, after the earlier tests' limits have passed. */
  let address: string;
  beforeEach(() => {
    addressCount += 1;
    address = `198.51.100.${addressCount}`;
    sandbox.clock.advanceS(16 * 60);
  });

  const post = (path: string, body: unknown, jar: CookieJar, clientAddress = address) =>
    apiRequest(sandbox.app, path, {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      jar,
      clientAddress,
    });

  /** The code the newest phone message carries, if it is a recovery's. */
  const codeOnThePhone = (): string => {
    const newest = sandbox.phone.at(-1) ?? '';
    const code = /^Code to recover your Banco Alba security PIN: (\d{6})$/.exec(newest)?.[1];
    if (code === undefined) throw new Error(`no recovery code on the phone: ${newest}`);
    return code;
  };

  async function verifiedAttempt(customer: { document: string; birthDate: string }): Promise<CookieJar> {
    const jar = new CookieJar();
    expect((await post(START, { document: customer.document, birthDate: customer.birthDate }, jar)).status).toBe(202);
    expect((await post(CODE, { code: codeOnThePhone() }, jar)).status).toBe(200);
    return jar;
  }

  const errorOf = async (response: Response) => (await readJson<ApiErrorBody & { remainingTries?: number }>(response)).error;

  it('answers an unknown document and a wrong birth date as it answers a match, and sends a code only on a match', async () => {
    const sentBefore = sandbox.phone.length;
    const answers = [];
    for (const body of [
      { document: NOBODYS_DOCUMENT, birthDate: '15/03/1985' },
      { document: '12345678Z', birthDate: '16/03/1985' },
      { document: '12345678Z', birthDate: '15/03/1985' },
    ]) {
      const jar = new CookieJar();
      const response = await post(START, body, jar);
      answers.push({ status: response.status, body: await response.text(), cookie: jar.get('pin_recovery') !== undefined });
    }
    expect(answers.map(({ status }) => status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
    expect(answers[0]?.body).toBe(")]}',\n" + JSON.stringify({ expiresIn: 300 }));
    expect(answers.every(({ cookie }) => cookie)).toBe(true);
    // One message only: the match's.
    expect(sandbox.phone.length).toBe(sentBefore + 1);
    // The same work on every path: a row with a scrypt-hashed code, whoever matched.
    const { rows } = await sandbox.db.query<{ document: string; matched: boolean; codeHash: string }>(
      `SELECT document, person_id IS NOT NULL AS matched, code_hash AS "codeHash" FROM pin_recoveries WHERE client_address = $1 ORDER BY created_at`,
      [address],
    );
    expect(rows.map(({ matched }) => matched)).toEqual([false, false, true]);
    for (const { codeHash } of rows) expect(codeHash).toMatch(/^scrypt\$/);
  });

  it('writes the text message in the language of the page that asked', async () => {
    await apiRequest(sandbox.app, START, {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json', 'Accept-Language': 'es-ES,es;q=0.9' },
      body: JSON.stringify({ document: '12345678Z', birthDate: '15/03/1985' }),
      clientAddress: address,
    });
    expect(sandbox.phone.at(-1)).toMatch(/^Código para recuperar tu clave de seguridad de Banco Alba: \d{6}$/);
  });

  it('refuses every code of an attempt that matched nobody, with the tries counting down as for a match', async () => {
    const jar = new CookieJar();
    await post(START, { document: '12345678Z', birthDate: '16/03/1985' }, jar);
    const remaining = [];
    for (const code of ['000000', '123456', '999999']) {
      const response = await post(CODE, { code }, jar);
      expect(response.status).toBe(401);
      remaining.push((await readJson<{ error: string; remainingTries: number }>(response)).remainingTries);
    }
    expect(remaining).toEqual([2, 1, 0]);
  });

  it('recovers the PIN: the new one logs in, the old one no longer does, sessions end, an inbox message says so', async () => {
    const oldSession = await loginAs(sandbox.app, CARMEN);
    const jar = await verifiedAttempt(CARMEN);
    const done = await post(PIN, { pin: '383838', pinConfirmation: '383838' }, jar);
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ ok: true });
    expect(jar.get('pin_recovery')).toBeUndefined();

    expect((await postLogin(sandbox.app, { ...CARMEN, pin: '246810' }, undefined, '203.0.113.200')).status).toBe(401);
    expect((await postLogin(sandbox.app, { ...CARMEN, pin: '383838' }, undefined, '203.0.113.200')).status).toBe(200);
    const { rows: customers } = await sandbox.db.query<{ pinHash: string; personId: string }>(
      `SELECT pin_hash AS "pinHash", person_id AS "personId" FROM customers WHERE document = '45678912S'`,
    );
    expect(customers[0]?.pinHash).toMatch(/^scrypt\$/);
    expect(customers[0]?.pinHash).not.toContain('383838');
    // The session opened before the recovery is over: its cookie reads nothing any more.
    const oldSessionCall = await apiRequest(sandbox.app, '/genoma_api/rest/session', { jar: oldSession });
    expect(oldSessionCall.status).toBe(401);
    const { rows: inbox } = await sandbox.db.query<{ subject: string }>(
      `SELECT subject FROM inbox_messages WHERE person_id = $1 AND subject = 'Has cambiado tu clave de seguridad'`,
      [customers[0]?.personId],
    );
    expect(inbox).toHaveLength(1);

    // Back to the seeded PIN, for the tests after this one.
    const back = await verifiedAttempt(CARMEN);
    expect((await post(PIN, { pin: '246810', pinConfirmation: '246810' }, back)).status).toBe(200);
  });

  it('burns the code after 3 wrong ones: the right one is refused after them (410)', async () => {
    const jar = new CookieJar();
    await post(START, { document: '12345678Z', birthDate: '15/03/1985' }, jar);
    const code = codeOnThePhone();
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    const tries = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await post(CODE, { code: wrong }, jar);
      tries.push([response.status, (await readJson<{ error: string; remainingTries: number }>(response)).remainingTries]);
    }
    expect(tries).toEqual([
      [401, 2],
      [401, 1],
      [401, 0],
    ]);
    const right = await post(CODE, { code }, jar);
    expect(right.status).toBe(410);
    expect(await errorOf(right)).toBe('pin_recovery_expired');
  });

  it('refuses a code 5 minutes after it was sent, on the sandbox clock, and takes it a second before', async () => {
    const late = new CookieJar();
    await post(START, { document: '12345678Z', birthDate: '15/03/1985' }, late);
    const lateCode = codeOnThePhone();
    sandbox.clock.advanceS(300);
    const refused = await post(CODE, { code: lateCode }, late);
    expect(refused.status).toBe(410);
    expect(await errorOf(refused)).toBe('pin_recovery_expired');

    const inTime = new CookieJar();
    await post(START, { document: '12345678Z', birthDate: '15/03/1985' }, inTime);
    const code = codeOnThePhone();
    sandbox.clock.advanceS(299);
    expect((await post(CODE, { code }, inTime)).status).toBe(200);
  });

  it('gives 10 minutes after the code to choose the PIN', async () => {
    const jar = await verifiedAttempt(LUCIA);
    sandbox.clock.advanceS(600);
    const late = await post(PIN, { pin: '383838', pinConfirmation: '383838' }, jar);
    expect(late.status).toBe(410);
  });

  it('refuses a weak PIN with the sign-up’s rule and message, and a confirmation that differs', async () => {
    const jar = await verifiedAttempt(LUCIA);
    // Same digits, a run, the birth date (DDMMYY), six digits of the document.
    for (const pin of ['111111', '456789', '150385', '345678']) {
      const response = await post(PIN, { pin, pinConfirmation: pin }, jar);
      expect(response.status).toBe(422);
      expect(await readJson<ApiErrorBody>(response)).toEqual({
        error: 'weak_pin',
        message: 'Ese PIN es fácil de adivinar: no uses cifras iguales ni seguidas, tu fecha de nacimiento ni cifras de tu documento.',
      });
    }
    const mismatch = await post(PIN, { pin: '383838', pinConfirmation: '383839' }, jar);
    expect(mismatch.status).toBe(422);
    expect(await errorOf(mismatch)).toBe('pins_not_matching');
    // Nothing changed: the seeded PIN still logs in.
    expect((await postLogin(sandbox.app, LUCIA, undefined, '203.0.113.201')).status).toBe(200);
  });

  it('needs the code before the PIN (409), and this browser’s attempt: none or another’s is refused (404)', async () => {
    const unverified = new CookieJar();
    await post(START, { document: '12345678Z', birthDate: '15/03/1985' }, unverified);
    const early = await post(PIN, { pin: '383838', pinConfirmation: '383838' }, unverified);
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe('step_out_of_order');

    const none = await post(PIN, { pin: '383838', pinConfirmation: '383838' }, new CookieJar());
    expect(none.status).toBe(404);
    expect(await errorOf(none)).toBe('pin_recovery_not_found');
    const forged = new CookieJar();
    forged.store(new Response(null, { headers: { 'Set-Cookie': `pin_recovery=${'A'.repeat(43)}; Path=/` } }));
    expect((await post(CODE, { code: '123456' }, forged)).status).toBe(404);

    // A newer attempt for the document replaces the older one: its cookie no longer works.
    const verified = await verifiedAttempt(LUCIA);
    await post(START, { document: '12345678Z', birthDate: '15/03/1985' }, new CookieJar(), '198.51.100.250');
    const replaced = await post(PIN, { pin: '383838', pinConfirmation: '383838' }, verified);
    expect(replaced.status).toBe(404);
  });

  it('changes the PIN exactly once when the same attempt completes 5 times at once', async () => {
    const seeded = await sandbox.db.query<{ pinHash: string }>(`SELECT pin_hash AS "pinHash" FROM customers WHERE document = '12345678Z'`);
    const jar = await verifiedAttempt(LUCIA);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(PIN, { pin: '383838', pinConfirmation: '383838' }, jar.clone())),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 404, 404, 404, 404]);
    const { rows } = await sandbox.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM inbox_messages m JOIN customers c USING (person_id)
        WHERE c.document = '12345678Z' AND m.subject = 'Has cambiado tu clave de seguridad'`,
    );
    expect(rows[0]?.count).toBe(1);
    // The seeded 123456 is a run, which the rule refuses: its hash is put back directly.
    await sandbox.db.query(`UPDATE customers SET pin_hash = $1 WHERE document = '12345678Z'`, [seeded.rows[0]?.pinHash]);
  });

  it('limits starts to 3 per document from one address in 15 minutes, alike for an unknown document, with Retry-After', async () => {
    for (const document of ['12345678Z', NOBODYS_DOCUMENT]) {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await post(START, { document, birthDate: '15/03/1985' }, new CookieJar())).status);
      expect(statuses).toEqual([202, 202, 202]);
      const locked = await post(START, { document, birthDate: '15/03/1985' }, new CookieJar());
      expect(locked.status).toBe(429);
      expect(locked.headers.get('Retry-After')).toBe('900');
      expect(await errorOf(locked)).toBe('too_many_attempts');
      // Another address may still start one.
      expect((await post(START, { document, birthDate: '15/03/1985' }, new CookieJar(), `${address}0`)).status).toBe(202);
    }
  });

  it('limits starts to 10 per document from all addresses together', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await post(START, { document: NOBODYS_DOCUMENT, birthDate: '01/01/1990' }, new CookieJar(), `192.0.2.${i}`)).status);
    }
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 202), 429]);
  });

  it('limits one address to 10 starts across documents at once', async () => {
    const documents = ['00000001R', '00000002W', '00000003A', '00000004G', '00000005M', '00000006Y'];
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(await post(START, { document: documents[i % documents.length], birthDate: '01/01/1990' }, new CookieJar()));
    expect(answers.map(({ status }) => status)).toEqual([...Array.from({ length: 10 }, () => 202), 429]);
    // Ten a minute come back: one every 6 seconds.
    expect(answers[10]?.headers.get('Retry-After')).toBe('6');
  });

  it('refuses NUL characters, malformed and oversized bodies', async () => {
    const nul = await post(START, { document: '12345678Z\u0000', birthDate: '15/03/1985' }, new CookieJar());
    expect(nul.status).toBe(400);
    expect((await post(START, '{"document":', new CookieJar())).status).toBe(400);
    expect((await post(START, { document: '12345678Z', birthDate: '1985-03-15' }, new CookieJar())).status).toBe(400);
    expect((await post(CODE, { code: '12345' }, new CookieJar())).status).toBe(400);
    expect((await post(PIN, { pin: '12a456', pinConfirmation: '12a456' }, new CookieJar())).status).toBe(400);
    const oversized = await post(
      START,
      { document: '12345678Z', birthDate: '15/03/1985', padding: 'x'.repeat(17 * 1024) },
      new CookieJar(),
    );
    expect(oversized.status).toBe(413);
  });

  it('refuses a call from another site (403 forbidden_origin)', async () => {
    const response = await apiRequest(sandbox.app, START, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ document: '12345678Z', birthDate: '15/03/1985' }),
    });
    expect(response.status).toBe(403);
  });

  it('shows the recovery’s code on the demo phone to the browser that started it, and nothing to a non-match', async () => {
    const jar = new CookieJar();
    await post(START, { document: '12345678Z', birthDate: '15/03/1985' }, jar);
    const phone = await apiRequest(sandbox.app, '/phone/', { jar });
    expect(phone.status).toBe(200);
    const page = await phone.text();
    expect(page).toContain(codeOnThePhone());
    expect(page.match(/<li>/g)).toHaveLength(1);

    const stranger = new CookieJar();
    await post(START, { document: '12345678Z', birthDate: '16/03/1985' }, stranger);
    expect((await apiRequest(sandbox.app, '/phone/', { jar: stranger })).status).toBe(401);
  });
});
