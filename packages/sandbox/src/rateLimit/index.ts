/**
 * Rate limits. The token buckets of login tries live in the database, so that they hold across
 * restarts and, with PostgreSQL, across processes; the monitoring intake's live in memory, since
 * an intake flood must not add database work.
 */
export { pruneFullBuckets, returnToken, takeToken, type TokenBucketRule, type TokenTaken } from './tokenBucket';
export { createTokenBuckets, type Taken, type TokenBucketOptions, type TokenBuckets } from './tokenBuckets';
