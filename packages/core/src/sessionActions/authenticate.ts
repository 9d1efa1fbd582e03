import { SESSION_NOT_CACHED, profileSchema, schema as v } from '@bank-shell/core';
import type { LoginKind, SessionCore, TicketRequest, Timers } from '../session';
import { decodeAffluentMark } from './affluent';
import { AFFLUENT_HEADER, DEVICE_BRAND_HEADER, SESSION_PATH } from './protocol';

/** Messages of shell.md §8. */
export const INVALID_AUTHENTICATION_RESULT = 'Invalid authentication result';
export const INVALID_TICKET_RESULT = 'Invalid authentication ticket result';
/** The spec's spelling. */
export const INVALID_OTP = 'Invalid recieved OTP';
export const DEVICE_DATA_TIMEOUT_MESSAGE = 'Unable to retrieve data from navigator.util (in two seconds)';

/** Device data retrieval time-out (shell.md §9). */
export const DEVICE_DATA_TIMEOUT_MS = 2_000;
/** MRD values of the generate-ticket request (shell.md §3). */
export const TICKET_MRD_INFO = { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002, mrdModule: 0 } as const;
const GENERATE_TICKET_PATH = '/saf/tpa/generate-ticket';
const EMPLOYEE = 'EMPLOYEE';

const nonEmpty = v.pipe(v.string(), v.minLength(1));

/** Authentication and sync response (shell.md §3 "Authentication response"). */
export const authenticationResultSchema = v.object({
  person: v.object({ id: nonEmpty }),
  accessTokens: v.pipe(v.array(profileSchema), v.minLength(1)),
});

/** Generate-ticket response: an authentication result plus the ticket (shell.md §3). */
export const ticketResultSchema = v.object({ ...authenticationResultSchema.entries, ticket: nonEmpty });

function withTimeout<T>(promise: Promise<T>, ms: number, message: string, timers: Timers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      () => {
        timers.clearTimeout(timer);
        reject(new Error(message));
      },
    );
  });
}

/**
 * Fetches the profiles with the server session cookie (shell.md §7) and completes the session:
 * the customer login with the device brand, the agent login, or a sync. A result without a usable
 * profile, or with an EMPLOYEE identity outside the agent login, is refused (shell.md §5).
 */
export async function authenticate(core: SessionCore, kind: LoginKind | 'sync'): Promise<void> {
  const { http, timers, getDeviceBrand, decodeBase64, logError } = core.options;
  const path = kind === 'agent' ? SESSION_PATH.agentLogin : kind === 'sync' ? SESSION_PATH.synchronize : SESSION_PATH.customerLogin;
  const headers: Record<string, string> = {};
  if (kind === 'customer') {
    headers[DEVICE_BRAND_HEADER] = await withTimeout(getDeviceBrand(), DEVICE_DATA_TIMEOUT_MS, DEVICE_DATA_TIMEOUT_MESSAGE, timers);
  }
  const response = await http.request(path, { headers, skipTokenRefresh: true, cache: SESSION_NOT_CACHED });
  const parsed = v.safeParse(authenticationResultSchema, response.body);
  if (!parsed.success) throw new Error(INVALID_AUTHENTICATION_RESULT);
  const { person, accessTokens } = parsed.output;
  // An EMPLOYEE identity is allowed only through the agent endpoint (shell.md §5).
  if (kind !== 'agent' && accessTokens.some((p) => p.identifyeeType === EMPLOYEE)) throw new Error(INVALID_AUTHENTICATION_RESULT);
  if (!core.complete(person.id, accessTokens, decodeAffluentMark(response.headers.get(AFFLUENT_HEADER), decodeBase64, logError))) {
    throw new Error(INVALID_AUTHENTICATION_RESULT);
  }
}

/** Exchanges an OTP for a ticket and fresh profiles (shell.md §3, §5). */
export async function generateTicket(core: SessionCore, { otp, authenticationContext }: TicketRequest): Promise<string> {
  const { http, decodeBase64, logError } = core.options;
  if (typeof otp !== 'string' || otp.trim() === '') throw new Error(INVALID_OTP);
  const response = await http.request(GENERATE_TICKET_PATH, {
    method: 'POST',
    json: { otp, authenticationContext, mrdInfo: TICKET_MRD_INFO },
    skipTokenRefresh: true,
  });
  const parsed = v.safeParse(ticketResultSchema, response.body);
  if (!parsed.success) throw new Error(INVALID_TICKET_RESULT);
  const level = decodeAffluentMark(response.headers.get(AFFLUENT_HEADER), decodeBase64, logError);
  if (!core.complete(parsed.output.person.id, parsed.output.accessTokens, level)) throw new Error(INVALID_TICKET_RESULT);
  return parsed.output.ticket;
}
