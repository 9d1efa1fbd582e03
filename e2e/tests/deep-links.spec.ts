import { CUSTOMERS, axeViolations, expect, fillLogin, login, test } from './fixtures';

/**
 * Deep links (features.md §2.3) on the sandbox's host, which uses the pre-production table:
 * `#/deeplinks/<id>` opens the destination's page. docs/deep-links.md lists the ids.
 */

// features.md §1.3: a numeric destination id opens its feature's screen.
test('a deep link opens its destination, and “back” returns to the page it was followed from', async ({ page }) => {
  await login(page);
  await page.goto('/#/area-personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Área personal' })).toBeVisible();
  // 24: the overall position.
  await page.goto('/#/deeplinks/24');
  await expect(page.getByRole('heading', { level: 1, name: `Hola, ${CUSTOMERS.main.firstName}` })).toBeVisible();
  await expect(page).toHaveURL(/#\/posicion-global$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Área personal' })).toBeVisible();
});

test('a deep link with a fixed sub-route, and one to a pending-operation screen', async ({ page }) => {
  await login(page);
  // 16: the personal area's consents.
  await page.goto('/#/deeplinks/16');
  await expect(page).toHaveURL(/#\/area-personal\/consentimientos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Área personal' })).toBeVisible();
  // 20: the pending e-commerce operations.
  await page.goto('/#/deeplinks/20');
  await expect(page).toHaveURL(/#\/operaciones-pendientes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos pendientes de confirmar' })).toBeVisible();
});

test('an unknown id goes to page not found; a page the sandbox has not built opens as its demo section', async ({ page }) => {
  await login(page);
  await page.goto('/#/deeplinks/31415');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  // 27: home insurance, its contract.
  await page.goto('/#/deeplinks/27');
  await expect(page).toHaveURL(/#\/home-insurance\/contratar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seguro de hogar' })).toBeVisible();
  await expect(page.getByText('Esta sección es una demostración.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a deep link followed before login opens its destination once the customer has logged in', async ({ page }) => {
  // 47: the personal area.
  await page.goto('/#/deeplinks/47');
  await fillLogin(page, CUSTOMERS.main);
  await expect(page.getByRole('heading', { level: 1, name: 'Área personal' })).toBeVisible();
  await expect(page).toHaveURL(/#\/area-personal$/);
});
