import { gunzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { API_PATHS } from '../paths';
import { findUnstorableText, unstorableTextMessage } from '../validation';

/** The RUM agent keeps a keepalive payload under 60 000 bytes; an ordinary one may be larger. */
export const MONITORING_BODY_LIMIT_BYTES = 256 * 1024;
/** What a compressed payload may inflate to. */
const MONITORING_INFLATED_LIMIT_BYTES = 2 * 1024 * 1024;
/** Kept rows: the newest ones, so the page stays readable and the table small. */
export const MONITORING_EVENTS_KEPT = 1000;
const HTTP_ACCEPTED = 202;

async function readPayload(c: Context): Promise<string> {
  const bytes = Buffer.from(await c.req.arrayBuffer());
  const encoding = c.req.header('content-encoding');
  if (encoding === undefined || encoding === 'identity') return bytes.toString('utf8');
  if (encoding !== 'gzip') throw new Error(`unsupported content-encoding ${encoding}`);
  return gunzipSync(bytes, { maxOutputLength: MONITORING_INFLATED_LIMIT_BYTES }).toString('utf8');
}

/** The NDJSON lines that are objects with one top-level key, as `[kind, body]`. */
export function parseIntakeLines(payload: string): [string, unknown][] {
  const lines: [string, unknown][] = [];
  for (const line of payload.split('\n')) {
    if (line.trim() === '') continue;
    const parsed: unknown = JSON.parse(line);
    const unstorable = findUnstorableText(parsed);
    if (unstorable !== undefined) throw new Error(unstorableTextMessage(unstorable));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('an intake line must be an object');
    const [kind, ...others] = Object.keys(parsed);
    if (kind === undefined || others.length > 0) throw new Error('an intake line has one top-level key');
    lines.push([kind, (parsed as Record<string, unknown>)[kind]]);
  }
  return lines;
}

/**
 * The monitoring agent's intake (`POST /apm/intake/v2/rum/events`, NDJSON, possibly gzip); the
 * bank's staff read what it received at `GET /apm/` (`monitoringPage.ts`).
 */
export function registerMonitoringIntake(api: Hono, ctx: ApiContext): void {
  api.post(
    API_PATHS.monitoringIntake,
    bodyLimit({ maxSize: MONITORING_BODY_LIMIT_BYTES, onError: (c) => sendError(c, 'payload_too_large') }),
    async (c) => {
      let lines: [string, unknown][];
      try {
        lines = parseIntakeLines(await readPayload(c));
      } catch (error) {
        return sendError(c, 'invalid_request', { message: `Intake payload refused: ${(error as Error).message}` });
      }
      const receivedAt = new Date(ctx.now());
      await ctx.db.transaction(async (tx) => {
        for (const [kind, body] of lines) {
          await tx.query('INSERT INTO monitoring_events (received_at, kind, body) VALUES ($1, $2, $3)', [
            receivedAt,
            kind,
            JSON.stringify(body),
          ]);
        }
        await tx.query('DELETE FROM monitoring_events WHERE event_id <= (SELECT max(event_id) FROM monitoring_events) - $1', [
          MONITORING_EVENTS_KEPT,
        ]);
      });
      return c.body(null, HTTP_ACCEPTED);
    },
  );
}
