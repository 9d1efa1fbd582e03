#!/usr/bin/env node
/**
 * `npm run bench`: what the browser really loads, and the first load as a customer feels it.
 * Starts the sandbox on a free port with an in-memory database, then:
 *
 * 1. opens the login page and the overall position in Chromium and sums the gzip size of every
 *    JavaScript response (React, shell, feature), beside the bytes Chromium actually received;
 * 2. times route changes inside an already-loaded feature;
 * 3. times a cold, throttled load of the login page to a visible "Entrar", against a React-only
 *    page with one such button, built and brotli-served by the bench (scripts/lib/referencePage.mjs);
 * 4. runs Lighthouse (mobile, performance) three times on the login page, the React-only page and
 *    the overall position of a logged-in customer;
 * 5. sizes the core router and the API client, simulates token refreshes across tabs and
 *    measures the GET cache;
 * 6. measures what the tag manager's frame costs: nothing on the login page, its bytes and the
 *    time to the first page view after login (scripts/lib/tagFrameCost.mjs);
 * 7. puts the API under a crowd of customers;
 * 8. times a feature team's first minute: `feature:new`, `feature:publish` and the page in a
 *    customer's browser (scripts/lib/featureTeamBench.mjs);
 *
 * and ends with one PASS/FAIL line per target and budget; any FAIL makes the exit code 1.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScriptsOf } from './lib/inlineScripts.mjs';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { LOAD_CALLS, NON_LOGIN_CALLS, runApiLoad } from './lib/apiLoad.mjs';
import { createCleanup } from './lib/cleanup.mjs';
import { BENCH_FEATURE, BENCH_TITLE, FEATURE_NEW_TO_PAGE_BUDGET_MS, measureFeatureNewToPage } from './lib/featureTeamBench.mjs';
import { publicationOf } from './feature-publish.mjs';
import {
  LOGIN_PAGE_GROWTH_BUDGET_BYTES,
  REGISTERED_FEATURE_COUNTS,
  ROUTE_CHANGE_GROWTH_BUDGET_MS,
  measureRegistryScale,
} from './lib/registryScaleBench.mjs';
import { firstLoadVerdicts } from './lib/firstLoadTargets.mjs';
import { freePort } from './lib/freePort.mjs';
import {
  APPLIED_THROTTLING,
  featuresBeforeLargestPaint,
  launchLighthouseBrowser,
  lighthouseFindings,
  medianLighthouseSummary,
  runLighthouse,
  summarizeLighthouseResult,
} from './lib/lighthouseRuns.mjs';
import { REFERENCE_BUTTON_TEXT, buildReferencePage, serveBrotliFiles } from './lib/referencePage.mjs';
import { measureTagFrameCost, printTagFrameCost } from './lib/tagFrameCost.mjs';
import { ensureChromium, ensureDependencies, repoRoot } from './lib/setup.mjs';
import { median, percentile } from './lib/statistics.mjs';
import { formatTable } from './lib/textTable.mjs';
import {
  CPU_SLOWDOWN_RATE,
  THROTTLED_DOWNLOAD_BYTES_PER_SECOND,
  THROTTLED_LATENCY_MS,
  timeToVisibleButton,
  timeToVisibleText,
} from './lib/throttledPaint.mjs';
import { benchSectionsToRun } from './lib/benchSections.mjs';

/** Issue "Router and layouts", §5: route change p95 and the core router's size. */
export const ROUTE_CHANGE_P95_BUDGET_MS = 16;
export const ROUTER_GZIP_BUDGET_BYTES = 4_000;
const ROUTE_CHANGES = 200;
/** Navigations run first and not counted: the engine compiles the route-change code on these. */
const WARM_UP_ROUTE_CHANGES = 40;
/**
 * Rounds of ROUTE_CHANGES navigations; the budget applies to the median round. On a shared
 * two-core machine one round's p95 can catch a burst of unrelated work (GC, another process).
 */
