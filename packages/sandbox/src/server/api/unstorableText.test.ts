import { createPublishKey, DEMO_TEAM, setTeamKey } from '../../registry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed';
import { createDemoPhone } from '../../phone';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  loginAs,
  readJson,
  readOAuthJson,
  ticketRequestBody,
  type ApiErrorBody,
  type CookieJar,
  type TestProfile,
} from '../../../test/apiClient';
import { startSignUp } from '../../../test/signUpClient';
import { TEST_API_HOST, TEST_APP_HOST, TEST_APP_ORIGIN, TEST_PORT, useTestSandbox } from '../../../test/testSandbox';
import { sandboxUrls } from '../config';
import { createApiRoutes } from './createApiRoutes';
import { createFaultStore } from './faults';
import { createAppConfigSwitches } from './routes/appConfig';
import { LOGIN_LIMITS } from '../../login';
import { newVendorIdentityKey } from '../../vendorIdentity';
import { createVendorModes, loadVendorStandIns, outsideScriptsOf } from '../vendors';

const [lucia, , , agent] = DEMO_LOGINS;

/** What PostgreSQL refuses to store as text or jsonb: NUL, and UTF-16 surrogates without their pair. */
const UNSTORABLE_CHARACTERS = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'] as const;
/** A form cannot carry a lone surrogate: the browser and the server's decoding both turn it into U+FFFD. */
const UNSTORABLE_IN_A_FORM = ['\u0000'] as const;

/** Any text with one unstorable character somewhere in it. Whole code points around it, so no pair is completed by chance. */
const hostileText = (characters: readonly string[]) =>
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom(...characters), fc.string({ unit: 'binary', maxLength: 12 }))
    .map(([before, character, after]) => before + character + after);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Where hostile text can go in a body: any string value, or a new key of any object. */
type Target = { path: (string | number)[]; as: 'value' | 'key' };

