/**
 * A feature team's first minute (issue 40 §1), timed as the team lives it: from `feature:new` in a
 * folder of its own, through `feature:publish` to the running sandbox, to the feature's heading in
 * a logged-in customer's browser.
 */
import path from 'node:path';
import { newFeature } from '../feature-new.mjs';
import { publishFeature } from '../feature-publish.mjs';

/** issue 40 §1: the command to the page in the browser. */
export const FEATURE_NEW_TO_PAGE_BUDGET_MS = 60_000;

/** The feature the bench scaffolds, and the heading its page shows. */
export const BENCH_FEATURE = 'bench-goals';
export const BENCH_TITLE = 'Bench goals';

/**
 * @param {{ browser: import('playwright-core').Browser, appUrl: string, apiUrl: string, publishKey: string,
 *   teamDir: string, locale: string, logIn: (page: import('playwright-core').Page) => Promise<void> }} options
 * @returns {Promise<{ totalMs: number, scaffoldMs: number, publishMs: number }>}
 */
export async function measureFeatureNewToPage({ browser, appUrl, apiUrl, publishKey, teamDir, locale, logIn }) {
  const quiet = () => undefined;
  const started = performance.now();
  await newFeature({ name: BENCH_FEATURE, title: BENCH_TITLE, featuresDir: teamDir, install: false, apiUrl, log: quiet });
  const scaffolded = performance.now();
  await publishFeature({ nameOrFolder: path.join(teamDir, BENCH_FEATURE), apiUrl, key: publishKey, log: quiet });
  const published = performance.now();
  const context = await browser.newContext({ locale });
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/#/login`);
    await logIn(page);
    await page.goto(`${appUrl}/#/${BENCH_FEATURE}`);
    await page.getByRole('heading', { level: 1, name: BENCH_TITLE }).waitFor();
  } finally {
    await context.close();
  }
  return { totalMs: performance.now() - started, scaffoldMs: scaffolded - started, publishMs: published - scaffolded };
}
