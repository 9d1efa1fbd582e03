/**
 * A session with no request for this long is over: the bank's 5-minute inactivity rule, enforced
 * by the server itself (PSD2 RTS Art. 4(3)(d); SECURITY.md rule 4; shell.md §9 timeout 300 s).
 */
export const SESSION_INACTIVITY_TIMEOUT_S = 300;

/** A session ends this long after login, whatever happens (sandbox-api.md, Tokens: 12 h). */
export const SESSION_ABSOLUTE_LIFETIME_S = 12 * 60 * 60;
