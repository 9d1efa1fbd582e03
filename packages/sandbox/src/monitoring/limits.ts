/**
 * The monitoring intake's limits (sandbox-api.md, The monitoring intake's limits). The intake takes
 * requests from anyone who can reach the API host, unauthenticated: each limit bounds what one
 * request, or one client, can make the sandbox do (SECURITY.md rule 15).
 */

/**
 * A body as sent, compressed or not. The RUM agent keeps a keepalive payload under 60 000 bytes;
 * an ordinary one may be larger.
 * @default 262_144 (256 KiB)
 */
export const MAX_INTAKE_BODY_BYTES = 256 * 1024;

/**
 * What a gzip body may inflate to, counted while inflating. Over fifteen times the agent's
 * keepalive bound, and far from the ~2 MB a 3 KB body inflated to when it froze the server.
 * @default 1_048_576 (1 MiB)
 */
export const MAX_INTAKE_DECOMPRESSED_BYTES = 1024 * 1024;

/**
 * Events (NDJSON lines) in one request: as many as the table keeps, since a request holding more
 * would only push its own first lines out. The agent sends a flush every 500 ms, a few dozen lines.
 * @default 1000
 */
export const MAX_INTAKE_EVENTS_PER_REQUEST = 1000;

/**
 * Events one client (address) may send per minute: a bucket of this many, refilled continuously
 * (50 a second). The agent sends at most 80 transactions a minute per page, with their spans and a
 * metadata line per flush: a few hundred lines; this leaves room for several tabs.
 * @default 3000
 */
export const MAX_INTAKE_EVENTS_PER_CLIENT_PER_MINUTE = 3000;

/**
 * How deep one line may nest objects and arrays, its own object included. PostgreSQL's `jsonb`
 * fails a few thousand levels with "stack depth limit exceeded"; an agent's event nests five or six.
 * @default 32
 */
export const MAX_INTAKE_EVENT_DEPTH = 32;

/**
 * Events written by one statement. Writes are not one transaction per request: between two batches
 * every other query gets its turn, and the intake writes one batch at a time for all clients.
 * @default 100
 */
export const INTAKE_INSERT_BATCH_EVENTS = 100;

/**
 * Events waiting to be written, all clients together; past it, `429`. Holds memory, not the
 * database: a bound for a flood from many addresses, which no per-client budget stops.
 * @default 10_000
 */
export const MAX_INTAKE_EVENTS_WAITING = 10_000;

/** What a client refused for a full queue should wait: one batch takes milliseconds. @default 1 */
export const INTAKE_BUSY_RETRY_AFTER_S = 1;

/**
 * Kept rows: the newest ones, so the page stays readable and the table small.
 * @default 1000
 */
export const MONITORING_EVENTS_KEPT = 1000;
