import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import {
  apiRequest,
  callAs,
  appCallHeaders,
  type CookieJar,
  getWithBearer,
  loginAs,
  authenticate,
  readJson,
  signInAsAgent,
  type ApiErrorBody,
} from '../../../../test/apiClient';
import { useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, , , carmen] = DEMO_LOGINS;
const PENDING = '/genoma_api/rest/mobileconfirmation/pending-operations';
const SIGNATURE_MESSAGE = 'Solo el cliente puede firmar esta operación: desde el canal asistido no se puede.';

interface Assisted {
  jar: CookieJar;
  token: string;
}

describe('issue 38 §3: the assisted-channel agent never stands in for the customer’s signature', () => {
  const sandbox = useTestSandbox();

  const assist = (document: string | undefined): Promise<Assisted> => signInAsAgent(sandbox.app, document);

  const call = (agent: Assisted, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    callAs(sandbox.app, agent, method, path, body, headers);

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(403);
    expect(await readJson<ApiErrorBody>(response)).toEqual({ error: 'employee_not_allowed', message: SIGNATURE_MESSAGE });
  }

  it('sends no one-time password to anyone from an agent’s session: 403 employee_not_allowed, and no phone gets a code', async () => {
    const agent = await assist(javier?.document);
    const before = sandbox.phone.length;
    await expectRefused(
      await apiRequest(sandbox.app, '/genoma_api/rest/otp', { method: 'POST', headers: appCallHeaders(agent.jar), jar: agent.jar }),
    );
    expect(sandbox.phone).toHaveLength(before);
  });

  it('refuses the agent the customer’s card unblock and limit (403 employee_not_allowed), and changes nothing', async () => {
    const agent = await assist(javier?.document);
    // Blocking needs no signature: an agent blocks a card for a customer who fears fraud.
    expect((await call(agent, 'POST', '/genoma_api/rest/cards/CRD-0005/block')).status).toBe(200);
    await expectRefused(await call(agent, 'POST', '/genoma_api/rest/cards/CRD-0005/unblock', undefined, { 'x-otp': '123456' }));
    await expectRefused(
      await call(agent, 'PUT', '/genoma_api/rest/cards/CRD-0004/limit', { limit: 19_000 }, { 'x-authentication-ticket': 'T'.repeat(43) }),
    );
    const { rows } = await sandbox.db.query<{ status: string; limitCents: string }>(
      "SELECT status, limit_cents::text AS \"limitCents\" FROM cards WHERE card_id IN ('CRD-0004', 'CRD-0005') ORDER BY card_id",
    );
    expect(rows).toEqual([
      { status: 'active', limitCents: '3000000' },
      { status: 'blocked', limitCents: null },
    ]);
  });

  it('refuses the agent Carmen’s 49,90 € card payment, confirmed or rejected, and it stays pending for her', async () => {
    const agent = await assist(carmen?.document);
    const listed = await readJson<{ pendingOperations: { secProcessId: string; type: string }[] }>(
      await getWithBearer(sandbox.app, PENDING, agent.token),
    );
    const payment = listed.pendingOperations.find((operation) => operation.type === '76');
    expect(payment).toBeDefined();
    await expectRefused(await call(agent, 'POST', `${PENDING}/${payment?.secProcessId ?? ''}/confirm`));
    await expectRefused(await call(agent, 'POST', `${PENDING}/${payment?.secProcessId ?? ''}/reject`));
    const again = await readJson<{ pendingOperations: { secProcessId: string }[] }>(await getWithBearer(sandbox.app, PENDING, agent.token));
    expect(again.pendingOperations.map((operation) => operation.secProcessId)).toContain(payment?.secProcessId);
  });

  it('refuses the agent a loan in the customer’s name (403), and no loan or money appears', async () => {
    const agent = await assist(lucia?.document);
    await expectRefused(await call(agent, 'POST', '/genoma_api/rest/loans', { amount: 5_000, periods: 60, accountId: 'ACC-0001' }));
    const { rows } = await sandbox.db.query<{ count: number }>("SELECT count(*)::int AS count FROM loans WHERE person_id = '20481736'");
    expect(rows[0]?.count).toBe(0);
  });

  it('lets the agent review a transfer for the customer, never send it (403), and no money moves (issue 41 §1)', async () => {
    const agent = await assist(lucia?.document);
    const order = {
      fromAccountId: 'ACC-0001',
      toIban: 'ES9201822370440200012345',
      beneficiaryName: 'Ana Gil',
      concept: 'Cena',
      amount: 25,
      kind: 'ordinary',
    };
    const { rows: before } = await sandbox.db.query<{ balance: string }>(
      "SELECT balance_cents::text AS balance FROM accounts WHERE account_id = 'ACC-0001'",
    );
    expect((await call(agent, 'POST', '/genoma_api/rest/transfers/review', order)).status).toBe(200);
    await expectRefused(
      await call(agent, 'POST', '/genoma_api/rest/transfers', order, {
        'x-authentication-ticket': 'T'.repeat(43),
        'Idempotency-Key': '0f8fad5b-d9cb-469f-a165-70867728950e',
      }),
    );
    const { rows: after } = await sandbox.db.query<{ balance: string }>(
      "SELECT balance_cents::text AS balance FROM accounts WHERE account_id = 'ACC-0001'",
    );
    expect(after).toEqual(before);
    const { rows } = await sandbox.db.query<{ count: number }>("SELECT count(*)::int AS count FROM transfers WHERE person_id = '20481736'");
    expect(rows[0]?.count).toBe(0);
  });

  it('gives an agent’s session no identity for the vendors: the assisted client loads no outside script', async () => {
    const agent = await assist(javier?.document);
    await expectRefused(await getWithBearer(sandbox.app, '/genoma_api/rest/client/vendor-identity', agent.token));
  });

  it('tells the assisted client who is assisting whom; a customer’s own token is 404 not_assisted', async () => {
    const agent = await assist(javier?.document);
    const answer = await getWithBearer(sandbox.app, '/assisted_channels/session', agent.token);
    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toEqual({
      agent: { staffId: '90000001', name: 'Agente Centro de Llamadas' },
      customer: { name: 'Javier Ortega Ruiz' },
    });
    if (javier === undefined) throw new Error('missing demo login');
    const [own] = (await authenticate(sandbox.app, await loginAs(sandbox.app, javier))).accessTokens;
    const refused = await getWithBearer(sandbox.app, '/assisted_channels/session', own?.accessToken ?? '');
    expect(refused.status).toBe(404);
    expect((await readJson<ApiErrorBody>(refused)).error).toBe('not_assisted');
    expect((await getWithBearer(sandbox.app, '/assisted_channels/session', 'x'.repeat(43))).status).toBe(401);
  });

  it('still sends the customer’s own session a code: the refusal is the agent’s alone', async () => {
    if (javier === undefined) throw new Error('missing demo login');
    const jar = await loginAs(sandbox.app, javier);
    const otp = await apiRequest(sandbox.app, '/genoma_api/rest/otp', { method: 'POST', headers: appCallHeaders(jar), jar });
    expect(otp.status).toBe(200);
  });

  it('lets the agent work Mi área’s profiles, devices and statements for the customer assisted, as an employee and for no one else', async () => {
    const agent = await assist(lucia?.document);
    // Opening and closing the company's profile: issued as reached by an employee.
    expect((await call(agent, 'DELETE', '/genoma_api/rest/profiles/access-tokens/PRF-20481736-EMPR')).status).toBe(204);
    const opened = await call(agent, 'POST', '/genoma_api/rest/profiles/access-tokens', { profileId: 'PRF-20481736-EMPR' });
    expect(opened.status).toBe(201);
    expect(await readJson(opened)).toMatchObject({ profileId: 'PRF-20481736-EMPR', identifyeeType: 'EMPLOYEE' });
    // Another customer's profile, device and account are as unknown ones.
    expect((await call(agent, 'POST', '/genoma_api/rest/profiles/access-tokens', { profileId: 'PRF-31907254-PERS' })).status).toBe(404);
    expect((await call(agent, 'DELETE', '/genoma_api/rest/fingerprint/devices/dev-and-carmen-01')).status).toBe(404);
    expect((await call(agent, 'GET', '/genoma_api/rest/products/ACC-0005/statements/2025-12')).status).toBe(404);
    // The customer's own: a statement to send, a lost phone to forget.
    expect((await call(agent, 'GET', '/genoma_api/rest/products/ACC-0001/statements/2025-12')).status).toBe(200);
    expect((await call(agent, 'DELETE', '/genoma_api/rest/fingerprint/devices/dev-ios-lucia-01')).status).toBe(204);
  });
});
