import type { Hono } from 'hono';
import { z } from 'zod';
import { DEVICE_RISK_PROCESS_ID_PATTERN, findDeviceRiskProfile } from '../../../deviceRisk';
import { consumeOtp } from '../../../otp';
import { PRODUCT_ID_PATTERN, productKindOfId, setCardStatus } from '../../../products';
import { requireBearer, requireCustomerSignature } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

const cardIdSchema = z
  .string()
  .regex(PRODUCT_ID_PATTERN)
  .refine((id) => productKindOfId(id) === 'card');

/** Longest one-time password read; anything longer is refused unread (a code has six digits). */
const MAX_OTP_LENGTH = 16;
/** The security process's headers (sandbox-api.md, Security processes). */
const OTP_HEADER = 'x-otp';
const DEVICE_RISK_HEADER = 'x-device-risk-process-id';

/**
 * What the bank learnt of the device from the device-risk vendor (features.md §4.9): `profiled`
 * when the process id the call names was profiled, `not-profiled` when it names none or one the
 * vendor never saw. The sandbox only reports it; a bank would weigh it in its decision.
 */
async function deviceCheckOf(db: ApiContext['db'], processId: string | undefined): Promise<'profiled' | 'not-profiled'> {
  if (processId === undefined || !DEVICE_RISK_PROCESS_ID_PATTERN.test(processId)) return 'not-profiled';
  return (await findDeviceRiskProfile(db, processId)) === undefined ? 'not-profiled' : 'profiled';
}

/**
 * `POST /genoma_api/rest/cards/{cardId}/block` (bearer and XSRF, no body): blocks a card of the
 * bearer's profile and answers `200 { id, status }` with the status it has now
 * (docs/design/overview-contract.md, Products). A customer who fears fraud blocks at once: no second factor.
 * Idempotent, and one conditional `UPDATE`, so concurrent calls never fail and the card ends in the
 * status of the last one applied. An id of no card's shape, an unknown one and another profile's
 * card are the same `404 product_not_found`.
 *
 * `POST …/unblock` gives the card back its use, so it is a security process (features.md §4.10):
 * it needs a one-time password of the session (`POST /genoma_api/rest/otp`) in `x-otp`, `403
 * otp_required` without one, `401 invalid_otp` for a wrong, expired or spent one (each code unblocks
 * once, however many calls race with it). `x-device-risk-process-id` names this login's device
 * profiling; the answer says what the bank knew of the device: `{ id, status, deviceCheck }`. An
 * assisted-channel employee may block a card for the customer, never unblock it: `403
 * employee_not_allowed` (issue 38 §3).
 */
export function registerCardStatusRoutes(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.blockCard, requireBearer(ctx.db, ctx.now), async (c) => {
    const cardId = validate(cardIdSchema, c.req.param('cardId'));
    if (!cardId.ok) return sendError(c, 'product_not_found');
    const statusNow = await setCardStatus(ctx.db, c.get('principal').profileId, cardId.data, 'blocked');
    if (statusNow === undefined) return sendError(c, 'product_not_found');
    return sendJson(c, { id: cardId.data, status: statusNow });
  });

  api.post(API_PATHS.unblockCard, requireBearer(ctx.db, ctx.now), requireCustomerSignature, async (c) => {
    const cardId = validate(cardIdSchema, c.req.param('cardId'));
    if (!cardId.ok) return sendError(c, 'product_not_found');
    const otp = c.req.header(OTP_HEADER)?.trim() ?? '';
    if (otp === '') return sendError(c, 'otp_required');
    const principal = c.get('principal');
    if (otp.length > MAX_OTP_LENGTH || !(await consumeOtp(ctx.db, principal.sessionHash, otp, ctx.now()))) {
      return sendError(c, 'invalid_otp');
    }
    const statusNow = await setCardStatus(ctx.db, principal.profileId, cardId.data, 'active');
    if (statusNow === undefined) return sendError(c, 'product_not_found');
    return sendJson(c, { id: cardId.data, status: statusNow, deviceCheck: await deviceCheckOf(ctx.db, c.req.header(DEVICE_RISK_HEADER)) });
  });
}
