import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../crypto';
import { DEMO_LOGINS } from '../../../seed';
import { apiRequest, CookieJar, getWithBearer, readJson, type ApiErrorBody, type TestAuthentication } from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier] = DEMO_LOGINS;
/** The seeded call-centre agent: staff id (person id) 90000001, PIN 998877. */
const AGENT = { staffId: '90000001', pin: '998877' };

function customer(login: (typeof DEMO_LOGINS)[number] | undefined) {
  if (login === undefined) throw new Error('missing demo login');
  return login;
}

describe('POST /assisted_channels/login (an agent works for one customer)', () => {
  const sandbox = useTestSandbox();

  function postAgentLogin(body: unknown, jar?: CookieJar, clientAddress?: string) {
    return apiRequest(sandbox.app, '/assisted_channels/login', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...(jar === undefined ? {} : { jar }),
      ...(clientAddress === undefined ? {} : { clientAddress }),
    });
  }

  function agentAccessToken(jar: CookieJar) {
    return apiRequest(sandbox.app, '/assisted_channels/saf/tpa/accesstoken', { headers: { Origin: TEST_APP_ORIGIN }, jar });
  }

  it("answers the agent login with the customer's profiles, reached by an EMPLOYEE (shell.md §3, §5)", async () => {
    const jar = new CookieJar();
    const login = await postAgentLogin({ ...AGENT, customerDocument: customer(lucia).document }, jar);
    expect(login.status).toBe(200);
    expect(jar.get('bank_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const response = await agentAccessToken(jar);
    expect(response.status).toBe(200);
    const body = await readJson<TestAuthentication>(response);
    expect(body.person.id).toBe('20481736');
    expect(body.accessTokens.map((profile) => [profile.profileId, profile.personId, profile.identifyeeType])).toEqual([
      ['PRF-20481736-PERS', '20481736', 'EMPLOYEE'],
      ['PRF-20481736-EMPR', '20481736', 'EMPLOYEE'],
    ]);
  });

  it("gives the agent's token the customer's data, not the employee's", async () => {
    const jar = new CookieJar();
    await postAgentLogin({ ...AGENT, customerDocument: customer(javier).document }, jar);
    const [profile] = (await readJson<TestAuthentication>(await agentAccessToken(jar))).accessTokens;
    const client = await getWithBearer(sandbox.app, '/genoma_api/rest/client', profile?.accessToken ?? '');
    expect(client.status).toBe(200);
    expect(await readJson<{ personId: string }>(client)).toMatchObject({ personId: '31907254' });
  });

  it('refuses the customer door and the sync to an agent working for a customer (shell.md §5)', async () => {
    const jar = new CookieJar();
    await postAgentLogin({ ...AGENT, customerDocument: customer(lucia).document }, jar);
    for (const path of ['/genoma_api/saf/tpa/accesstoken', '/saf/tpa/accesstoken/synchronize']) {
      const response = await apiRequest(sandbox.app, path, { headers: { Origin: TEST_APP_ORIGIN, 'x-device-brand': 'test' }, jar });
      expect(response.status).toBe(403);
      expect((await readJson<ApiErrorBody>(response)).error).toBe('employee_not_allowed');
    }
  });

  it('answers wrong staff credentials with 401 invalid_credentials and the tries left, naming no field', async () => {
    const wrongPin = await postAgentLogin({ ...AGENT, pin: '000000', customerDocument: customer(lucia).document });
    expect(wrongPin.status).toBe(401);
    expect(await readJson<ApiErrorBody & { remainingTries: number }>(wrongPin)).toMatchObject({
      error: 'invalid_credentials',
      remainingTries: 4,
    });
    // A customer's person id is no staff id, even with the customer's own PIN.
    const notStaff = await postAgentLogin({ staffId: '20481736', pin: customer(lucia).pin, customerDocument: customer(javier).document });
    expect(notStaff.status).toBe(401);
    expect((await readJson<ApiErrorBody>(notStaff)).error).toBe('invalid_credentials');
  });

  it('tells staff, and only staff, that no customer holds the document', async () => {
    const unknown = await postAgentLogin({ ...AGENT, customerDocument: '00000000T' });
    expect(unknown.status).toBe(404);
    expect(await readJson<ApiErrorBody>(unknown)).toEqual({
      error: 'assisted_customer_not_found',
      message: 'No hay ningún cliente con ese documento.',
    });
    const wrongStaff = await postAgentLogin({ ...AGENT, pin: '111111', customerDocument: '00000000T' });
    expect(wrongStaff.status).toBe(401);
  });

  it('does not let an agent work for another employee', async () => {
    const response = await postAgentLogin({ ...AGENT, customerDocument: '99887766P' });
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('assisted_customer_not_found');
  });

  it.each([
    [{ staffId: '9000', pin: '998877', customerDocument: '12345678Z' }, 'El identificador de empleado tiene 8 cifras.'],
    [{ staffId: '90000001', pin: '99887', customerDocument: '12345678Z' }, 'El PIN debe tener 6 cifras.'],
    [{ staffId: '90000001', pin: '998877', customerDocument: '1234' }, 'El documento debe ser un DNI o NIE.'],
    [{ pin: '998877', customerDocument: '12345678Z' }, 'Falta el identificador de empleado.'],
  ])('answers malformed fields %j with 400 and the message', async (body, message) => {
    const response = await postAgentLogin(body);
    expect(response.status).toBe(400);
    const answer = await readJson<ApiErrorBody>(response);
    expect(answer.error).toBe('invalid_request');
    expect(answer.message).toContain(message);
  });

  it('answers a body that is no JSON, or text no column can store, with 400 and opens no session', async () => {
    const sessionCount = async () =>
      (await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions')).rows[0]?.count;
    const before = await sessionCount();
    for (const body of ['{"staffId":', JSON.stringify({ ...AGENT, customerDocument: '12345678Z\u0000' })]) {
      const response = await postAgentLogin(body);
      expect(response.status).toBe(400);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('40 tries at once for one staff id from one address (39 wrong, 1 right) run at most 5 PIN checks', async () => {
    const tries = Array.from({ length: 40 }, (_, n) => ({
      ...AGENT,
      pin: n === 20 ? AGENT.pin : '000000',
      customerDocument: customer(lucia).document,
    }));
    const statuses = await Promise.all(tries.map(async (body) => (await postAgentLogin(body, undefined, '192.0.2.77')).status));
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    const { rows } = await sandbox.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM login_attempts WHERE document = $1 AND client_address = $2',
      ['staff:90000001', '192.0.2.77'],
    );
    expect(rows[0]?.count).toBeLessThanOrEqual(5);
  });

  it("stores the agent as the session's person and the customer it works for beside", async () => {
    const jar = new CookieJar();
    await postAgentLogin({ ...AGENT, customerDocument: customer(lucia).document }, jar);
    const { rows } = await sandbox.db.query<{ personId: string; assistedPersonId: string }>(
      'SELECT person_id AS "personId", assisted_person_id AS "assistedPersonId" FROM sessions WHERE session_hash = $1',
      [sha256Hex(jar.get('bank_session') ?? '')],
    );
    expect(rows).toEqual([{ personId: '90000001', assistedPersonId: '20481736' }]);
  });
});
