import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../crypto';
import { apiRequest, CookieJar, loginAs, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import {
  ACTIVATION,
  CURRENT_APPLICATION,
  SIGN_UP_APPLICATIONS,
  adultProspect,
  freshClientAddress,
  putStep,
  saveSteps,
  signUpCall,
  signUpJar,
  startSignUp,
  stepBodies,
  stepPath,
  type ApplicationBody,
} from '../../../../test/signUpClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';
import { DEMO_LOGINS } from '../../../seed';

/** The body limit of the API's JSON calls (sandbox-api.md, Security: limits and input checks). */
const BODY_LIMIT_BYTES = 16 * 1024;
/** How long an application and its cookie live: 24 h. */
const APPLICATION_TTL_S = 24 * 60 * 60;
/** New applications per client address: 10 an hour, one back every 6 minutes. */
const CREATIONS_PER_HOUR = 10;
const S_PER_TOKEN_BACK = 6 * 60;
const CONCURRENT_CALLS = 8;

async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<ApiErrorBody>(response);
}

const NAME = { name: 'Ana', firstSurname: 'Gil' };

describe('sign-up: cookies, origins, bodies and concurrency (sandbox-api.md, Sign-up)', () => {
  const sandbox = useTestSandbox();

  const get = (jar: CookieJar) => apiRequest(sandbox.app, CURRENT_APPLICATION, { headers: { Origin: TEST_APP_ORIGIN }, jar });
  const read = async (jar: CookieJar) => readJson<ApplicationBody>(await get(jar));
  const countOf = async (sql: string, params: unknown[]) =>
    (await sandbox.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`, params)).rows[0]?.count;

  it('sets signup_application: random 32 bytes, HttpOnly, SameSite=Strict, Path /genoma_api/rest/sign-ups/, Max-Age 24 h, host-only', async () => {
    const response = await signUpCall(sandbox.app, new CookieJar(), 'POST', SIGN_UP_APPLICATIONS, { product: 'current', flow: 'adult' });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^signup_application=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/genoma_api\/rest\/sign-ups\/; HttpOnly; SameSite=Strict$/,
      ),
    ]);
    expect(APPLICATION_TTL_S).toBe(86_400);
  });

  it('stores only the hash of the cookie, as sessions do', async () => {
    const { jar, applicationId } = await startSignUp(sandbox.app);
    const token = jar.get('signup_application') ?? '';
    expect(await countOf('sign_up_applications WHERE token_hash = $1 OR application_id = $1', [token])).toBe(0);
    expect(await countOf('sign_up_applications WHERE token_hash = $1 AND application_id = $2', [sha256Hex(token), applicationId])).toBe(1);
  });

  it('answers 404 sign_up_not_found to every call on the current application without a cookie, but the GET: 204, none (issue 42 §4)', async () => {
    const jar = new CookieJar();
    const none = await signUpCall(sandbox.app, jar, 'GET', CURRENT_APPLICATION);
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
    for (const [method, path, body] of [
      ['PUT', stepPath('what-is-your-name'), NAME],
      ['POST', ACTIVATION, undefined],
      ['DELETE', CURRENT_APPLICATION, undefined],
    ] as const) {
      const response = await signUpCall(sandbox.app, jar, method, path, body);
      expect(await errorOf(response, 404), `${method} ${path}`).toEqual({
        error: 'sign_up_not_found',
        message: 'No hay ninguna solicitud de alta en curso.',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers 404 to a forged token of the right shape and to a malformed one, and expires a forged cookie', async () => {
    const forged = await signUpJar(sandbox.app);
    forged.store(new Response(null, { headers: { 'Set-Cookie': `signup_application=${'A'.repeat(43)}` } }));
    const response = await get(forged);
    // No application behind it: none is current (204), and the forged cookie is expired.
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()[0]).toMatch(/^signup_application=; Max-Age=0; Path=\/genoma_api\/rest\/sign-ups\//);
    for (const value of ['short', `${'A'.repeat(42)}!`, "' OR 1=1 --"]) {
      const malformed = await apiRequest(sandbox.app, CURRENT_APPLICATION, {
        headers: { Cookie: `signup_application=${encodeURIComponent(value)}` },
        jar: await signUpJar(sandbox.app),
      });
      expect(malformed.status, value).toBe(204);
    }
    // Reaching an application takes a real cookie: changing one with a forged cookie is refused.
    const change = await signUpCall(sandbox.app, forged, 'PUT', stepPath('what-is-your-name'), NAME);
    expect((await errorOf(change, 404)).error).toBe('sign_up_not_found');
  });

  it("lets another application's cookie neither read nor change this one", async () => {
    const mine = await startSignUp(sandbox.app);
    const theirs = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, mine.jar, [['what-is-your-name', NAME]]);
    await saveSteps(sandbox.app, theirs.jar, [['what-is-your-name', { name: 'Eva', firstSurname: 'Sol' }]]);
    expect(await signUpCall(sandbox.app, theirs.jar, 'DELETE', CURRENT_APPLICATION)).toHaveProperty('status', 204);
    const read = await readJson<ApplicationBody>(await get(mine.jar));
    expect(read.applicationId).toBe(mine.applicationId);
    expect(read.data).toEqual({ 'what-is-your-name': NAME });
  });

  it('refuses a state-changing call from another origin with 403 forbidden_origin, and changes nothing', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const evil = { Origin: 'https://evil.example', 'Content-Type': 'application/json' };
    const calls = [
      ['POST', SIGN_UP_APPLICATIONS, { product: 'current', flow: 'adult' }],
      ['PUT', stepPath('what-is-your-name'), NAME],
      ['POST', ACTIVATION, undefined],
      ['DELETE', CURRENT_APPLICATION, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const response = await apiRequest(sandbox.app, path, {
        method,
        headers: evil,
        jar,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect((await errorOf(response, 403)).error, `${method} ${path}`).toBe('forbidden_origin');
    }
    const crossSite = await apiRequest(sandbox.app, stepPath('what-is-your-name'), {
      method: 'PUT',
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
      body: JSON.stringify(NAME),
      jar,
    });
    expect((await errorOf(crossSite, 403)).error).toBe('forbidden_origin');
    expect((await read(jar)).stepsDone).toEqual([]);
  });

  it('needs no XSRF header, with or without a customer session beside it: a prospect has no session', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const lucia = await loginAs(sandbox.app, DEMO_LOGINS[0] ?? { document: '', birthDate: '', pin: '' });
    const both = new CookieJar();
    both.store(new Response(null, { headers: { 'Set-Cookie': `signup_application=${jar.get('signup_application') ?? ''}` } }));
    both.store(new Response(null, { headers: { 'Set-Cookie': `bank_session=${lucia.get('bank_session') ?? ''}` } }));
    expect((await putStep(sandbox.app, both, 'what-is-your-name', NAME)).status).toBe(200);
  });

  it(`refuses a body over ${BODY_LIMIT_BYTES} bytes with 413, and stores nothing`, async () => {
    const { jar } = await startSignUp(sandbox.app);
    const big = JSON.stringify(NAME).replace('{', `{${' '.repeat(BODY_LIMIT_BYTES)}`);
    const response = await apiRequest(sandbox.app, stepPath('what-is-your-name'), {
      method: 'PUT',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: big,
      jar,
    });
    expect((await errorOf(response, 413)).error).toBe('payload_too_large');
    expect((await read(jar)).stepsDone).toEqual([]);
  });

  it('refuses text/plain with 415, and a gzip body without inflating it (a decompression bomb included)', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const send = (path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>, method = 'PUT') =>
      apiRequest(sandbox.app, path, { method, headers: { Origin: TEST_APP_ORIGIN, ...headers }, body, jar });
    for (const path of [stepPath('what-is-your-name'), SIGN_UP_APPLICATIONS]) {
      const method = path === SIGN_UP_APPLICATIONS ? 'POST' : 'PUT';
      const plain = await send(path, JSON.stringify(NAME), { 'Content-Type': 'text/plain' }, method);
      expect((await errorOf(plain, 415)).error, path).toBe('unsupported_media_type');
    }
    // A megabyte of spaces before the body gzips to about a kilobyte.
    const bomb = new Uint8Array(gzipSync(`${' '.repeat(1024 * 1024)}${JSON.stringify(NAME)}`));
    const gzipped = await send(stepPath('what-is-your-name'), bomb, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    expect(await errorOf(gzipped, 415)).toEqual({
      error: 'unsupported_media_type',
      message: 'El cuerpo debe ir sin comprimir (Content-Encoding).',
    });
    expect((await read(jar)).stepsDone).toEqual([]);
  });

  it('refuses NUL and lone surrogates in any string with 400 invalid_request, and stores nothing', async () => {
    const { jar } = await startSignUp(sandbox.app);
    for (const name of ['Ana\u0000', '\uD800Ana', 'Ana\uDFFF']) {
      const response = await putStep(sandbox.app, jar, 'what-is-your-name', { ...NAME, name });
      expect((await errorOf(response, 400)).message).toMatch(/El campo name contiene un carácter que no se admite \(U\+(0000|D800|DFFF)\)/);
    }
    expect((await errorOf(await putStep(sandbox.app, jar, 'what-is-your-name', { ...NAME, 'x\u0000': 1 }), 400)).error).toBe(
      'invalid_request',
    );
    expect((await read(jar)).stepsDone).toEqual([]);
  });

  it('makes exactly one customer of concurrent activations; the others answer 409 sign_up_already_active', async () => {
    const prospect = adultProspect();
    const { jar } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, stepBodies(prospect));
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_CALLS }, () => signUpCall(sandbox.app, jar.clone(), 'POST', ACTIVATION)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: CONCURRENT_CALLS - 1 }, () => 409)]);
    for (const response of responses.filter(({ status }) => status === 409)) {
      expect((await readJson<ApiErrorBody>(response)).error).toBe('sign_up_already_active');
    }
    expect(await countOf('customers WHERE document = $1', [prospect.documentNumber])).toBe(1);
  });

  it('makes one customer of two applications with one document activated at once; the other is closed alike (201), a duplicate the new customer is told of', async () => {
    const prospect = adultProspect();
    const jars = await Promise.all([startSignUp(sandbox.app), startSignUp(sandbox.app)]);
    for (const { jar } of jars) await saveSteps(sandbox.app, jar, stepBodies(prospect));
    const responses = await Promise.all(jars.map(({ jar }) => signUpCall(sandbox.app, jar, 'POST', ACTIVATION)));
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    for (const response of responses) expect(await readJson(response)).toEqual({ document: prospect.documentNumber });
    expect(await countOf('customers WHERE document = $1', [prospect.documentNumber])).toBe(1);
    expect(
      await countOf('sign_up_applications WHERE duplicate_of IS NOT NULL AND person_id IS NULL AND status = $1', ['active']),
    ).toBeGreaterThanOrEqual(1);
  });

  it('leaves concurrent saves of one step in a consistent state: one row, holding one of the bodies sent', async () => {
    const { jar, applicationId } = await startSignUp(sandbox.app);
    const names = Array.from({ length: CONCURRENT_CALLS }, (_, index) => ({ name: `Ana${'a'.repeat(index)}`, firstSurname: 'Gil' }));
    const responses = await Promise.all(names.map((name) => putStep(sandbox.app, jar.clone(), 'what-is-your-name', name)));
    expect(responses.map((response) => response.status)).toEqual(names.map(() => 200));
    const application = await read(jar);
    expect(application.stepsDone).toEqual(['what-is-your-name']);
    expect(names).toContainEqual(application.data['what-is-your-name']);
    expect(await countOf('sign_up_steps WHERE application_id = $1', [applicationId])).toBe(1);
  });

  it('keeps a PIN and its confirmation consistent when both are saved at once', async () => {
    const prospect = adultProspect();
    const { jar } = await startSignUp(sandbox.app);
    const steps = stepBodies(prospect);
    await saveSteps(sandbox.app, jar, steps.slice(0, steps.findIndex(([step]) => step === 'create-security-pin') + 1));
    await Promise.all([
      putStep(sandbox.app, jar.clone(), 'create-security-pin', { pin: '592817' }),
      putStep(sandbox.app, jar.clone(), 'pin-confirmation', { pin: prospect.pin }),
    ]);
    // Whichever came last, a confirmation kept is of the PIN kept: activation then makes a customer of that PIN.
    const application = await read(jar);
    if (application.stepsDone.includes('pin-confirmation')) {
      await saveSteps(sandbox.app, jar, steps.slice(steps.findIndex(([step]) => step === 'consents')));
      expect((await signUpCall(sandbox.app, jar, 'POST', ACTIVATION)).status).toBe(201);
    } else {
      expect(application.nextStep).toBe('pin-confirmation');
    }
  });

  it(`opens at most ${CREATIONS_PER_HOUR} applications an hour per client address, then 429 too_many_attempts with Retry-After`, async () => {
    const address = freshClientAddress();
    const jar = await signUpJar(sandbox.app);
    const open = (clientAddress: string) =>
      apiRequest(sandbox.app, SIGN_UP_APPLICATIONS, {
        jar,
        method: 'POST',
        headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ product: 'current', flow: 'adult' }),
        clientAddress,
      });
    for (let n = 0; n < CREATIONS_PER_HOUR; n += 1) expect((await open(address)).status).toBe(201);
    const refused = await open(address);
    expect((await errorOf(refused, 429)).error).toBe('too_many_attempts');
    expect(refused.headers.get('retry-after')).toBe(String(S_PER_TOKEN_BACK));
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await open(freshClientAddress())).status).toBe(201);
  });
});

describe('sign-up: expiry after 24 h and the rate limit refilling (sandbox-api.md, Sign-up)', () => {
  const sandbox = useTestSandbox();

  it('refuses an application 24 h after its creation with 404, and deletes it', async () => {
    const { jar, applicationId } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, [['what-is-your-name', NAME]]);
    sandbox.clock.advanceS(APPLICATION_TTL_S - 1);
    // An anonymous token lives 15 minutes: the prospect's browser gets a new one a day later.
    jar.anonymousToken = (await signUpJar(sandbox.app)).anonymousToken;
    expect((await apiRequest(sandbox.app, CURRENT_APPLICATION, { jar })).status).toBe(200);
    sandbox.clock.advanceS(1);
    expect((await apiRequest(sandbox.app, CURRENT_APPLICATION, { jar: jar.clone() })).status).toBe(204);
    const { rows } = await sandbox.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sign_up_applications WHERE application_id = $1',
      [applicationId],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('deletes, when an application is opened, those past their 24 h that nobody asked for again', async () => {
    const forgotten = await startSignUp(sandbox.app);
    sandbox.clock.advanceS(APPLICATION_TTL_S);
    await startSignUp(sandbox.app);
    const { rows } = await sandbox.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sign_up_applications WHERE application_id = $1',
      [forgotten.applicationId],
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('gives an address one more application every 6 minutes once it has opened 10', async () => {
    const address = freshClientAddress();
    const jar = await signUpJar(sandbox.app);
    const open = () =>
      apiRequest(sandbox.app, SIGN_UP_APPLICATIONS, {
        jar,
        method: 'POST',
        headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ product: 'orange', flow: 'teen' }),
        clientAddress: address,
      });
    for (let n = 0; n < CREATIONS_PER_HOUR; n += 1) expect((await open()).status).toBe(201);
    expect((await open()).status).toBe(429);
    sandbox.clock.advanceS(S_PER_TOKEN_BACK);
    expect((await open()).status).toBe(201);
    expect((await open()).status).toBe(429);
  });
});
