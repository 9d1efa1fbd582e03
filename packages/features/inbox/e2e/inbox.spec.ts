import type { Page } from '@playwright/test';
import { CUSTOMERS, axeViolations, expect, login, screenshotPath, test } from '@bank-shell/e2e/fixtures';

/** How many unread messages the overall position says there are, in either language. */
async function unreadOnOverview(page: Page): Promise<number> {
  await page.goto('/#/posicion-global');
  const link = page.locator('a[href="#/inbox"]');
  const text = (await link.textContent()) ?? '';
  if (/No tienes mensajes sin leer|You have no unread messages/.test(text)) return 0;
  const count = /(\d+)/.exec(text)?.[1];
  if (count === undefined) throw new Error(`no count in ${text}`);
  return Number(count);
}

test.describe('the inbox (issue 41 §4)', () => {
  test('the overall position leads to the inbox; reading a message lowers the count by one, and marking it unread puts it back', async ({
    page,
  }, testInfo) => {
    await login(page, CUSTOMERS.affluent);
    const before = await unreadOnOverview(page);
    expect(before).toBeGreaterThan(0);
    await page.locator('a[href="#/inbox"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buzón' })).toBeVisible();
    await expect(page).toHaveTitle('Buzón - Banco Alba');
    const folders = page.getByRole('navigation', { name: 'Carpetas del buzón' });
    await expect(folders.getByRole('link', { name: `Recibidos ${before} sin leer` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'inbox-1280.png'), fullPage: true });

    const unreadMessage = page.getByRole('link', { name: /^No leído: / }).first();
    const subject = ((await unreadMessage.locator('.inbox__subject').textContent()) ?? '').trim();
    await unreadMessage.click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(/^Recibido el /)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'inbox-message-1280.png'), fullPage: true });

    expect(await unreadOnOverview(page)).toBe(before - 1);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await page.getByRole('button', { name: 'Marcar como no leído' }).click();
    await expect(page.getByText('Mensaje marcado como no leído.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Buzón' })).toBeVisible();
    expect(await unreadOnOverview(page)).toBe(before);
  });

  test('in English at 375 px: archiving a message moves it to Archived and back, with nothing cut off', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(() => window.localStorage.setItem('bank-shell.locale', 'en-GB'));
    await page.goto('/#/login');
    await page.getByLabel('Document number').fill(CUSTOMERS.teen.document);
    await page.getByLabel('Date of birth').fill(CUSTOMERS.teen.birthDate);
    await page.getByLabel('Security PIN').fill(CUSTOMERS.teen.pin);
    await page.getByLabel('Security PIN').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${CUSTOMERS.teen.firstName}` })).toBeVisible();
    await page.goto('/#/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const welcome = page.getByRole('link', { name: /Welcome to online banking/ });
    await expect(welcome).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(testInfo, 'inbox-375-en.png'), fullPage: true });
    await welcome.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to online banking' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'inbox-message-375-en.png'), fullPage: true });
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Message archived.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Welcome to online banking/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Archived' }).click();
    await page.getByRole('link', { name: /Welcome to online banking/ }).click();
    await page.getByRole('button', { name: 'Move to received' }).click();
    await expect(page.getByText('Message moved to received.')).toBeVisible();
    await page.getByRole('link', { name: /^Received/ }).click();
    await expect(page.getByRole('link', { name: /Welcome to online banking/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
