import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_LOGINS, type DemoLogin } from '../../seed';
import { EXTENDED_INACTIVITY_RULE_S, STANDARD_INACTIVITY_RULE_S } from '../../sessions';
import {
  apiRequest,
  appCallHeaders,
  authenticate,
  CookieJar,
  getWithBearer,
  lastOtpSent,
  loginAs,
  postGenerateTicket,
  postOtpRequest,
  postRefresh,
  readJson,
  readOAuthJson,
  ticketRequestBody,
  type ApiErrorBody,
  type TestProfile,
} from '../../../test/apiClient';
import { adultProspect, freshClientAddress, putStep, saveSteps, stepBodies } from '../../../test/signUpClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../test/testSandbox';
import { API_PATHS } from './paths';

/** The "Method and path" column of shell.md §7, verbatim: the rows this contract must cover. */
const SPEC_ROWS = [
  'GET /genoma_api/saf/tpa/accesstoken',
  'GET /assisted_channels/saf/tpa/accesstoken',
  'GET /saf/tpa/accesstoken/synchronize',
  'POST /saf/tpa/generate-ticket',
  'POST {api host}/oauth2/token',
  'POST /oauth2/token/revoke',
  'GET /genoma_api/rest/client',
  'GET config/appConfig',
  'GET /genoma_api/rest/sca/documentation',
] as const;

const HTTP_OK = 200;
/** Seconds of inactivity the shell reports on a refresh; well under any inactivity rule. */
const REPORTED_INACTIVITY_S = 12;
const DEVICE_BRAND = 'web';

const [lucia, , , agent] = DEMO_LOGINS;

// Tokens and tickets are random 32 bytes, base64url without padding: 43 characters.
const opaqueToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const nonEmpty = z.string().min(1);

const profileSchema = z.object({
  profileId: nonEmpty,
  setId: nonEmpty,
  accessToken: opaqueToken,
  refreshToken: opaqueToken,
  accessTokenTimeToLive: z.number().int().positive(),
  personId: nonEmpty,
  default: z.boolean(),
  identifyeeType: z.enum(['CUSTOMER', 'EMPLOYEE', 'ASSISTED_CUSTOMER']),
  name: nonEmpty,
  kind: z.enum(['personal', 'business']),
  inactivityRuleSeconds: z.union([z.literal(STANDARD_INACTIVITY_RULE_S), z.literal(EXTENDED_INACTIVITY_RULE_S)]),
});

function authenticationOf(identifyeeType: 'CUSTOMER' | 'EMPLOYEE') {
  return z.object({
    person: z.object({ id: nonEmpty }),
    accessTokens: z.array(profileSchema.extend({ identifyeeType: z.literal(identifyeeType) })).nonempty(),
  });
}

const meanSchema = z.object({ id: nonEmpty, path: nonEmpty, componentId: nonEmpty, host: z.url(), module: nonEmpty, title: nonEmpty });

/** Who is logged in before a row's call, and what they hold. */
type Setup = 'nobody' | 'customer' | 'customerWithTokens' | 'customerWithCode' | 'agent';

interface Caller {
  jar?: CookieJar;
  profile?: TestProfile;
  otp?: string;
}

interface ContractRow {
  spec: (typeof SPEC_ROWS)[number];
  answers: string;
  setup: Setup;
  send: (app: Hono, caller: Caller) => Promise<Response>;
  body: z.ZodType;
  /** An OAuth endpoint: plain JSON, as OAuth clients read it (RFC 6749 §5.1). */
  oauth?: true;
  /** What the body cannot show: checked after the call. */
  afterwards?: (app: Hono, caller: Caller) => Promise<void>;
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`row setup did not provide ${what}`);
  return value;
}

