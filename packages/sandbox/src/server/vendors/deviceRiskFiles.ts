import type { Hono } from 'hono';
import { VENDOR_PATHS } from './paths';
import { createStandInFileSender } from './sendStandInFile';
import { SCRIPT_VARIANTS_PER_STAND_IN, type VendorModes } from './vendorModes';

/** The script and its variants, each compressed once: the cache keys on their text. */
const DEVICE_RISK_TEXTS = 1 + SCRIPT_VARIANTS_PER_STAND_IN;

/**
 * `GET /device-risk/v1/profile.js` on the vendors host: the device-risk script's stand-in (or the
 * variant its mode serves), as read when the app was made, compressed, revalidated and kept an
 * hour, as the consent manager's files. The page's query (`processId`, `deviceType`, `r`) is the
 * script's to read, not the host's: every query gets the same bytes, the ones the integrity names.
 */
export function registerDeviceRiskFiles(vendors: Hono, modes: VendorModes): void {
  const send = createStandInFileSender(DEVICE_RISK_TEXTS);
  vendors.get(VENDOR_PATHS.deviceRiskScript, (c) => send(c, modes.scriptOf('deviceRisk')));
}
