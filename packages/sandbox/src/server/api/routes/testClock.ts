import type { Hono } from 'hono';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

/** One call moves the clock by at most a day: enough for every time rule of the specs. */
const MAX_ADVANCE_S = 86_400;
const MS_PER_S = 1000;

const advanceSchema = z.object({ advanceSeconds: z.number().int().min(0).max(MAX_ADVANCE_S) });

/**
 * `POST /__sandbox/clock` (test mode only): moves the sandbox's clock forward, so end-to-end tests
 * can drive inactivity and expiry rules with the browser's fake clock instead of waiting.
 */
export function registerTestClockRoute(api: Hono, ctx: ApiContext, advanceMs: (ms: number) => void): void {
  api.post(API_PATHS.testClock, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(advanceSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    advanceMs(input.data.advanceSeconds * MS_PER_S);
    return sendJson(c, { now: new Date(ctx.now()).toISOString() });
  });
}