const ROUTE_CHANGE_ROUNDS = 3;
/** The longest a route change waits for the page to settle after the one before. */
const ROUTE_CHANGE_SETTLE_MAX_MS = 500;
/** Issue "API client", §7 reports cache latency, a full cache's memory and the client's size (no budget). */
/** Issue "Session and tokens", §5: token refreshes per hour, whatever the number of tabs. */
export const TOKEN_REFRESHES_PER_HOUR_BUDGET = 20;
const TAB_COUNTS = [1, 5, 20];
/** Issue 13, Load: customers at once, each logging in, loading the overall position, refreshing, logging out. */
export const LOAD_CUSTOMERS = 50;
/** Visits each customer makes, one after another: enough calls for a p99. */
const LOAD_VISITS_PER_CUSTOMER = 3;
/** Issue 13, Load: every call but the login answers within this at the 99th percentile. */
export const LOAD_P99_BUDGET_MS = 300;
const PERCENTILE_99 = 0.99;
const MS_PER_S = 1000;
/** Issue 12: each first-load figure is the median of this many runs. */
const FIRST_LOAD_RUNS = 3;
/** How many of Lighthouse's opportunities to print per page. */
const LIGHTHOUSE_FINDINGS_SHOWN = 3;
/** Where each Lighthouse result is kept as JSON for a closer look (git-ignored). */
const LIGHTHOUSE_REPORTS_DIR = path.join(repoRoot, '.tmp/lighthouse');
const PERCENTILE_50 = 0.5;
const PERCENTILE_95 = 0.95;
const GZIP_LEVEL = 9;
const BYTES_PER_KB = 1000;
const BYTES_PER_MB = 1_000_000;
const MICROSECONDS_PER_MS = 1000;
const BITS_PER_BYTE = 8;
const BITS_PER_MEGABIT = 1_000_000;
const LOCALE = 'es-ES';
const TEMP_DIR_DELETE_RETRIES = 5;
const BROWSER_ARGS = [
  // Without a vsync-paced frame clock the next frame follows the work, so "to next frame"
  // measures the route change itself rather than where in the 16.7 ms frame it started.
  '--disable-frame-rate-limit',
  '--disable-gpu-vsync',
  ...CHROMIUM_ARGS,
];
const DEMO_CUSTOMER = { document: '12345678Z', birthDate: '15/03/1985', pin: '123456', greeting: 'Hola, Lucía' };
/** The overall position's total balance: what a customer opens the page for (issue 42 §6). */
const BALANCE_SELECTOR = '.balance-hero__amount';

/** Which part of the page a script belongs to, by URL. */
export function classify(url) {
  const { pathname } = new URL(url);
  if (/^\/vendor\/react/.test(pathname)) return 'react';
  if (pathname.startsWith('/cdn/features/')) return 'feature';
  return 'shell';
}

async function startSandbox(port, cleanup, publishKey) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/sandbox/src/cli.ts', '--port', String(port), '--in-memory'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DEMO_PUBLISH_KEY: publishKey },
  });
  const stop = () => child.kill('SIGINT');
  cleanup.add(stop, stop);
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes(`:${port}`)) resolve();
    });
  });
  return child;
}

/**
 * Records, for every script the page loads while `action` runs, its gzip -9 size per part and
 * the bytes Chromium actually received for its body (compressed or not, as the server sent it).
 * Scripts inline in the HTML count too (`inline`, gzip -9 of each on its own): they are
 * JavaScript of the page, sent inside its HTML.
 */
async function measure(page, action) {
  const sizes = { react: 0, shell: 0, feature: 0, inline: 0 };
  let sentBytes = 0;
  const pending = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'document') {
      pending.push(
        response.text().then((html) => {
          for (const text of inlineScriptsOf(html)) sizes.inline += gzipSync(text, { level: GZIP_LEVEL }).length;
        }),
      );
      return;
    }
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        sizes[classify(response.url())] += gzipSync(body, { level: GZIP_LEVEL }).length;
      }),
      response
        .finished()
        .then(() => response.request().sizes())
        .then(({ responseBodySize }) => {
          sentBytes += responseBodySize;
        }),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  const files = sizes.react + sizes.shell + sizes.feature;
  return { ...sizes, files, total: files + sizes.inline, sentBytes };
}

/** Types the demo customer's details into the login form already on `page`, as a person would. */
async function fillLoginForm(page) {
  await page.getByLabel('Número de documento').click();
  await page.keyboard.type(DEMO_CUSTOMER.document);
  await page.getByLabel('Fecha de nacimiento').fill(DEMO_CUSTOMER.birthDate);
  await page.getByLabel('Clave de seguridad').fill(DEMO_CUSTOMER.pin);
}

/** Logs the demo customer in from the login form already on `page`. */
async function logIn(page) {
  await fillLoginForm(page);
  await page.getByRole('button', { name: REFERENCE_BUTTON_TEXT }).click();
  await page.getByRole('heading', { name: DEMO_CUSTOMER.greeting }).waitFor();
}

/** How long the cookie banner may take to come after the login: it loads once the page is idle. */
const COOKIE_BANNER_WAIT_MS = 20_000;

/**
 * Answers the cookie banner as a customer does on a first visit ("Aceptar todas", the choice that
 * loads the most afterwards): a returning customer has answered it already, and their page shows
 * no banner, whose text would otherwise be the overall position's largest paint (issue 42 §6).
 */
async function answerCookieBanner(page) {
  await page.getByRole('button', { name: 'Aceptar todas' }).click({ timeout: COOKIE_BANNER_WAIT_MS });
}

