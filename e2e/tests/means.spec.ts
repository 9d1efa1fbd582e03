import { callSandboxApi, expect, login, test } from './fixtures';

// features.md §1.11: what the product is for beyond the features the spec lists is not shown, so
// the shell fixes no more of it: the bank adds a page through its configuration, and it is
// routable without a new shell.
test('a feature added to the means configuration is routable without rebuilding the shell', async ({ page, baseURL }) => {
  await login(page);
  await page.goto('/#/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();

  const response = await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/means', {
    id: 'help',
    path: 'ayuda',
    componentId: 'help',
    module: 'help',
    title: 'Ayuda',
  });
  expect(response.status).toBe(201);

  // A new page load reads the configuration again; the shell's files are the same.
  await page.reload();
  await page.goto('/#/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  await expect(page).toHaveTitle('Ayuda - Banco Alba');
});
