import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../../seed';
import {
  apiRequest,
  callAs,
  appCallHeaders,
  getWithBearer,
  readJson,
  signIn,
  signInAsAgent,
  type ApiErrorBody,
  type SignedInCustomer,
} from '../../../../test/apiClient';
import { moneyInvariantBreaches } from '../../../../test/moneyInvariants';
import { ticketFor } from '../../../../test/stepUp';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, , , carmen] = DEMO_LOGINS;
/** The body limit of the API's JSON calls (sandbox-api.md, Security: limits and input checks). */
const BODY_LIMIT_BYTES = 16 * 1024;
const PENDING = '/genoma_api/rest/mobileconfirmation/pending-operations';

interface CardAnswer {
  controls: { onlinePayments: boolean; abroadPayments: boolean };
  issuedOn: string;
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

async function expectError(response: Response, status: number, error: string): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  const body = await readJson<ApiErrorBody>(response);
  expect(body.error).toBe(error);
  return body;
}

// issue 42 §4: "Add the controls a card page has: online and abroad use, show PIN with signature, statements."
describe('a card’s controls: online purchases and use abroad (PUT /genoma_api/rest/cards/{cardId}/controls)', () => {
  const sandbox = useTestSandbox({ testMode: true });

  function putControls(
    customer: SignedInCustomer,
    cardId: string,
    body: string | Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
  ) {
    return apiRequest(sandbox.app, `/genoma_api/rest/cards/${cardId}/controls`, {
      method: 'PUT',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body,
      jar: customer.jar,
    });
  }

  async function cardOf(customer: SignedInCustomer, cardId: string): Promise<CardAnswer> {
    const response = await getWithBearer(sandbox.app, `/genoma_api/rest/products/${cardId}`, customer.token);
    expect(response.status).toBe(200);
    return readJson<CardAnswer>(response);
  }

  it('issues a card with both on, and says when it was issued: Lucía’s debit card with her NÓMINA account, on 2014-03-10', async () => {
    const customer = await signIn(sandbox.app, lucia);
    expect(await cardOf(customer, 'CRD-0001')).toMatchObject({
      controls: { onlinePayments: true, abroadPayments: true },
      issuedOn: '2014-03-10',
    });
  });

  it('turns online purchases off, answers both controls, keeps the other one, and the card’s page shows it after a new login', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const response = await putControls(customer, 'CRD-0001', JSON.stringify({ onlinePayments: false }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ id: 'CRD-0001', controls: { onlinePayments: false, abroadPayments: true } });
    const again = await signIn(sandbox.app, lucia);
    expect((await cardOf(again, 'CRD-0001')).controls).toEqual({ onlinePayments: false, abroadPayments: true });
    // The other card is untouched.
    expect((await cardOf(again, 'CRD-0002')).controls).toEqual({ onlinePayments: true, abroadPayments: true });
    const both = await putControls(customer, 'CRD-0001', JSON.stringify({ onlinePayments: true, abroadPayments: false }));
    expect(await readJson(both)).toEqual({ id: 'CRD-0001', controls: { onlinePayments: true, abroadPayments: false } });
  });

  it('keeps both of two switches pressed at once, and of 20 changes sent at once answers every one 200', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const [online, abroad] = await Promise.all([
      putControls(customer, 'CRD-0002', JSON.stringify({ onlinePayments: false })),
      putControls(customer, 'CRD-0002', JSON.stringify({ abroadPayments: false })),
    ]);
    expect([online?.status, abroad?.status]).toEqual([200, 200]);
    expect((await cardOf(customer, 'CRD-0002')).controls).toEqual({ onlinePayments: false, abroadPayments: false });
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) => putControls(customer, 'CRD-0002', JSON.stringify({ onlinePayments: index % 2 === 0 }))),
    );
    expect(burst.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await cardOf(customer, 'CRD-0002')).controls.abroadPayments).toBe(false);
  });

  it.each([
    ['an empty object', '{}', 'Indica onlinePayments, abroadPayments o los dos.'],
    ['text for a boolean', '{"onlinePayments":"false"}', 'onlinePayments y abroadPayments deben ser true o false.'],
    ['null', '{"abroadPayments":null}', 'onlinePayments y abroadPayments deben ser true o false.'],
    ['another field', '{"onlinePayments":false,"contactless":false}', 'Campos desconocidos: contactless.'],
    ['an array', '[false]', 'El cuerpo debe ser { onlinePayments, abroadPayments }.'],
  ])('refuses %s with 400 invalid_request and its message, and changes nothing', async (_, body, message) => {
    const customer = await signIn(sandbox.app, javier);
    const refused = await expectError(await putControls(customer, 'CRD-0004', body), 400, 'invalid_request');
    expect(refused.message).toBe(message);
    expect((await cardOf(customer, 'CRD-0004')).controls).toEqual({ onlinePayments: true, abroadPayments: true });
  });

  it('refuses broken JSON and a gzip body, such as a decompression bomb, with 400 without inflating it; over 16 KiB with 413', async () => {
    const customer = await signIn(sandbox.app, javier);
    await expectError(await putControls(customer, 'CRD-0004', '{"onlinePayments":fal'), 400, 'invalid_request');
    const bomb = new Uint8Array(gzipSync(`{"onlinePayments":false${' '.repeat(10 * 1024 * 1024)}}`, { level: 9 }));
    expect(bomb.byteLength).toBeLessThan(BODY_LIMIT_BYTES);
    await expectError(await putControls(customer, 'CRD-0004', bomb, { 'Content-Encoding': 'gzip' }), 400, 'invalid_request');
    await expectError(
      await putControls(customer, 'CRD-0004', '{"onlinePayments":false}'.padEnd(BODY_LIMIT_BYTES + 1, ' ')),
      413,
      'payload_too_large',
    );
    expect((await cardOf(customer, 'CRD-0004')).controls.onlinePayments).toBe(true);
  });

  it.each(['CRD-0004', 'CRD-0003', 'ACC-0001', 'CRD-9999', 'CRD-0001%00'])(
    'refuses %s, not a card of the bearer’s profile (Javier’s, Lucía’s business profile’s, an account, unknown, malformed), with 404 product_not_found, and changes nothing',
    async (cardId) => {
      const customer = await signIn(sandbox.app, lucia);
      await expectError(await putControls(customer, cardId, '{"abroadPayments":false}'), 404, 'product_not_found');
      const { rows } = await sandbox.db.query<{ off: string }>(
        "SELECT count(*)::text AS off FROM cards WHERE NOT abroad_payments AND card_id IN ('CRD-0003', 'CRD-0004')",
      );
      expect(rows[0]?.off).toBe('0');
    },
  );

  it('answers nobody without a bearer (401), and no call without the XSRF header or from another origin (403)', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const anonymous = await apiRequest(sandbox.app, '/genoma_api/rest/cards/CRD-0001/controls', {
      method: 'PUT',
      headers: { ...appCallHeaders(customer.jar), 'Content-Type': 'application/json' },
      body: '{"onlinePayments":false}',
      jar: customer.jar,
    });
    expect(anonymous.status).toBe(401);
    const noXsrf = await apiRequest(sandbox.app, '/genoma_api/rest/cards/CRD-0001/controls', {
      method: 'PUT',
      headers: { Origin: TEST_APP_ORIGIN, Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: '{"onlinePayments":false}',
      jar: customer.jar,
    });
    expect(noXsrf.status).toBe(403);
    const elsewhere = await putControls(customer, 'CRD-0001', '{"onlinePayments":false}', { Origin: 'https://evil.example' });
    expect(elsewhere.status).toBe(403);
    expect((await cardOf(customer, 'CRD-0001')).controls.onlinePayments).toBe(true);
  });

  it('refuses Carmen’s 49,90 € shop payment with a card whose online purchases are off (409 card_online_disabled): nothing paid, the ticket unspent, and it pays once they are on', async () => {
    const customer = await signIn(sandbox.app, carmen);
    expect((await putControls(customer, 'CRD-0007', '{"onlinePayments":false}')).status).toBe(200);
    const list = await readJson<{ pendingOperations: { secProcessId: string; type: string }[] }>(
      await getWithBearer(sandbox.app, PENDING, customer.token),
    );
    const payment = required(
      list.pendingOperations.find((operation) => operation.type === '76'),
      'card payment',
    );
    const ticket = await ticketFor(sandbox, customer);
    const confirm = () =>
      apiRequest(sandbox.app, `${PENDING}/${payment.secProcessId}/confirm`, {
        method: 'POST',
        headers: { ...appCallHeaders(customer.jar), Authorization: `Bearer ${customer.token}`, 'x-authentication-ticket': ticket },
        jar: customer.jar,
      });
    const refused = await expectError(await confirm(), 409, 'card_online_disabled');
    expect(refused.message).toBe('Las compras por internet están desactivadas en esta tarjeta.');
    const balance = async () =>
      (await sandbox.db.query<{ cents: string }>("SELECT balance_cents::text AS cents FROM accounts WHERE account_id = 'ACC-0009'")).rows[0]
        ?.cents;
    expect(await balance()).toBe('128745');
    expect((await putControls(customer, 'CRD-0007', '{"onlinePayments":true}')).status).toBe(200);
    expect((await confirm()).status).toBe(200);
    expect(await balance()).toBe(String(128_745 - 4_990));
    // No euro made or lost on the way: the ledger still adds up.
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
  });

  it('refuses a shop abroad with a card whose use abroad is off (409 card_abroad_disabled), pays a shop in Spain with it, and pays the one abroad once it is on', async () => {
    const customer = await signIn(sandbox.app, carmen);
    expect((await putControls(customer, 'CRD-0007', '{"abroadPayments":false}')).status).toBe(200);
    for (const [merchant, merchantCountry] of [
      ['Livraria Lello', 'PT'],
      ['Librería Central', 'ES'],
    ]) {
      const created = await apiRequest(sandbox.app, '/__sandbox/pending-operations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ document: carmen?.document, type: '76', merchant, merchantCountry, amount: 20, panLast4: '3096' }),
      });
      expect(created.status).toBe(201);
    }
    const list = await readJson<{ pendingOperations: { secProcessId: string; type: string; operationData: { merchant?: string } }[] }>(
      await getWithBearer(sandbox.app, PENDING, customer.token),
    );
    const paymentAt = (merchant: string) =>
      required(
        list.pendingOperations.find((operation) => operation.operationData.merchant === merchant),
        merchant,
      );
    const confirm = async (secProcessId: string) =>
      apiRequest(sandbox.app, `${PENDING}/${secProcessId}/confirm`, {
        method: 'POST',
        headers: {
          ...appCallHeaders(customer.jar),
          Authorization: `Bearer ${customer.token}`,
          'x-authentication-ticket': await ticketFor(sandbox, customer),
        },
        jar: customer.jar,
      });
    const balance = async () =>
      (await sandbox.db.query<{ cents: string }>("SELECT balance_cents::text AS cents FROM accounts WHERE account_id = 'ACC-0009'")).rows[0]
        ?.cents;
    const before = Number(await balance());

    const refused = await expectError(await confirm(paymentAt('Livraria Lello').secProcessId), 409, 'card_abroad_disabled');
    expect(refused.message).toBe('Las compras en el extranjero están desactivadas en esta tarjeta.');
    expect(await balance()).toBe(String(before));
    // A shop in Spain: use abroad does not stop it.
    expect((await confirm(paymentAt('Librería Central').secProcessId)).status).toBe(200);
    expect(await balance()).toBe(String(before - 2_000));

    expect((await putControls(customer, 'CRD-0007', '{"abroadPayments":true}')).status).toBe(200);
    expect((await confirm(paymentAt('Livraria Lello').secProcessId)).status).toBe(200);
    expect(await balance()).toBe(String(before - 2_000 - 2_000));
    expect(await moneyInvariantBreaches(sandbox.db)).toEqual([]);
  });
});