const CONTRACT: readonly ContractRow[] = [
  {
    spec: 'GET /genoma_api/saf/tpa/accesstoken',
    answers: 'person and accessTokens (customer login)',
    setup: 'customer',
    send: (app, { jar }) =>
      apiRequest(app, API_PATHS.customerAccessToken, {
        headers: { Origin: TEST_APP_ORIGIN, 'x-device-brand': DEVICE_BRAND },
        jar: need(jar, 'a session'),
      }),
    body: authenticationOf('CUSTOMER'),
  },
  {
    spec: 'GET /assisted_channels/saf/tpa/accesstoken',
    answers: 'person and EMPLOYEE accessTokens (agent login)',
    setup: 'agent',
    send: (app, { jar }) =>
      apiRequest(app, API_PATHS.agentAccessToken, { headers: { Origin: TEST_APP_ORIGIN }, jar: need(jar, 'a session') }),
    body: authenticationOf('EMPLOYEE'),
  },
  {
    spec: 'GET /saf/tpa/accesstoken/synchronize',
    answers: 'person and accessTokens',
    setup: 'customer',
    send: (app, { jar }) => apiRequest(app, API_PATHS.synchronize, { headers: { Origin: TEST_APP_ORIGIN }, jar: need(jar, 'a session') }),
    body: authenticationOf('CUSTOMER'),
  },
  {
    spec: 'POST /saf/tpa/generate-ticket',
    answers: 'person, accessTokens and ticket',
    setup: 'customerWithCode',
    send: (app, { jar, otp }) => postGenerateTicket(app, need(jar, 'a session'), ticketRequestBody(need(otp, 'a code'))),
    body: authenticationOf('CUSTOMER').extend({ ticket: opaqueToken }),
  },
  {
    spec: 'POST {api host}/oauth2/token',
    answers: 'access_token, refresh_token and expires_in',
    setup: 'customerWithTokens',
    send: (app, { jar, profile }) =>
      postRefresh(app, need(jar, 'a session'), need(profile, 'tokens'), { 'x-user-inactivity': String(REPORTED_INACTIVITY_S) }),
    body: z.object({
      token_type: z.literal('Bearer'),
      access_token: opaqueToken,
      refresh_token: opaqueToken,
      expires_in: z.number().int().positive(),
    }),
    oauth: true,
  },
  {
    spec: 'POST /oauth2/token/revoke',
    answers: '200 {} and the token no longer refreshes',
    setup: 'customerWithTokens',
    send: (app, { jar, profile }) => {
      const session = need(jar, 'a session');
      return apiRequest(app, API_PATHS.revoke, {
        method: 'POST',
        headers: { ...appCallHeaders(session), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: need(profile, 'tokens').refreshToken }).toString(),
        jar: session,
      });
    },
    // The spec shows no response; the sandbox documents an empty object.
    body: z.strictObject({}),
    oauth: true,
    afterwards: async (app, { jar, profile }) => {
      const refresh = await postRefresh(app, need(jar, 'a session'), need(profile, 'tokens'));
      expect(refresh.status).toBe(400);
      expect((await readOAuthJson<ApiErrorBody>(refresh)).error).toBe('invalid_grant');
    },
  },
  {
    spec: 'GET /genoma_api/rest/client',
    answers: 'the Client record with its personId',
    setup: 'customerWithTokens',
    send: (app, { profile }) => getWithBearer(app, API_PATHS.client, need(profile, 'tokens').accessToken),
    body: z.object({
      personId: nonEmpty,
      name: nonEmpty,
      firstSurname: nonEmpty,
      secondSurname: z.string(),
      genderDesc: nonEmpty,
      nationality: nonEmpty,
      nativeCountry: nonEmpty,
      selfResFiscal: nonEmpty,
      birthDate: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
    }),
  },
  {
    spec: 'GET config/appConfig',
    answers: 'urlsConfig and propsConfig',
    setup: 'nobody',
    send: (app) => apiRequest(app, API_PATHS.appConfig),
    body: z.object({
      urlsConfig: z.object({
        login: z.url(),
        publichome: z.url(),
        onboardingweb: z.url(),
        legacyApp: z.url(),
        // The tag manager's tracking location, a base URL the page resolves its files against.
        tealium: z.url().endsWith('/'),
        // The tag manager's integrity (issue 38 §6), as the frame loads it.
        tealiumIntegrity: z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/),
        trackingEnvironment: z.enum(['test', 'acceptance', 'production']),
        // The device-risk script, without the query the page adds (features.md §4.9), and its integrity.
        deviceRisk: z.url(),
        deviceRiskIntegrity: z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/),
      }),
      propsConfig: z.object({
        'enable-pending-operation': z.boolean(),
        'enable-legacy-native-bridge': z.boolean(),
        means: z.array(meanSchema).nonempty(),
        localMeans: z.array(meanSchema),
      }),
    }),
  },
  {
    spec: 'GET /genoma_api/rest/sca/documentation',
    answers: 'the step-up information',
    setup: 'customerWithTokens',
    // The spec sends no payload, but the sandbox refuses the call without this query (400).
    send: (app, { profile }) =>
      getWithBearer(app, `${API_PATHS.scaDocumentation}?operativeType=retrieveScaInfo`, need(profile, 'tokens').accessToken),
    body: z.object({
      operativeType: z.literal('retrieveScaInfo'),
      scaRequired: z.literal(true),
      methods: z.tuple([z.literal('OTP_SMS')]),
      processId: z.uuid(),
      expiresIn: z.number().int().positive(),
    }),
  },
];

