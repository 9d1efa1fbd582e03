import { MS_PER_S } from '../clock';
import type { Queryable } from '../db';

/** How much a bucket holds and how fast it fills again. */
export interface TokenBucketRule {
  /** Tries allowed at once: the bucket's size. */
  burst: number;
  /** Tries given back per minute, one at a time. */
  refillPerMinute: number;
}

/** The outcome of taking a token: allowed, or refused with the seconds until one is back. */
export type TokenTaken = { ok: true } | { ok: false; retryAfterS: number };

const S_PER_MINUTE = 60;
/**
 * How short of a whole token a bucket may be and still give it: a rate such as 10 an hour is no
 * exact binary fraction, so the refill of exactly one token's time adds up to 0.9999999999999999.
 * Far below anything a clock of milliseconds can refill, far above float rounding.
 */
const ROUNDING_TOLERANCE = 1e-9;

const refillPerSecond = (rule: TokenBucketRule): number => rule.refillPerMinute / S_PER_MINUTE;

/**
 * Takes one token from the bucket `key`, in one statement so that concurrent requests cannot both
 * spend the last token: the row is created full, and refilled for the time since its last use
 * (never backwards, if the clock is) before one token is taken. A refusal changes nothing.
 */
export async function takeToken(db: Queryable, key: string, rule: TokenBucketRule, nowMs: number): Promise<TokenTaken> {
  const now = new Date(nowMs);
  const refilled = `LEAST($2::double precision,
      b.tokens + GREATEST(0, EXTRACT(EPOCH FROM ($3::timestamptz - b.updated_at)))::double precision * $4::double precision)`;
  const { rows } = await db.query<{ tokens: number }>(
    `INSERT INTO rate_buckets AS b (bucket_key, tokens, updated_at) VALUES ($1, $2::double precision - 1, $3)
     ON CONFLICT (bucket_key) DO UPDATE
        SET tokens = ${refilled} - 1, updated_at = GREATEST(b.updated_at, $3::timestamptz)
      WHERE ${refilled} >= 1 - $5::double precision
     RETURNING tokens`,
    [key, rule.burst, now, refillPerSecond(rule), ROUNDING_TOLERANCE],
  );
  if (rows.length === 1) return { ok: true };
  return { ok: false, retryAfterS: await secondsUntilNextToken(db, key, rule, nowMs) };
}

/** Gives a token back (a try that turned out not to count), never past the bucket's size. */
export async function returnToken(db: Queryable, key: string, rule: TokenBucketRule): Promise<void> {
  await db.query('UPDATE rate_buckets SET tokens = LEAST($2::double precision, tokens + 1) WHERE bucket_key = $1', [key, rule.burst]);
}

async function secondsUntilNextToken(db: Queryable, key: string, rule: TokenBucketRule, nowMs: number): Promise<number> {
  const { rows } = await db.query<{ tokens: number; updatedAt: Date }>(
    'SELECT tokens, updated_at AS "updatedAt" FROM rate_buckets WHERE bucket_key = $1',
    [key],
  );
  const bucket = rows[0];
  if (bucket === undefined) return 1;
  const elapsedS = Math.max(0, (nowMs - bucket.updatedAt.getTime()) / MS_PER_S);
  const available = Math.min(rule.burst, bucket.tokens + elapsedS * refillPerSecond(rule));
  return Math.max(1, Math.ceil((1 - ROUNDING_TOLERANCE - available) / refillPerSecond(rule)));
}

/**
 * Deletes the buckets under `keyPrefix` that have filled up again since their last use: a full
 * bucket and no bucket answer alike (a missing one is created full), so only rows that still
 * limit someone are kept, and the table does not grow with every address that ever tried.
 * @returns how many were deleted
 */
export async function pruneFullBuckets(db: Queryable, keyPrefix: string, rule: TokenBucketRule, nowMs: number): Promise<number> {
  const { rows } = await db.query<{ pruned: number }>(
    `WITH pruned AS (
       DELETE FROM rate_buckets
        WHERE starts_with(bucket_key, $1)
          AND tokens + GREATEST(0, EXTRACT(EPOCH FROM ($2::timestamptz - updated_at)))::double precision * $3::double precision >= $4
       RETURNING 1)
     SELECT count(*)::int AS pruned FROM pruned`,
    [keyPrefix, new Date(nowMs), refillPerSecond(rule), rule.burst],
  );
  return rows[0]?.pruned ?? 0;
}