const kb = (bytes) => `${(bytes / BYTES_PER_KB).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const wholeMs = (value) => `${Math.round(value)} ms`;
const times = (ratio) => `${ratio.toFixed(2)}×`;

/**
 * Route changes between two sub-pages of an already-loaded feature: from setting the hash to the
 * new heading in the DOM (commit), and to the next animation frame after it (paint). Each starts
 * on a settled page, as a customer's tap does: once the browser is idle (at most
 * ROUTE_CHANGE_SETTLE_MAX_MS after the last one), so that what the shell does after a page is on
 * screen (the pending-operation check, monitoring) counts for no later route change.
 */
export async function measureRouteChanges(page, count) {
  /* global document, window, MutationObserver, requestAnimationFrame, requestIdleCallback -- runs in the page */
  return page.evaluate(
    async ({ changes, settleMaxMs }) => {
      const targets = [
        ['#/posicion-global/cuentas', 'Tus cuentas'],
        ['#/posicion-global/tarjetas', 'Tus tarjetas'],
      ];
      const heading = () => document.querySelector('main h1')?.textContent;
      const commit = [];
      const paint = [];
      for (let i = 0; i < changes; i += 1) {
        const [hash, text] = targets[i % targets.length];
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: settleMaxMs }));
        const start = performance.now();
        const committed = new Promise((resolve) => {
          if (heading() === text) return resolve(performance.now());
          const observer = new MutationObserver(() => {
            if (heading() === text) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true });
        });
        window.location.hash = hash;
        commit.push((await committed) - start);
        paint.push((await new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))) - start);
      }
      return { commit, paint };
    },
    { changes: count, settleMaxMs: ROUTE_CHANGE_SETTLE_MAX_MS },
  );
}

/** Gzip size of one core folder as a browser would get it: the folder and what it imports. */
async function coreFolderGzipBytes(folder) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(repoRoot, 'packages/core/src', folder, 'index.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2022',
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0].contents, { level: GZIP_LEVEL }).length;
}

/** Section 1 and 2: bytes of JavaScript per page, then route changes on the overall position. */
async function measureLoadedBytesAndRouteChanges(chromium, executablePath, appUrl) {
  const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  try {
    const context = await browser.newContext({ locale: LOCALE });
    const loginPage = await context.newPage();
    const login = await measure(loginPage, async () => {
      await loginPage.goto(`${appUrl}/#/login`);
      await loginPage.getByRole('button', { name: REFERENCE_BUTTON_TEXT }).waitFor();
    });
    // What the page loads once the customer starts typing (the code that logs in): not part of the
    // login page's budget, which is what it loads before anyone touches it, but printed beside it.
    const firstTouch = await measure(loginPage, () => fillLoginForm(loginPage));
    await loginPage.getByRole('button', { name: REFERENCE_BUTTON_TEXT }).click();
    await loginPage.getByRole('heading', { name: DEMO_CUSTOMER.greeting }).waitFor();
    // The overall position loads in a context of its own that starts with the session but not
    // the login page's HTTP cache, so that its bytes sent are those of a first load too.
    const signedInContext = await browser.newContext({ locale: LOCALE, storageState: await context.storageState() });
    await context.close();

    const overviewPage = await signedInContext.newPage();
    const overview = await measure(overviewPage, async () => {
      await overviewPage.goto(`${appUrl}/#/posicion-global`);
      await overviewPage.getByRole('heading', { name: DEMO_CUSTOMER.greeting }).waitFor();
    });

    await measureRouteChanges(overviewPage, WARM_UP_ROUTE_CHANGES);
    const rounds = [];
    for (let round = 0; round < ROUTE_CHANGE_ROUNDS; round += 1) rounds.push(await measureRouteChanges(overviewPage, ROUTE_CHANGES));
    return { login, firstTouch, overview, rounds };
  } finally {
    // Closed before the first-load runs: a signed-in shell left open keeps timers going.
    await browser.close();
  }
}

/**
 * A returning customer's cookies and Web Storage, from a login of its own in an unthrottled
 * context: a new session each time, as the shell rotates the tokens of the one it starts with. The
 * customer has answered the cookie banner, as anyone coming back has.
 */
async function signedInStorageState(browser, appUrl) {
  const context = await browser.newContext({ locale: LOCALE });
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/#/login`);
    await logIn(page);
    await answerCookieBanner(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Section 3: cold, throttled loads of the login page and the React-only page to their button, and
 * of the overall position to its balance for a customer coming back with a session (issue 42 §6),
 * alternating.
 */
async function measureThrottledLoads(chromium, executablePath, { appUrl, referenceUrl }) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const runs = { login: [], reactOnly: [], balances: [] };
    const button = { buttonName: REFERENCE_BUTTON_TEXT, locale: LOCALE };
    for (let run = 0; run < FIRST_LOAD_RUNS; run += 1) {
      runs.login.push(await timeToVisibleButton(browser, `${appUrl}/#/login`, button));
      runs.reactOnly.push(await timeToVisibleButton(browser, referenceUrl, button));
      const storageState = await signedInStorageState(browser, appUrl);
      runs.balances.push(
        await timeToVisibleText(browser, `${appUrl}/#/posicion-global`, { selector: BALANCE_SELECTOR, locale: LOCALE, storageState }),
      );
    }
    return { login: medianOfRuns(runs.login), reactOnly: medianOfRuns(runs.reactOnly), balances: medianOfRuns(runs.balances) };
  } finally {
    await browser.close();
  }
}

