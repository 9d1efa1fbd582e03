import { MS_PER_S, type Now } from '../clock';

/**
 * Past this many keys, buckets that have filled up again are forgotten: a full bucket is the same
 * as none, and the map must not grow with every address ever seen.
 */
const FORGET_FULL_BUCKETS_PAST_KEYS = 10_000;

/** Options of {@link createTokenBuckets}. */
export interface TokenBucketOptions {
  /** What a key may spend at once, after a quiet spell. */
  capacity: number;
  /** How many tokens come back per minute, continuously. */
  refillPerMinute: number;
  now: Now;
}

/** The outcome of {@link TokenBuckets.take}. */
export type Taken = { ok: true } | { ok: false; retryAfterS: number };

/** One token bucket per key (a client's address): a burst up to the capacity, then the refill rate. */
export interface TokenBuckets {
  /**
   * Spends `count` tokens of the key's bucket and says whether it held them. When it did not, the
   * bucket is left empty (never below) and the answer says when it will hold `count` again: work
   * already done for the caller is paid for even when refused, so refusals cannot be repeated for
   * free. A `count` above the capacity is never served: callers bound what one request may ask.
   */
  take(key: string, count: number): Taken;
  /** Seconds until the key's bucket holds `count` tokens (0 when it does now); takes nothing. */
  waitS(key: string, count: number): number;
}

const MS_PER_MINUTE = 60 * MS_PER_S;

/** Token buckets kept in memory: a sandbox runs as one process. */
export function createTokenBuckets(options: TokenBucketOptions): TokenBuckets {
  const { capacity, now } = options;
  const refillPerMs = options.refillPerMinute / MS_PER_MINUTE;
  const buckets = new Map<string, { tokens: number; atMs: number }>();

  const level = (key: string, nowMs: number): number => {
    const bucket = buckets.get(key);
    return bucket === undefined ? capacity : Math.min(capacity, bucket.tokens + (nowMs - bucket.atMs) * refillPerMs);
  };
  // Whole seconds, rounded up: Retry-After has no fractions, and a client that waits that long is served.
  const waitForS = (tokens: number, count: number): number => (tokens >= count ? 0 : Math.ceil((count - tokens) / refillPerMs / MS_PER_S));

  const forgetFullBuckets = (nowMs: number) => {
    if (buckets.size <= FORGET_FULL_BUCKETS_PAST_KEYS) return;
    for (const key of [...buckets.keys()]) if (level(key, nowMs) >= capacity) buckets.delete(key);
  };

  return {
    take(key, count) {
      const nowMs = now();
      const tokens = level(key, nowMs);
      buckets.set(key, { tokens: Math.max(0, tokens - count), atMs: nowMs });
      forgetFullBuckets(nowMs);
      return tokens >= count ? { ok: true } : { ok: false, retryAfterS: waitForS(0, count) };
    },
    waitS: (key, count) => waitForS(level(key, now()), count),
  };
}
