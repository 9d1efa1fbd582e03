import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ANTI_HIJACK_PREFIX, sendJson } from './json';

/**
 * Fault injection (test mode only): makes the next calls to a path answer with an error status, a
 * delay, a malformed body or a dropped connection, so tests can show what a customer sees when the
 * bank misbehaves (issue "API client", §5).
 */

/** A delay longer than any time-out of the shell, and still short enough to end with the test. */
export const MAX_FAULT_DELAY_MS = 60_000;
const MAX_FAULT_TIMES = 100;
const FIRST_ERROR_STATUS = 400;
const LAST_ERROR_STATUS = 599;

export const faultSchema = z
  .object({
    path: z.string().startsWith('/'),
    /** Only calls with this method; any method when left out. */
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    kind: z.enum(['status', 'delay', 'malformed', 'drop']),
    status: z.number().int().min(FIRST_ERROR_STATUS).max(LAST_ERROR_STATUS).optional(),
    delayMs: z.number().int().min(0).max(MAX_FAULT_DELAY_MS).optional(),
    /** How many calls it affects. */
    times: z.number().int().min(1).max(MAX_FAULT_TIMES).default(1),
  })
  .refine((fault) => fault.kind !== 'status' || fault.status !== undefined, { message: 'a status fault needs a status' })
  .refine((fault) => fault.kind !== 'delay' || fault.delayMs !== undefined, { message: 'a delay fault needs delayMs' });

export type Fault = z.infer<typeof faultSchema>;

export interface FaultStore {
  add(fault: Fault): void;
  /** The fault for this call, if one is armed; each call uses one of its `times`. */
  take(method: string, path: string): Fault | undefined;
  clear(): void;
}

export function createFaultStore(): FaultStore {
  const armed: { fault: Fault; left: number }[] = [];
  return {
    add: (fault) => armed.push({ fault, left: fault.times }),
    take(method, path) {
      const index = armed.findIndex(({ fault }) => fault.path === path && (fault.method === undefined || fault.method === method));
      const entry = armed[index];
      if (entry === undefined) return undefined;
      entry.left -= 1;
      if (entry.left === 0) armed.splice(index, 1);
      return entry.fault;
    },
    clear: () => armed.splice(0),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Closes the connection without an answer; in-process requests (unit tests) get an error instead. */
function dropConnection(c: Context): never {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  incoming?.socket.destroy();
  throw new Error('Connection dropped by an injected fault');
}

/** Applies armed faults to the API's calls, except to the test interface's own. */
export function injectFaults(store: FaultStore, testPathPrefix: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith(testPathPrefix)) return next();
    const fault = store.take(c.req.method, c.req.path);
    if (fault === undefined) return next();
    switch (fault.kind) {
      case 'status':
        return sendJson(c, { error: 'injected_fault', message: 'Fallo provocado para una prueba.' }, fault.status as ContentfulStatusCode);
      case 'delay':
        await sleep(fault.delayMs ?? 0);
        return next();
      case 'malformed':
        return c.body(`${ANTI_HIJACK_PREFIX}{"truncated": `, 200, { 'content-type': 'application/json; charset=utf-8' });
      case 'drop':
        return dropConnection(c);
    }
  };
}