const medianOfRuns = (runs) => ({
  visibleButtonMs: median(runs.map((run) => run.visibleButtonMs)),
  fcpMs: median(runs.map((run) => run.fcpMs)),
  eachVisibleButtonMs: runs.map((run) => run.visibleButtonMs),
});

/**
 * Section 4: Lighthouse on the login page and the React-only page (alternating), then, once
 * logged in, on the overall position. Every result is also written to LIGHTHOUSE_REPORTS_DIR.
 */
async function runLighthouseOnEachPage(browserOptions, appUrl, referenceUrl) {
  const lighthouseBrowser = await launchLighthouseBrowser({ ...browserOptions, language: LOCALE });
  try {
    await mkdir(LIGHTHOUSE_REPORTS_DIR, { recursive: true });
    const results = { login: [], reactOnly: [], overallPosition: [] };
    const applied = { login: [], reactOnly: [], overallPosition: [] };
    const runEach = async (pages, into = results, settings = {}, reportPrefix = '') => {
      for (let run = 0; run < FIRST_LOAD_RUNS; run += 1) {
        for (const [name, url] of Object.entries(pages)) {
          const lhr = await runLighthouse(lighthouseBrowser, url, settings);
          into[name].push(lhr);
          await writeFile(path.join(LIGHTHOUSE_REPORTS_DIR, `${reportPrefix}${name}-${run + 1}.json`), JSON.stringify(lhr));
        }
      }
    };
    await runEach({ login: `${appUrl}/#/login`, reactOnly: referenceUrl });
    await runEach({ login: `${appUrl}/#/login`, reactOnly: referenceUrl }, applied, APPLIED_THROTTLING, 'applied-');
    // The session lives in the profile's storage, which Lighthouse is told to keep. The tab goes
    // blank afterwards so that no signed-in shell runs beside the audited one.
    const [page] = lighthouseBrowser.context.pages();
    await page.goto(`${appUrl}/#/login`);
    await logIn(page);
    await answerCookieBanner(page);
    await page.goto('about:blank');
    await runEach({ overallPosition: `${appUrl}/#/posicion-global` });
    await runEach({ overallPosition: `${appUrl}/#/posicion-global` }, applied, APPLIED_THROTTLING, 'applied-');
    return { results, applied };
  } finally {
    await lighthouseBrowser.close();
  }
}

/** The result whose performance score is the median one: the run whose findings are printed. */
function medianScoreResult(lhrs) {
  return [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(lhrs.length / 2)];
}

function printBytes({ login, firstTouch, overview }) {
  console.log('\nJavaScript loaded by the browser: gzip -9 of each response, and the body bytes Chromium received');
  console.log(
    formatTable([
      ['page', 'React', 'shell', 'feature', 'inline in HTML', 'total gzip', 'files sent', 'sent ÷ gzip of files'],
      ...[
        ['login', login],
        ['login, at the first key', firstTouch],
        ['overall position', overview],
      ].map(([name, page]) => [
        name,
        kb(page.react),
        kb(page.shell),
        kb(page.feature),
        kb(page.inline),
        kb(page.total),
        kb(page.sentBytes),
        times(page.sentBytes / page.files),
      ]),
    ]),
  );
  console.log(`Login page: ${kb(login.total)} (${login.total} bytes); ours above React: ${kb(login.total - login.react)}`);
  console.log(`Loaded when the customer starts typing (the code that logs in), outside the budget: ${kb(firstTouch.total)}`);
}

function printRouteChanges(rounds, routerBytes) {
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const summaries = rounds
    .map(({ commit, paint }) => ({ commit: sorted(commit), paint: sorted(paint) }))
    .sort((a, b) => percentile(a.paint, PERCENTILE_95) - percentile(b.paint, PERCENTILE_95));
  const { commit, paint } = summaries[Math.floor(summaries.length / 2)];
  console.log(
    `\nRoute change, already-loaded feature, each from a settled page, ${ROUTE_CHANGES} navigations after ${WARM_UP_ROUTE_CHANGES} uncounted; median of ${ROUTE_CHANGE_ROUNDS} rounds (hash change to ...)`,
  );
  console.log(
    formatTable(
      [
        ['', 'p50', 'p95'],
        ['new screen in the DOM', ms(percentile(commit, PERCENTILE_50)), ms(percentile(commit, PERCENTILE_95))],
        ['next paint (frame)', ms(percentile(paint, PERCENTILE_50)), ms(percentile(paint, PERCENTILE_95))],
      ],
      { indent: '  ' },
    ),
  );
  console.log(`  next paint p95 of each round: ${summaries.map((round) => ms(percentile(round.paint, PERCENTILE_95))).join(', ')}`);
  console.log(`Core router: ${kb(routerBytes)} gzip`);
  return percentile(paint, PERCENTILE_95);
}

