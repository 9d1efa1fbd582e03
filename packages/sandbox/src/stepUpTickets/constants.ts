/**
 * A step-up ticket is good for this long after generate-ticket issued it (sandbox-api.md, Step-up):
 * as long as the code it was traded for, so one step-up covers one sensitive action done now.
 */
export const STEP_UP_TICKET_TTL_S = 5 * 60;

/** The header a sensitive action reads its step-up ticket from (sandbox-api.md, Card limit). */
export const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';
