import type { Database, Queryable } from '../db';

/** What the tag manager reports (features.md §4.8): a page view, or a click on a tracked link. */
export const TRACKING_KINDS = ['view', 'link'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** A variable's name as the spec writes them (`funnel_step`, `page_domain_type`): lower case, digits and `_`. */
export const TRACKING_VARIABLE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
/** Variables in one event: the spec's groups name some forty (features.md §3, Tracking variable groups). @default 100 */
export const MAX_TRACKING_VARIABLES = 100;
/** Characters (UTF-16 code units) of a variable's value: a page name or a link's description is far shorter. @default 512 */
export const MAX_TRACKING_VALUE_CHARACTERS = 512;

/** One event as the page sends it through `utag.view` or `utag.link`: every variable a string. */
export interface TrackingEvent {
  kind: TrackingKind;
  /** The tracking variables (features.md §3, Tracking variable groups): `page_name`, `client_cip`, … */
  data: Readonly<Record<string, string>>;
}

/** An event as the sandbox keeps it. */
export interface StoredTrackingEvent extends TrackingEvent {
  /** ISO 8601, by the sandbox's clock. */
  receivedAt: string;
}

/**
 * Rows kept: the newest ones. A day of a tester clicking through the app is a few thousand
 * events; the table stays small however long the sandbox runs.
 * @default 10_000
 */
export const TRACKING_EVENTS_KEPT = 10_000;

/** Where `listTrackingEvents` looks, and how many it answers. */
export interface TrackingEventQuery {
  /** Only the events whose `page_name` is exactly this. */
  pageName?: string | undefined;
  limit: number;
}

const INSERT_EVENT = `INSERT INTO tracking_events (kind, page_name, client_cip, page_domain_type, event_name, data, received_at)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
  RETURNING (id - $8)::text AS "lastDropped"`;

// SKIP LOCKED: rows a concurrent collect is deleting are its to delete. Waiting for them would
// gain nothing, and two deletes locking the same old rows in different orders could deadlock,
// failing a collect.
const DROP_OLDER = `DELETE FROM tracking_events
  WHERE id IN (SELECT id FROM tracking_events WHERE id <= $1::bigint FOR UPDATE SKIP LOCKED)`;

/**
 * Stores an event and, in the same transaction, drops the rows that fall out of the newest
 * `TRACKING_EVENTS_KEPT`. Ids come from a sequence, so concurrent events each get a row of their
 * own and all are stored; a row goes only once `TRACKING_EVENTS_KEPT` newer ids were handed out
 * (a little fewer rows are kept when a failed insert skipped an id).
 */
export async function recordTrackingEvent(db: Database, event: TrackingEvent, nowMs: number): Promise<void> {
  const { data } = event;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ lastDropped: string }>(INSERT_EVENT, [
      event.kind,
      data['page_name'] ?? '',
      data['client_cip'] ?? '',
      data['page_domain_type'] ?? '',
      data['event_name'] ?? '',
      JSON.stringify(data),
      new Date(nowMs),
      TRACKING_EVENTS_KEPT,
    ]);
    const lastDropped = rows[0]?.lastDropped;
    if (lastDropped !== undefined) await tx.query(DROP_OLDER, [lastDropped]);
  });
}

interface EventRow {
  kind: TrackingKind;
  data: Record<string, string>;
  receivedAt: Date;
}

/** The newest events first, all of them or one page's. */
export async function listTrackingEvents(db: Queryable, query: TrackingEventQuery): Promise<StoredTrackingEvent[]> {
  const { rows } = await db.query<EventRow>(
    // Events of one instant (the tests' clock stands still) come in the order they arrived.
    `SELECT kind, data, received_at AS "receivedAt" FROM tracking_events
      WHERE $1::text IS NULL OR page_name = $1
      ORDER BY received_at DESC, id DESC LIMIT $2`,
    [query.pageName ?? null, query.limit],
  );
  return rows.map(({ kind, data, receivedAt }) => ({ kind, data, receivedAt: receivedAt.toISOString() }));
}
