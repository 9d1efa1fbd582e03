import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, type DemoLogin } from '../../../seed';
import {
  apiRequest,
  appCallHeaders,
  readJson,
  signIn as signInAs,
  type ApiErrorBody,
  type SignedInCustomer,
} from '../../../../test/apiClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const [lucia, javier, marta, , carmen, elena, pablo] = DEMO_LOGINS;
const CAMPAIGNS = '/genoma_api/rest/campaigns';
const RESPONSES = '/genoma_api/rest/campaigns/responses';
const OVERALL_POSITION = 'section=overall-position&subsection=home';
/** The body limit of the API's JSON calls (sandbox-api.md, Security: limits and input checks). */
const BODY_LIMIT_BYTES = 16 * 1024;

interface Communication {
  communicationCode: string;
  campaignCode: string;
  actionCode: string;
  communicationDesc: string;
  section: string;
  subsection: string;
  qualifier: string | null;
  format: string;
  content: { title: string } | null;
}

type SignedIn = SignedInCustomer;

function required<T>(value: T | undefined, what = 'fixture'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe('campaigns: GET /genoma_api/rest/campaigns and POST …/responses (features.md §2.4, §3, §4.4; sandbox-api.md, Campaigns)', () => {
  const sandbox = useTestSandbox();

  const signIn = (login: DemoLogin | undefined) => signInAs(sandbox.app, login);

  function list(customer: SignedIn, query = OVERALL_POSITION, language = 'es-ES'): Promise<Response> {
    return apiRequest(sandbox.app, `${CAMPAIGNS}?${query}`, {
      headers: { Authorization: `Bearer ${customer.token}`, Origin: TEST_APP_ORIGIN, 'Accept-Language': language },
    });
  }

  async function listed(customer: SignedIn, query = OVERALL_POSITION, language = 'es-ES'): Promise<Communication[]> {
    const response = await list(customer, query, language);
    expect(response.status).toBe(200);
    return (await readJson<{ communications: Communication[] }>(response)).communications;
  }

  function respond(customer: SignedIn, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return apiRequest(sandbox.app, RESPONSES, {
      method: 'POST',
      headers: {
        ...appCallHeaders(customer.jar),
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: typeof body === 'string' || body instanceof Uint8Array ? (body as string | Uint8Array<ArrayBuffer>) : JSON.stringify(body),
      jar: customer.jar,
    });
  }

  /** A response to one of the seeded communications, as the app sends it. */
  function responseTo(communication: Communication, result: string): Record<string, unknown> {
    return {
      communicationCode: communication.communicationCode,
      campaignCode: communication.campaignCode,
      actionCode: communication.actionCode,
      result,
      applicationChannel: 83,
      section: communication.section,
      subsection: communication.subsection,
    };
  }

  async function storedResponses(communicationCode: string): Promise<{ result: string; times: number }[]> {
    const { rows } = await sandbox.db.query<{ result: string; times: number }>(
      'SELECT result, times FROM campaign_responses WHERE communication_code = $1 ORDER BY result',
      [communicationCode],
    );
    return rows;
  }

  async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
    expect(response.status).toBe(status);
    return readJson<ApiErrorBody>(response);
  }

  it('lists a person’s communications in the slot, in order, with features.md §3’s fields and the texts in Spanish', async () => {
    const communications = await listed(await signIn(elena));
    expect(communications.map(({ content, ...fields }) => ({ ...fields, title: content?.title }))).toEqual([
      {
        communicationCode: 'COM-BIZUM-31597204',
        campaignCode: '1422',
        actionCode: 'BIZUM-SIGN-UP',
        communicationDesc: 'Bizum sign-up',
        section: 'overall-position',
        subsection: 'home',
        qualifier: null,
        format: 'lightbox',
        title: 'Envía dinero al instante con Bizum',
      },
      {
        communicationCode: 'COM-TRANSFERS-31597204',
        campaignCode: '1530',
        actionCode: 'INSTANT-TRANSFERS',
        communicationDesc: 'Free instant transfers',
        section: 'overall-position',
        subsection: 'home',
        qualifier: null,
        format: 'banner',
        title: 'Transferencias inmediatas y gratis',
      },
      {
        communicationCode: 'COM-BILLS-31597204',
        campaignCode: '1611',
        actionCode: 'PAY-BILLS',
        communicationDesc: 'Bills and taxes from the app',
        section: 'overall-position',
        subsection: 'home',
        qualifier: null,
        format: 'banner',
        title: 'Paga tus recibos sin salir de casa',
      },
    ]);
  });

  it('writes the texts in English for an app that asks in English, and says the answer varies by language', async () => {
    const customer = await signIn(elena);
    const response = await list(customer, OVERALL_POSITION, 'en-GB');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    const { communications } = await readJson<{ communications: Communication[] }>(response);
    expect(communications.map((communication) => communication.content?.title)).toEqual([
      'Send money instantly with Bizum',
      'Instant transfers, free',
      'Pay your bills from home',
    ]);
  });

  it('gives campaign 79 (features.md §2.4, §9) to the overdrawn demo customer as a directive with no content', async () => {
    const communications = await listed(await signIn(pablo));
    expect(communications[0]).toEqual({
      communicationCode: 'COM-FALLBACK-50617283',
      campaignCode: '79',
      actionCode: 'DIGITAL-FALLBACKS',
      communicationDesc: 'Solutions for an overdrawn account',
      section: 'overall-position',
      subsection: 'home',
      qualifier: null,
      format: 'directive',
      content: null,
    });
  });

  it('lists only the bearer’s person’s communications, and none of a slot they have nothing in', async () => {
    const customer = await signIn(lucia);
    expect((await listed(customer)).map((communication) => communication.communicationCode)).toEqual([
      'COM-LOAN-20481736',
      'COM-BILLS-20481736',
    ]);
    expect(await listed(customer, 'section=cards&subsection=detail')).toEqual([]);
    expect(await listed(await signIn(carmen), 'section=overall-position&subsection=elsewhere')).toEqual([]);
  });

  it('addresses a slot by its third qualifier too (features.md §2.4): without one, only those that have none', async () => {
    await sandbox.db.query(
      `INSERT INTO campaign_communications (communication_code, person_id, campaign_code, action_code, description, section,
                                            subsection, qualifier, format, content, position)
       VALUES ('COM-TEST-QUALIFIED', '31907254', '4001', 'CARD-LIMIT', 'Card limit', 'cards', 'detail', 'credit', 'directive', NULL, 0)`,
    );
    const customer = await signIn(javier);
    expect((await listed(customer, 'section=cards&subsection=detail&qualifier=credit')).map((c) => c.communicationCode)).toEqual([
      'COM-TEST-QUALIFIED',
    ]);
    expect(await listed(customer, 'section=cards&subsection=detail')).toEqual([]);
    expect(await listed(customer, 'section=cards&subsection=detail&qualifier=debit')).toEqual([]);
  });

  it.each([
    ['subsection=home', 'Falta section.'],
    ['section=overall-position', 'Falta subsection.'],
    ['section=Overall&subsection=home', 'section solo admite minúsculas, cifras y guiones (hasta 40).'],
    ['section=overall-position&subsection=home%C3', 'subsection solo admite minúsculas, cifras y guiones (hasta 40).'],
    [`section=${'a'.repeat(41)}&subsection=home`, 'section solo admite minúsculas, cifras y guiones (hasta 40).'],
    ['section=overall-position&subsection=home&qualifier=', 'qualifier solo admite minúsculas, cifras y guiones (hasta 40).'],
    ['section=overall-position&subsection=home&limit=5', 'Parámetros desconocidos: limit.'],
    ['section=overall-position&section=cards&subsection=home', 'Parámetros repetidos: section.'],
  ])('refuses the query %s with 400 invalid_request: "%s"', async (query, message) => {
    expect(await errorOf(await list(await signIn(marta), query), 400)).toEqual({ error: 'invalid_request', message });
  });

  it('refuses a NUL in the query with 400 invalid_request naming it, as every call', async () => {
    const body = await errorOf(await list(await signIn(marta), 'section=overall-position&subsection=home%00'), 400);
    expect(body.error).toBe('invalid_request');
    expect(body.message).toContain('U+0000');
  });

  it('answers without a bearer, or with an unknown one, 401 invalid_token, for both calls', async () => {
    const customer = await signIn(marta);
    for (const authorization of [{}, { Authorization: 'Bearer not-a-token' }]) {
      const get = await apiRequest(sandbox.app, `${CAMPAIGNS}?${OVERALL_POSITION}`, {
        headers: { ...authorization, Origin: TEST_APP_ORIGIN },
      });
      expect((await errorOf(get, 401)).error).toBe('invalid_token');
      const post = await apiRequest(sandbox.app, RESPONSES, {
        method: 'POST',
        headers: { ...appCallHeaders(customer.jar), ...authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({}),
        jar: customer.jar,
      });
      expect((await errorOf(post, 401)).error).toBe('invalid_token');
    }
  });

  it('stores a response and counts each repetition of a result: 200 { communicationCode, result, times }', async () => {
    const customer = await signIn(marta);
    const [banner] = await listed(customer);
    const first = await respond(customer, responseTo(required(banner), 'SHOWN'));
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ communicationCode: 'COM-BIZUM-REQUEST-40215598', result: 'SHOWN', times: 1 });
    expect(await readJson(await respond(customer, responseTo(required(banner), 'SHOWN')))).toMatchObject({ times: 2 });
    expect(await readJson(await respond(customer, responseTo(required(banner), 'SEEN')))).toMatchObject({ times: 1 });
    expect(await storedResponses('COM-BIZUM-REQUEST-40215598')).toEqual([
      { result: 'SEEN', times: 1 },
      { result: 'SHOWN', times: 2 },
    ]);
    // Shown and seen are not answers: the banner is still offered.
    expect((await listed(customer)).map((communication) => communication.communicationCode)).toEqual(['COM-BIZUM-REQUEST-40215598']);
  });

  it('does not offer again a banner the customer closed (BANNER_CLOSED), on this login or the next', async () => {
    const customer = await signIn(javier);
    const [banner] = await listed(customer);
    expect(banner?.communicationCode).toBe('COM-INVEST-31907254');
    expect((await respond(customer, responseTo(required(banner), 'CLICKED'))).status).toBe(200);
    expect(await listed(customer)).toHaveLength(1);
    expect((await respond(customer, responseTo(required(banner), 'BANNER_CLOSED'))).status).toBe(200);
    expect(await listed(customer)).toEqual([]);
    expect(await listed(await signIn(javier))).toEqual([]);
  });

  it('does not offer again a lightbox the customer closed; shown, seen, "remind me later" and feedback leave it', async () => {
    const customer = await signIn(elena);
    const lightbox = required((await listed(customer))[0]);
    expect(lightbox.format).toBe('lightbox');
    for (const result of ['SHOWN', 'SEEN', 'INTERESTED_SECONDARY', 'FEEDBACK_POSITIVE', 'FEEDBACK_NEGATIVE']) {
      expect((await respond(customer, responseTo(lightbox, result))).status).toBe(200);
    }
    expect((await listed(customer))[0]?.communicationCode).toBe('COM-BIZUM-31597204');
    expect((await respond(customer, responseTo(lightbox, 'CLOSED'))).status).toBe(200);
    expect((await listed(customer)).map((communication) => communication.format)).toEqual(['banner', 'banner']);
  });

  it('shows no campaign whose destination is a demo screen, and drops an inline link to one (issue 41 §5)', async () => {
    const banner = (href: string) => ({
      'es-ES': { title: 'Prueba', body: 'b', icon: 'gift', cta: { label: 'Ir', href }, closable: true },
      'en-GB': { title: 'Test', body: 'b', icon: 'gift', cta: { label: 'Go', href }, closable: true },
    });
    const lightbox = {
      title: 'Prueba',
      body: 'b',
      icon: 'bizum',
      actions: [{ label: 'Ir', href: '#/transferencias', result: 'ACCEPTED_PRIMARY' }],
      inlineLink: { label: 'Cómo funciona', href: '#/cms-content' },
      askFeedback: false,
    };
    await sandbox.db.query(
      `INSERT INTO campaign_communications (communication_code, person_id, campaign_code, action_code, description, section,
                                            subsection, qualifier, format, content, position)
       VALUES ('COM-TEST-DEMO', '52718463', '6001', 'TEST', 'To a demo screen', 'overall-position', 'home', NULL, 'banner', $1, 10),
              ('COM-TEST-NOWHERE', '52718463', '6002', 'TEST', 'To no page', 'overall-position', 'home', NULL, 'banner', $2, 11),
              ('COM-TEST-BUILT', '52718463', '6003', 'TEST', 'To a real screen', 'overall-position', 'home', NULL, 'banner', $3, 12),
              ('COM-TEST-INLINE', '52718463', '6004', 'TEST', 'Inline link to a demo', 'overall-position', 'home', NULL, 'lightbox', $4, 13)`,
      [
        JSON.stringify(banner('#/round-up')),
        JSON.stringify(banner('#/no-such-page')),
        JSON.stringify(banner('#/ofertas/prestamo')),
        JSON.stringify({ 'es-ES': lightbox, 'en-GB': lightbox }),
      ],
    );
    const shown = (await listed(await signIn(carmen))).filter((communication) => communication.communicationCode.startsWith('COM-TEST-'));
    expect(shown.map((communication) => communication.communicationCode)).toEqual(['COM-TEST-BUILT', 'COM-TEST-INLINE']);
    expect(shown[1]?.content).toMatchObject({ inlineLink: null, actions: [{ href: '#/transferencias' }] });
    await sandbox.db.query("DELETE FROM campaign_communications WHERE communication_code LIKE 'COM-TEST-%'");
  });

  it('takes every result of features.md §4.4’s enumeration that the communication’s format can have', async () => {
    // Carmen has no seeded communications: she gets a lightbox and a banner of her own here.
    await sandbox.db.query(
      `INSERT INTO campaign_communications (communication_code, person_id, campaign_code, action_code, description, section,
                                            subsection, qualifier, format, content, position)
       VALUES ('COM-TEST-LIGHTBOX', '52718463', '5001', 'TEST', 'Test lightbox', 'overall-position', 'home', NULL, 'lightbox', $1, 0),
              ('COM-TEST-BANNER', '52718463', '5002', 'TEST', 'Test banner', 'overall-position', 'home', NULL, 'banner', $1, 1)`,
      [JSON.stringify({ 'es-ES': { title: 'Prueba' }, 'en-GB': { title: 'Test' } })],
    );
    const customer = await signIn(carmen);
    const [lightbox, banner] = await listed(customer);
    expect([lightbox?.format, banner?.format]).toEqual(['lightbox', 'banner']);
    const lightboxResults = [
      'INTERESTED_PRIMARY',
      'INTERESTED_SECONDARY',
      'FEEDBACK_NEGATIVE',
      'FEEDBACK_POSITIVE',
      'ACCEPTED_PRIMARY',
      'ACCEPTED_SECONDARY',
      'ACCEPTED_TERTIARY',
      'INLINE_LINK_CLICKED',
      'CLOSED',
    ];
    for (const result of ['SHOWN', 'SEEN', ...lightboxResults]) {
      expect((await respond(customer, responseTo(required(lightbox), result))).status, result).toBe(200);
    }
    for (const result of ['SHOWN', 'SEEN', 'CLICKED', 'BANNER_CLOSED']) {
      expect((await respond(customer, responseTo(required(banner), result))).status, result).toBe(200);
    }
  });

  it('refuses a result a banner cannot have (a lightbox answer) with 400, and stores nothing', async () => {
    const customer = await signIn(lucia);
    const [banner] = await listed(customer);
    const response = await respond(customer, responseTo(required(banner), 'ACCEPTED_PRIMARY'));
    expect(await errorOf(response, 400)).toEqual({
      error: 'invalid_request',
      message: 'El resultado ACCEPTED_PRIMARY no es posible en una comunicación de tipo banner.',
    });
    expect(await storedResponses('COM-LOAN-20481736')).toEqual([]);
  });

  it.each([
    ['a result off the enumeration', { result: 'LIKED' }, 'result no es un resultado de campaña válido.'],
    ['a lower-case result', { result: 'shown' }, 'result no es un resultado de campaña válido.'],
    ['no communicationCode', { communicationCode: undefined }, 'Falta communicationCode.'],
    ['no result', { result: undefined }, 'result no es un resultado de campaña válido.'],
    ['an unknown channel', { applicationChannel: 84 }, 'applicationChannel debe ser 81, 83, 85 u 86.'],
    ['the channel as text', { applicationChannel: '83' }, 'applicationChannel debe ser 81, 83, 85 u 86.'],
    ['another campaign’s code', { campaignCode: '1310' }, 'campaignCode no es el de la comunicación.'],
    ['another action', { actionCode: 'OTHER' }, 'actionCode no es el de la comunicación.'],
    ['another section', { section: 'cards' }, 'section no es el de la comunicación.'],
    ['another subsection', { subsection: 'detail' }, 'subsection no es el de la comunicación.'],
    ['a field the call does not know', { personId: '20481736' }, 'Campos desconocidos: personId.'],
  ])('refuses %s with 400 invalid_request, and stores nothing', async (_, change, message) => {
    const customer = await signIn(lucia);
    const [banner] = await listed(customer);
    const response = await respond(customer, { ...responseTo(required(banner), 'SHOWN'), ...change });
    const body = await errorOf(response, 400);
    expect(body.error).toBe('invalid_request');
    expect(body.message).toContain(message);
    expect(await storedResponses('COM-LOAN-20481736')).toEqual([]);
  });

  it('answers a response to another person’s communication 404 campaign_not_found, as an unknown code, and stores nothing', async () => {
    const lucias = required((await listed(await signIn(lucia)))[0]);
    for (const code of [lucias.communicationCode, 'COM-NOPE']) {
      const response = await respond(await signIn(carmen), { ...responseTo(lucias, 'SHOWN'), communicationCode: code });
      expect(await errorOf(response, 404)).toEqual({
        error: 'campaign_not_found',
        message: 'No tienes ninguna comunicación con ese código.',
      });
    }
    expect(await storedResponses('COM-LOAN-20481736')).toEqual([]);
  });

  it('counts 20 concurrent sends of one result, all 200, in one row with times 20', async () => {
    const customer = await signIn(pablo);
    const banner = required((await listed(customer)).find((communication) => communication.format === 'banner'));
    const responses = await Promise.all(Array.from({ length: 20 }, () => respond(customer, responseTo(banner, 'SEEN'))));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const times = await Promise.all(responses.map(async (response) => (await readJson<{ times: number }>(response)).times));
    expect([...times].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(await storedResponses('COM-OVERDRAFT-50617283')).toEqual([{ result: 'SEEN', times: 20 }]);
  });

  it('needs the XSRF header and the app’s origin to store a response (403), as every state-changing call', async () => {
    const customer = await signIn(lucia);
    const banner = required((await listed(customer))[1]);
    const withoutXsrf = await apiRequest(sandbox.app, RESPONSES, {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(responseTo(banner, 'SHOWN')),
      jar: customer.jar,
    });
    expect((await errorOf(withoutXsrf, 403)).error).toBe('xsrf_mismatch');
    const otherOrigin = await respond(customer, responseTo(banner, 'SHOWN'), { Origin: 'https://evil.example' });
    expect((await errorOf(otherOrigin, 403)).error).toBe('forbidden_origin');
    expect(await storedResponses('COM-BILLS-20481736')).toEqual([]);
  });

  it('refuses a body over the limit (413), a broken one and a gzip decompression bomb (400), storing nothing', async () => {
    const customer = await signIn(lucia);
    const banner = required((await listed(customer))[1]);
    const big = JSON.stringify({ ...responseTo(banner, 'SHOWN'), padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect((await errorOf(await respond(customer, big), 413)).error).toBe('payload_too_large');
    expect((await errorOf(await respond(customer, '{"communicationCode":'), 400)).error).toBe('invalid_request');
    const inflated = `${JSON.stringify(responseTo(banner, 'SHOWN')).slice(0, -1)}${' '.repeat(10 * 1024 * 1024)}}`;
    const bomb = new Uint8Array(gzipSync(inflated, { level: 9 }));
    expect(bomb.byteLength).toBeLessThan(BODY_LIMIT_BYTES);
    expect((await errorOf(await respond(customer, bomb, { 'Content-Encoding': 'gzip' }), 400)).error).toBe('invalid_request');
    expect(await storedResponses('COM-BILLS-20481736')).toEqual([]);
  });
});
