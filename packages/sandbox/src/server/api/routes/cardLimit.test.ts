import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../crypto';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
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

const [lucia, javier] = DEMO_LOGINS;

/** The body limit of the API's JSON calls (sandbox-api.md, Security: limits and input checks). */
const BODY_LIMIT_BYTES = 16 * 1024;
/** A step-up ticket is good for 300 s (sandbox-api.md, Step-up). */
const TICKET_TTL_S = 300;
/** Requests often enough to keep Lucía's session alive while the clock moves (her rules: 300 s and 900 s). */
const KEEP_ALIVE_STEP_S = 250;

/** A customer after a step-up: the session's cookies, the fresh bearers and the ticket. */
interface SteppedUp {
  jar: CookieJar;
  tokens: string[];
  ticket: string;
}

interface LimitAnswer {
  id: string;
  limit: { amount: number; currency: string };
  availableBalance: { amount: number; currency: string };
}

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('PUT /genoma_api/rest/cards/{cardId}/limit with a step-up ticket (sandbox-api.md, Card limit; docs/step-up.md)', () => {
  const sandbox = useTestSandbox();

  /** Has a code sent and trades it for a ticket, as the shell's step-up does; the ticket's bearers come with it. */
  async function stepUp(jar: CookieJar): Promise<SteppedUp> {
    expect((await postOtpRequest(sandbox.app, jar)).status).toBe(200);
    const response = await postGenerateTicket(sandbox.app, jar, ticketRequestBody(lastOtpSent(sandbox.phone)));
    expect(response.status).toBe(200);
    const body = await readJson<TestAuthentication & { ticket: string }>(response);
    return { jar, tokens: body.accessTokens.map((profile) => profile.accessToken), ticket: body.ticket };
  }

  async function signInAndStepUp(login: DemoLogin | undefined): Promise<SteppedUp> {
    return stepUp(await loginAs(sandbox.app, required(login, 'demo login')));
  }

  /** A PUT as the app sends it (origin, XSRF, bearer, JSON, the ticket), each part replaceable. */
  function putLimit(
    customer: SteppedUp,
    cardId: string,
    body: string | Uint8Array<ArrayBuffer>,
    options: { ticket?: string | undefined; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    // An explicit `ticket: undefined` sends no header at all.
    const ticket = 'ticket' in options ? options.ticket : customer.ticket;
    const { token = customer.tokens[0] ?? '', headers = {} } = options;
    return apiRequest(sandbox.app, `/genoma_api/rest/cards/${cardId}/limit`, {
      method: 'PUT',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...(ticket === undefined ? {} : { 'x-authentication-ticket': ticket }),
        ...headers,
      },
      body,
      jar: customer.jar,
    });
  }

  const limitOf = (euros: unknown) => JSON.stringify({ limit: euros });

  async function limitStored(cardId: string): Promise<number | null> {
    const { rows } = await sandbox.db.query<{ limitCents: number | string | null }>(
      'SELECT limit_cents AS "limitCents" FROM cards WHERE card_id = $1',
      [cardId],
    );
    const cents = rows[0]?.limitCents;
    return cents === null || cents === undefined ? null : Number(cents);
  }

  async function expectError(response: Response, status: number, error: string): Promise<void> {
    expect(response.status).toBe(status);
    expect((await readJson<ApiErrorBody>(response)).error).toBe(error);
  }

  /** Proves the ticket was not spent: it still sets the limit once. */
  async function expectTicketUnspent(customer: SteppedUp, cardId = 'CRD-0002'): Promise<void> {
    expect((await putLimit(customer, cardId, limitOf(3_000))).status).toBe(200);
  }

  it('sets a credit card’s limit with a ticket: 200 { id, limit, availableBalance }, and the card’s detail and the products show it from then on', async () => {
    const customer = await signInAndStepUp(lucia);
    // Seeded: limit 3 000 €, 1 800 € available (1 200 € spent).
    const response = await putLimit(customer, 'CRD-0002', limitOf(4_500));
    expect(response.status).toBe(200);
    expect(await readJson<LimitAnswer>(response)).toEqual({
      id: 'CRD-0002',
      limit: { amount: 4_500, currency: 'EUR' },
      availableBalance: { amount: 3_300, currency: 'EUR' },
    });
    const detail = await getWithBearer(sandbox.app, '/genoma_api/rest/products/CRD-0002', customer.tokens[0] ?? '');
    expect(await readJson(detail)).toMatchObject({ limit: { amount: 4_500, currency: 'EUR' }, availableBalance: { amount: 3_300 } });
    const products = await readJson<{ cards: { id: string; availableBalance: { amount: number } }[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', customer.tokens[0] ?? ''),
    );
    expect(products.cards.find((card) => card.id === 'CRD-0002')?.availableBalance.amount).toBe(3_300);
    // Persisted: a new session sees it too.
    const again = await signInAndStepUp(lucia);
    const reread = await getWithBearer(sandbox.app, '/genoma_api/rest/products/CRD-0002', again.tokens[0] ?? '');
    expect(await readJson(reread)).toMatchObject({ limit: { amount: 4_500, currency: 'EUR' } });
    expect(await putLimit(again, 'CRD-0002', limitOf(3_000))).toHaveProperty('status', 200);
  });

  it('accepts the range’s ends, 500 € and 20 000 €', async () => {
    const low = await signInAndStepUp(lucia);
    await sandbox.db.query("UPDATE cards SET credit_used_cents = 0 WHERE card_id = 'CRD-0002'");
    expect(await readJson<LimitAnswer>(await putLimit(low, 'CRD-0002', limitOf(500)))).toMatchObject({
      limit: { amount: 500 },
      availableBalance: { amount: 500 },
    });
    const high = await stepUp(low.jar);
    expect(await readJson<LimitAnswer>(await putLimit(high, 'CRD-0002', limitOf(20_000)))).toMatchObject({ limit: { amount: 20_000 } });
    expect(await limitStored('CRD-0002')).toBe(2_000_000);
    await sandbox.db.query("UPDATE cards SET credit_used_cents = 120000 WHERE card_id = 'CRD-0002'");
  });

  it('issue 38 §2: available is always the limit less what is used; a limit below what is used is refused (409 limit_below_used) and gives back no credit', async () => {
    // Javier's CRD-0004: 30 000 € of limit, 5 000 € used.
    const customer = await signInAndStepUp(javier);
    const refused = await putLimit(customer, 'CRD-0004', limitOf(500));
    expect(refused.status).toBe(409);
    expect(await readJson<ApiErrorBody>(refused)).toEqual({
      error: 'limit_below_used',
      message: 'El límite no puede ser menor que lo que ya has usado de la tarjeta (5.000,00\u00a0€).',
      used: 5_000,
    });
    // Nothing changed, and the ticket is still good for a change that can be made.
    expect(await limitStored('CRD-0004')).toBe(3_000_000);
    const raised = await putLimit(customer, 'CRD-0004', limitOf(20_000));
    expect(await readJson<LimitAnswer>(raised)).toMatchObject({ limit: { amount: 20_000 }, availableBalance: { amount: 15_000 } });
    // Down to exactly what is used: nothing left, and raising it again gives back only the new room.
    const exact = await stepUp(customer.jar);
    expect(await readJson<LimitAnswer>(await putLimit(exact, 'CRD-0004', limitOf(5_000)))).toMatchObject({
      availableBalance: { amount: 0 },
    });
    const again = await stepUp(customer.jar);
    expect(await readJson<LimitAnswer>(await putLimit(again, 'CRD-0004', limitOf(15_000)))).toMatchObject({
      availableBalance: { amount: 10_000 },
    });
    const restore = await stepUp(customer.jar);
    expect((await putLimit(restore, 'CRD-0004', limitOf(20_000))).status).toBe(200);
    await sandbox.db.query("UPDATE cards SET limit_cents = 3000000 WHERE card_id = 'CRD-0004'");
  });

  it('generate-ticket keeps only the ticket’s SHA-256, bound to the session and the person, good for 300 s and unused', async () => {
    const customer = await signInAndStepUp(javier);
    const { rows } = await sandbox.db.query<{ ticketHash: string; personId: string; ttlS: number; usedAt: Date | null }>(
      `SELECT ticket_hash AS "ticketHash", person_id AS "personId", extract(epoch FROM expires_at - issued_at)::int AS "ttlS",
              used_at AS "usedAt"
         FROM step_up_tickets WHERE ticket_hash = $1`,
      [sha256Hex(customer.ticket)],
    );
    expect(rows).toEqual([{ ticketHash: sha256Hex(customer.ticket), personId: '31907254', ttlS: 300, usedAt: null }]);
    const { rows: clear } = await sandbox.db.query('SELECT 1 FROM step_up_tickets WHERE ticket_hash = $1', [customer.ticket]);
    expect(clear).toEqual([]);
  });

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['a blank one', '   '],
  ])('without a ticket (%s): 403 step_up_required, and the limit stays', async (_, ticket) => {
    const customer = await signInAndStepUp(lucia);
    const before = await limitStored('CRD-0002');
    const response = await putLimit(customer, 'CRD-0002', limitOf(6_000), { ticket });
    expect(response.status).toBe(403);
    expect(await readJson<ApiErrorBody>(response)).toEqual({
      error: 'step_up_required',
      message: 'Esta operación necesita que verifiques tu identidad antes.',
    });
    expect(await limitStored('CRD-0002')).toBe(before);
  });

  it.each([
    ['an unknown ticket', 'A'.repeat(43)],
    ['a ticket of no ticket’s shape', 'not-a-ticket'],
    ['an overlong one', 'A'.repeat(4_000)],
    ['SQL', "x' OR '1'='1"],
  ])('refuses %s with 401 invalid_ticket, and the limit stays', async (_, ticket) => {
    const customer = await signInAndStepUp(lucia);
    const before = await limitStored('CRD-0002');
    await expectError(await putLimit(customer, 'CRD-0002', limitOf(6_000), { ticket }), 401, 'invalid_ticket');
    expect(await limitStored('CRD-0002')).toBe(before);
  });

  it('spends a ticket once: the same ticket again is 401 invalid_ticket', async () => {
    const customer = await signInAndStepUp(lucia);
    expect((await putLimit(customer, 'CRD-0002', limitOf(3_500))).status).toBe(200);
    await expectError(await putLimit(customer, 'CRD-0002', limitOf(6_000)), 401, 'invalid_ticket');
    expect(await limitStored('CRD-0002')).toBe(350_000);
  });

  it('refuses another session’s ticket (401 invalid_ticket), even of the same person', async () => {
    const first = await signInAndStepUp(lucia);
    const second = await signInAndStepUp(lucia);
    await expectError(await putLimit(second, 'CRD-0002', limitOf(6_000), { ticket: first.ticket }), 401, 'invalid_ticket');
    // Refused, so not spent: its own session still uses it.
    await expectTicketUnspent(first);
  });

  it('takes a ticket 299 s after it was issued, and refuses one 300 s after (401 invalid_ticket)', async () => {
    const young = await signInAndStepUp(lucia);
    const old = await stepUp(young.jar);
    let tokens = old.tokens;
    const wait = async (seconds: number) => {
      for (let waited = 0; waited < seconds; waited += KEEP_ALIVE_STEP_S) {
        sandbox.clock.advanceS(Math.min(KEEP_ALIVE_STEP_S, seconds - waited));
        const sync = await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar: young.jar });
        expect(sync.status).toBe(200);
        tokens = (await readJson<TestAuthentication>(sync)).accessTokens.map((profile) => profile.accessToken);
      }
    };
    await wait(TICKET_TTL_S - 1);
    expect((await putLimit({ ...old, tokens }, 'CRD-0002', limitOf(3_100))).status).toBe(200);
    await wait(1);
    await expectError(await putLimit({ ...young, tokens }, 'CRD-0002', limitOf(6_000)), 401, 'invalid_ticket');
    expect(await limitStored('CRD-0002')).toBe(310_000);
  });

  it('keeps no dead tickets: a new ticket deletes the session’s spent and expired ones, and never another session’s', async () => {
    const rowsOfSessionOf = async (ticket: string) => {
      const { rows } = await sandbox.db.query<{ count: number | string }>(
        `SELECT count(*) AS count FROM step_up_tickets
          WHERE session_hash = (SELECT session_hash FROM step_up_tickets WHERE ticket_hash = $1)`,
        [sha256Hex(ticket)],
      );
      return Number(rows[0]?.count ?? 0);
    };
    const customer = await signInAndStepUp(lucia);
    const other = await signInAndStepUp(lucia);
    expect((await putLimit(customer, 'CRD-0002', limitOf(3_200))).status).toBe(200);
    // The spent ticket goes with the next one.
    const unspent = await stepUp(customer.jar);
    expect(await rowsOfSessionOf(unspent.ticket)).toBe(1);
    expect(await rowsOfSessionOf(other.ticket)).toBe(1);
    // The unspent one goes once it has expired (300 s), when the session gets another.
    let waited = 0;
    while (waited < TICKET_TTL_S) {
      sandbox.clock.advanceS(Math.min(KEEP_ALIVE_STEP_S, TICKET_TTL_S - waited));
      waited += KEEP_ALIVE_STEP_S;
      expect((await apiRequest(sandbox.app, '/saf/tpa/accesstoken/synchronize', { jar: customer.jar })).status).toBe(200);
    }
    const fresh = await stepUp(customer.jar);
    expect(await rowsOfSessionOf(fresh.ticket)).toBe(1);
    const { rows } = await sandbox.db.query('SELECT 1 FROM step_up_tickets WHERE ticket_hash = $1', [sha256Hex(unspent.ticket)]);
    expect(rows).toHaveLength(0);
  });

  it('answers a debit card 409 not_a_credit_card, and spends no ticket', async () => {
    const customer = await signInAndStepUp(lucia);
    const response = await putLimit(customer, 'CRD-0001', limitOf(1_000));
    expect(response.status).toBe(409);
    expect(await readJson<ApiErrorBody>(response)).toEqual({
      error: 'not_a_credit_card',
      message: 'Solo las tarjetas de crédito tienen límite.',
    });
    expect(await limitStored('CRD-0001')).toBeNull();
    await expectTicketUnspent(customer);
  });

  it.each([
    ['499 €, below the range', limitOf(499)],
    ['20 001 €, above the range', limitOf(20_001)],
    ['zero', limitOf(0)],
    ['a negative limit', limitOf(-1_000)],
    ['cents', limitOf(1_500.5)],
    ['a number as text', limitOf('1500')],
    ['null', limitOf(null)],
    ['no limit', JSON.stringify({})],
    ['a field beside limit', JSON.stringify({ limit: 1_500, currency: 'EUR' })],
    ['a top-level list', JSON.stringify([{ limit: 1_500 }])],
    ['no body', ''],
    ['broken JSON', '{"limit":1500'],
    ['a NUL in the text', JSON.stringify({ limit: 1_500, 'no\u0000te': 'x' })],
    ['a NUL in a value', JSON.stringify({ limit: 'fifteen\u0000hundred' })],
  ])('refuses %s with 400 invalid_request, changes nothing and spends no ticket', async (_, body) => {
    const customer = await signInAndStepUp(lucia);
    const before = await limitStored('CRD-0002');
    const response = await putLimit(customer, 'CRD-0002', body);
    expect(response.status).toBe(400);
    const error = await readJson<ApiErrorBody>(response);
    expect(error.error).toBe('invalid_request');
    expect(error.message).not.toBe('');
    expect(await limitStored('CRD-0002')).toBe(before);
    await expectTicketUnspent(customer);
  });

  it('says in Spanish what the range is', async () => {
    const customer = await signInAndStepUp(lucia);
    const response = await putLimit(customer, 'CRD-0002', limitOf(25_000));
    expect((await readJson<ApiErrorBody>(response)).message).toBe('limit debe ser un número entero de euros entre 500 y 20000.');
  });

  it('refuses valid JSON sent as text/plain with 400, as every JSON endpoint', async () => {
    const customer = await signInAndStepUp(lucia);
    await expectError(
      await putLimit(customer, 'CRD-0002', limitOf(1_500), { headers: { 'Content-Type': 'text/plain' } }),
      400,
      'invalid_request',
    );
    await expectTicketUnspent(customer);
  });

  it('refuses a gzip body, such as a decompression bomb, with 400 without inflating it', async () => {
    const customer = await signInAndStepUp(lucia);
    const bomb = new Uint8Array(gzipSync(`{"limit":1500${' '.repeat(10 * 1024 * 1024)}}`, { level: 9 }));
    expect(bomb.byteLength).toBeLessThan(BODY_LIMIT_BYTES);
    const response = await putLimit(customer, 'CRD-0002', bomb, { headers: { 'Content-Encoding': 'gzip' } });
    await expectError(response, 400, 'invalid_request');
    await expectTicketUnspent(customer);
  });

  it('refuses a body over 16 KiB with 413 payload_too_large, and spends no ticket', async () => {
    const customer = await signInAndStepUp(lucia);
    const before = await limitStored('CRD-0002');
    await expectError(await putLimit(customer, 'CRD-0002', limitOf(1_500).padEnd(BODY_LIMIT_BYTES + 1, ' ')), 413, 'payload_too_large');
    expect(await limitStored('CRD-0002')).toBe(before);
    await expectTicketUnspent(customer);
  });

  it('answers another profile’s card, another customer’s and an unknown one 404 product_not_found, as block does, and spends no ticket', async () => {
    const customer = await signInAndStepUp(lucia);
    const [personal = '', business = ''] = customer.tokens;
    for (const [token, cardId] of [
      [personal, 'CRD-0003'],
      [business, 'CRD-0002'],
      [personal, 'CRD-0004'],
      [personal, 'CRD-9999'],
      [personal, 'ACC-0001'],
      [personal, 'not-a-card'],
    ] as const) {
      const response = await putLimit(customer, cardId, limitOf(6_000), { token });
      expect(response.status, cardId).toBe(404);
      expect(await readJson<ApiErrorBody>(response)).toEqual({
        error: 'product_not_found',
        message: 'No tienes ningún producto con ese identificador.',
      });
    }
    expect(await limitStored('CRD-0003')).toBe(1_000_000);
    expect(await limitStored('CRD-0004')).toBe(3_000_000);
    await expectTicketUnspent(customer);
  });

  it('spends a ticket once however many calls race with it: 10 concurrent PUTs with one ticket, exactly one 200', async () => {
    const customer = await signInAndStepUp(lucia);
    // Every limit above the 1 200 € used, so that each call could make the change alone.
    const limits = Array.from({ length: 10 }, (_, index) => 1_500 + index * 100);
    const responses = await Promise.all(limits.map((limit) => putLimit(customer, 'CRD-0002', limitOf(limit))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 401)]);
    const winner = responses.find((response) => response.status === 200);
    const set = (await readJson<LimitAnswer>(required(winner))).limit.amount;
    expect(await limitStored('CRD-0002')).toBe(set * 100);
    for (const loser of responses.filter((response) => response !== winner)) {
      expect((await readJson<ApiErrorBody>(loser)).error).toBe('invalid_ticket');
    }
  });

  it('needs a bearer (401 invalid_token), the XSRF header and the app’s origin (403), and changes nothing without them', async () => {
    const customer = await signInAndStepUp(lucia);
    const before = await limitStored('CRD-0002');
    await expectError(await putLimit(customer, 'CRD-0002', limitOf(6_000), { token: 'not-a-token' }), 401, 'invalid_token');
    await expectError(
      await putLimit(customer, 'CRD-0002', limitOf(6_000), { headers: { 'X-XSRF-TOKEN': 'x'.repeat(43) } }),
      403,
      'xsrf_mismatch',
    );
    await expectError(
      await putLimit(customer, 'CRD-0002', limitOf(6_000), { headers: { Origin: 'https://evil.example' } }),
      403,
      'forbidden_origin',
    );
    expect(await limitStored('CRD-0002')).toBe(before);
    await expectTicketUnspent(customer);
  });

  it('lets the app origin send the ticket: the preflight allows PUT with x-authentication-ticket', async () => {
    const preflight = await apiRequest(sandbox.app, '/genoma_api/rest/cards/CRD-0002/limit', {
      method: 'OPTIONS',
      headers: {
        Origin: TEST_APP_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization, content-type, x-xsrf-token, x-authentication-ticket',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.split(', ')).toContain('x-authentication-ticket');
  });
});
