/**
 * The sandbox under a crowd (issue 13, "Load"): customers who each log in, load the overall
 * position's calls, refresh their tokens and log out, all at once, as the shell would make those
 * calls. Each customer comes from an address of its own on the loopback network (127.0.0.x), as
 * real customers come from theirs, so the per-address login limit sees a crowd, not one guesser.
 *
 * Plain `node:http` with one keep-alive agent per customer: a customer's calls depend on the
 * answers before them (cookies, tokens), which load tools that replay fixed requests do not follow.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** The anti-hijack prefix of the sandbox's JSON answers (sandbox-api.md). */
const ANTI_HIJACK_PREFIX = ")]}',\n";
/** The first customer's address: 127.0.0.1 is left to everything else on the machine. */
const FIRST_CUSTOMER_HOST_NUMBER = 2;
const LOOPBACK_PREFIX = '127.0.0.';
const HTTP_SUCCESS_MIN = 200;
const HTTP_SUCCESS_MAX = 299;
const ARBITRARY_INACTIVITY_S = 0;

/** The calls of one customer's visit, by the name the figures are printed under. */
export const LOAD_CALLS = ['login', 'accesstoken', 'appConfig', 'client', 'products', 'refresh', 'logout'];

/** The calls whose latency target excludes the login (scrypt by design is slow). */
export const NON_LOGIN_CALLS = LOAD_CALLS.filter((call) => call !== 'login');

function send(agent, { port, host, method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, agent, method, path, headers: { Host: `${host}:${port}`, ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const parseJson = (text) => JSON.parse(text.startsWith(ANTI_HIJACK_PREFIX) ? text.slice(ANTI_HIJACK_PREFIX.length) : text);

function cookiesFrom(response, jar) {
  for (const line of response.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const separator = pair.indexOf('=');
    jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
}

const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * One customer's visits, `visits` times over; every call's latency goes to `latencies[call]`, and
 * every failure (an answer outside 2xx, or no answer) to `errors`.
 */
async function runCustomer({ port, appHost, logins, index, visits, latencies, errors }) {
  const agent = new http.Agent({ keepAlive: true, localAddress: `${LOOPBACK_PREFIX}${FIRST_CUSTOMER_HOST_NUMBER + index}` });
  const apiHost = `api.${appHost}`;
  const origin = `http://${appHost}:${port}`;
  const { document, birthDate, pin } = logins[index % logins.length];
  const timed = async (call, options) => {
    const startedAt = performance.now();
    try {
      const response = await send(agent, { port, host: apiHost, ...options });
      latencies[call].push(performance.now() - startedAt);
      if (response.status < HTTP_SUCCESS_MIN || response.status > HTTP_SUCCESS_MAX) {
        errors.push(`${call}: ${response.status} ${response.text.slice(0, 80)}`);
        return null;
      }
      return response;
    } catch (error) {
      errors.push(`${call}: ${error.message}`);
      return null;
    }
  };
  try {
    for (let visit = 0; visit < visits; visit += 1) {
      const jar = new Map();
      const login = await timed('login', {
        method: 'POST',
        path: '/genoma_api/login',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ document, birthDate, pin }),
      });
      if (login === null) continue;
      cookiesFrom(login, jar);
      const withSession = () => ({ Origin: origin, Cookie: cookieHeader(jar), 'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '' });
      const authenticated = await timed('accesstoken', {
        method: 'GET',
        path: '/genoma_api/saf/tpa/accesstoken',
        headers: { ...withSession(), 'x-device-brand': 'bench' },
      });
      if (authenticated === null) continue;
      const [profile] = parseJson(authenticated.text).accessTokens;
      const bearer = { Origin: origin, Authorization: `Bearer ${profile.accessToken}` };
      await Promise.all([
        timed('appConfig', { method: 'GET', path: '/config/appConfig', headers: { Origin: origin } }),
        timed('client', { method: 'GET', path: '/genoma_api/rest/client', headers: bearer }),
        timed('products', { method: 'GET', path: '/genoma_api/rest/products', headers: bearer }),
      ]);
      await timed('refresh', {
        method: 'POST',
        path: '/oauth2/token',
        headers: {
          ...withSession(),
          Authorization: `Bearer ${profile.accessToken}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'x-user-inactivity': String(ARBITRARY_INACTIVITY_S),
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: profile.refreshToken }).toString(),
      });
      await timed('logout', { method: 'DELETE', path: '/genoma_api/rest/session', headers: withSession() });
    }
  } finally {
    agent.destroy();
  }
}

/**
 * Runs `customers` customers at once, each making `visits` visits, against the sandbox on
 * `port`, logging in with `logins` (the demo customers) in turn. @returns the latencies (ms) of each call, the errors, and how long it all took.
 */
export async function runApiLoad({ port, appHost = 'bank.localhost', logins, customers, visits }) {
  const latencies = Object.fromEntries(LOAD_CALLS.map((call) => [call, []]));
  const errors = [];
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: customers }, (_, index) => runCustomer({ port, appHost, logins, index, visits, latencies, errors })),
  );
  return { latencies, errors, elapsedMs: performance.now() - startedAt };
}