describe('a card’s PIN, after a step-up (POST /genoma_api/rest/cards/{cardId}/pin)', () => {
  const sandbox = useTestSandbox();

  function postPin(customer: SignedInCustomer, cardId: string, ticket?: string) {
    return apiRequest(sandbox.app, `/genoma_api/rest/cards/${cardId}/pin`, {
      method: 'POST',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        ...(ticket === undefined ? {} : { 'x-authentication-ticket': ticket }),
      },
      jar: customer.jar,
    });
  }

  async function storedPin(cardId: string): Promise<string> {
    const { rows } = await sandbox.db.query<{ pin: string }>('SELECT pin_code AS pin FROM cards WHERE card_id = $1', [cardId]);
    return required(rows[0]).pin;
  }

  it('answers the card’s four-digit PIN once per ticket, stored by no cache and written to no log', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const ticket = await ticketFor(sandbox, customer);
    const response = await postPin(customer, 'CRD-0001', ticket);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { pin } = await readJson<{ pin: string }>(response);
    expect(pin).toMatch(/^[0-9]{4}$/);
    expect(pin).toBe(await storedPin('CRD-0001'));
    expect(sandbox.logs.join('\n')).not.toContain(`"pin":"${pin}"`);
    await expectError(await postPin(customer, 'CRD-0001', ticket), 401, 'invalid_ticket');
  });

  it('refuses without a ticket (403 step_up_required) and with a forged one (401 invalid_ticket)', async () => {
    const customer = await signIn(sandbox.app, lucia);
    await expectError(await postPin(customer, 'CRD-0001'), 403, 'step_up_required');
    await expectError(await postPin(customer, 'CRD-0001', '   '), 403, 'step_up_required');
    await expectError(await postPin(customer, 'CRD-0001', 'T'.repeat(43)), 401, 'invalid_ticket');
  });

  it('refuses another customer’s card and a card of no card’s shape with 404, spending no ticket', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const ticket = await ticketFor(sandbox, customer);
    await expectError(await postPin(customer, 'CRD-0003', ticket), 404, 'product_not_found');
    await expectError(await postPin(customer, 'ACC-0001', ticket), 404, 'product_not_found');
    expect((await postPin(customer, 'CRD-0002', ticket)).status).toBe(200);
  });

  it('shows one PIN for one ticket however many calls race with it: of 8 at once, one answers 200', async () => {
    const customer = await signIn(sandbox.app, lucia);
    const ticket = await ticketFor(sandbox, customer);
    const answers = await Promise.all(Array.from({ length: 8 }, () => postPin(customer, 'CRD-0001', ticket)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('takes no other session’s ticket: Javier’s ticket shows Lucía nothing', async () => {
    const lucía = await signIn(sandbox.app, lucia);
    const javierSession = await signIn(sandbox.app, javier);
    const javiersTicket = await ticketFor(sandbox, javierSession);
    await expectError(await postPin(lucía, 'CRD-0001', javiersTicket), 401, 'invalid_ticket');
    // Still good in Javier's own session, for his own card.
    expect((await postPin(javierSession, 'CRD-0004', javiersTicket)).status).toBe(200);
  });
});

describe('the assisted channel: an agent may turn a card’s controls off, never on, and never sees its PIN', () => {
  const sandbox = useTestSandbox();

  const assist = (document: string | undefined) => signInAsAgent(sandbox.app, document);

  const call = (agent: SignedInCustomer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    callAs(sandbox.app, agent, method, path, body, headers);

  it('turns Javier’s online purchases off for him (200), refuses to turn them on again (403 employee_not_allowed), and refuses the PIN', async () => {
    const agent = await assist(javier?.document);
    const off = await call(agent, 'PUT', '/genoma_api/rest/cards/CRD-0004/controls', { onlinePayments: false });
    expect(off.status).toBe(200);
    const on = await expectError(
      await call(agent, 'PUT', '/genoma_api/rest/cards/CRD-0004/controls', { onlinePayments: true }),
      403,
      'employee_not_allowed',
    );
    expect(on.message).toBe('Solo el cliente puede firmar esta operación: desde el canal asistido no se puede.');
    await expectError(
      await call(agent, 'POST', '/genoma_api/rest/cards/CRD-0004/pin', undefined, { 'x-authentication-ticket': 'T'.repeat(43) }),
      403,
      'employee_not_allowed',
    );
    const { rows } = await sandbox.db.query<{ online: boolean }>("SELECT online_payments AS online FROM cards WHERE card_id = 'CRD-0004'");
    expect(rows[0]?.online).toBe(false);
    // The customer turns them on again himself.
    const customerLogin = await signIn(sandbox.app, javier);
    const again = await call(customerLogin, 'PUT', '/genoma_api/rest/cards/CRD-0004/controls', { onlinePayments: true });
    expect(again.status).toBe(200);
  });
});

describe('a card’s statement (GET /genoma_api/rest/products/{cardId}/statements/{month})', () => {
  const sandbox = useTestSandbox();

  async function get(cardId: string, month: string, acceptLanguage = 'es-ES') {
    const { token } = await signIn(sandbox.app, lucia);
    return apiRequest(sandbox.app, `/genoma_api/rest/products/${cardId}/statements/${month}`, {
      headers: { Origin: TEST_APP_ORIGIN, Authorization: `Bearer ${token}`, 'Accept-Language': acceptLanguage },
    });
  }

  it('answers the month’s movements of the card and their total as a printable document, named by its last four digits, in the caller’s language', async () => {
    // The test clock stands in January 2026: December 2025 is a whole month of Lucía's ledger.
    const spanish = await get('CRD-0001', '2025-12');
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(spanish.headers.get('content-disposition')).toBe('attachment; filename="extracto-tarjeta-4821-2025-12.html"');
    const html = await spanish.text();
    expect(html).toContain('<h1>Extracto de tarjeta · diciembre de 2025</h1>');
    expect(html).toContain('Tarjeta Débito · •••• 4821');
    expect(html).toContain('Total del mes');
    const { rows } = await sandbox.db.query<{ total: string; count: string }>(
      "SELECT COALESCE(sum(amount_cents), 0)::text AS total, count(*)::text AS count FROM movements WHERE card_id = 'CRD-0001' AND booked_on BETWEEN '2025-12-01' AND '2025-12-31'",
    );
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    expect((html.match(/<tr><td>/g) ?? []).length).toBe(Number(rows[0]?.count));
    const english = await get('CRD-0001', '2025-12', 'en-GB');
    expect(english.headers.get('content-disposition')).toBe('attachment; filename="card-statement-4821-2025-12.html"');
    expect(await english.text()).toContain('<h1>Card statement · December 2025</h1>');
  });

  it.each([
    ['2014-02', 'before the card was issued (March 2014)'],
    ['2026-02', 'after the current month'],
    ['2025-13', 'malformed'],
  ])('refuses %s, %s, with 404 statement_not_found', async (month) => {
    await expectError(await get('CRD-0001', month), 404, 'statement_not_found');
  });

  it('refuses another customer’s card with 404 product_not_found', async () => {
    await expectError(await get('CRD-0003', '2025-12'), 404, 'product_not_found');
  });

  it('answers nobody without a bearer: 401, and no statement', async () => {
    const response = await apiRequest(sandbox.app, '/genoma_api/rest/products/CRD-0001/statements/2025-12', {
      headers: { Origin: TEST_APP_ORIGIN },
    });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('Extracto');
  });
});
