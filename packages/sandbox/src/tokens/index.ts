export {
  ACCESS_TOKEN_TTL_S,
  ANONYMOUS_TOKEN_TTL_S,
  REFRESH_RETRY_GRACE_S,
  REFRESH_RETRY_MIN_GAP_S,
  REFRESH_TOKEN_TTL_S,
  TOKEN_FAMILY_ABSOLUTE_LIFETIME_S,
} from './constants';
export { openTokenFamily, type IssuedTokens, type TokenFamilyOwner } from './issueTokens';
export { revokeFamilyOfRefreshToken, revokeSessionTokens } from './revokeTokens';
export { refreshTokens, type RefreshRequest, type RefreshResult } from './refreshTokens';
export { authenticateBearer, type BearerPrincipal, type BearerResult } from './authenticateBearer';
export { anonymousTokenState, issueAnonymousToken, type AnonymousTokenState, type IssuedAnonymousToken } from './anonymousTokens';
