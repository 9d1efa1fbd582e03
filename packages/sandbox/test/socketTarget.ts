import { request } from 'node:http';
import type { RequestTarget } from './apiClient';
import { TEST_APP_ORIGIN, TEST_PORT } from './testSandbox';

/** Statuses whose answers have no body: a `Response` refuses one. */
const BODILESS_STATUSES = new Set([204, 205, 304]);

/**
 * A running sandbox (`startSandbox`) as a {@link RequestTarget}: each request goes over a new TCP
 * connection to 127.0.0.1, as a browser's parallel requests or an attacker's script do, so that
 * requests sent at once really arrive at once. The test helpers' host names and origin, written
 * for port 8080, are moved to the sandbox's port.
 */
export function overSockets(port: number): RequestTarget {
  const fromTestPort = (value: string) => value.replace(`:${TEST_PORT}`, `:${port}`);
  return {
    request: (path, init) =>
      new Promise<Response>((resolve, reject) => {
        const headers: Record<string, string> = {};
        new Headers(init.headers).forEach((value, name) => {
          headers[name] = name === 'host' || (name === 'origin' && value === TEST_APP_ORIGIN) ? fromTestPort(value) : value;
        });
        // A new connection each: no keep-alive pool puts two requests on one socket.
        const outgoing = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers, agent: false }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? '']) answerHeaders.append(name, one);
            }
            const status = incoming.statusCode ?? 0;
            resolve(new Response(BODILESS_STATUSES.has(status) ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
          });
        });
        outgoing.on('error', reject);
        if (typeof init.body === 'string' || init.body instanceof Uint8Array) outgoing.write(init.body);
        outgoing.end();
      }),
  };
}
