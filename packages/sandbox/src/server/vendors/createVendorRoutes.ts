import { Hono } from 'hono';
import type { Now } from '../../clock';
import type { Database } from '../../db';
import { injectFaults, type FaultStore } from '../api/faults';
import { TEST_PATH_PREFIX } from '../api/paths';
import type { SandboxUrls } from '../config';
import { registerConsentFiles } from './consentFiles';
import { registerConsentReceipts } from './consentReceipts';
import { registerDeviceRiskFiles } from './deviceRiskFiles';
import { registerDeviceRiskProfiles } from './deviceRiskProfiles';
import type { VendorStandIns } from './standIns';
import { registerTrackingCollect } from './trackingCollect';
import { registerTrackingFiles } from './trackingFiles';
import { corsForTheBankPage, vendorResponseHeaders } from './vendorHeaders';
import type { VendorModes } from './vendorModes';
import type { VendorIdentityKey } from '../../vendorIdentity';

const HTTP_NOT_FOUND = 404;
const HTTP_SERVER_ERROR = 500;

/** Options of {@link createVendorRoutes}. */
export interface VendorRoutesOptions {
  db: Database;
  now: Now;
  urls: SandboxUrls;
  /** The files served, read once when the app was made (`loadVendorStandIns`). */
  standIns: VendorStandIns;
  /**
   * The API's fault store: `POST /__sandbox/faults` on the API host arms faults for this host's
   * paths too, so end-to-end tests can make an outside script fail.
   */
  faults: FaultStore;
  /**
   * Which script each stand-in's path serves: only `POST /__sandbox/vendor-modes` on the API host
   * (test mode) changes them, so end-to-end tests can make a script throw or never become ready.
   */
  modes: VendorModes;
  /** Applies armed faults, as the API does in test mode. */
  testMode: boolean;
  /** What the bank signed the customer's identity with: the collectors check it (issue 38 §6). */
  vendorIdentityKey: VendorIdentityKey;
  log: (line: string) => void;
}

/**
 * The vendors host (sandbox-api.md, Vendors host): stand-ins for the outside companies' scripts
 * the bank's page loads, on an origin of their own, so the whole path runs for real (CORS,
 * integrity, the page's CSP). Now the consent manager (its script, its banner's styles and its
 * receipts), the tag manager (its script, its configuration and its collector) and device risk
 * (its script and its profiles). Any other path: `404` in plain text.
 */
export function createVendorRoutes(options: VendorRoutesOptions): Hono {
  const { db, now, urls, standIns, faults, modes, testMode, log, vendorIdentityKey } = options;
  const vendors = new Hono();

  vendors.use(vendorResponseHeaders);
  vendors.use(corsForTheBankPage(urls.allowedOrigins, urls.appOrigin));
  if (testMode) {
    const applyFaults = injectFaults(faults, TEST_PATH_PREFIX);
    // After CORS, so that the page may read an injected failure as it would a real one. Never to a
    // preflight, as on the API host: a fault armed for the receipts is the POST's, and a failed
    // preflight would keep the POST from ever being sent.
    vendors.use((c, next) => (c.req.method === 'OPTIONS' ? next() : applyFaults(c, next)));
  }

  registerConsentFiles(vendors, standIns, modes);
  registerConsentReceipts(vendors, { db, now, allowedOrigins: urls.allowedOrigins, vendorIdentityKey });
  registerTrackingFiles(vendors, standIns.tracking, modes, urls.allowedOrigins);
  // The tag manager posts from its frame, on this host's own origin (issue 38 §6).
  registerTrackingCollect(vendors, { db, now, allowedOrigins: new Set([urls.vendorsOrigin]), vendorIdentityKey });
  registerDeviceRiskFiles(vendors, modes);
  registerDeviceRiskProfiles(vendors, { db, now, allowedOrigins: urls.allowedOrigins });

  vendors.notFound((c) => c.text('Not found', HTTP_NOT_FOUND));
  vendors.onError((error, c) => {
    log(`error: vendors ${c.req.method} ${c.req.path} failed: ${error.name}: ${error.message}`);
    return c.text('Internal server error', HTTP_SERVER_ERROR);
  });
  return vendors;
}
