import type { Hono } from 'hono';
import { z } from 'zod';
import { findCustomerByPersonId } from '../../../customers';
import { consumeOtp } from '../../../otp';
import { issueStepUpTicket } from '../../../stepUpTickets';
import { findLiveSession, issueAuthentication, setAffluentHeader } from '../authenticationResponse';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

/** Longest `otp` value read; anything longer is refused unread (a code has six digits). */
const MAX_OTP_LENGTH = 16;
/** A client id: letters, digits, dots, underscores and hyphens. */
const CLIENT_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** A scope: letters, digits and `._:/-`. */
const SCOPE_PATTERN = /^[A-Za-z0-9._:/-]{1,64}$/;
const MAX_SCOPES = 32;

/** The only `mrdInfo` the bank accepts from the shell (shell.md §3, Generate-ticket request). */
export const GENERATE_TICKET_MRD_INFO = { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002, mrdModule: 0 } as const;

const mrdField = <N extends keyof typeof GENERATE_TICKET_MRD_INFO>(name: N) =>
  z.literal(GENERATE_TICKET_MRD_INFO[name], { error: `mrdInfo.${name} debe ser ${GENERATE_TICKET_MRD_INFO[name]}.` });

const generateTicketSchema = z.object({
  otp: z
    .string({ error: 'Falta el código de verificación (otp).' })
    .trim()
    .min(1, { error: 'Falta el código de verificación (otp).' })
    .max(MAX_OTP_LENGTH, { error: 'El código de verificación (otp) es demasiado largo.' }),
  authenticationContext: z.object(
    {
      clientId: z
        .string({ error: 'Falta authenticationContext.clientId.' })
        .regex(CLIENT_ID_PATTERN, { error: 'authenticationContext.clientId no es válido.' }),
      identifyeeType: z.enum(['CUSTOMER', 'ASSISTED_CUSTOMER', 'EMPLOYEE'], {
        error: 'authenticationContext.identifyeeType debe ser CUSTOMER, ASSISTED_CUSTOMER o EMPLOYEE.',
      }),
      scopes: z
        .array(z.string().regex(SCOPE_PATTERN, { error: 'authenticationContext.scopes tiene un valor no válido.' }), {
          error: 'authenticationContext.scopes debe ser una lista.',
        })
        .max(MAX_SCOPES, { error: 'authenticationContext.scopes tiene demasiados valores.' }),
    },
    { error: 'Falta authenticationContext.' },
  ),
  mrdInfo: z.object(
    {
      mrdChannel: mrdField('mrdChannel'),
      mrdApplication: mrdField('mrdApplication'),
      mrdDevice: mrdField('mrdDevice'),
      mrdModule: mrdField('mrdModule'),
    },
    { error: 'Falta mrdInfo.' },
  ),
});

/**
 * `POST /saf/tpa/generate-ticket` (shell.md §3, §7): after a step-up, trades the session's
 * one-time password for fresh token families and an opaque ticket. Needs the session cookie and
 * XSRF. A wrong, expired or burned code, or none issued: `401 invalid_otp` (three wrong codes
 * burn it). Employees are refused as on the customer login. The ticket is stored as its SHA-256,
 * bound to the session and person, for a sensitive action to spend once within 300 s.
 */
export function registerGenerateTicketRoute(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.generateTicket, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(generateTicketSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });

    const nowMs = ctx.now();
    const session = await findLiveSession(c, ctx, nowMs);
    if (session === undefined) return sendError(c, 'no_session');
    const customer = await findCustomerByPersonId(ctx.db, session.personId);
    if (customer === undefined) return sendError(c, 'no_session');
    if (customer.identityKind === 'EMPLOYEE') return sendError(c, 'employee_not_allowed');
    if (input.data.authenticationContext.identifyeeType !== customer.identityKind) {
      return sendError(c, 'invalid_request', { message: 'authenticationContext.identifyeeType no corresponde a la sesión.' });
    }
    if (!(await consumeOtp(ctx.db, session.sessionHash, input.data.otp, nowMs))) return sendError(c, 'invalid_otp');

    const authentication = await issueAuthentication(ctx, session, customer, nowMs);
    if (authentication === undefined) return sendError(c, 'no_session');
    // The ticket a sensitive action takes (`x-authentication-ticket`): kept as its hash, bound to
    // this session and person, good for 300 s and spent once (sandbox-api.md, Step-up).
    const ticket = await issueStepUpTicket(ctx.db, session.sessionHash, customer.personId, nowMs);
    setAffluentHeader(c, customer);
    return sendJson(c, { ...authentication, ticket });
  });
}
