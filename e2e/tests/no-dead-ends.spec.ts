import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CUSTOMERS, signIn, walkScreens } from './walk';

/**
 * Issue 41 §5: every link a customer can reach from their landing page, two levels deep, leads to
 * a screen the bank has built: never the demo screen, a page-not-found page or an empty section.
 * Walked for each demo customer, at a phone's width and a computer's. Buttons act in place (a
 * form, a dialog) and are covered by their features' tests; what navigates is a link.
 */

const VIEWPORTS = [
  { name: '375 px', width: 375, height: 800 },
  { name: '1280 px', width: 1280, height: 900 },
];

/** What a page must not be, and how to tell. */
const DEAD_ENDS = {
  demoScreen: '.demo-section, .demo__band',
  notFound: '.notice__code',
};

/** Fewer pages than this means the walk found no links, which would prove nothing. */
const MIN_PAGES_WALKED = 4;

/** The shortest text a screen's main area holds beyond its heading: less is an empty section. */
const MIN_CONTENT_CHARACTERS = 40;

/** Why the page on screen, settled, is a dead end, or null when it is a screen the bank has built. */
async function deadEndOf(page: Page): Promise<string | null> {
  const main = page.locator('#main');
  if ((await page.locator(DEAD_ENDS.demoScreen).count()) > 0) return 'a demo screen';
  if ((await page.locator(DEAD_ENDS.notFound).count()) > 0) return 'page not found';
  const text = await main.evaluate((element) => {
    const clone = element.cloneNode(true) as HTMLElement;
    clone.querySelector('h1')?.remove();
    return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
  return text.length < MIN_CONTENT_CHARACTERS ? `an empty section ("${text}")` : null;
}

for (const [who, customer] of Object.entries(DEMO_CUSTOMERS)) {
  for (const viewport of VIEWPORTS) {
    test(`${who} (${customer.firstName}) at ${viewport.name}: every link two levels from the landing page leads to a built screen`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const landing = await signIn(page, customer);
      const deadEnds: string[] = [];
      const visited = await walkScreens(page, landing, async (href, from) => {
        const deadEnd = await deadEndOf(page);
        if (deadEnd !== null) deadEnds.push(`${href} (from ${from}) is ${deadEnd}`);
      });
      test.info().annotations.push({ type: 'visited', description: visited.join(' ') });
      expect(deadEnds).toEqual([]);
      expect(visited.length).toBeGreaterThan(MIN_PAGES_WALKED);
    });
  }
}
