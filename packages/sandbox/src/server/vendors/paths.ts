/** The vendors host's paths (sandbox-api.md, Vendors host). */
export const VENDOR_PATHS = {
  consentManager: '/consent/v1/consent-manager.js',
  consentBanner: '/consent/v1/consent-banner.css',
  /** Beside the script: it posts to `./receipts`, resolved against its own address. */
  consentReceipts: '/consent/v1/receipts',
} as const;
