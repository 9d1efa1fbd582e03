import type { Hono } from 'hono';
import { VENDOR_PATHS } from './paths';
import { createStandInFileSender } from './sendStandInFile';
import type { VendorStandIns } from './standIns';
import { SCRIPT_VARIANTS_PER_STAND_IN, type VendorModes } from './vendorModes';

/** Both files and the script's variants, each compressed once: the cache keys on their text. */
const CONSENT_TEXTS = 2 + SCRIPT_VARIANTS_PER_STAND_IN;

/**
 * `GET /consent/v1/consent-manager.js` and `GET /consent/v1/consent-banner.css` on the vendors
 * host: the consent manager's stand-in (or the variant its mode serves) and its banner's styles,
 * as read when the app was made, compressed, revalidated and kept an hour (`createStandInFileSender`).
 */
export function registerConsentFiles(vendors: Hono, standIns: VendorStandIns, modes: VendorModes): void {
  const send = createStandInFileSender(CONSENT_TEXTS);
  vendors.get(VENDOR_PATHS.consentManager, (c) => send(c, modes.scriptOf('consentManager')));
  vendors.get(VENDOR_PATHS.consentBanner, (c) => send(c, standIns.consentBanner));
}
