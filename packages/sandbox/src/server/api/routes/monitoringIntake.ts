import type { Context, Hono } from 'hono';
import {
  createMonitoringEventWriter,
  INTAKE_BUSY_RETRY_AFTER_S,
  MAX_INTAKE_BODY_BYTES,
  MAX_INTAKE_DECOMPRESSED_BYTES,
  MAX_INTAKE_EVENT_DEPTH,
  MAX_INTAKE_EVENTS_PER_CLIENT_PER_MINUTE,
  MAX_INTAKE_EVENTS_PER_REQUEST,
  type MonitoringEvent,
} from '../../../monitoring';
import { createTokenBuckets } from '../../../rateLimit';
import { clientAddressOf } from '../clientAddress';
import type { ApiContext } from '../context';
import { sendError, type ApiErrorCode } from '../errors';
import { readNdjsonBody, type NdjsonEncoding, type NdjsonRefusal } from '../ndjsonBody';
import { API_PATHS } from '../paths';
import { findUnstorableText, isNestedDeeperThan, unstorableTextMessage } from '../validation';

const HTTP_ACCEPTED = 202;
const ONE_EVENT = 1;
const ONE_KEY_PER_LINE = 'cada línea es un objeto JSON con una sola clave';
/**
 * Sent with every refusal, which may leave a body unread: on a kept-alive connection Node reads and
 * discards the rest of it to reach the next request. Measured, a flood of refused bodies slowed the
 * other customers' calls about three times more than a flood of empty requests; closing, no more.
 */
const CLOSE_CONNECTION = { Connection: 'close' } as const;
const TOO_MANY_EVENTS = 'Se han recibido demasiados eventos de monitorización. Vuelve a intentarlo más tarde.';

/**
 * One NDJSON line of the intake: an object with one top-level key, holding only text the database
 * can store, nested no deeper than `MAX_INTAKE_EVENT_DEPTH`.
 */
export function parseIntakeLine(line: string): { ok: true; event: MonitoringEvent } | { ok: false; message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { ok: false, message: 'no es JSON' };
  }
  const unstorable = findUnstorableText(parsed);
  if (unstorable !== undefined) return { ok: false, message: unstorableTextMessage(unstorable) };
  if (isNestedDeeperThan(parsed, MAX_INTAKE_EVENT_DEPTH)) {
    return { ok: false, message: `anida más de ${MAX_INTAKE_EVENT_DEPTH} niveles de objetos y listas` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, message: ONE_KEY_PER_LINE };
  const [kind, ...others] = Object.keys(parsed);
  if (kind === undefined || others.length > 0) return { ok: false, message: ONE_KEY_PER_LINE };
  return { ok: true, event: { kind, body: (parsed as Record<string, unknown>)[kind] } };
}

function encodingOf(c: Context): NdjsonEncoding | undefined {
  const encoding = c.req.header('content-encoding')?.trim().toLowerCase();
  if (encoding === undefined || encoding === '' || encoding === 'identity') return 'identity';
  return encoding === 'gzip' ? 'gzip' : undefined;
}

/** Every refusal closes the connection (see `CLOSE_CONNECTION`): it may leave a body unread. */
const refuse = (c: Context, code: ApiErrorCode, message: string, headers: Record<string, string> = {}) =>
  sendError(c, code, { message, headers: { ...headers, ...CLOSE_CONNECTION } });

function sendRefusal(c: Context, refusal: NdjsonRefusal): Response {
  switch (refusal.reason) {
    case 'body_too_large':
      return refuse(c, 'payload_too_large', `El envío de monitorización supera ${MAX_INTAKE_BODY_BYTES} bytes.`);
    case 'inflated_too_large':
      return refuse(c, 'payload_too_large', `El envío de monitorización descomprimido supera ${MAX_INTAKE_DECOMPRESSED_BYTES} bytes.`);
    case 'too_many_lines':
      return refuse(c, 'payload_too_large', `El envío de monitorización supera ${MAX_INTAKE_EVENTS_PER_REQUEST} eventos.`);
    case 'unreadable':
      return refuse(c, 'invalid_request', 'El envío de monitorización no se puede leer (gzip no válido o incompleto).');
    case 'bad_line':
      return refuse(c, 'invalid_request', `El envío de monitorización no es válido (línea ${refusal.lineNumber}): ${refusal.message}`);
  }
}

const tooManyEvents = (c: Context, retryAfterS: number) =>
  refuse(c, 'too_many_attempts', TOO_MANY_EVENTS, { 'Retry-After': String(retryAfterS) });

/**
 * The monitoring agent's intake (`POST /apm/intake/v2/rum/events`, NDJSON, possibly gzip); the
 * bank's staff read what it received at `GET /apm/` (`monitoringPage.ts`). Unauthenticated, so
 * bounded everywhere (sandbox-api.md, The monitoring intake's limits): the body as sent and as
 * inflated, the events per request, per client and minute, and waiting to be written; and
 * written in small batches, so that a flood never stops the other customers' calls.
 */
export function registerMonitoringIntake(api: Hono, ctx: ApiContext): void {
  const budgets = createTokenBuckets({
    capacity: MAX_INTAKE_EVENTS_PER_CLIENT_PER_MINUTE,
    refillPerMinute: MAX_INTAKE_EVENTS_PER_CLIENT_PER_MINUTE,
    now: ctx.now,
  });
  const writer = createMonitoringEventWriter(ctx.db);

  api.post(API_PATHS.monitoringIntake, async (c) => {
    const encoding = encodingOf(c);
    if (encoding === undefined) {
      return refuse(c, 'invalid_request', 'El envío de monitorización debe ir sin comprimir o en gzip.');
    }
    const declaredLength = Number(c.req.header('content-length'));
    if (declaredLength > MAX_INTAKE_BODY_BYTES) return sendRefusal(c, { reason: 'body_too_large' });
    const client = clientAddressOf(c);
    // A client with nothing left is refused before its body is read: refusing costs nothing.
    const emptyForS = budgets.waitS(client, ONE_EVENT);
    if (emptyForS > 0) return tooManyEvents(c, emptyForS);
    if (!writer.hasRoomFor(ONE_EVENT)) return tooManyEvents(c, INTAKE_BUSY_RETRY_AFTER_S);

    const reading = await readNdjsonBody(
      c.req.raw.body,
      encoding,
      { maxBodyBytes: MAX_INTAKE_BODY_BYTES, maxInflatedBytes: MAX_INTAKE_DECOMPRESSED_BYTES, maxLines: MAX_INTAKE_EVENTS_PER_REQUEST },
      (line) => {
        const parsed = parseIntakeLine(line);
        return parsed.ok ? { ok: true, value: parsed.event } : parsed;
      },
    );
    // What was read is paid for, refused or not, and a request read at least one event's worth:
    // otherwise a client could have bodies read and refused for ever without running out.
    if (!reading.ok) {
      budgets.take(client, Math.max(ONE_EVENT, reading.linesRead));
      return sendRefusal(c, reading.refusal);
    }
    const events = reading.values;
    if (!writer.hasRoomFor(events.length)) return tooManyEvents(c, INTAKE_BUSY_RETRY_AFTER_S);
    const taken = budgets.take(client, Math.max(ONE_EVENT, events.length));
    if (!taken.ok) return tooManyEvents(c, taken.retryAfterS);
    await writer.write(events, new Date(ctx.now()));
    return c.body(null, HTTP_ACCEPTED);
  });
}
