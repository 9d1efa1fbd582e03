import type { Page } from '@playwright/test';
import { VISUAL_CLOCK_START } from './visualClock';
import { CUSTOMERS, expect, test, type Customer } from '../tests/fixtures';

/**
 * Visual regression (issue 42 §5): the customer's screens, compared with the screenshots kept in
 * `e2e/visual/screenshots/`, so that a change that breaks a screen fails. The bank is one of its
 * own (`VISUAL_CLOCK_START`), which no other test changes; the browser's clock is fixed to the same
 * day. Each screen is taken in four variants that together cover both widths, both languages and
 * both themes: Spanish light and English dark on a phone, Spanish dark and English light at 1280 px.
 *
 * After a change to a screen that is meant, look at the new screenshots and keep them:
 * `node scripts/e2e.mjs --project=visual --update-snapshots`.
 */

interface Variant {
  name: string;
  locale: 'es-ES' | 'en-GB';
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

const VARIANTS: readonly Variant[] = [
  { name: 'es-375-light', locale: 'es-ES', width: 375, height: 812, colorScheme: 'light' },
  { name: 'en-375-dark', locale: 'en-GB', width: 375, height: 812, colorScheme: 'dark' },
  { name: 'es-1280-dark', locale: 'es-ES', width: 1280, height: 800, colorScheme: 'dark' },
  { name: 'en-1280-light', locale: 'en-GB', width: 1280, height: 800, colorScheme: 'light' },
];

interface Screen {
  name: string;
  path: string;
}

/** A visitor's screens. */
const VISITOR_SCREENS: readonly Screen[] = [
  { name: 'login', path: '/#/login' },
  { name: 'pin-recovery', path: '/#/pin-recovery' },
];

/** Lucía's screens: the ones a customer opens every day, and this turn's features. */
const CUSTOMER_SCREENS: readonly Screen[] = [
  { name: 'overall-position', path: '/#/posicion-global' },
  { name: 'accounts', path: '/#/posicion-global/cuentas' },
  { name: 'account-movements', path: '/#/posicion-global/cuentas/ACC-0001/movimientos' },
  { name: 'card', path: '/#/posicion-global/tarjetas/CRD-0001' },
  { name: 'transfers', path: '/#/transferencias' },
  { name: 'bizum', path: '/#/bizum' },
  { name: 'bills', path: '/#/recibos' },
  { name: 'inbox', path: '/#/inbox' },
  { name: 'personal-area', path: '/#/area-personal' },
  { name: 'offers', path: '/#/ofertas' },
  { name: 'help', path: '/#/help' },
];

/** Everything that may still move once the page has shown its heading: loaded data, fonts, images. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function open(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await settled(page);
}

/** The login's fields in either language. */
async function logIn(page: Page, customer: Customer): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel(/^(Número de documento|Document number)$/).fill(customer.document);
  await page.getByLabel(/^(Fecha de nacimiento|Date of birth)$/).fill(customer.birthDate);
  const pin = page.getByLabel(/^(Clave de seguridad|Security PIN)$/);
  await pin.fill(customer.pin);
  await pin.press('Enter');
  await expect(page).toHaveURL(/#\/posicion-global/);
  await settled(page);
}

for (const variant of VARIANTS) {
  test.describe(`${variant.name}`, () => {
    test.use({ locale: variant.locale, colorScheme: variant.colorScheme, viewport: { width: variant.width, height: variant.height } });

    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(new Date(VISUAL_CLOCK_START));
    });

    test(`a visitor's screens look as kept (${variant.name})`, async ({ page }) => {
      for (const screen of VISITOR_SCREENS) {
        await open(page, screen);
        await expect.soft(page, screen.name).toHaveScreenshot(`${screen.name}-${variant.name}.png`, { fullPage: true });
      }
    });

    test(`Lucía's screens look as kept (${variant.name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await logIn(page, CUSTOMERS.main);
      for (const screen of CUSTOMER_SCREENS) {
        await open(page, screen);
        await expect.soft(page, screen.name).toHaveScreenshot(`${screen.name}-${variant.name}.png`, { fullPage: true });
      }
    });
  });
}
