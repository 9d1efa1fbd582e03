import { expect, test } from './fixtures';

test('English loads when chosen, shell and feature alike, and stays chosen after a reload', async ({ page }) => {
  const englishChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/shell-chunk\.|\/cdn\/features\/login\/login-chunk\./.test(request.url())) englishChunks.push(request.url());
  });
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
  const chunksBefore = englishChunks.length;

  await page.getByRole('button', { name: 'Cambiar a English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to online banking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Español' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  // The page's name follows too: the sandbox names its pages in English as well (issue 14).
  await expect(page).toHaveTitle('Customer login - Banco Alba');
  // The shell's and the login feature's English texts: both load only now.
  expect(englishChunks.some((url) => url.includes('/assets/shell-chunk.'))).toBe(true);
  expect(englishChunks.some((url) => url.includes('/login-chunk.'))).toBe(true);
  expect(englishChunks.length).toBeGreaterThan(chunksBefore);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to online banking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Español' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
});

test('a first visit speaks the browser’s language: English to an English browser, Spanish to a Spanish one', async ({ browser }) => {
  const visits = [
    { locale: 'en-GB', heading: 'Log in to online banking', lang: 'en-GB' },
    { locale: 'fr-FR', heading: 'Log in to online banking', lang: 'en-GB' },
    { locale: 'es-ES', heading: 'Accede a tu banca online', lang: 'es-ES' },
  ];
  for (const { locale, heading, lang } of visits) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await context.close();
  }
});

test('the server’s own page for an address that does not exist speaks the browser’s language (issue 14)', async ({ browser }) => {
  for (const [locale, heading, link] of [
    ['en-GB', 'Page not found', 'Go to online banking'],
    ['es-ES', 'Página no encontrada', 'Ir a la banca online'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Its link leads into the app, which shows a visitor the login.
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Accede a tu banca online|Log in to online banking/ })).toBeVisible();
    await context.close();
  }
});
