import type { Hono } from 'hono';
import {
  constantResources,
  findDevice,
  forgetDevice,
  listDeviceIds,
  listFundReturns,
  listMostProfitableFunds,
  listOpenProposals,
  listPendingPlanInputs,
  readCddData,
  readConstants,
} from '../../../bankData';
import { recordLanguageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson, sendNoContent } from '../json';
import { API_PATHS } from '../paths';

/** How many funds "most profitable" lists. */
export const MOST_PROFITABLE_FUNDS = 3;
/** A resource name, and how many one call may ask for. */
const RESOURCE_NAME = /^[a-z0-9-]{1,40}$/;
const MAX_RESOURCES = 10;
/** A fingerprint device id. */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The rest of features.md §7's calls (sandbox-api.md, Bank data; the spec leaves their shapes to
 * the bank), each for the bearer's person where it is personal:
 *
 * - `GET …/constants?resources=card-campaigns[,…]`: `{ [resource]: value }`; an unknown or
 *   malformed resource, none, more than ten or the parameter twice is `400`;
 * - `GET …/cdddata`: the person's due-diligence review, `204` when none is on file;
 * - `GET …/reports/fundInfoRentability` and `…/fundMostProfitable`: `{ funds }`, all by name, or
 *   the three best over a year;
 * - `GET …/plan-pending-input`: `{ plans }` with a contribution still to make;
 * - `GET …/proposalData`: `{ proposals }`, the open ones; both the person's, and none for a business
 *   profile, whose page is the company's (issue 42 §3);
 * - `GET …/fingerprint/devices/{deviceId}`: one of the person's devices; any other id
 *   (another person's, unknown, malformed) is `404 device_not_found`;
 * - ours, for Mi área's devices: `GET …/fingerprint/devices` `{ deviceIds }`, the one seen last
 *   first, and `DELETE …/fingerprint/devices/{deviceId}` (XSRF) `204`, forgetting it, `404` as the
 *   lookup.
 */
export function registerBankDataRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  api.get(API_PATHS.constants, bearer, async (c) => {
    const values = c.req.queries('resources') ?? [];
    const extra = Object.keys(c.req.queries()).filter((name) => name !== 'resources');
    if (extra.length > 0) return sendError(c, 'invalid_request', { message: `Parámetros desconocidos: ${extra.join(', ')}.` });
    if (values.length !== 1)
      return sendError(c, 'invalid_request', { message: 'Indica resources una vez, con los recursos separados por comas.' });
    const resources = (values[0] ?? '').split(',');
    if (resources.length > MAX_RESOURCES || resources.some((resource) => !RESOURCE_NAME.test(resource))) {
      return sendError(c, 'invalid_request', {
        message: `resources admite hasta ${MAX_RESOURCES} nombres de recurso separados por comas.`,
      });
    }
    const known = new Set(await constantResources(ctx.db));
    const unknown = resources.filter((resource) => !known.has(resource));
    if (unknown.length > 0) return sendError(c, 'invalid_request', { message: `Recursos desconocidos: ${unknown.join(', ')}.` });
    return sendJson(c, await readConstants(ctx.db, resources, recordLanguageOfRequest(c)));
  });

  api.get(API_PATHS.cddData, bearer, async (c) => {
    const data = await readCddData(ctx.db, c.get('principal').personId);
    return data === null ? sendNoContent(c) : sendJson(c, data);
  });

  api.get(API_PATHS.fundInfoRentability, bearer, async (c) => sendJson(c, { funds: await listFundReturns(ctx.db) }));
  api.get(API_PATHS.fundMostProfitable, bearer, async (c) =>
    sendJson(c, { funds: await listMostProfitableFunds(ctx.db, MOST_PROFITABLE_FUNDS) }),
  );
  api.get(API_PATHS.planPendingInput, bearer, async (c) =>
    sendJson(c, { plans: await listPendingPlanInputs(ctx.db, c.get('principal').personId, c.get('principal').profileId) }),
  );
  api.get(API_PATHS.proposalData, bearer, async (c) =>
    sendJson(c, {
      proposals: await listOpenProposals(ctx.db, c.get('principal').personId, c.get('principal').profileId, recordLanguageOfRequest(c)),
    }),
  );

  api.get(API_PATHS.fingerprintDevice, bearer, async (c) => {
    const deviceId = c.req.param('deviceId');
    const device = DEVICE_ID.test(deviceId) ? await findDevice(ctx.db, c.get('principal').personId, deviceId) : null;
    return device === null ? sendError(c, 'device_not_found') : sendJson(c, device);
  });

  api.get(API_PATHS.fingerprintDevices, bearer, async (c) =>
    sendJson(c, { deviceIds: await listDeviceIds(ctx.db, c.get('principal').personId) }),
  );

  api.delete(API_PATHS.fingerprintDevice, bearer, async (c) => {
    const deviceId = c.req.param('deviceId');
    const forgotten = DEVICE_ID.test(deviceId) && (await forgetDevice(ctx.db, c.get('principal').personId, deviceId));
    return forgotten ? sendNoContent(c) : sendError(c, 'device_not_found');
  });
}