describe('the API answers every call of shell.md §7 with its documented shape', () => {
  const sandbox = useTestSandbox();

  async function prepare(setup: Setup): Promise<Caller> {
    if (setup === 'nobody') return {};
    const login: DemoLogin = need(setup === 'agent' ? agent : lucia, 'a demo login');
    const jar = await loginAs(sandbox.app, login);
    if (setup === 'agent' || setup === 'customer') return { jar };
    if (setup === 'customerWithCode') {
      expect((await postOtpRequest(sandbox.app, jar)).status).toBe(HTTP_OK);
      return { jar, otp: lastOtpSent(sandbox.phone) };
    }
    return { jar, profile: need((await authenticate(sandbox.app, jar)).accessTokens[0], 'a profile') };
  }

  it('covers exactly the nine rows of the shell.md §7 table, once each', () => {
    expect(CONTRACT.map((row) => row.spec).sort()).toEqual([...SPEC_ROWS].sort());
  });

  for (const row of CONTRACT) {
    it(`${row.spec} answers ${row.answers} (shell.md §7)`, async () => {
      const caller = await prepare(row.setup);
      const response = await row.send(sandbox.app, caller);
      expect(response.status).toBe(HTTP_OK);
      const parsed = row.body.safeParse(await (row.oauth ? readOAuthJson<unknown>(response) : readJson<unknown>(response)));
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      await row.afterwards?.(sandbox.app, caller);
    });
  }
});

/** The Sign-up rows of sandbox-api.md's Endpoints table, verbatim, in the order a prospect calls them. */
const SIGN_UP_ROWS = [
  'POST /genoma_api/rest/sign-ups/anonymous-token',
  'POST /genoma_api/rest/sign-ups/applications',
  'PUT /genoma_api/rest/sign-ups/applications/current/steps/{step}',
  'GET /genoma_api/rest/sign-ups/applications/current',
  'POST /genoma_api/rest/sign-ups/applications/current/activation',
  'DELETE /genoma_api/rest/sign-ups/applications/current',
] as const;

const signUpApplication = z.strictObject({
  applicationId: z.uuid(),
  product: z.enum(['current', 'orange', 'broker']),
  flow: z.enum(['adult', 'teen']),
  status: z.enum(['in-progress', 'active']),
  stepsDone: z.array(nonEmpty),
  nextStep: nonEmpty.nullable(),
  data: z.record(nonEmpty, z.record(nonEmpty, z.unknown())),
});

interface SignUpContractRow {
  spec: (typeof SIGN_UP_ROWS)[number];
  status: 200 | 201 | 204;
  send: (app: Hono, jar: CookieJar) => Promise<Response>;
  /** The body's shape; none for `204`. */
  body?: z.ZodType;
}

