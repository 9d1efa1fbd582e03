import { expect } from 'vitest';
import { ANTI_HIJACK_PREFIX } from '../src/server';
import type { DemoLogin } from '../src/seed';
import { TEST_API_HOST, TEST_APP_HOST, TEST_APP_ORIGIN, TEST_PORT, TEST_VENDORS_HOST } from './testSandbox';

/**
 * Where test requests go: a sandbox app (`app.request()`, no network) or the same sandbox over real
 * sockets (`overSockets`, test/socketTarget.ts), called alike.
 */
export interface RequestTarget {
  request(path: string, init: RequestInit, env?: unknown): Response | Promise<Response>;
}

/** The cookies a browser would keep for the API host, from `Set-Cookie` headers. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /**
   * The anonymous access token this browser holds for the sign-up calls (shell.md §3 "an
   * anonymous profile"): {@link apiRequest} sends it as the bearer of a call that names none.
   */
  anonymousToken: string | undefined;

  /** Takes the cookies a response sets; an expired one (`Max-Age=0`) is removed. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const expired = attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0');
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(pair.slice(separator + 1)));
    }
  }

  /** A jar holding the same cookies now, which later responses to this one do not change. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    copy.anonymousToken = this.anonymousToken;
    return copy;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The `Cookie` header value. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Options of {@link apiRequest}. */
export interface ApiRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  jar?: CookieJar;
  /** The peer address the server's socket would see: per-client limits key on it. */
  clientAddress?: string;
}

/** What `@hono/node-server` hands the app as its env: the Node request, whose socket knows the peer. */
export function nodeServerEnv(clientAddress: string): { incoming: { socket: { remoteAddress: string } } } {
  return { incoming: { socket: { remoteAddress: clientAddress } } };
}

/** Sends a request to the API host through `app.request()`; cookies go to and from `jar`. */
export async function apiRequest(app: RequestTarget, path: string, init: ApiRequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { Host: TEST_API_HOST, ...init.headers };
  const cookie = init.jar?.header();
  if (cookie) headers.Cookie = cookie;
  const anonymousToken = init.jar?.anonymousToken;
  if (anonymousToken !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) {
    headers.Authorization = `Bearer ${anonymousToken}`;
  }
  const response = await app.request(
    path,
    { method: init.method ?? 'GET', headers, ...(init.body === undefined ? {} : { body: init.body }) },
    init.clientAddress === undefined ? undefined : nodeServerEnv(init.clientAddress),
  );
  init.jar?.store(response);
  return response;
}

/** Sends a request to the app host. */
export function appRequest(app: RequestTarget, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(path, { headers: { Host: `${TEST_APP_HOST}:${TEST_PORT}`, ...headers } }));
}

/** Sends a request to the vendors host, as the bank's page (or a stranger) would. */
export function vendorsRequest(
  app: RequestTarget,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> } = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: init.method ?? 'GET',
      headers: { Host: TEST_VENDORS_HOST, ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    }),
  );
}

/** The headers of a state-changing call made by the app: its origin and the XSRF value. */
export function appCallHeaders(jar: CookieJar): Record<string, string> {
  return { Origin: TEST_APP_ORIGIN, 'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '' };
}

/** Reads a JSON response, checking and removing the anti-hijack prefix. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  expect(text.startsWith(ANTI_HIJACK_PREFIX), `anti-hijack prefix on ${text.slice(0, 40)}`).toBe(true);
  return JSON.parse(text.slice(ANTI_HIJACK_PREFIX.length)) as T;
}

/** Reads a JSON answer of the OAuth endpoints: plain JSON, as OAuth clients expect (RFC 6749 §5.1). */
export async function readOAuthJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  expect(text.startsWith(ANTI_HIJACK_PREFIX), `no anti-hijack prefix on ${text.slice(0, 40)}`).toBe(false);
  return JSON.parse(text) as T;
}

/** An API error body. */
export interface ApiErrorBody {
  error: string;
  message: string;
}

/** A profile of the authentication response, as tests look at it. */
export interface TestProfile {
  profileId: string;
  setId: string;
  accessToken: string;
  refreshToken: string;
  accessTokenTimeToLive: number;
  personId: string;
  default: boolean;
  identifyeeType: string;
  name: string;
  kind: string;
  inactivityRuleSeconds: number;
}

/** The authentication response. */
export interface TestAuthentication {
  person: { id: string };
  accessTokens: TestProfile[];
}

/** Posts the login form as the app would, from `clientAddress` when given. */
export function postLogin(app: RequestTarget, credentials: object, jar?: CookieJar, clientAddress?: string): Promise<Response> {
  return apiRequest(app, '/genoma_api/login', {
    method: 'POST',
    headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
    ...(jar === undefined ? {} : { jar }),
    ...(clientAddress === undefined ? {} : { clientAddress }),
  });
}

/** Logs in and returns the browser's cookies. */
export async function loginAs(app: RequestTarget, login: Pick<DemoLogin, 'document' | 'birthDate' | 'pin'>): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await postLogin(app, { document: login.document, birthDate: login.birthDate, pin: login.pin }, jar);
  expect(response.status).toBe(200);
  return jar;
}