function printThrottledLoads(throttled) {
  const megabits = (THROTTLED_DOWNLOAD_BYTES_PER_SECOND * BITS_PER_BYTE) / BITS_PER_MEGABIT;
  console.log(
    `\nTime to a visible "${REFERENCE_BUTTON_TEXT}" (the overall position: its balance, session cookie present), cold cache, CPU ÷${CPU_SLOWDOWN_RATE}, ${megabits} Mbps down, ${THROTTLED_LATENCY_MS} ms latency; median of ${FIRST_LOAD_RUNS}`,
  );
  console.log(
    formatTable([
      ['page', 'visible button', 'FCP', 'each run'],
      ...[
        ['login', throttled.login],
        ['React-only', throttled.reactOnly],
        ['overall position, balance', throttled.balances],
      ].map(([name, page]) => [name, wholeMs(page.visibleButtonMs), wholeMs(page.fcpMs), page.eachVisibleButtonMs.map(wholeMs).join(', ')]),
    ]),
  );
  console.log(`  balance ÷ React-only button: ${times(throttled.balances.visibleButtonMs / throttled.reactOnly.visibleButtonMs)}`);
}

function printLighthouse(results) {
  const summaries = Object.fromEntries(Object.entries(results).map(([name, lhrs]) => [name, medianLighthouseSummary(lhrs)]));
  const { lighthouseVersion, configSettings } = results.login[0];
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } = configSettings.throttling;
  console.log(
    `\nLighthouse ${lighthouseVersion}, ${configSettings.formFactor}, ${configSettings.throttlingMethod}d ${rttMs} ms RTT, ${Math.round(throughputKbps)} Kbps, CPU ÷${cpuSlowdownMultiplier}; performance, median of ${FIRST_LOAD_RUNS} runs each`,
  );
  const names = { login: 'login', reactOnly: 'React-only', overallPosition: 'overall position' };
  console.log(
    formatTable([
      ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes sent', 'JS sent', 'HTML sent', 'scores'],
      ...Object.entries(summaries).map(([name, summary]) => [
        names[name],
        String(summary.performanceScore),
        wholeMs(summary.fcpMs),
        wholeMs(summary.lcpMs),
        wholeMs(summary.tbtMs),
        String(Number(summary.cls.toFixed(3))),
        kb(summary.totalBytesSent),
        kb(summary.jsBytesSent),
        kb(summary.htmlBytesSent),
        results[name].map((lhr) => summarizeLighthouseResult(lhr).performanceScore).join(', '),
      ]),
    ]),
  );
  for (const name of ['login', 'overallPosition']) {
    const { opportunities, criticalChain } = lighthouseFindings(medianScoreResult(results[name]), LIGHTHOUSE_FINDINGS_SHOWN);
    const savings = opportunities.map(({ id, savingsMs, savingsBytes }) =>
      [id, savingsMs > 0 && wholeMs(savingsMs), savingsBytes > 0 && kb(savingsBytes)].filter(Boolean).join(' '),
    );
    const chain = criticalChain
      ? `critical chain ${criticalChain.requests} requests, ${wholeMs(criticalChain.durationMs)}, ${kb(criticalChain.transferBytes)}`
      : 'no critical chain';
    console.log(`  ${names[name]}: ${savings.join('; ') || 'no opportunities'}; ${chain}`);
  }
  console.log(`  Reports: ${path.relative(repoRoot, LIGHTHOUSE_REPORTS_DIR)}/<page>-<run>.json`);
  return summaries;
}

/**
 * The login page, the React-only page and the overall position under applied throttling: what
 * Chromium measured while throttled, beside the simulated figures above (which count every module
 * that arrived before the paint of an unthrottled load as needed for it). Printed, not judged: the
 * targets are the simulated figures'.
 */
function printAppliedThrottling(applied) {
  const login = medianLighthouseSummary(applied.login);
  const reactOnly = medianLighthouseSummary(applied.reactOnly);
  const overallPosition = medianLighthouseSummary(applied.overallPosition);
  const { requestLatencyMs, downloadThroughputKbps, cpuSlowdownMultiplier } = applied.login[0].configSettings.throttling;
  console.log(
    `\nLighthouse with applied throttling (DevTools: ${requestLatencyMs} ms per request, ${Math.round(downloadThroughputKbps)} Kbps, CPU ÷${cpuSlowdownMultiplier}), median of ${FIRST_LOAD_RUNS} runs each`,
  );
  console.log(
    formatTable([
      ['page', 'score', 'FCP', 'LCP', 'TBT'],
      ...[
        ['login', login],
        ['React-only', reactOnly],
        ['overall position', overallPosition],
      ].map(([name, summary]) => [
        name,
        String(summary.performanceScore),
        wholeMs(summary.fcpMs),
        wholeMs(summary.lcpMs),
        wholeMs(summary.tbtMs),
      ]),
    ]),
  );
  console.log(`  login LCP ÷ React-only LCP: ${times(login.lcpMs / reactOnly.lcpMs)}`);
  console.log(`  overall position LCP ÷ React-only LCP: ${times(overallPosition.lcpMs / reactOnly.lcpMs)}`);
}

