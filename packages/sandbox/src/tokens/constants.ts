/** Lifetime of an access token (sandbox-api.md, Tokens: `ACCESS_TOKEN_TTL_S`). */
export const ACCESS_TOKEN_TTL_S = 600;

/** Lifetime of a refresh token, cut short by the family's absolute lifetime. */
export const REFRESH_TOKEN_TTL_S = 3600;

/**
 * No token of a family outlives this, counted from login, however often it is refreshed
 * (SECURITY.md rule 2: rotation never extends the absolute lifetime).
 */
export const TOKEN_FAMILY_ABSOLUTE_LIFETIME_S = 12 * 60 * 60;
