import type { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '../api/validation';
import { VENDOR_PATHS } from './paths';
import { createStandInFileSender } from './sendStandInFile';
import type { TrackingStandIns } from './standIns';
import { SCRIPT_VARIANTS_PER_STAND_IN, type VendorModes } from './vendorModes';

/** The script, its variants, the frame and its script, the available links and the fallback module, beside the configuration modules. */
const TRACKING_FILES_BESIDE_MODULES = 5 + SCRIPT_VARIANTS_PER_STAND_IN;

/**
 * The tag frame's policy: its own scripts (the frame's and the tag manager's) and calls (the
 * collector) only, and framed by the bank's pages only (`frameAncestors`), so that no other site
 * can open it and post page views through a customer's browser. A bank whose tags load other
 * vendors' pixels lists those here, in the frame, never in the page.
 */
export function tagFrameContentSecurityPolicy(frameAncestors: Iterable<string>): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    `frame-ancestors ${[...frameAncestors].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
const JSON_EXTENSION = '.json';

/**
 * A configuration module's file name as the page asks for it: lower-case letters, digits and
 * hyphens, then `.json`. Anything else names no module, so it is `404` without a look-up.
 */
const configFileSchema = z
  .string()
  .regex(/^[a-z0-9-]+\.json$/)
  .transform((file) => file.slice(0, -JSON_EXTENSION.length));

/**
 * The tag manager's files under the tracking location on the vendors host (sandbox-api.md,
 * Tracking), as read when the app was made: the bank's tag frame (`frame.html`, with the policy
 * above, and `frame.js`), `utag.js`, `availableLinks.json`,
 * `avoidableSteps.json` and `cfg/<name>.json` for each module shipped; any other name under
 * `cfg/` is `404`. `utag.js` is the variant its mode serves when a test armed one. Compressed,
 * revalidated and kept an hour, as the consent manager's files.
 */
export function registerTrackingFiles(
  vendors: Hono,
  tracking: TrackingStandIns,
  modes: VendorModes,
  pageOrigins: ReadonlySet<string>,
): void {
  const send = createStandInFileSender(TRACKING_FILES_BESIDE_MODULES + tracking.configModules.size);
  const framePolicy = tagFrameContentSecurityPolicy(pageOrigins);
  vendors.get(VENDOR_PATHS.trackingFrame, (c) => send(c, tracking.frame, { 'Content-Security-Policy': framePolicy }));
  vendors.get(VENDOR_PATHS.trackingFrameScript, (c) => send(c, tracking.frameScript));
  vendors.get(VENDOR_PATHS.trackingScript, (c) => send(c, modes.scriptOf('tracking')));
  vendors.get(VENDOR_PATHS.trackingAvailableLinks, (c) => send(c, tracking.availableLinks));
  vendors.get(VENDOR_PATHS.trackingAvoidableSteps, (c) => send(c, tracking.avoidableSteps));
  vendors.get(VENDOR_PATHS.trackingConfigModule, (c) => {
    const name = validate(configFileSchema, c.req.param('file'));
    const module = name.ok ? tracking.configModules.get(name.data) : undefined;
    return module === undefined ? c.notFound() : send(c, module);
  });
}
