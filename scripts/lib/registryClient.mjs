/**
 * Calls the feature registry of a running sandbox (issue 40 §2) from a team's command line:
 * `BANK_API` (default http://api.bank.localhost:8080) with the team's `BANK_PUBLISH_KEY`.
 * Node does not resolve `*.localhost` names as browsers do, so such a host is reached on
 * 127.0.0.1 with its name in the Host header.
 */
import http from 'node:http';
import https from 'node:https';

export const DEFAULT_BANK_API = 'http://api.bank.localhost:8080';

/** Written before every JSON body the API sends (SECURITY.md rule 7). */
const ANTI_HIJACK_PREFIX = ")]}',\n";

/** The app's address beside an API address: `api.bank.localhost:8080` → `bank.localhost:8080`. */
export function appOriginOf(apiUrl) {
  const url = new URL(apiUrl);
  url.hostname = url.hostname.replace(/^api\./, '');
  return url.origin;
}

/** One call to the registry: `{ status, body }`, the body parsed when it is JSON. */
export function callRegistry({ apiUrl = DEFAULT_BANK_API, key, method, path, body }) {
  const url = new URL(path, apiUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: local ? '127.0.0.1' : url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        method,
        path: `${url.pathname}${url.search}`,
        headers: {
          host: url.host,
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const json = text.startsWith(ANTI_HIJACK_PREFIX) ? text.slice(ANTI_HIJACK_PREFIX.length) : text;
          let parsed;
          try {
            parsed = JSON.parse(json);
          } catch {
            parsed = { message: text.slice(0, 200) };
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('error', (error) => reject(new Error(`No sandbox answers at ${url.origin}: ${error.message}`)));
    request.end(payload);
  });
}

/** The key from the environment, or a message that says where to find it. */
export function publishKeyFromEnvironment(env = process.env) {
  const key = env.BANK_PUBLISH_KEY ?? '';
  if (key === '') {
    throw new Error('BANK_PUBLISH_KEY is not set: `npm start` prints the demo team\'s key on the line "Publish key (team demo): …".');
  }
  return key;
}
