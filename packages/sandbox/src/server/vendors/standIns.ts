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
  /** The bank's tag frame and its script, beside the tag manager's files. */
  frame: StandInFile;
  frameScript: StandInFile;
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
  /** The device-risk script, `device-risk/v1/profile.js`. */
  deviceRisk: StandInFile;
}

/**
 * The stand-ins whose script the page loads, by the name the test-only interface gives them
 * (`POST /__sandbox/vendor-modes`): the consent manager, the tag manager and device risk.
 */
export const VENDOR_SCRIPT_STAND_INS = ['consentManager', 'tracking', 'deviceRisk'] as const;
export type VendorScriptStandIn = (typeof VENDOR_SCRIPT_STAND_INS)[number];

/** The script of a stand-in as shipped. */
export function shippedScriptOf(standIns: VendorStandIns, standIn: VendorScriptStandIn): StandInFile {
  switch (standIn) {
    case 'consentManager':
      return standIns.consentManager;
    case 'tracking':
      return standIns.tracking.script;
    case 'deviceRisk':
      return standIns.deviceRisk;
  }
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
   * page opens the bank's tag frame there, which loads `utag.js` with `trackingIntegrity`, and
   * reads the configuration from below it (issue 38 §6). A tag manager's script changes whenever
   * the bank's analysts publish; the bank publishes its integrity in the configuration with it.
   */
  trackingLocation: string;
  trackingIntegrity: string;
  /**
   * The device-risk script, without the query the page adds to it (features.md §4.9), and its
   * integrity: the page builds the query, not the file, so the bytes it loads are always these.
   */
  deviceRisk: OutsideScript;
}

/** A Subresource Integrity value (W3C SRI §3.5) of a text's UTF-8 bytes, with SHA-384 as the bank's builds use. */
function subresourceIntegrityOf(text: string): string {
  return `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;
}

/** A file served as this text, with the integrity of its bytes. */
export function standInFileOf(text: string, contentType: string): StandInFile {
  return { text, contentType, integrity: subresourceIntegrityOf(text) };
}

function loadStandInFile(relativePath: string): StandInFile {
  const path = join(VENDOR_STAND_INS_DIR, relativePath);
  return standInFileOf(readFileSync(path, 'utf8'), contentTypeFor(path));
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
      frame: loadStandInFile('tracking/frame.html'),
      frameScript: loadStandInFile('tracking/frame.js'),
      availableLinks: loadStandInFile('tracking/availableLinks.json'),
      avoidableSteps: loadStandInFile('tracking/avoidableSteps.json'),
      configModules: new Map(TRACKING_CONFIG_MODULES.map((name) => [name, loadStandInFile(`tracking/cfg/${name}.json`)])),
    },
    deviceRisk: loadStandInFile('device-risk/profile.js'),
  };
}

/**
 * The outside scripts as the page loads them from the vendors host, with the integrity of the
 * script each path serves now (`scriptOf`, which a test may have switched to a variant: see
 * `VendorModes`), so that a page loaded after the switch runs what is served.
 */
export function outsideScriptsOf(vendorsOrigin: string, scriptOf: (standIn: VendorScriptStandIn) => StandInFile): OutsideScripts {
  return {
    consentManager: { url: `${vendorsOrigin}${VENDOR_PATHS.consentManager}`, integrity: scriptOf('consentManager').integrity },
    trackingLocation: `${vendorsOrigin}${VENDOR_PATHS.trackingLocation}`,
    trackingIntegrity: scriptOf('tracking').integrity,
    deviceRisk: { url: `${vendorsOrigin}${VENDOR_PATHS.deviceRiskScript}`, integrity: scriptOf('deviceRisk').integrity },
  };
}
