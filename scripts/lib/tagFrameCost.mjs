/**
 * What running the tag manager in a frame of its own costs (issue 38 §6,
 * docs/decisions/0011-tag-manager-in-a-sandboxed-frame.md), measured in Chromium against the
 * sandbox: requests to the vendors host while the login page is on screen (none: outside scripts
 * start after login), and, for a customer who allows analytics, the bytes the frame's own files
 * add, the tag manager's, and the time from asking for the frame to the first page view leaving
 * the browser, of which the stand-in tag manager's own setup delay is a fixed part.
 */

/** The consent choices the shell reads (docs/sandbox-api.md, Consent): analytics allowed. */
const CONSENT_CHOICES_KEY = 'bank-consent-choices';
/** `utag.js`'s stand-in waits this long before it defines `window.utag` (vendor-stand-ins/tracking/utag.js). */
export const STAND_IN_SETUP_DELAY_MS = 600;

const isVendors = (url) => new URL(url).hostname.startsWith('vendors.');
const isCollect = (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/tracking/v1/collect';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ appUrl: string, locale: string, logIn: (page: import('playwright-core').Page) => Promise<void>, loginButton: string }} options
 */
export async function measureTagFrameCost(browser, { appUrl, locale, logIn, loginButton }) {
  const context = await browser.newContext({ locale });
  try {
    /* global window -- runs in the page */
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [CONSENT_CHOICES_KEY, JSON.stringify({ analytics: true, personalisation: false, decidedAt: new Date().toISOString() })],
    );
    const page = await context.newPage();
    const vendorRequests = [];
    const sent = new Map();
    const sizing = [];
    let frameRequestedAt = null;
    page.on('request', (request) => {
      if (!isVendors(request.url())) return;
      vendorRequests.push(request.url());
      if (frameRequestedAt === null && new URL(request.url()).pathname.endsWith('/frame.html')) frameRequestedAt = performance.now();
    });
    page.on('requestfinished', (request) => {
      if (!isVendors(request.url())) return;
      sizing.push(
        request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
          sent.set(new URL(request.url()).pathname, responseBodySize + responseHeadersSize);
        }),
      );
    });
    await page.goto(`${appUrl}/#/login`);
    await page.getByRole('button', { name: loginButton }).waitFor();
    await page.waitForLoadState('networkidle');
    const loginPageVendorRequests = vendorRequests.length;
    const firstView = page.waitForRequest(isCollect, { timeout: 30_000 });
    await logIn(page);
    await firstView;
    const firstViewMs = performance.now() - (frameRequestedAt ?? performance.now());
    await Promise.all(sizing);
    const bytesOf = (file) => sent.get(`/tracking/v1/${file}`) ?? 0;
    return {
      loginPageVendorRequests,
      frameBytes: bytesOf('frame.html') + bytesOf('frame.js'),
      libraryBytes: bytesOf('utag.js'),
      firstViewMs,
    };
  } finally {
    await context.close();
  }
}

/** Prints the figures of {@link measureTagFrameCost}. */
export function printTagFrameCost(cost, kb) {
  console.log('\nThe tag manager in its frame (issue 38 §6; analytics allowed)');
  console.log(`  login page: ${cost.loginPageVendorRequests} requests to the vendors host (outside scripts start after login)`);
  console.log(`  frame.html + frame.js: ${kb(cost.frameBytes)} sent, headers included; utag.js: ${kb(cost.libraryBytes)}`);
  console.log(
    `  frame asked for → first page view sent: ${Math.round(cost.firstViewMs)} ms, of which ${STAND_IN_SETUP_DELAY_MS} ms is the stand-in tag manager setting itself up`,
  );
  console.log('  token refresh: unchanged (the frame holds no token; the refresh is the API client’s call alone)');
}
