/** The vendors host's paths (sandbox-api.md, Vendors host). */
export const VENDOR_PATHS = {
  consentManager: '/consent/v1/consent-manager.js',
  consentBanner: '/consent/v1/consent-banner.css',
  /** Beside the script: it posts to `./receipts`, resolved against its own address. */
  consentReceipts: '/consent/v1/receipts',
  /**
   * The tag manager's "tracking location" (`urlsConfig.tealium`): the page loads `utag.js` and
   * the configuration from below it, and the script posts to `collect` beside itself.
   */
  trackingLocation: '/tracking/v1/',
  trackingScript: '/tracking/v1/utag.js',
  /**
   * The bank's tag frame, which the page opens hidden and sandboxed and in which `utag.js` runs
   * (docs/decisions/0011-tag-manager-in-a-sandboxed-frame.md), and its script.
   */
  trackingFrame: '/tracking/v1/frame.html',
  trackingFrameScript: '/tracking/v1/frame.js',
  trackingAvailableLinks: '/tracking/v1/availableLinks.json',
  trackingAvoidableSteps: '/tracking/v1/avoidableSteps.json',
  /** A configuration module, `cfg/<name>.json` (features.md §4.8). */
  trackingConfigModule: '/tracking/v1/cfg/:file',
  trackingCollect: '/tracking/v1/collect',
  /**
   * The device-risk script (`urlsConfig.deviceRisk`, features.md §4.9): the page adds its query,
   * `?processId=…&deviceType=…&r=…`, and the script posts to `profiles` beside itself.
   */
  deviceRiskScript: '/device-risk/v1/profile.js',
  deviceRiskProfiles: '/device-risk/v1/profiles',
} as const;
