/**
 * The feature registry at scale (issue 40 §2): the login page's bytes and the route-change time
 * with 15, 100 and 500 features published to the registry, beside the bank's built-in routes.
 * Each count gets a sandbox of its own, and the route changes of the three are measured in turns,
 * so that the machine's noise falls on all three alike.
 */
import { randomBytes } from 'node:crypto';
import { callRegistry } from './registryClient.mjs';
import { percentile } from './statistics.mjs';

/** issue 40 §2: the numbers of registered features to measure. */
export const REGISTERED_FEATURE_COUNTS = [15, 100, 500];
/** issue 40 §2: what the login page may grow by from 15 to 500 features. */
export const LOGIN_PAGE_GROWTH_BUDGET_BYTES = 1000;
/** issue 40 §2: what the route change's p95 may grow by from 15 to 500 features. */
export const ROUTE_CHANGE_GROWTH_BUDGET_MS = 1;

/** Publications sent to one sandbox at once: the registry compresses each one's files. */
const PUBLISH_CONCURRENCY = 4;
/** Rounds of route changes, each sandbox in turn, and route changes per round and sandbox. */
const ROUNDS = 4;
const CHANGES_PER_ROUND = 100;
/** Route changes not counted at the start of each turn: the page was frozen the moment before. */
const WARM_UP_CHANGES = 20;
const PERCENTILE_50 = 0.5;
const PERCENTILE_95 = 0.95;

/** The publication of a feature, copied under the id and path `bench-feature-<n>`. */
function copyOf(publication, n) {
  const id = `bench-feature-${n}`;
  return {
    featureId: id,
    body: {
      ...publication.body,
      route: { ...publication.body.route, path: id },
      title: { 'es-ES': `Función ${n}`, 'en-GB': `Feature ${n}` },
    },
  };
}

async function publishCopies({ apiUrl, publishKey, publication, count }) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const { featureId, body } = copyOf(publication, (next += 1));
      const answer = await callRegistry({
        apiUrl,
        key: publishKey,
        method: 'POST',
        path: `/registry/features/${featureId}/versions`,
        body,
      });
      if (answer.status !== 201) throw new Error(`The registry refused ${featureId}: ${answer.status} ${answer.body.message ?? ''}`);
    }
  };
  await Promise.all(Array.from({ length: PUBLISH_CONCURRENCY }, worker));
}

/** Every byte the login page's responses took on the wire (headers and bodies), cold, until it is usable. */
async function loginPageBytes(browser, { appUrl, locale, loginButton }) {
  const context = await browser.newContext({ locale });
  try {
    const page = await context.newPage();
    const sizes = [];
    let html = 0;
    page.on('requestfinished', (request) => {
      sizes.push(
        request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
          if (request.resourceType() === 'document') html = responseBodySize;
          return responseBodySize + responseHeadersSize;
        }),
      );
    });
    await page.goto(`${appUrl}/#/login`);
    await page.getByRole('button', { name: loginButton }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
    return { total, html };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ browser: import('playwright-core').Browser, startSandbox: (publishKey: string) => Promise<{ appUrl: string, apiUrl: string }>,
 *   publication: { body: object }, locale: string, loginButton: string,
 *   logIn: (page: import('playwright-core').Page) => Promise<void>, overviewHeading: string, featureHeading: string,
 *   measureRouteChanges: (page: import('playwright-core').Page, count: number) => Promise<{ paint: number[] }> }} options
 * @returns {Promise<{ count: number, loginBytes: number, htmlBytes: number, paintP50: number, paintP95: number, commitP50: number, commitP95: number }[]>}
 */
export async function measureRegistryScale({
  browser,
  startSandbox,
  publication,
  locale,
  loginButton,
  logIn,
  overviewHeading,
  featureHeading,
  measureRouteChanges,
}) {
  const sandboxes = await Promise.all(
    REGISTERED_FEATURE_COUNTS.map(async (count, index) => {
      const publishKey = `bsk_scale_${index}_${randomBytes(24).toString('base64url')}`;
      const urls = await startSandbox(publishKey);
      await publishCopies({ apiUrl: urls.apiUrl, publishKey, publication, count });
      return { count, ...urls };
    }),
  );
  const rows = [];
  for (const sandbox of sandboxes) {
    const { total, html } = await loginPageBytes(browser, { appUrl: sandbox.appUrl, locale, loginButton });
    const context = await browser.newContext({ locale });
    const loginPage = await context.newPage();
    await loginPage.goto(`${sandbox.appUrl}/#/login`);
    await logIn(loginPage);
    await loginPage.getByRole('heading', { name: overviewHeading }).waitFor();
    // The last published feature is a route the customer can open, as any other.
    await loginPage.goto(`${sandbox.appUrl}/#/bench-feature-${sandbox.count}`);
    await loginPage.getByRole('heading', { level: 1, name: featureHeading }).waitFor();
    // The route changes run on the overall position of a customer coming back, as section 2's do.
    const page = await context.newPage();
    await page.goto(`${sandbox.appUrl}/#/posicion-global`);
    await page.getByRole('heading', { name: overviewHeading }).waitFor();
    await loginPage.close();
    // Frozen while another is measured: a signed-in shell left running keeps its timers going.
    const lifecycle = await context.newCDPSession(page);
    await lifecycle.send('Page.setWebLifecycleState', { state: 'frozen' });
    rows.push({ count: sandbox.count, loginBytes: total, htmlBytes: html, page, context, lifecycle, paint: [], commit: [] });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const row of rows) {
      await row.lifecycle.send('Page.setWebLifecycleState', { state: 'active' });
      await row.page.bringToFront();
      await measureRouteChanges(row.page, WARM_UP_CHANGES);
      const measured = await measureRouteChanges(row.page, CHANGES_PER_ROUND);
      row.paint.push(...measured.paint);
      row.commit.push(...measured.commit);
      await row.lifecycle.send('Page.setWebLifecycleState', { state: 'frozen' });
    }
  }
  await Promise.all(rows.map((row) => row.context.close()));
  const p95 = (samples) =>
    percentile(
      [...samples].sort((a, b) => a - b),
      PERCENTILE_95,
    );
  const p50 = (samples) =>
    percentile(
      [...samples].sort((a, b) => a - b),
      PERCENTILE_50,
    );
  return rows.map(({ count, loginBytes, htmlBytes, paint, commit }) => ({
    count,
    loginBytes,
    htmlBytes,
    paintP95: p95(paint),
    paintP50: p50(paint),
    commitP95: p95(commit),
    commitP50: p50(commit),
  }));
}
