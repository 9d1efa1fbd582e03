/**
 * Rate limits the sandbox keeps in its database, so that they hold across restarts and, with
 * PostgreSQL, across processes.
 */
export { returnToken, takeToken, type TokenBucketRule, type TokenTaken } from './tokenBucket';
