/**
 * The bank's usual inactivity rule: a profile with no customer activity for this long is cut off
 * (PSD2 RTS Art. 4(3)(d); SECURITY.md rule 4; shell.md §9 timeout 300 s).
 */
export const STANDARD_INACTIVITY_RULE_S = 300;

/** The longer inactivity rule some profiles are under instead (shell.md §9 timeout 900 s). */
export const EXTENDED_INACTIVITY_RULE_S = 900;

/** The inactivity rules a profile can be under, in seconds. */
export type InactivityRuleS = typeof STANDARD_INACTIVITY_RULE_S | typeof EXTENDED_INACTIVITY_RULE_S;

/**
 * The standard rule under its earlier name: a session of a customer whose profiles are all under
 * the standard rule ends after this long without activity.
 */
export const SESSION_INACTIVITY_TIMEOUT_S = STANDARD_INACTIVITY_RULE_S;

/** A session ends this long after login, whatever happens (sandbox-api.md, Sessions: 12 h). */
export const SESSION_ABSOLUTE_LIFETIME_S = 12 * 60 * 60;