async function printNodeOnlyFigures() {
  const { tsImport } = await import('tsx/esm/api');
  const { refreshesPerHour } = await tsImport('./lib/refreshSimulation.ts', import.meta.url);
  console.log('\nToken refresh requests per hour (cross-tab coordinator, simulated clock)');
  const refreshes = [];
  for (const tabs of TAB_COUNTS) {
    const perHour = await refreshesPerHour(tabs);
    refreshes.push({ tabs, perHour });
    console.log(`  ${String(tabs).padStart(2)} tab(s): ${perHour} per hour`);
  }
  const { cacheLatencies, fullCacheHeapBytes } = await tsImport('./lib/cacheBench.ts', import.meta.url);
  const latencies = await cacheLatencies();
  const memory = fullCacheHeapBytes();
  const us = (value) => `${(value * MICROSECONDS_PER_MS).toFixed(1)} µs`;
  console.log('\nAPI client GET cache (Node, 10 KB JSON answers from a fake network that answers at once)');
  console.log(`  miss: p50 ${us(percentile(latencies.miss, PERCENTILE_50))}  p95 ${us(percentile(latencies.miss, PERCENTILE_95))}`);
  console.log(`  hit:  p50 ${us(percentile(latencies.hit, PERCENTILE_50))}  p95 ${us(percentile(latencies.hit, PERCENTILE_95))}`);
  console.log(`  a full cache (${kb(memory.cachedBytes)} of responses) holds ${(memory.heapBytes / BYTES_PER_MB).toFixed(1)} MB of heap`);
  console.log(`API client (core/http): ${kb(await coreFolderGzipBytes('http'))} gzip`);
  return refreshes;
}

/** Section 6: the tag manager's frame, in a browser of its own. */
async function measureTagFrame(chromium, executablePath, appUrl) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    return await measureTagFrameCost(browser, { appUrl, locale: LOCALE, logIn, loginButton: REFERENCE_BUTTON_TEXT });
  } finally {
    await browser.close();
  }
}

/** Section 8: a feature team's first minute (issue 40 §1), in a browser of its own. */
async function measureFeatureTeam(chromium, executablePath, options) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const figures = await measureFeatureNewToPage({ browser, locale: LOCALE, logIn, ...options });
    console.log(
      `\nFeature team: feature:new ${wholeMs(figures.scaffoldMs)}, feature:publish ${wholeMs(figures.publishMs)}, ` +
        `then the page in a customer's browser: ${(figures.totalMs / MS_PER_S).toFixed(1)} s in all`,
    );
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * Section 9: the registry at scale (issue 40 §2): the login page's bytes and the route change
 * with 15, 100 and 500 published features, each count in a sandbox of its own.
 */
async function measureRegistryAtScale(chromium, executablePath, { cleanup, featureFolder }) {
  const publication = await publicationOf(featureFolder);
  const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  try {
    const rows = await measureRegistryScale({
      browser,
      startSandbox: async (publishKey) => {
        const port = await freePort();
        await startSandbox(port, cleanup, publishKey);
        return { appUrl: `http://bank.localhost:${port}`, apiUrl: `http://api.bank.localhost:${port}` };
      },
      publication,
      locale: LOCALE,
      loginButton: REFERENCE_BUTTON_TEXT,
      logIn,
      overviewHeading: DEMO_CUSTOMER.greeting,
      featureHeading: BENCH_TITLE,
      measureRouteChanges,
    });
    console.log('\nThe feature registry at scale: published features beside the built-in routes, each count in a sandbox of its own');
    console.log(
      formatTable([
        ['features', 'login page (all responses)', 'its HTML', 'route change: DOM p50 / p95', 'next paint p50 / p95'],
        ...rows.map((row) => [
          String(row.count),
          `${row.loginBytes} B`,
          `${row.htmlBytes} B`,
          `${ms(row.commitP50)} / ${ms(row.commitP95)}`,
          `${ms(row.paintP50)} / ${ms(row.paintP95)}`,
        ]),
      ]),
    );
    return rows;
  } finally {
    await browser.close();
  }
}

