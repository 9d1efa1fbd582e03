import type { Page } from '@playwright/test';
import { CUSTOMERS, expect, fillLogin } from './fixtures';

/**
 * Walking a signed-in customer's screens (issue 41 §5, issue 42 §2): every link a customer can
 * reach from their landing page, two levels deep. Shared by the specs that check every screen
 * (no dead ends, one language per page), so they walk the same screens the same way.
 */

/** Every demo customer, Carmen too: she lands on the card payment waiting for her. */
export const DEMO_CUSTOMERS = {
  ...CUSTOMERS,
  payer: { document: '45678912S', birthDate: '08/09/1992', pin: '246810', firstName: 'Carmen' },
} as const;

export type DemoCustomer = (typeof DEMO_CUSTOMERS)[keyof typeof DEMO_CUSTOMERS];

/** The app's own links on the page now, as hash routes, in the order they appear. */
export async function appLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="#/"]')
    .evaluateAll((links) =>
      links
        .filter((link) => (link as HTMLElement).offsetParent !== null || link.closest('dialog') !== null)
        .map((link) => link.getAttribute('href') ?? ''),
    );
  return [...new Set(hrefs.filter((href) => href !== ''))];
}

/** Waits until the page has all it asked the bank for: no call under way, no skeleton left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main .skeleton')).toHaveCount(0);
}

/** Logs the customer in through the login page; the hash route they land on. */
export async function signIn(page: Page, customer: DemoCustomer): Promise<string> {
  await page.goto('/#/login');
  await fillLogin(page, customer);
  await expect(page).not.toHaveURL(/#\/login/);
  await settled(page);
  return new URL(page.url()).hash;
}

/** A lightbox offered on arrival holds links too (walked with the page); "remind me later" leaves it offered. */
export async function remindLater(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0) await dialog.getByRole('button', { name: /Recuérdamelo más tarde|Remind me later/ }).click();
}

/**
 * Opens every screen two links away from the landing page once, each by its address, and calls
 * `check` on it once it has settled (the landing page, on screen when called, is the caller's to
 * check). Returns the screens walked, landing page first.
 */
export async function walkScreens(
  page: Page,
  landing: string,
  check: (href: string, from: string) => Promise<void>,
  goTo: (href: string) => Promise<void> = async (href) => {
    await page.goto(`/${href}`);
  },
): Promise<string[]> {
  const visited = [landing];
  const firstLevel = await appLinks(page);
  const secondLevel: string[] = [];
  await remindLater(page);
  const visit = async (href: string, from: string, collect: boolean) => {
    if (visited.includes(href)) return;
    visited.push(href);
    await goTo(href);
    await settled(page);
    await check(href, from);
    if (collect) for (const next of await appLinks(page)) if (!visited.includes(next)) secondLevel.push(next);
  };
  for (const href of firstLevel) await visit(href, landing, true);
  for (const href of secondLevel) await visit(href, 'a page one link away', false);
  return visited;
}
