import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  CookieJar,
  apiRequest,
  appCallHeaders,
  getWithBearer,
  postLogin,
  readJson,
  signIn as signInAs,
  type ApiErrorBody,
  type SignedInCustomer,
  type TestAuthentication,
} from '../../../../test/apiClient';
import { moreTickets as moreStepUpTickets, ticketFor as stepUpTicketFor } from '../../../../test/stepUp';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, , , carmen, elena, pablo] = DEMO_LOGINS;
const PIN = '/genoma_api/rest/client/pin';
const PREFERENCES = '/genoma_api/rest/client/notification-preferences';
const CLIENT = '/genoma_api/rest/client';
/** The seeded call-centre agent. */
const AGENT = { staffId: '90000001', pin: '998877' };

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing fixture');
  return value;
}

describe('issue 42 §3: Mi área’s personal data', () => {
  const sandbox = useTestSandbox();

  it('the client call shows the document and the phone masked, all but their last four characters', async () => {
    const customer = await signInAs(sandbox.app, lucia);
    const client = await readJson<Record<string, string>>(await getWithBearer(sandbox.app, CLIENT, customer.token));
    expect([client.documentMasked, client.mobilePhoneMasked, client.birthDate]).toEqual(['*****678Z', '+34 *****1234', '15/03/1985']);
    expect(JSON.stringify(client)).not.toContain('12345678Z');
    expect(JSON.stringify(client)).not.toContain('612341234');
  });
});

