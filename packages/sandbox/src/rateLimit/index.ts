export { createTokenBuckets, type Taken, type TokenBucketOptions, type TokenBuckets } from './tokenBuckets';
