import { expect, test } from './fixtures';

test('English loads when chosen, shell and feature alike, and stays chosen after a reload', async ({ page }) => {
  const englishChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/shell-chunk\./.test(request.url())) englishChunks.push(request.url());
  });
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
  const chunksBefore = englishChunks.length;

  await page.getByLabel('Idioma').selectOption('en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to online banking' })).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en-GB');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  expect(englishChunks.length).toBeGreaterThan(chunksBefore);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to online banking' })).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en-GB');
});
