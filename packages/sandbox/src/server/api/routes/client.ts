import type { Hono } from 'hono';
import { findCustomerByPersonId, toClient } from '../../../customers';
import { CUSTOMER_SIGNATURE_MESSAGE, requireBearer } from '../bearer';
import { signVendorIdentity } from '../../../vendorIdentity';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';

/** `GET /genoma_api/rest/client`: the bearer's customer record. */
export function registerClientRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.client, requireBearer(ctx.db, ctx.now), async (c) => {
    const customer = await findCustomerByPersonId(ctx.db, c.get('principal').personId);
    if (customer === undefined) return sendError(c, 'invalid_token');
    return sendJson(c, toClient(customer));
  });

  /**
   * `GET /genoma_api/rest/client/vendor-identity` (bearer): the bank's signed statement of who the
   * signed-in customer is, for the consent manager's receipts and the tag manager's page views
   * (issue 38 §6): `200 { userId, token, expiresAt }`. The vendors take a customer's data only with
   * it, so nobody can post choices or page views in another customer's name. An assisted-channel
   * agent's session loads no outside script and gets none: `403 employee_not_allowed`.
   */
  api.get(API_PATHS.vendorIdentity, requireBearer(ctx.db, ctx.now), (c) => {
    const { personId, employeeId } = c.get('principal');
    if (employeeId !== null) return sendError(c, 'employee_not_allowed', { message: CUSTOMER_SIGNATURE_MESSAGE });
    const { token, expiresAt } = signVendorIdentity(ctx.vendorIdentityKey, personId, ctx.now());
    return sendJson(c, { userId: personId, token, expiresAt: expiresAt.toISOString() });
  });
}
