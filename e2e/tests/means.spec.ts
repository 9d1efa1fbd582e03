import { expect, login, test } from './fixtures';

test('a feature added to the means configuration is routable without rebuilding the shell', async ({ page, baseURL }) => {
  await login(page);
  await page.goto('/#/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();

  const api = (baseURL ?? '').replace('://', '://api.');
  const response = await page.request.post(`${api}/__sandbox/means`, {
    data: { id: 'help', path: 'ayuda', componentId: 'help', module: 'help', title: 'Ayuda' },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(201);

  await page.goto('/#/ayuda');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  await expect(page).toHaveTitle('Ayuda - Banco Alba');
});