const SIGN_UP_CONTRACT: readonly SignUpContractRow[] = [
  {
    spec: 'POST /genoma_api/rest/sign-ups/anonymous-token',
    status: 201,
    send: async (app, jar) => {
      const response = await apiRequest(app, API_PATHS.signUpAnonymousToken, {
        method: 'POST',
        headers: { Origin: TEST_APP_ORIGIN },
        clientAddress: freshClientAddress(),
      });
      // The prospect's browser keeps it, and sends it on every call below (shell.md §4).
      jar.anonymousToken = (await readJson<{ accessToken: string }>(response.clone())).accessToken;
      return response;
    },
    body: z.strictObject({
      profileId: z.literal('anonymous'),
      setId: z.literal('anonymous'),
      personId: z.literal('anonymous'),
      accessToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
      accessTokenTimeToLive: z.literal(900),
      expirationTime: z.number().int().positive(),
      default: z.literal(false),
    }),
  },
  {
    spec: 'POST /genoma_api/rest/sign-ups/applications',
    status: 201,
    send: (app, jar) =>
      apiRequest(app, API_PATHS.signUpApplications, {
        method: 'POST',
        headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ product: 'current', flow: 'adult' }),
        jar,
        clientAddress: freshClientAddress(),
      }),
    body: signUpApplication.pick({ applicationId: true, product: true, flow: true, stepsDone: true, nextStep: true }),
  },
  {
    spec: 'PUT /genoma_api/rest/sign-ups/applications/current/steps/{step}',
    status: 200,
    send: async (app, jar) => {
      const steps = stepBodies(adultProspect());
      await saveSteps(app, jar, steps.slice(0, -1));
      const [step, body] = steps.at(-1) ?? ['identification-method', {}];
      return putStep(app, jar, step, body);
    },
    body: signUpApplication,
  },
  {
    spec: 'GET /genoma_api/rest/sign-ups/applications/current',
    status: 200,
    send: (app, jar) => apiRequest(app, API_PATHS.signUpCurrentApplication, { headers: { Origin: TEST_APP_ORIGIN }, jar }),
    body: signUpApplication,
  },
  {
    spec: 'POST /genoma_api/rest/sign-ups/applications/current/activation',
    status: 201,
    send: (app, jar) => apiRequest(app, API_PATHS.signUpActivation, { method: 'POST', headers: { Origin: TEST_APP_ORIGIN }, jar }),
    body: z.strictObject({ document: z.string().regex(/^[0-9XYZ]\d{7}[A-Z]$/) }),
  },
  {
    spec: 'DELETE /genoma_api/rest/sign-ups/applications/current',
    status: 204,
    send: (app, jar) =>
      apiRequest(app, API_PATHS.signUpCurrentApplication, { method: 'DELETE', headers: { Origin: TEST_APP_ORIGIN }, jar }),
  },
];

describe('the API answers every sign-up call of sandbox-api.md with its documented status and shape', () => {
  const sandbox = useTestSandbox();

  it('covers exactly the six Sign-up rows, once each, and each is a path of the API', () => {
    expect(SIGN_UP_CONTRACT.map((row) => row.spec)).toEqual([...SIGN_UP_ROWS]);
    const paths = new Set<string>(Object.values(API_PATHS));
    for (const row of SIGN_UP_ROWS) expect(paths.has((row.split(' ')[1] ?? '').replace('{step}', ':step')), row).toBe(true);
  });

  it('answers each row, in the order a prospect calls them, with its status and shape', async () => {
    const jar = new CookieJar();
    for (const row of SIGN_UP_CONTRACT) {
      const response = await row.send(sandbox.app, jar);
      expect(response.status, row.spec).toBe(row.status);
      if (row.body === undefined) {
        expect(await response.text(), row.spec).toBe('');
        continue;
      }
      const parsed = row.body.safeParse(await readJson<unknown>(response));
      expect(parsed.success ? [] : parsed.error.issues, row.spec).toEqual([]);
    }
  });
});
