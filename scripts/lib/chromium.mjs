/**
 * How every script and test starts Debian's Chromium: headless, as root (no sandbox), and with
 * nothing talking to the network behind their back.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
