/**
 * Lighthouse's performance audit, run through its Node API against Debian's Chromium.
 *
 * Lighthouse connects to a browser that Playwright launched with a persistent profile and a
 * remote-debugging port: Lighthouse opens its tab in that profile's one browser context, so a
 * session that Playwright logged into is the session the audited page starts with. Lighthouse is
 * told not to reset storage (that would log the customer out); the bench empties the HTTP cache
 * itself before each run instead, so every run is a first load with a cold cache.
 *
 * Settings are Lighthouse's defaults: the mobile preset (Moto G Power screen and user agent),
 * simulated throttling (slow 4G, 4× CPU slowdown).
 */
import { CHROMIUM_ARGS } from './chromium.mjs';
import { freePort } from './freePort.mjs';
import { medianOfEachField } from './statistics.mjs';

/** Lighthouse's flags for every run: performance only, storage kept, quiet. */
export const LIGHTHOUSE_FLAGS = {
  onlyCategories: ['performance'],
  disableStorageReset: true,
  output: 'json',
  logLevel: 'error',
};

/** Runs of one page when Lighthouse's trace lost the navigation's start (NO_NAVSTART). */
const TRACE_ATTEMPTS = 2;

/** Lighthouse scores a category from 0 to 1; the report and our targets use 0–100. */
const SCORE_SCALE = 100;

/**
 * A Chromium with one persistent browser context (its profile in `profileDir`, an empty folder
 * the caller owns and deletes), which Playwright drives and Lighthouse reaches on `debuggingPort`,
 * speaking `language` (`es-ES`).
 */
export async function launchLighthouseBrowser({ executablePath, profileDir, language }) {
  const { chromium } = await import('playwright-core');
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    // The browser's language, which the shell speaks on a first visit: the same pages, in the same
    // language, as the bench's other runs measure.
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`, `--lang=${language}`, `--accept-lang=${language}`],
    // No viewport or locale of Playwright's own: they would fight Lighthouse's mobile emulation
    // on the tab Lighthouse opens, which Playwright also attaches to.
    viewport: null,
  });
  const [blankPage] = context.pages();
  const cdp = await context.newCDPSession(blankPage);
  return {
    context,
    debuggingPort,
    /** Empties the profile's HTTP cache (and the memory cache, as Lighthouse does) but keeps storage. */
    async clearHttpCache() {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    },
    close: () => context.close(),
  };
}

/**
 * Lighthouse with applied throttling: the page loads under DevTools' network and CPU throttling,
 * and the metrics are what Chromium measured, where the default simulated throttling estimates
 * them from an unthrottled load (docs/first-paint.md, "What it costs, and what it gives").
 */
export const APPLIED_THROTTLING = { throttlingMethod: 'devtools' };

/**
 * One Lighthouse run of `url` with a cold HTTP cache; throws when Lighthouse could not measure.
 * `settings` are Lighthouse flags over {@link LIGHTHOUSE_FLAGS}, such as {@link APPLIED_THROTTLING}.
 */
export async function runLighthouse(lighthouseBrowser, url, settings = {}) {
  const { default: lighthouse } = await import('lighthouse');
  let lhr;
  for (let attempt = 1; attempt <= TRACE_ATTEMPTS; attempt += 1) {
    await lighthouseBrowser.clearHttpCache();
    const result = await lighthouse(url, { ...LIGHTHOUSE_FLAGS, ...settings, port: lighthouseBrowser.debuggingPort });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    // A trace Chromium recorded without the navigation's start says nothing of the page: Lighthouse
    // asks to run again, and so it is, once.
    if (lhr.runtimeError?.code !== 'NO_NAVSTART') break;
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A page that sent Lighthouse elsewhere (a lost session goes to the login) was not the page asked for.
  if (lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse was sent from ${url} to ${lhr.finalDisplayedUrl}`);
  return lhr;
}

const numericValueOf = (lhr, auditId) => {
  const value = lhr.audits[auditId]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse result for ${lhr.finalDisplayedUrl} has no value for ${auditId}`);
  return value;
};

/** The bytes sent for the requests of one resource type (`Script`, `Document`). */
const bytesSentFor = (requests, resourceType) =>
  requests.filter((request) => request.resourceType === resourceType).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

/**
 * The figures the bench reports from one Lighthouse result (a `LH.Result`): the performance score
 * (0–100), the metrics, and the bytes sent over the network in all, for scripts and for the page.
 */
export function summarizeLighthouseResult(lhr) {
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse result for ${lhr.finalDisplayedUrl} has no performance score`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performanceScore: Math.round(score * SCORE_SCALE),
    lcpMs: numericValueOf(lhr, 'largest-contentful-paint'),
    tbtMs: numericValueOf(lhr, 'total-blocking-time'),
    cls: numericValueOf(lhr, 'cumulative-layout-shift'),
    fcpMs: numericValueOf(lhr, 'first-contentful-paint'),
    totalBytesSent: numericValueOf(lhr, 'total-byte-weight'),
    jsBytesSent: bytesSentFor(requests, 'Script'),
    // The page itself: past a new connection's first round trip (ten segments, 14.6 KB), it takes
    // one round trip more, and every request waits for it.
    htmlBytesSent: bytesSentFor(requests, 'Document'),
  };
}

/** The median of each figure over several runs of one page. */
export function medianLighthouseSummary(lhrs) {
  return medianOfEachField(lhrs.map(summarizeLighthouseResult));
}

/**
 * What Lighthouse says would help most in one result: its opportunities with an estimated saving,
 * largest time saving first (then bytes), and the longest critical request chain.
 */
export function lighthouseFindings(lhr, count) {
  const opportunities = Object.values(lhr.audits)
    .filter(
      (audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs > 0 || audit.details.overallSavingsBytes > 0),
    )
    .map((audit) => ({
      id: audit.id,
      savingsMs: audit.details.overallSavingsMs ?? 0,
      savingsBytes: audit.details.overallSavingsBytes ?? 0,
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, count);
  const longestChain = lhr.audits['critical-request-chains']?.details?.longestChain;
  return {
    opportunities,
    criticalChain: longestChain
      ? { requests: longestChain.length, durationMs: longestChain.duration, transferBytes: longestChain.transferSize }
      : null,
  };
}

/** A feature's module, as the app host serves it: `/cdn/features/<module>/…` or `/cdn/registry/<feature id>/…`. */
const FEATURE_MODULE_PATH = /^\/cdn\/(?:features|registry)\/([^/]+)\//;

/**
 * The features whose scripts the page asked for before its largest contentful paint, in one result:
 * what a page loads before it shows what it is for (issue 42 §6: the overall position's balances).
 * Request times and the observed paint share the navigation's start as their origin.
 */
export function featuresBeforeLargestPaint(lhr) {
  const observedLcpMs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof observedLcpMs !== 'number') throw new Error(`Lighthouse result for ${lhr.finalDisplayedUrl} has no observed LCP`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const features = requests
    .filter((request) => request.resourceType === 'Script' && request.networkRequestTime < observedLcpMs)
    .map((request) => FEATURE_MODULE_PATH.exec(new URL(request.url).pathname)?.[1])
    .filter((feature) => feature !== undefined);
  return [...new Set(features)];
}
