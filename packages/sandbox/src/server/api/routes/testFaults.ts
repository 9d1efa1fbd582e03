import type { Hono } from 'hono';
import { sendError } from '../errors';
import { faultSchema, type FaultStore } from '../faults';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

/**
 * `POST /__sandbox/faults` arms a fault for the next calls to a path; `DELETE /__sandbox/faults`
 * disarms them all (test mode only; see `../faults.ts`).
 */
export function registerTestFaultsRoute(api: Hono, faults: FaultStore): void {
  api.post(API_PATHS.testFaults, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(faultSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    faults.add(input.data);
    return sendJson(c, { armed: input.data });
  });
  api.delete(API_PATHS.testFaults, (c) => {
    faults.clear();
    return sendJson(c, {});
  });
}
