import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypeFor } from '../static/contentTypes';
import { VENDOR_PATHS } from './paths';

/** The stand-ins' files, shipped with the sandbox: `packages/sandbox/vendor-stand-ins/`. */
const VENDOR_STAND_INS_DIR = fileURLToPath(new URL('../../../vendor-stand-ins/', import.meta.url));

/** One file of a stand-in, as it is served. */
export interface StandInFile {
  text: string;
  contentType: string;
  /** `sha384-<base64>` of the UTF-8 bytes of `text`: what a page's `integrity` attribute names. */
  integrity: string;
}

/**
 * The configuration modules of the tag manager, `cfg/<name>.json` under the tracking location
 * (features.md §4.8): the ordinary pages' (`navigation`, no funnel) and the sign-up funnels'.
 */
export const TRACKING_CONFIG_MODULES = ['navigation', 'signups', 'signups-teen'] as const;

/** The tag manager's files, as served under the tracking location (sandbox-api.md, Tracking). */
export interface TrackingStandIns {
  script: StandInFile;
  availableLinks: StandInFile;
  /** The module the page falls back on when a configuration module cannot be loaded. */
  avoidableSteps: StandInFile;
  /** By name: `signups` is `cfg/signups.json`. */
  configModules: ReadonlyMap<string, StandInFile>;
}

/** The files the vendors host serves. */
export interface VendorStandIns {
  consentManager: StandInFile;
  consentBanner: StandInFile;
  tracking: TrackingStandIns;
}

/** Where the page finds an outside script, and the integrity it loads it with. */
export interface OutsideScript {
  url: string;
  integrity: string;
}

/** The outside scripts the app's configuration names (`GET /config/appConfig`, `urlsConfig`). */
export interface OutsideScripts {
  consentManager: OutsideScript;
  /**
   * The tag manager's "tracking location", a base URL ending in `/` (`urlsConfig.tealium`): the
   * page loads `utag.js` and the configuration from below it. No integrity: a tag manager's
   * script changes whenever the bank's analysts publish, so pages cannot pin its bytes.
   */
  trackingLocation: string;
}

/** A Subresource Integrity value (W3C SRI §3.5) of a text's UTF-8 bytes, with SHA-384 as the bank's builds use. */
function subresourceIntegrityOf(text: string): string {
  return `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;
}

function loadStandInFile(relativePath: string): StandInFile {
  const path = join(VENDOR_STAND_INS_DIR, relativePath);
  const text = readFileSync(path, 'utf8');
  return { text, contentType: contentTypeFor(path), integrity: subresourceIntegrityOf(text) };
}

/**
 * Reads the stand-ins once, when the app is made: the bytes served are then always the bytes
 * the integrity was computed from, even if a file is edited while the sandbox runs (a page
 * would refuse the edited script). A few dozen kilobytes, read before the sandbox takes requests.
 */
export function loadVendorStandIns(): VendorStandIns {
  return {
    consentManager: loadStandInFile('consent/consent-manager.js'),
    consentBanner: loadStandInFile('consent/consent-banner.css'),
    tracking: {
      script: loadStandInFile('tracking/utag.js'),
      availableLinks: loadStandInFile('tracking/availableLinks.json'),
      avoidableSteps: loadStandInFile('tracking/avoidableSteps.json'),
      configModules: new Map(TRACKING_CONFIG_MODULES.map((name) => [name, loadStandInFile(`tracking/cfg/${name}.json`)])),
    },
  };
}

/** The outside scripts as the page loads them from the vendors host. */
export function outsideScriptsOf(vendorsOrigin: string, standIns: VendorStandIns): OutsideScripts {
  return {
    consentManager: { url: `${vendorsOrigin}${VENDOR_PATHS.consentManager}`, integrity: standIns.consentManager.integrity },
    trackingLocation: `${vendorsOrigin}${VENDOR_PATHS.trackingLocation}`,
  };
}