describe('issue 42 §3: changing the PIN, signed by the customer', () => {
  const sandbox = useTestSandbox();
  const signIn = (login: DemoLogin | undefined) => signInAs(sandbox.app, login);
  const ticketFor = (customer: SignedInCustomer) => stepUpTicketFor(sandbox, customer);

  function put(customer: SignedInCustomer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return apiRequest(sandbox.app, path, {
      method: 'PUT',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      jar: customer.jar,
    });
  }
  const changePin = (customer: SignedInCustomer, body: unknown, ticket: string | undefined) =>
    put(customer, PIN, body, ticket === undefined ? {} : { 'x-authentication-ticket': ticket });

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody>(response);
  }

  const logsInWith = async (login: DemoLogin, pin: string) =>
    (await postLogin(sandbox.app, { document: login.document, birthDate: login.birthDate, pin })).status;

  async function pinHashOf(personId: string): Promise<string> {
    const { rows } = await sandbox.db.query<{ pinHash: string }>('SELECT pin_hash AS "pinHash" FROM customers WHERE person_id = $1', [
      personId,
    ]);
    return required(rows[0]).pinHash;
  }

  it('changes the PIN with a ticket: the new one logs in, the old one no longer does, and the inbox says so', async () => {
    const login = required(carmen);
    const customer = await signIn(login);
    const ticket = await ticketFor(customer);
    const response = await changePin(customer, { currentPin: '246810', newPin: '583920' }, ticket);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ changed: true });
    expect(await logsInWith(login, '246810')).toBe(401);
    expect(await logsInWith(login, '583920')).toBe(200);
    const { rows } = await sandbox.db.query<{ subject: string; subjectEnGb: string; link: string }>(
      `SELECT subject, subject_en_gb AS "subjectEnGb", link FROM inbox_messages
        WHERE person_id = (SELECT person_id FROM customers WHERE document = $1) AND message_id LIKE 'MSG-PIN-%'`,
      [login.document],
    );
    expect(rows).toEqual([
      { subject: 'Has cambiado tu clave de acceso', subjectEnGb: 'You have changed your PIN', link: '#/area-personal/clave' },
    ]);
  });

  it('ends the person’s other sessions (their tokens refused) and keeps the one that changed it', async () => {
    const login = required(elena);
    const other = await signIn(login);
    const customer = await signIn(login);
    const ticket = await ticketFor(customer);
    expect((await changePin(customer, { currentPin: '135790', newPin: '582047' }, ticket)).status).toBe(200);
    expect((await getWithBearer(sandbox.app, CLIENT, other.token)).status).toBe(401);
    expect((await getWithBearer(sandbox.app, CLIENT, customer.token)).status).toBe(200);
  });

  it('refuses a wrong current PIN (422 wrong_current_pin), changes nothing, and the ticket is spent: one code, one guess', async () => {
    const customer = await signIn(lucia);
    const before = await pinHashOf('20481736');
    const ticket = await ticketFor(customer);
    expect(await errorOf(await changePin(customer, { currentPin: '000000', newPin: '583920' }, ticket), 422)).toEqual({
      error: 'wrong_current_pin',
      message: 'La clave actual no es correcta.',
    });
    expect((await errorOf(await changePin(customer, { currentPin: '123456', newPin: '583920' }, ticket), 401)).error).toBe(
      'invalid_ticket',
    );
    expect(await pinHashOf('20481736')).toBe(before);
  });

  it.each([
    ['every digit the same', '777777'],
    ['an ascending run', '345678'],
    ['a descending run', '876543'],
    ['the birth date as DDMMYY', '150385'],
    ['the birth date as YYMMDD', '850315'],
    ['six digits of the document', '234567'],
  ])('refuses a weak new PIN, %s (422 weak_pin), before spending the ticket', async (_rule, newPin) => {
    const customer = await signIn(lucia);
    const [ticket] = await moreStepUpTickets(sandbox, await ticketFor(customer), '20481736', 1);
    expect((await errorOf(await changePin(customer, { currentPin: '123456', newPin }, ticket), 422)).error).toBe('weak_pin');
    // The ticket is still good: the refusal spent nothing.
    expect((await errorOf(await changePin(customer, { currentPin: '000000', newPin: '583920' }, ticket), 422)).error).toBe(
      'wrong_current_pin',
    );
  });

  it('refuses the same PIN again (422 pin_unchanged)', async () => {
    const customer = await signIn(lucia);
    expect(await errorOf(await changePin(customer, { currentPin: '123456', newPin: '123456' }, 'T'.repeat(43)), 422)).toEqual({
      error: 'pin_unchanged',
      message: 'La clave nueva tiene que ser distinta de la actual.',
    });
  });

  it('refuses an unsigned change (403 step_up_required) and a made-up ticket (401 invalid_ticket)', async () => {
    const customer = await signIn(lucia);
    const before = await pinHashOf('20481736');
    expect((await errorOf(await changePin(customer, { currentPin: '123456', newPin: '583920' }, undefined), 403)).error).toBe(
      'step_up_required',
    );
    expect((await errorOf(await changePin(customer, { currentPin: '123456', newPin: '583920' }, 'T'.repeat(43)), 401)).error).toBe(
      'invalid_ticket',
    );
    expect(await pinHashOf('20481736')).toBe(before);
  });

  it.each([
    ['a PIN of five digits', { currentPin: '123456', newPin: '58392' }],
    ['letters', { currentPin: '123456', newPin: '58392a' }],
    ['a number, not a text', { currentPin: '123456', newPin: 583920 }],
    ['a NUL character', { currentPin: '123456', newPin: '58392\u0000' }],
    ['no current PIN', { newPin: '583920' }],
    ['an unknown field', { currentPin: '123456', newPin: '583920', personId: '31907254' }],
  ])('refuses %s (400 invalid_request)', async (_case, body) => {
    const customer = await signIn(lucia);
    expect((await errorOf(await changePin(customer, body, 'T'.repeat(43)), 400)).error).toBe('invalid_request');
  });

  it('refuses a body over 16 KiB (413)', async () => {
    const customer = await signIn(lucia);
    expect((await errorOf(await changePin(customer, { currentPin: '123456', newPin: '5'.repeat(17 * 1024) }, undefined), 413)).error).toBe(
      'payload_too_large',
    );
  });

  it('refuses an agent on the assisted channel (403 employee_not_allowed): the PIN is the customer’s own', async () => {
    const jar = new CookieJar();
    const agentLogin = await apiRequest(sandbox.app, '/assisted_channels/login', {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...AGENT, customerDocument: required(javier).document }),
      jar,
    });
    expect(agentLogin.status).toBe(200);
    const tokens = await apiRequest(sandbox.app, '/assisted_channels/saf/tpa/accesstoken', { headers: { Origin: TEST_APP_ORIGIN }, jar });
    const token = required((await readJson<TestAuthentication>(tokens)).accessTokens[0]).accessToken;
    const before = await pinHashOf('31907254');
    expect((await errorOf(await changePin({ jar, token }, { currentPin: '654321', newPin: '583920' }, 'T'.repeat(43)), 403)).error).toBe(
      'employee_not_allowed',
    );
    expect(await pinHashOf('31907254')).toBe(before);
  });

  it('of 5 changes sent at once with one current PIN, each with its own ticket, exactly one is made; the rest find the current PIN wrong', async () => {
    const login = required(pablo);
    const customer = await signIn(login);
    const tickets = await moreStepUpTickets(sandbox, await ticketFor(customer), await personIdOf(login.document), 5);
    const newPins = ['583920', '694031', '705142', '816253', '927364'];
    const responses = await Promise.all(
      tickets.map((ticket, index) => changePin(customer, { currentPin: login.pin, newPin: newPins[index] }, ticket)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(4);
    const winner = required(newPins[statuses.indexOf(200)]);
    expect(await logsInWith(login, winner)).toBe(200);
    expect(await logsInWith(login, login.pin)).toBe(401);
  });

  it('of 5 copies of one change sent at once with one ticket, exactly one is made', async () => {
    const login = required(javier);
    const customer = await signIn(login);
    const ticket = await ticketFor(customer);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => changePin(customer, { currentPin: '654321', newPin: '583920' }, ticket)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 401, 401, 401, 401]);
    const { rows } = await sandbox.db.query<{ count: number }>(
      "SELECT count(*)::integer AS count FROM inbox_messages WHERE person_id = '31907254' AND message_id LIKE 'MSG-PIN-%'",
    );
    expect(required(rows[0]).count).toBe(1);
  });

  async function personIdOf(document: string): Promise<string> {
    const { rows } = await sandbox.db.query<{ personId: string }>('SELECT person_id AS "personId" FROM customers WHERE document = $1', [
      document,
    ]);
    return required(rows[0]).personId;
  }
});