/** The API under a crowd (issue 13, Load): requests per second, p50 and p99 of each call, errors. */
async function measureApiLoad(port) {
  const { tsImport } = await import('tsx/esm/api');
  const { DEMO_LOGINS } = await tsImport('../packages/sandbox/src/seed/index.ts', import.meta.url);
  // The agent logs in through the assisted channel's door, which a customer's visit does not use.
  const logins = DEMO_LOGINS.filter((login) => !login.description.includes('(EMPLOYEE)'));
  const { latencies, errors, elapsedMs } = await runApiLoad({
    port,
    logins,
    customers: LOAD_CUSTOMERS,
    visits: LOAD_VISITS_PER_CUSTOMER,
  });
  const requests = Object.values(latencies).reduce((sum, samples) => sum + samples.length, 0);
  const rows = LOAD_CALLS.map((call) => {
    const sorted = [...latencies[call]].sort((a, b) => a - b);
    return { call, count: sorted.length, p50: percentile(sorted, PERCENTILE_50), p99: percentile(sorted, PERCENTILE_99) };
  });
  console.log(
    `\nAPI under load: ${LOAD_CUSTOMERS} customers at once, each from its own address, ${LOAD_VISITS_PER_CUSTOMER} visits each ` +
      "(log in, the overall position's calls, refresh, log out)",
  );
  console.log(
    formatTable([['call', 'requests', 'p50', 'p99'], ...rows.map((row) => [row.call, String(row.count), ms(row.p50), ms(row.p99)])]),
  );
  console.log(
    `${requests} requests in ${(elapsedMs / MS_PER_S).toFixed(1)} s: ${Math.round(requests / (elapsedMs / MS_PER_S))} requests/s; ${errors.length} errors`,
  );
  for (const error of errors.slice(0, LIGHTHOUSE_FINDINGS_SHOWN)) console.log(`  ${error}`);
  const slowest = rows.filter((row) => NON_LOGIN_CALLS.includes(row.call)).sort((a, b) => b.p99 - a.p99)[0];
  return { errors: errors.length, slowest };
}

function printVerdicts(verdicts) {
  console.log('\nTargets and budgets');
  console.log(
    formatTable([['', 'target', 'measured'], ...verdicts.map(({ target, measured, pass }) => [pass ? 'PASS' : 'FAIL', target, measured])]),
  );
  const failed = verdicts.filter((verdict) => !verdict.pass).length;
  console.log(`${verdicts.length - failed} passed, ${failed} failed`);
  return failed === 0;
}

