import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { recordPaintedPages } from './paintedPages';

/**
 * The login painted from the HTML before the modules load (docs/first-paint.md, issue 12: a
 * visible "Entrar" within 1.2x of a React-only page's first paint).
 */

/** The shell's own module: without it the page shows only what the HTML itself paints. */
const SHELL_MODULE = '**/assets/shell.*.js';

/** What the build paints at each address for a visitor without a session (FIRST_PAINT_ADDRESSES). */
const ADDRESSES = ['/', '/#', '/#/', '/#/posicion-global', '/app-login/', '/app-login/#/posicion-global', '/#/login'];

async function withoutShellModule(page: Page): Promise<void> {
  await page.route(SHELL_MODULE, (route) => route.abort());
}

/** The selector of the template the build paints at an address, in a language (FIRST_PAINT_ADDRESSES). */
const templateFor = (address: string, locale: string) => `template[data-first-paint-at~="${address}"][lang="${locale}"]`;

/**
 * A page's markup compared as a tree: tag, attributes sorted, text. React's generated ids (and the
 * `for` and `aria-describedby` that name them) differ by render, and the shell gives the page
 * heading `tabindex="-1"` when it moves focus there, so those are left out.
 * @param from `live`: what the root shows (inside the first paint's wrapper, if it is there); or
 *   the selector of a first-paint template
 */
async function treeOf(page: Page, from: string): Promise<string> {
  return page.evaluate((source) => {
    const skipped = new Set(['id', 'for', 'aria-describedby']);
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = Array.from(node.attributes)
        .filter((attribute) => !skipped.has(attribute.name) && !(node.tagName === 'H1' && attribute.name === 'tabindex'))
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort();
      return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${Array.from(node.childNodes).map(walk).join('')}</>`;
    };
    const template = source === 'live' ? null : document.querySelector(source);
    const root = template instanceof HTMLTemplateElement ? template.content : document.getElementById('app');
    const first = root?.firstElementChild;
    const shown = first?.classList.contains('first-paint') ? first.firstElementChild : first;
    return shown ? walk(shown) : '';
  }, from);
}

test.describe('the login painted before the modules load', () => {
  test('shows the login from the HTML alone, inert, in Spanish to a Spanish browser', async ({ page }) => {
    await withoutShellModule(page);
    await page.goto('/#/login');
    const firstPaint = page.locator('#app > .first-paint');
    await expect(firstPaint).toHaveAttribute('inert', '');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-ES');
    // Inert: nothing can be typed into it, so nothing typed is lost when the shell replaces it.
    await expect(page.getByLabel('Número de documento').fill('12345678Z', { timeout: 500 })).rejects.toThrow(/Timeout/);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-GB' });
    test('shows it in English to an English browser', async ({ page }) => {
      await withoutShellModule(page);
      await page.goto('/app-login/');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in to online banking' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    });
  });

  test("follows the customer's stored language over the browser's", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('bank-shell.locale', 'en-GB'));
    await withoutShellModule(page);
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  for (const locale of ['es-ES', 'en-GB']) {
    test.describe(`at every address, in ${locale}`, () => {
      test.use({ locale });
      const submit = locale === 'es-ES' ? 'Entrar' : 'Log in';

      test('paints its frame’s template from the HTML alone', async ({ page }) => {
        await withoutShellModule(page);
        for (const address of ADDRESSES) {
          await page.goto(address);
          await expect(page.getByRole('button', { name: submit }), address).toBeVisible();
          expect(await treeOf(page, 'live'), address).toBe(await treeOf(page, templateFor(address, locale)));
        }
      });

      test('is replaced by the shell with exactly the page it painted', async ({ page }) => {
        for (const address of ADDRESSES) {
          await page.goto(address);
          await expect(page.locator('#app > .first-paint'), address).toHaveCount(0);
          await expect(page.getByRole('button', { name: submit }), address).toBeEnabled();
          // The page itself sends the visitor on to /app-login/, painted in the same frame.
          await page.waitForLoadState('load');
          await expect(page.locator('#app > .first-paint'), address).toHaveCount(0);
          const painted = await treeOf(page, templateFor(address, locale));
          expect(painted, address).toContain(submit);
          expect(await treeOf(page, 'live'), address).toBe(painted);
        }
      });
    });
  }

  test('paints nothing at another address: a deep link, or another client', async ({ page }) => {
    await withoutShellModule(page);
    for (const address of ['/#/tarjetas', '/#/ayuda', '/clients/bank-twin/', '/?clientId=bank-web']) {
      await page.goto(address);
      await expect(page.locator('#app')).toBeEmpty();
    }
  });

  test('paints nothing while a login tracker says a session may be going on', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('bank-shell.session.login-tracker', String(Date.now())));
    await withoutShellModule(page);
    await page.goto('/#/login');
    await expect(page.locator('#app')).toBeEmpty();
  });

  test('a returning customer gets a page without it, and sees the overall position with no login in between', async ({ page }) => {
    await login(page);
    const painted = await recordPaintedPages(page);
    const response = await page.goto('/');
    expect(await response?.text()).not.toMatch(/data-first-paint/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    // No login painted: the overview's own first paint is the returning customer's (overview-first-paint.spec.ts).
    expect(painted.filter((shown) => shown.login)).toEqual([]);
  });

  test('runs under the page’s Content-Security-Policy, which names its hash', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await withoutShellModule(page);
    const response = await page.goto('/#/login');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(?: http:\/\/\S+)+ 'sha256-[^']+' 'sha256-[^']+'/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
