export { PROFILE_CLEANUP_INTERVAL_MS, PROFILE_EXPIRY_GRACE_MS, TOKEN_REFRESH_MAX_TRIES, TOKEN_REQUEST_TIMEOUT_MS } from './constants';
export { withoutExpiredProfiles } from './expiry';
export { requestTokenRefresh, tokenRefreshSchema } from './refreshRequest';
export type { RefreshOutcome } from './refreshRequest';
export { createTokenKeeper } from './tokenKeeper';
export type { TokenKeeper, TokenKeeperOptions } from './tokenKeeper';
