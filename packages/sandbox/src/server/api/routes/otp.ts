import type { Hono } from 'hono';
import { findCustomerByPersonId } from '../../../customers';
import { issueOtp, maskPhone, OTP_TTL_S } from '../../../otp';
import { touchSession } from '../../../sessions';
import { languageOfRequest, type SandboxLanguage } from '../../language';
import { findLiveSession } from '../authenticationResponse';
import { CUSTOMER_SIGNATURE_MESSAGE } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/** The channel a code goes out on, as `deliveredTo` names it. */
const OTP_CHANNEL = 'SMS';

/**
 * The text message with the code, in the language of the app that asked for it, the customer's
 * (issue 42 §2): "Código de verificación para ***1234: 123456". The code ends the text, where a
 * phone's code autofill and the demo phone's readers look for it.
 */
const OTP_TEXT: Readonly<Record<SandboxLanguage, (maskedPhone: string, code: string) => string>> = {
  'es-ES': (maskedPhone, code) => `Código de verificación para ${maskedPhone}: ${code}`,
  'en-GB': (maskedPhone, code) => `Verification code for ${maskedPhone}: ${code}`,
};

/**
 * `POST /genoma_api/rest/otp` (the sandbox's own path): issues a one-time password to the
 * session's customer for a step-up (sandbox-api.md, Step-up). The code goes to the customer's
 * phone (the sandbox's demo phone, `GET /phone/`); the response names only the masked number, and carries the
 * code itself only in test mode or with `--reveal-otp`. At most five codes per 15 minutes:
 * `429 too_many_attempts` with `Retry-After`. An employee's session, the assisted channel's
 * included, gets no code: `403 employee_not_allowed` (issue 38 §3).
 */
export function registerOtpRoute(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.otp, async (c) => {
    const nowMs = ctx.now();
    const session = await findLiveSession(c, ctx, nowMs);
    if (session === undefined) return sendError(c, 'no_session');
    const customer = await findCustomerByPersonId(ctx.db, session.personId);
    if (customer === undefined) return sendError(c, 'no_session');
    // A code signs for the customer: it goes to the customer's phone only, and an employee's
    // session, assisting a customer or not, gets none (issue 38 §3).
    if (customer.identityKind === 'EMPLOYEE' || session.assistedPersonId !== null) {
      return sendError(c, 'employee_not_allowed', { message: CUSTOMER_SIGNATURE_MESSAGE });
    }

    const issued = await issueOtp(ctx.db, session.sessionHash, nowMs);
    if (!issued.ok) return sendError(c, 'too_many_attempts', { headers: { 'Retry-After': String(issued.retryAfterS) } });
    await touchSession(ctx.db, session.sessionHash, nowMs);

    const maskedPhone = maskPhone(customer.mobilePhone);
    ctx.otpDelivery.send({
      personId: customer.personId,
      text: OTP_TEXT[languageOfRequest(c)](maskedPhone, issued.otp.code),
      sentAtMs: nowMs,
    });
    return sendJson(c, {
      deliveredTo: `${OTP_CHANNEL} ${maskedPhone}`,
      expiresIn: OTP_TTL_S,
      ...(ctx.otpDelivery.revealInResponse ? { sandboxOtp: issued.otp.code } : {}),
    });
  });
}
