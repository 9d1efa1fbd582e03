import { gunzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { PAGE_FOR_PEOPLE_HEADERS, escapeHtml, pageForPeople } from '../pageForPeople';
import { API_PATHS } from '../paths';
import { findUnstorableText, unstorableTextMessage } from '../validation';

/** The RUM agent keeps a keepalive payload under 60 000 bytes; an ordinary one may be larger. */
export const MONITORING_BODY_LIMIT_BYTES = 256 * 1024;
/** What a compressed payload may inflate to. */
const MONITORING_INFLATED_LIMIT_BYTES = 2 * 1024 * 1024;
/** Kept rows: the newest ones, so the page stays readable and the table small. */
export const MONITORING_EVENTS_KEPT = 1000;
const MONITORING_EVENTS_SHOWN = 100;
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

function describeEvent(kind: string, body: unknown): string {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const pick = (...keys: string[]) => keys.map((key) => fields[key]).find((value) => typeof value === 'string');
  if (kind === 'metadata') {
    const user = fields['user'] as { id?: unknown } | undefined;
    const labels = fields['labels'];
    return `user ${typeof user?.id === 'string' ? user.id : '—'}; labels ${JSON.stringify(labels ?? {})}`;
  }
  const context = fields['context'] as { user?: { id?: unknown } } | undefined;
  const user = typeof context?.user?.id === 'string' ? `user ${context.user.id}` : undefined;
  return [pick('name', 'n'), pick('type', 't'), user].filter(Boolean).join(' · ');
}

/**
 * The monitoring agent's intake (`POST /apm/intake/v2/rum/events`, NDJSON, possibly gzip) and a
 * page listing what it received (`GET /apm/`), so anyone can see what the shell reports.
 */
export function registerMonitoringRoutes(api: Hono, ctx: ApiContext): void {
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

  api.get(API_PATHS.monitoringPage, async (c) => {
    const { rows } = await ctx.db.query<{ receivedAt: Date; kind: string; body: unknown }>(
      // Spans are many and say little on their own: the page shows sessions, transactions and errors.
      `SELECT received_at AS "receivedAt", kind, body FROM monitoring_events WHERE kind <> 'span' ORDER BY event_id DESC LIMIT $1`,
      [MONITORING_EVENTS_SHOWN],
    );
    const items = rows
      .map(
        ({ receivedAt, kind, body }) =>
          `<tr><td>${receivedAt.toISOString()}</td><td>${escapeHtml(kind)}</td><td>${escapeHtml(describeEvent(kind, body))}</td></tr>`,
      )
      .join('');
    const body = `<p>${rows.length} eventos recientes (sin los spans), el más nuevo primero.</p><table><thead><tr><th>Recibido</th><th>Tipo</th><th>Detalle</th></tr></thead><tbody>${items}</tbody></table>`;
    return c.html(pageForPeople('Monitorización del sandbox', body, 'Lo que ha recibido la monitorización'), 200, PAGE_FOR_PEOPLE_HEADERS);
  });
}
