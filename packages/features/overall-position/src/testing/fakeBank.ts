/**
 * A bank for the overall position's tests: it answers the contract's paths
 * (docs/design/overview-contract.md) with what each test gives it, records every request, and says
 * 404 to anything else. No network: the API client's `fetch` is this function.
 */

/** The API host of `createTestServices`. */
export const API_ORIGIN = 'http://api.bank.localhost';

/** A function that answers the request itself; any other answer is a body sent with 200. */
export type Responder = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The bank's error shape (sandbox-api.md): `{ error, message }`. */
export const bankError =
  (status: number, error: string): Responder =>
  () =>
    json({ error, message: 'Error' }, status);

export interface FakeBank {
  readonly fetch: typeof fetch;
  /** Every request, in order: method, path with query, and the request. */
  readonly requests: { method: string; path: string; request: Request }[];
  /** Sets (or replaces) what `METHOD /path[?query]` answers. */
  answer(key: string, answer: unknown): void;
  /** The paths with query of the requests of one method. */
  pathsOf(method: string): string[];
}

/**
 * `answers` by `METHOD /path?query`: an exact match wins, else `METHOD /path` whatever the query.
 * A function answers with its own response; anything else is a 200 JSON body.
 */
export function createFakeBank(answers: Readonly<Record<string, unknown>> = {}): FakeBank {
  const table = new Map<string, unknown>(Object.entries(answers));
  const requests: FakeBank['requests'] = [];
  const fetchFake = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    requests.push({ method: request.method, path, request });
    const found = table.get(`${request.method} ${path}`) ?? table.get(`${request.method} ${url.pathname}`);
    if (found === undefined) return json({ error: 'not_found', message: 'No existe' }, 404);
    return typeof found === 'function' ? (found as Responder)(request) : json(found);
  };
  return {
    fetch: fetchFake as unknown as typeof fetch,
    requests,
    answer: (key, answer) => void table.set(key, answer),
    pathsOf: (method) => requests.filter((entry) => entry.method === method).map((entry) => entry.path),
  };
}