function targetsIn(value: Json, path: (string | number)[] = []): Target[] {
  if (typeof value === 'string') return [{ path, as: 'value' }];
  if (Array.isArray(value)) return value.flatMap((item, index) => targetsIn(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return [{ path, as: 'key' }, ...Object.entries(value).flatMap(([key, item]) => targetsIn(item, [...path, key]))];
}

function withHostileText(base: Json, target: Target, text: string): Json {
  const copy = structuredClone(base);
  const parent = target.path.slice(0, -1).reduce<Json>((node, step) => (node as Record<string, Json>)[step] as Json, copy);
  if (target.as === 'key') {
    const node = target.path.reduce<Json>((current, step) => (current as Record<string, Json>)[step] as Json, copy);
    (node as Record<string, Json>)[text] = 'x';
    return copy;
  }
  if (target.path.length === 0) return text;
  (parent as Record<string | number, Json>)[target.path.at(-1) as string | number] = text;
  return copy;
}

/** How one endpoint is called: its base body, how it is encoded, and who calls it. */
interface BodyEndpoint {
  base: Json;
  characters: readonly string[];
  encode: (body: Json) => { contentType: string; text: string };
  headers: () => Record<string, string>;
  /** Whose session calls it, when not the customer's. */
  jar?: CookieJar;
  /** The path called, for a route with parameters. */
  path?: string;
  /** A page for people: it answers the refusal as HTML, not as a JSON error. */
  page?: true;
}

const asJson = (body: Json) => ({ contentType: 'application/json', text: JSON.stringify(body) });
const asForm = (body: Json) => ({
  contentType: 'application/x-www-form-urlencoded',
  text: new URLSearchParams(body as Record<string, string>).toString(),
});
const asNdjson = (body: Json) => ({
  contentType: 'application/x-ndjson',
  text: (body as Json[]).map((line) => `${JSON.stringify(line)}\n`).join(''),
});

/** State-changing calls that read no body: nothing in them can reach the database as text. */
const CALLS_WITHOUT_BODY = new Set([
  'POST /genoma_api/rest/otp',
  'POST /genoma_api/rest/mobileconfirmation/pending-operations/:secProcessId/confirm',
  'POST /genoma_api/rest/mobileconfirmation/pending-operations/:secProcessId/reject',
  'POST /genoma_api/rest/cards/:cardId/block',
  'POST /genoma_api/rest/cards/:cardId/unblock',
  // The PIN's call carries only its step-up ticket (issue 42 §4).
  'POST /genoma_api/rest/cards/:cardId/pin',
  'POST /genoma_api/rest/sign-ups/applications/current/activation',
  'POST /genoma_api/rest/sign-ups/anonymous-token',
  'POST /genoma_api/rest/bizum/requests/:requestId/pay',
  'POST /genoma_api/rest/bizum/requests/:requestId/decline',
]);

/** The message of every refusal of unstorable text. */
const UNSTORABLE_MESSAGE = /carácter que no se admite \(U\+(0000|D[89AB][0-9A-F]{2}|D[C-F][0-9A-F]{2})\)/;

describe('text PostgreSQL cannot store (issue 13, item 6)', () => {
  const sandbox = useTestSandbox({ testMode: true });

  it('every endpoint that takes a body answers 400 invalid_request, never 500, to NUL or a lone surrogate anywhere in it', async () => {
    if (lucia === undefined) throw new Error('no demo login');
    const jar: CookieJar = await loginAs(sandbox.app, lucia);
    const [profile] = (await authenticate(sandbox.app, jar)).accessTokens as [TestProfile];
    const fromTheApp = () => appCallHeaders(jar);
    // The back-office page is for staff, and its form carries the page's anti-CSRF token.
    if (agent === undefined) throw new Error('no demo agent');
    const staffJar = await loginAs(sandbox.app, agent);
    const backOfficePage = await (await apiRequest(sandbox.app, '/back-office/pending-operations', { jar: staffJar })).text();
    const formToken = /name="formToken" value="([^"]+)"/.exec(backOfficePage)?.[1] ?? '';
    // A prospect's application, whose cookie a step's save needs.
    const { jar: signUpJar } = await startSignUp(sandbox.app);
    const publishKey = createPublishKey();
    await setTeamKey(sandbox.db, DEMO_TEAM, publishKey, new Date(sandbox.clock.now()));

    const transferOrder = {
      fromAccountId: 'ACC-0001',
      toIban: 'ES9201822370440200012345',
      beneficiaryName: 'Ana Casas',
      concept: 'Cena',
      amount: 10,
      kind: 'ordinary',
    };
    const bizumOrder = { phone: '687 65 56 78', amount: 10, concept: 'Cena' };
    const endpoints: Record<string, BodyEndpoint> = {
      'POST /genoma_api/login': {
        base: { document: '12345678Z', birthDate: '15/03/1985', pin: '123456' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
      },
      'POST /assisted_channels/login': {
        base: { staffId: '90000001', pin: '998877', customerDocument: '12345678Z' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
      },
      'POST /saf/tpa/generate-ticket': {
        base: ticketRequestBody('123456') as Json,
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: fromTheApp,
      },
      'POST /oauth2/token': {
        base: { grant_type: 'refresh_token', refresh_token: profile.refreshToken },
        characters: UNSTORABLE_IN_A_FORM,
        encode: asForm,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /oauth2/token/revoke': {
        base: { token: profile.refreshToken },
        characters: UNSTORABLE_IN_A_FORM,
        encode: asForm,
        headers: fromTheApp,
      },
      'PUT /genoma_api/rest/client/preferences': {
        base: { preferences: { 'hidden-balances-discrete': 'true' } },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'PUT /genoma_api/rest/client/pin': {
        base: { currentPin: '123456', newPin: '583920' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}`, 'x-authentication-ticket': 'T'.repeat(43) }),
      },
      'PUT /genoma_api/rest/client/notification-preferences': {
        base: { preferences: { offers: { email: true, sms: false, push: false } } },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'PUT /genoma_api/rest/profiles/default': {
        base: { profileId: 'PRF-20481736-PERS' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/profiles/access-tokens': {
        base: { profileId: 'PRF-20481736-EMPR' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      // A team's command line publishing a feature (issue 40 §2), with its publish key.
      'POST /registry/features/:featureId/versions': {
        path: '/registry/features/fuzz/versions',
        base: {
          version: '1.0.0',
          route: { kind: 'feature', path: 'fuzz' },
          title: { 'es-ES': 'Prueba', 'en-GB': 'Test' },
          entry: 'fuzz.Ab12.js',
          files: [{ name: 'fuzz.Ab12.js', integrity: 'sha384-AAAA', content: 'ZXhwb3J0IHt9Ow==' }],
        },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Authorization: `Bearer ${publishKey}` }),
      },
      'POST /registry/features/:featureId/rollback': {
        path: '/registry/features/fuzz/rollback',
        base: { version: '1.0.0' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Authorization: `Bearer ${publishKey}` }),
      },
      'PUT /genoma_api/rest/cards/:cardId/limit': {
        base: { limit: 1500 },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        // The body is checked before the step-up ticket: none is needed to be refused.
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
        path: '/genoma_api/rest/cards/CRD-0002/limit',
      },
      'PUT /genoma_api/rest/cards/:cardId/controls': {
        base: { onlinePayments: false },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
        path: '/genoma_api/rest/cards/CRD-0002/controls',
      },
      'POST /genoma_api/rest/campaigns/responses': {
        base: {
          communicationCode: 'COM-LOAN-20481736',
          campaignCode: '1204',
          actionCode: 'PREAPPROVED-LOAN',
          result: 'SHOWN',
          applicationChannel: 83,
          section: 'overall-position',
          subsection: 'home',
        },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/loans': {
        base: { amount: 1000, periods: 12, accountId: 'ACC-0001', termsAccepted: true },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/transfers/review': {
        base: transferOrder,
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/transfers': {
        base: transferOrder,
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        // The body is checked before the idempotency key and the step-up ticket: neither is needed to be refused.
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/overdraft-instalments': {
        base: { accountId: 'ACC-0001', amount: 10, periods: 6 },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        // The body is checked before the idempotency key and the step-up ticket: neither is needed to be refused.
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'PATCH /genoma_api/rest/inbox/messages/:messageId': {
        path: '/genoma_api/rest/inbox/messages/MSG-0001',
        base: { read: true },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/transfers/beneficiaries': {
        base: { name: 'Ana Casas', iban: 'ES9201822370440200012345', alias: 'Ana' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/bills/direct-debits/charges/:chargeId/return': {
        path: '/genoma_api/rest/bills/direct-debits/charges/CHG-ACC-0001-20251208-01/return',
        base: { amount: 48.9, currency: 'EUR' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        // The body is checked before the idempotency key and the step-up ticket, as a transfer's.
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/bills/payments': {
        base: { issuerCode: '000063', reference: '2860001234571', fromAccountId: 'ACC-0001', amount: 100, currency: 'EUR' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/bizum/registration': {
        base: { accountId: 'ACC-0001', acceptedConditions: true },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        // The body is checked before the step-up ticket: none is needed to be refused.
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/bizum/payments/review': {
        base: bizumOrder,
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/bizum/payments': {
        base: bizumOrder,
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        // The body is checked before the idempotency key and the step-up ticket: neither is needed to be refused.
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /genoma_api/rest/bizum/requests': {
        base: bizumOrder,
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ ...fromTheApp(), Authorization: `Bearer ${profile.accessToken}` }),
      },
      'POST /apm/intake/v2/rum/events': {
        base: [
          { metadata: { service: { name: 'bank-shell' }, user: { id: '20481736' }, labels: { 'x-pool': 'blue-2' } } },
          { transaction: { name: 'posicion-global', type: 'route-change', context: { page: { url: '/#/posicion-global' } } } },
        ],
        characters: UNSTORABLE_CHARACTERS,
        encode: asNdjson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
      },
      'POST /genoma_api/rest/sign-ups/applications': {
        base: { product: 'current', flow: 'adult' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
        jar: signUpJar,
      },
      'PUT /genoma_api/rest/sign-ups/applications/current/steps/:step': {
        base: { name: 'Lucía', firstSurname: 'Martínez', secondSurname: 'García' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
        jar: signUpJar,
        path: '/genoma_api/rest/sign-ups/applications/current/steps/what-is-your-name',
      },
      'POST /genoma_api/rest/sign-ups/applications/current/audit': {
        base: { action: 'legal-document-opened', documentId: 'commissions', version: 5 },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
        jar: signUpJar,
      },
      'POST /genoma_api/rest/pin-recovery/attempts': {
        base: { document: '12345678Z', birthDate: '15/03/1985' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
      },
      'POST /genoma_api/rest/pin-recovery/attempts/current/code': {
        base: { code: '123456' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
      },
      'POST /genoma_api/rest/pin-recovery/attempts/current/pin': {
        base: { pin: '383838', pinConfirmation: '383838' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({ Origin: TEST_APP_ORIGIN }),
      },
      'POST /__sandbox/means': {
        base: { id: 'fuzz', path: 'fuzz', componentId: 'ing-feat-fuzz', module: 'help', title: 'Ayuda', titleEnGb: 'Help' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({}),
      },
      'POST /__sandbox/clock': { base: { advanceSeconds: 0 }, characters: UNSTORABLE_CHARACTERS, encode: asJson, headers: () => ({}) },
      'POST /__sandbox/pending-operations': {
        base: {
          document: '12345678Z',
          type: '76',
          merchant: 'Zapatería Sol',
          merchantCountry: 'PT',
          amount: 49.9,
          cardAlias: 'Tarjeta Débito',
          panLast4: '4821',
        },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({}),
      },
      'POST /__sandbox/pending-operations/clear': {
        base: { document: '87654321X' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({}),
      },
      'POST /__sandbox/pending-operations/enabled': {
        base: { enabled: true },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({}),
      },
      'POST /back-office/pending-operations': {
        base: {
          formToken,
          personId: '20481736',
          type: '76',
          merchant: 'Zapatería Sol',
          merchantCountry: 'ES',
          amount: '49,90',
          description: 'Pago',
        },
        characters: UNSTORABLE_IN_A_FORM,
        encode: asForm,
        headers: () => ({ Origin: `http://${TEST_API_HOST}` }),
        jar: staffJar,
        page: true,
      },
      'POST /__sandbox/faults': {
        base: { path: '/nowhere', kind: 'status', status: 503 },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({}),
      },
      'POST /__sandbox/vendor-modes': {
        base: { standIn: 'deviceRisk', mode: 'normal' },
        characters: UNSTORABLE_CHARACTERS,
        encode: asJson,
        headers: () => ({}),
      },
    };

    // A new endpoint with a body must join this walk: the list is the API's own.
    const vendorModes = createVendorModes(loadVendorStandIns());
    const api = createApiRoutes({
      db: sandbox.db,
      now: sandbox.clock.now,
      urls: sandboxUrls(TEST_APP_HOST, TEST_PORT),
      featuresDir: sandbox.fixtures.featuresDir,
      onUnbuiltModule: () => undefined,
      otpDelivery: { send: () => undefined, revealInResponse: false },
      phone: createDemoPhone(),
      testMode: true,
      faults: createFaultStore(),
      importMapSpecifiers: () => Promise.resolve(new Set<string>()),
      currentOutsideScripts: () => outsideScriptsOf('http://vendors.bank.localhost:8080', (standIn) => vendorModes.scriptOf(standIn)),
      vendorModes,
      appConfigSwitches: createAppConfigSwitches(),
      loginLimits: LOGIN_LIMITS,
      vendorIdentityKey: newVendorIdentityKey(),
      advanceClock: () => undefined,
      log: () => undefined,
    });
    const callsWithBody = api.routes
      .filter(({ method }) => ['POST', 'PUT', 'PATCH'].includes(method))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((call) => !CALLS_WITHOUT_BODY.has(call));
    expect(Object.keys(endpoints).sort()).toEqual([...new Set(callsWithBody)].sort());

    for (const [call, endpoint] of Object.entries(endpoints)) {
      const [method = '', route = ''] = call.split(' ');
      const path = endpoint.path ?? route;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...targetsIn(endpoint.base)), hostileText(endpoint.characters), async (target, text) => {
          const { contentType, text: body } = endpoint.encode(withHostileText(endpoint.base, target, text));
          const response = await apiRequest(sandbox.app, path, {
            method,
            headers: { ...endpoint.headers(), 'Content-Type': contentType },
            body,
            jar: endpoint.jar ?? jar,
          });
          expect(response.status, `${call} with ${JSON.stringify(text)} as a ${target.as} at ${target.path.join('.')}`).toBe(400);
          if (endpoint.page) {
            expect(await response.text()).toMatch(UNSTORABLE_MESSAGE);
            return;
          }
          // The OAuth endpoints answer plain JSON, as OAuth clients read it (sandbox-api.md, Tokens).
          const error = await (path.startsWith('/oauth2/') ? readOAuthJson<ApiErrorBody>(response) : readJson<ApiErrorBody>(response));
          expect(error.error).toBe('invalid_request');
          expect(error.message).toMatch(UNSTORABLE_MESSAGE);
        }),
        { numRuns: 25 },
      );
    }
  });
});
