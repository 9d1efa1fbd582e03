import type { Context, MiddlewareHandler } from 'hono';
import type { Now } from '../../clock';

/** When each API request reached the sandbox, by the sandbox's clock, per request context. */
const arrivals = new WeakMap<Context, number>();

/**
 * Stamps each API request with the time it reached the API host, before any other middleware
 * runs: the API's first middleware. A route that must tell a concurrent copy of a request from a
 * later retry (the refresh, issue 38 §4) compares this time, not the time the route got to run:
 * behind the origin and XSRF checks' queries, and on PGlite, which runs one transaction at a
 * time, a route can start long after its request came in. Kept by context, which every step of
 * one request shares (the body limit replaces the request object itself).
 */
export function stampArrival(now: Now): MiddlewareHandler {
  return async (c, next) => {
    arrivals.set(c, now());
    // Then let the server read what else has come in before this request does any work. PGlite
    // runs in this thread: a request's queries and transaction run as one chain of promise
    // callbacks, with no turn of the event loop, so requests already waiting on their sockets
    // would be read (and stamped) only after it had answered, and 30 copies of one refresh sent
    // at once looked like 30 retries of a lost answer. One turn lets every waiting request be
    // stamped first; it costs a request a few microseconds.
    await new Promise<void>((resolve) => setImmediate(resolve));
    await next();
  };
}

/** When a request reached the API host, or `fallbackMs` for a context no stamp saw. */
export function arrivalOf(c: Context, fallbackMs: number): number {
  return arrivals.get(c) ?? fallbackMs;
}