/** Calls the customer authentication endpoint with the session cookie. */
export async function authenticate(app: RequestTarget, jar: CookieJar): Promise<TestAuthentication> {
  const response = await apiRequest(app, '/genoma_api/saf/tpa/accesstoken', {
    headers: { Origin: TEST_APP_ORIGIN, 'x-device-brand': 'test' },
    jar,
  });
  expect(response.status).toBe(200);
  return readJson<TestAuthentication>(response);
}

/** A customer signed in as the shell is: the session's cookies and the default (first) profile's bearer. */
export interface SignedInCustomer {
  jar: CookieJar;
  token: string;
}

/** Logs a demo customer in and authenticates, as the shell does after the login form. */
export async function signIn(
  app: RequestTarget,
  login: Pick<DemoLogin, 'document' | 'birthDate' | 'pin'> | undefined,
): Promise<SignedInCustomer> {
  if (login === undefined) throw new Error('missing demo login');
  const jar = await loginAs(app, login);
  const [profile] = (await authenticate(app, jar)).accessTokens;
  if (profile === undefined) throw new Error('the login gave no profile');
  return { jar, token: profile.accessToken };
}

/** The seeded call-centre agent: staff id (person id) 90000001, PIN 998877 (sandbox-api.md, Assisted channel). */
export const TEST_AGENT = { staffId: '90000001', pin: '998877' } as const;

/**
 * The seeded agent signed in on the assisted channel for the customer with `document`, as the
 * assisted client does: the session's cookies and the customer's first profile's bearer.
 */
export async function signInAsAgent(app: RequestTarget, document: string | undefined): Promise<SignedInCustomer> {
  const jar = new CookieJar();
  const login = await apiRequest(app, '/assisted_channels/login', {
    method: 'POST',
    headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...TEST_AGENT, customerDocument: document }),
    jar,
  });
  expect(login.status).toBe(200);
  const tokens = await apiRequest(app, '/assisted_channels/saf/tpa/accesstoken', { headers: { Origin: TEST_APP_ORIGIN }, jar });
  const [profile] = (await readJson<TestAuthentication>(tokens)).accessTokens;
  if (profile === undefined) throw new Error('the agent got no profile of the customer');
  return { jar, token: profile.accessToken };
}

/**
 * A call as the app makes it for a signed-in person (origin, XSRF, bearer), with a JSON body when
 * one is given and any further headers (a step-up ticket, a one-time password).
 */
export function callAs(
  app: RequestTarget,
  who: SignedInCustomer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return apiRequest(app, path, {
    method,
    headers: {
      ...appCallHeaders(who.jar),
      Authorization: `Bearer ${who.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    // A string is sent as it is (a hostile body); anything else as JSON.
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    jar: who.jar,
  });
}

/** Posts a refresh as the app would. */
export function postRefresh(
  app: RequestTarget,
  jar: CookieJar,
  tokens: { accessToken: string; refreshToken: string },
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  return apiRequest(app, '/oauth2/token', {
    method: 'POST',
    headers: {
      ...appCallHeaders(jar),
      Authorization: `Bearer ${tokens.accessToken}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...extraHeaders,
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }).toString(),
    jar,
  });
}

/** The body of `POST /genoma_api/rest/otp`. */
export interface TestOtpDelivery {
  deliveredTo: string;
  expiresIn: number;
  sandboxOtp?: string;
}

/** Asks for a one-time password as the app would (session cookie and XSRF). */
export function postOtpRequest(app: RequestTarget, jar: CookieJar): Promise<Response> {
  return apiRequest(app, '/genoma_api/rest/otp', { method: 'POST', headers: appCallHeaders(jar), jar });
}

/**
 * The last one-time password "sent" to a phone, from lines such as `Verification code for ***1234:
 * 123456` (or `Código de verificación para ***1234: 123456` when the app asked in Spanish).
 */
export function lastOtpSent(phone: readonly string[]): string {
  const match = /^(?:Verification code for|Código de verificación para) \*{3}\d{4}: (\d{6})$/.exec(phone.at(-1) ?? '');
  if (match?.[1] === undefined) throw new Error(`no OTP on the phone: ${phone.at(-1) ?? '(nothing)'}`);
  return match[1];
}

/** A generate-ticket body the shell would send, with the given code. */
export function ticketRequestBody(otp: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    otp,
    authenticationContext: { clientId: 'web-transactional', identifyeeType: 'CUSTOMER', scopes: ['payments:sign'] },
    mrdInfo: { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002, mrdModule: 0 },
    ...overrides,
  };
}

/** Posts a generate-ticket request as the app would (session cookie and XSRF). */
export function postGenerateTicket(app: RequestTarget, jar: CookieJar, body: unknown): Promise<Response> {
  return apiRequest(app, '/saf/tpa/generate-ticket', {
    method: 'POST',
    headers: { ...appCallHeaders(jar), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    jar,
  });
}

/** Calls a bearer-protected endpoint. */
export function getWithBearer(app: RequestTarget, path: string, accessToken: string): Promise<Response> {
  return apiRequest(app, path, { headers: { Authorization: `Bearer ${accessToken}` } });
}
