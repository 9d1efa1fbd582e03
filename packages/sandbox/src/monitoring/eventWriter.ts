import type { Queryable } from '../db';
import { INTAKE_INSERT_BATCH_EVENTS, MAX_INTAKE_EVENTS_WAITING, MONITORING_EVENTS_KEPT } from './limits';

/** One NDJSON line of the RUM intake: its one top-level key and what it holds. */
export interface MonitoringEvent {
  kind: string;
  body: unknown;
}

/** Writes monitoring events, one request after another. */
export interface MonitoringEventWriter {
  /** Whether `count` more events may wait to be written now (see `MAX_INTAKE_EVENTS_WAITING`). */
  hasRoomFor(count: number): boolean;
  /** Writes the events in batches, after every write queued before; then keeps only the newest rows. */
  write(events: readonly MonitoringEvent[], receivedAt: Date): Promise<void>;
}

// The batch travels as one JSON array: one parameter whatever its size, and the order kept.
const INSERT_BATCH = `INSERT INTO monitoring_events (received_at, kind, body)
  SELECT $1, event.item ->> 'kind', event.item -> 'body'
  FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS event(item, position)
  ORDER BY event.position`;

async function writeInBatches(db: Queryable, events: readonly MonitoringEvent[], receivedAt: Date): Promise<void> {
  for (let start = 0; start < events.length; start += INTAKE_INSERT_BATCH_EVENTS) {
    const batch = events.slice(start, start + INTAKE_INSERT_BATCH_EVENTS);
    await db.query(INSERT_BATCH, [receivedAt, JSON.stringify(batch)]);
  }
  await db.query('DELETE FROM monitoring_events WHERE event_id <= (SELECT max(event_id) FROM monitoring_events) - $1', [
    MONITORING_EVENTS_KEPT,
  ]);
}

/**
 * A writer that never holds the database for long: each statement writes at most
 * `INTAKE_INSERT_BATCH_EVENTS` events, outside any transaction, so other queries run between two
 * batches; and one write runs at a time for all clients, so a flood occupies at most one
 * connection. A request is not atomic: monitoring loses nothing that matters if a crash keeps
 * half of one.
 */
export function createMonitoringEventWriter(db: Queryable): MonitoringEventWriter {
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    hasRoomFor: (count) => waiting + count <= MAX_INTAKE_EVENTS_WAITING,
    write(events, receivedAt) {
      waiting += events.length;
      const written = queue.then(() => writeInBatches(db, events, receivedAt)).finally(() => (waiting -= events.length));
      queue = written.catch(() => undefined);
      return written;
    },
  };
}