describe('issue 42 §3: notification preferences', () => {
  const sandbox = useTestSandbox();

  const ALL_OFF = { email: false, sms: false, push: false };
  const CHOICE = {
    operations: { email: true, sms: false, push: true },
    cards: { email: false, sms: false, push: true },
    statements: { email: true, sms: false, push: false },
    security: { email: false, sms: true, push: false },
    offers: ALL_OFF,
  };

  function put(customer: SignedInCustomer, body: unknown): Promise<Response> {
    return apiRequest(sandbox.app, PREFERENCES, {
      method: 'PUT',
      headers: { ...appCallHeaders(customer.jar), Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      jar: customer.jar,
    });
  }
  const read = async (customer: SignedInCustomer) =>
    readJson<{ preferences: typeof CHOICE }>(await getWithBearer(sandbox.app, PREFERENCES, customer.token));

  it('answers the bank’s defaults before any choice: no offers, security by every channel', async () => {
    const customer = await signInAs(sandbox.app, carmen);
    expect(await read(customer)).toEqual({
      preferences: {
        operations: { email: false, sms: true, push: true },
        cards: { email: false, sms: false, push: true },
        statements: { email: true, sms: false, push: false },
        security: { email: true, sms: true, push: true },
        offers: ALL_OFF,
      },
    });
  });

  it('stores a choice and answers it; another customer’s stay their own', async () => {
    const customer = await signInAs(sandbox.app, lucia);
    const response = await put(customer, { preferences: CHOICE });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ preferences: CHOICE });
    expect(await read(customer)).toEqual({ preferences: CHOICE });
    const other = await signInAs(sandbox.app, javier);
    expect((await read(other)).preferences.operations).toEqual({ email: false, sms: true, push: true });
  });

  it('has no way to name another customer: a personId in the body is refused (400)', async () => {
    const customer = await signInAs(sandbox.app, javier);
    const response = await put(customer, {
      personId: '20481736',
      preferences: { ...CHOICE, offers: { email: true, sms: true, push: true } },
    });
    expect(response.status).toBe(400);
    const lucias = await signInAs(sandbox.app, lucia);
    expect((await read(lucias)).preferences.offers).toEqual(ALL_OFF);
  });

  it.each([
    [
      'security alerts by no channel',
      { ...CHOICE, security: ALL_OFF },
      'Los avisos de seguridad tienen que llegarte por algún canal: elige al menos uno.',
    ],
    ['a kind missing', { operations: CHOICE.operations }, undefined],
    ['an unknown kind', { ...CHOICE, lottery: ALL_OFF }, undefined],
    ['an unknown channel', { ...CHOICE, cards: { ...ALL_OFF, pigeon: true } }, undefined],
    ['a text for true', { ...CHOICE, cards: { ...ALL_OFF, push: 'true' } }, undefined],
  ])('refuses %s (400 invalid_request) and keeps what was stored', async (_case, preferences, message) => {
    const customer = await signInAs(sandbox.app, lucia);
    const before = await read(customer);
    const response = await put(customer, { preferences });
    expect(response.status).toBe(400);
    const body = await readJson<ApiErrorBody>(response);
    expect(body.error).toBe('invalid_request');
    if (message !== undefined) expect(body.message).toBe(message);
    expect(await read(customer)).toEqual(before);
  });

  it('refuses every call without a bearer (401)', async () => {
    const customer = await signInAs(sandbox.app, lucia);
    for (const method of ['GET', 'PUT']) {
      const response = await apiRequest(sandbox.app, PREFERENCES, {
        method,
        headers: { ...appCallHeaders(customer.jar), 'Content-Type': 'application/json' },
        ...(method === 'PUT' ? { body: JSON.stringify({ preferences: CHOICE }) } : {}),
        jar: customer.jar,
      });
      expect(response.status, method).toBe(401);
    }
  });
});

