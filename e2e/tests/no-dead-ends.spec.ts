import type { Page } from '@playwright/test';
import { CUSTOMERS, expect, fillLogin, test } from './fixtures';

/**
 * Issue 41 §5: every link a customer can reach from their landing page, two levels deep, leads to
 * a screen the bank has built: never the demo screen, a page-not-found page or an empty section.
 * Walked for each demo customer, at a phone's width and a computer's. Buttons act in place (a
 * form, a dialog) and are covered by their features' tests; what navigates is a link.
 */

/** Every demo customer, Carmen too: she lands on the card payment waiting for her. */
const DEMO_CUSTOMERS = {
  ...CUSTOMERS,
  payer: { document: '45678912S', birthDate: '08/09/1992', pin: '246810', firstName: 'Carmen' },
} as const;

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

/** The app's own links on the page now, as hash routes, in the order they appear. */
async function appLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="#/"]')
    .evaluateAll((links) =>
      links
        .filter((link) => (link as HTMLElement).offsetParent !== null || link.closest('dialog') !== null)
        .map((link) => link.getAttribute('href') ?? ''),
    );
  return [...new Set(hrefs.filter((href) => href !== ''))];
}

/** Why the page on screen is a dead end, or null when it is a screen the bank has built. */
/** Waits until the page has all it asked the bank for: no call under way, no skeleton left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main .skeleton')).toHaveCount(0);
}

async function deadEndOf(page: Page): Promise<string | null> {
  const main = page.locator('#main');
  await settled(page);
  if ((await page.locator(DEAD_ENDS.demoScreen).count()) > 0) return 'a demo screen';
  if ((await page.locator(DEAD_ENDS.notFound).count()) > 0) return 'page not found';
  const text = await main.evaluate((element) => {
    const clone = element.cloneNode(true) as HTMLElement;
    clone.querySelector('h1')?.remove();
    return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
  return text.length < MIN_CONTENT_CHARACTERS ? `an empty section ("${text}")` : null;
}

async function signIn(page: Page, customer: (typeof DEMO_CUSTOMERS)[keyof typeof DEMO_CUSTOMERS]): Promise<string> {
  await page.goto('/#/login');
  await fillLogin(page, customer);
  await expect(page).not.toHaveURL(/#\/login/);
  await settled(page);
  return new URL(page.url()).hash;
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
      const visited = new Set<string>([landing]);
      const firstLevel = await appLinks(page);
      const secondLevel: string[] = [];
      const visit = async (href: string, from: string, collect: boolean) => {
        if (visited.has(href)) return;
        visited.add(href);
        await page.goto(`/${href}`);
        const deadEnd = await deadEndOf(page);
        if (deadEnd !== null) deadEnds.push(`${href} (from ${from}) is ${deadEnd}`);
        if (collect) for (const next of await appLinks(page)) if (!visited.has(next)) secondLevel.push(next);
      };
      // A lightbox offered on arrival holds links too (walked above); "remind me later" leaves it offered.
      const dialog = page.getByRole('dialog');
      if ((await dialog.count()) > 0) await dialog.getByRole('button', { name: /Recuérdamelo más tarde|Remind me later/ }).click();
      for (const href of firstLevel) await visit(href, landing, true);
      for (const href of secondLevel) await visit(href, 'a page one link away', false);
      test.info().annotations.push({ type: 'visited', description: [...visited].join(' ') });
      expect(deadEnds).toEqual([]);
      expect(visited.size).toBeGreaterThan(MIN_PAGES_WALKED);
    });
  }
}
