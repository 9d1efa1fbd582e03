import type { Hono } from 'hono';
import { z } from 'zod';
import { DEVICE_RISK_PROCESS_ID_PATTERN, findDeviceRiskProfile } from '../../../deviceRisk';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

const processIdSchema = z.string().regex(DEVICE_RISK_PROCESS_ID_PATTERN);

/**
 * `GET /__sandbox/device-risk-profiles/:processId` (test mode only): what the vendors host's
 * device-risk service holds for a login's process id, `200 { processId, deviceType, signals,
 * profiledAt }`, so that an end-to-end test can check the shell loaded the script with the id it
 * kept, and the script profiled the device. `404` when nothing arrived for it; an id the service
 * would refuse cannot have arrived, so `404` too.
 */
export function registerTestDeviceRiskProfilesRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.testDeviceRiskProfiles, async (c) => {
    const processId = validate(processIdSchema, c.req.param('processId'));
    const profile = processId.ok ? await findDeviceRiskProfile(ctx.db, processId.data) : undefined;
    if (profile === undefined) return sendError(c, 'device_risk_profile_not_found');
    return sendJson(c, profile);
  });
}
