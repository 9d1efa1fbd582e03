import type { Hono } from 'hono';
import { z } from 'zod';
import { CONSENT_USER_ID_PATTERN, findConsentReceipt } from '../../../consent';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

const userIdSchema = z.string().regex(CONSENT_USER_ID_PATTERN);

/**
 * `GET /__sandbox/consent-receipts/:userId` (test mode only): what the vendors host's consent
 * service holds for a customer, `200 { userId, analytics, personalisation, times }`, so that an
 * end-to-end test can check the shell sent their consent, and how often. `404` when nothing
 * arrived for them; an id the consent manager would refuse cannot have arrived, so `404` too.
 */
export function registerTestConsentReceiptsRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.testConsentReceipts, async (c) => {
    const userId = validate(userIdSchema, c.req.param('userId'));
    const receipt = userId.ok ? await findConsentReceipt(ctx.db, userId.data) : undefined;
    if (receipt === undefined) return sendError(c, 'consent_receipt_not_found');
    return sendJson(c, receipt);
  });
}