describe('issue 42 §3: Mi área’s documents', () => {
  const sandbox = useTestSandbox();
  const DOCUMENTS = '/genoma_api/rest/documents';
  type Documents = {
    statements: { accountId: string; month: string; current: boolean; path: string }[];
    receipts: { kind: string; id: string; counterpart: string; amount: { amount: number }; path: string }[];
  };
  const documentsOf = async (token: string) => readJson<Documents>(await getWithBearer(sandbox.app, DOCUMENTS, token));

  it('lists the statements of the profile’s accounts, three months each, each one downloadable', async () => {
    const customer = await signInAs(sandbox.app, lucia);
    const { statements } = await documentsOf(customer.token);
    const ofNomina = statements.filter((statement) => statement.accountId === 'ACC-0001');
    expect(ofNomina).toHaveLength(3);
    const months = ofNomina.map((statement) => statement.month);
    expect([...months].sort().reverse()).toEqual(months);
    // The month under way is said to be one (issue 42 §3): its statement runs to today only.
    expect(ofNomina.map((statement) => statement.current)).toEqual([true, false, false]);
    expect(months[0]).toBe(new Date(sandbox.clock.now()).toISOString().slice(0, 7));
    for (const statement of ofNomina) expect((await getWithBearer(sandbox.app, statement.path, customer.token)).status).toBe(200);
  });

  it('lists a transfer just made with its receipt, to its payer’s profile only', async () => {
    const customer = await signInAs(sandbox.app, lucia);
    const ticket = await stepUpTicketFor(sandbox, customer);
    const made = await apiRequest(sandbox.app, '/genoma_api/rest/transfers', {
      method: 'POST',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        'x-authentication-ticket': ticket,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        fromAccountId: 'ACC-0001',
        toIban: 'ES9201822370440200012345',
        beneficiaryName: 'Ana Pérez',
        concept: 'Regalo',
        amount: 12.5,
        kind: 'ordinary',
      }),
      jar: customer.jar,
    });
    expect(made.status).toBe(201);
    const { transferId } = await readJson<{ transferId: string }>(made);
    const [receipt] = (await documentsOf(customer.token)).receipts;
    expect(receipt).toMatchObject({ kind: 'transfer', id: transferId, counterpart: 'Ana Pérez', amount: { amount: 12.5 } });
    expect((await getWithBearer(sandbox.app, required(receipt).path, customer.token)).status).toBe(200);

    const other = await signInAs(sandbox.app, javier);
    expect((await documentsOf(other.token)).receipts.map((entry) => entry.id)).not.toContain(transferId);
    expect((await documentsOf(other.token)).statements.map((entry) => entry.accountId)).not.toContain('ACC-0001');
  });

  it('refuses a call without a bearer (401)', async () => {
    expect((await apiRequest(sandbox.app, DOCUMENTS)).status).toBe(401);
  });
});
