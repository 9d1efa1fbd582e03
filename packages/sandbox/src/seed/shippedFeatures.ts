/**
 * The feature packages the bank's teams have shipped through the feature registry (issue 41): at
 * each start the sandbox publishes their builds from the features folder as their teams'
 * `npm run feature:publish` would, under the demo team, whose key `npm start` prints, so the next
 * version of any of them ships the same way. The bank's older screens are seeded features instead
 * (`SEEDED_FEATURES`), and a package in development is a local feature until its team publishes it.
 */
export const SHIPPED_FEATURE_PACKAGES: readonly string[] = [
  'transferencias',
  'bizum',
  'recibos',
  'inbox',
  'digital-fallbacks',
  'pin-recovery',
];
