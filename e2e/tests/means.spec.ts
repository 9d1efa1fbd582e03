import { callSandboxApi, expect, login, test } from './fixtures';

// features.md §1.11: what the product is for beyond the features the spec lists is not shown, so
// the shell fixes no more of it: the bank adds a page through its configuration, and it is
// routable without a new shell.
test('a feature added to the means configuration is routable without rebuilding the shell', async ({ page, baseURL }) => {
  await login(page);
  await page.goto('/#/oficinas');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();

  // A module the shell was built without knowing of this page: the demo screen, which names itself
  // after its route.
  const response = await callSandboxApi(baseURL ?? '', 'POST', '/__sandbox/means', {
    id: 'oficinas',
    path: 'oficinas',
    componentId: 'ing-feat-oficinas',
    module: 'demo-section',
    title: 'Oficinas',
  });
  expect(response.status).toBe(201);

  // A new page load reads the configuration again; the shell's files are the same.
  await page.reload();
  await page.goto('/#/oficinas');
  await expect(page.getByRole('heading', { level: 1, name: 'Oficinas' })).toBeVisible();
  await expect(page).toHaveTitle('Oficinas - Banco Alba');
});