async function main() {
  // BENCH_ONLY=lighthouse (or a comma-separated list of parts): only those parts and their targets.
  const sections = benchSectionsToRun(process.env.BENCH_ONLY);
  const runs = (section) => sections.has(section);
  ensureDependencies();
  const executablePath = ensureChromium();
  await (await import('./build.mjs')).build({ log: () => undefined });
  const { chromium } = await import('playwright-core');
  const cleanup = createCleanup();
  try {
    const port = await freePort();
    const publishKey = `bsk_bench_${randomBytes(24).toString('base64url')}`;
    await startSandbox(port, cleanup, publishKey);
    // One temporary folder for the React-only page and the Lighthouse browser's profile. At exit
    // the browser may still be writing to its profile, hence the retries.
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'bank-shell-bench-'));
    const deleteTempDir = () => rmSync(tempDir, { recursive: true, force: true, maxRetries: TEMP_DIR_DELETE_RETRIES });
    cleanup.add(deleteTempDir, deleteTempDir);
    const referenceDir = path.join(tempDir, 'react-only');
    await buildReferencePage(referenceDir);
    const referenceServer = await serveBrotliFiles(referenceDir);
    cleanup.add(referenceServer.close);
    const appUrl = `http://bank.localhost:${port}`;
    const verdicts = [];
    const firstLoad = {};

    if (runs('bytes')) {
      const { login, firstTouch, overview, rounds } = await measureLoadedBytesAndRouteChanges(chromium, executablePath, appUrl);
      printBytes({ login, firstTouch, overview });
      const routerBytes = await coreFolderGzipBytes('router');
      const paintP95 = printRouteChanges(rounds, routerBytes);
      Object.assign(firstLoad, { loginJsGzipBytes: login.total, loginJsFileGzipBytes: login.files, loginJsSentBytes: login.sentBytes });
      verdicts.push(
        {
          target: `route change: next paint p95 < ${ROUTE_CHANGE_P95_BUDGET_MS} ms`,
          measured: ms(paintP95),
          pass: paintP95 < ROUTE_CHANGE_P95_BUDGET_MS,
        },
        {
          target: `core router gzip < ${kb(ROUTER_GZIP_BUDGET_BYTES)}`,
          measured: kb(routerBytes),
          pass: routerBytes < ROUTER_GZIP_BUDGET_BYTES,
        },
      );
    }

    if (runs('throttled')) {
      const throttled = await measureThrottledLoads(chromium, executablePath, { appUrl, referenceUrl: referenceServer.url });
      printThrottledLoads(throttled);
      Object.assign(firstLoad, {
        loginVisibleButtonMs: throttled.login.visibleButtonMs,
        reactOnlyVisibleButtonMs: throttled.reactOnly.visibleButtonMs,
        overallPositionVisibleBalanceMs: throttled.balances.visibleButtonMs,
      });
    }

    if (runs('lighthouse')) {
      console.log(`\nLighthouse: ${FIRST_LOAD_RUNS} runs of each page…`);
      const lighthouseRuns = await runLighthouseOnEachPage(
        { executablePath, profileDir: path.join(tempDir, 'lighthouse-profile') },
        appUrl,
        referenceServer.url,
      );
      const lighthouse = printLighthouse(lighthouseRuns.results);
      printAppliedThrottling(lighthouseRuns.applied);
      // Any run's: a module of another feature before the balances in one run is one too many.
      const featuresBeforeLcp = [...new Set(lighthouseRuns.results.overallPosition.flatMap(featuresBeforeLargestPaint))];
      console.log(`  overall position, features whose scripts it asked for before its largest paint: ${featuresBeforeLcp.join(', ')}`);
      Object.assign(firstLoad, {
        login: lighthouse.login,
        reactOnly: lighthouse.reactOnly,
        overallPosition: lighthouse.overallPosition,
        overallPositionFeaturesBeforeLcp: featuresBeforeLcp,
      });
    }
    verdicts.unshift(...firstLoadVerdicts(firstLoad));

    if (runs('node')) {
      const refreshes = await printNodeOnlyFigures();
      verdicts.push(
        ...refreshes.map(({ tabs, perHour }) => ({
          target: `token refreshes, ${tabs} tab(s) ≤ ${TOKEN_REFRESHES_PER_HOUR_BUDGET} per hour`,
          measured: String(perHour),
          pass: perHour <= TOKEN_REFRESHES_PER_HOUR_BUDGET,
        })),
      );
    }
    if (runs('tag-frame')) {
      const tagFrame = await measureTagFrame(chromium, executablePath, appUrl);
      printTagFrameCost(tagFrame, kb);
      verdicts.push({
        target: 'tag manager: no request to the vendors host from the login page',
        measured: String(tagFrame.loginPageVendorRequests),
        pass: tagFrame.loginPageVendorRequests === 0,
      });
    }
    if (runs('load')) {
      const load = await measureApiLoad(port);
      verdicts.push(
        { target: 'API load: no errors', measured: String(load.errors), pass: load.errors === 0 },
        {
          target: `API load: p99 < ${LOAD_P99_BUDGET_MS} ms, every call but the login`,
          measured: `${ms(load.slowest.p99)} (${load.slowest.call}, the slowest)`,
          pass: load.slowest.p99 < LOAD_P99_BUDGET_MS,
        },
      );
    }
    if (runs('feature-team')) {
      const featureTeam = await measureFeatureTeam(chromium, executablePath, {
        appUrl,
        apiUrl: `http://api.bank.localhost:${port}`,
        publishKey,
        teamDir: path.join(tempDir, 'feature-team'),
      });
      verdicts.push({
        target: `feature:new → publish → the page in the browser < ${FEATURE_NEW_TO_PAGE_BUDGET_MS / MS_PER_S} s`,
        measured: `${(featureTeam.totalMs / MS_PER_S).toFixed(1)} s`,
        pass: featureTeam.totalMs < FEATURE_NEW_TO_PAGE_BUDGET_MS,
      });
    }
    if (runs('registry')) {
      const scale = await measureRegistryAtScale(chromium, executablePath, {
        cleanup,
        featureFolder: path.join(tempDir, 'feature-team', BENCH_FEATURE),
      });
      const fewest = scale[0];
      const most = scale.at(-1);
      const [fewestCount, mostCount] = [REGISTERED_FEATURE_COUNTS[0], REGISTERED_FEATURE_COUNTS.at(-1)];
      verdicts.push(
        {
          target: `registry: login page grows ≤ ${LOGIN_PAGE_GROWTH_BUDGET_BYTES / BYTES_PER_KB} KB from ${fewestCount} to ${mostCount} features`,
          measured: `${most.loginBytes - fewest.loginBytes} B (${fewest.loginBytes} → ${most.loginBytes})`,
          pass: most.loginBytes - fewest.loginBytes <= LOGIN_PAGE_GROWTH_BUDGET_BYTES,
        },
        {
          target: `registry: route change p95 grows ≤ ${ROUTE_CHANGE_GROWTH_BUDGET_MS} ms from ${fewestCount} to ${mostCount} features`,
          measured: `${ms(most.paintP95 - fewest.paintP95)} (${ms(fewest.paintP95)} → ${ms(most.paintP95)})`,
          pass: most.paintP95 - fewest.paintP95 <= ROUTE_CHANGE_GROWTH_BUDGET_MS,
        },
      );
    }
    process.exitCode = printVerdicts(verdicts) ? 0 : 1;
  } finally {
    await cleanup.run();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(repoRoot, 'scripts/bench.mjs')) {
  await main();
}
