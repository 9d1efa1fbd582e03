import type { Page } from '@playwright/test';
import { CUSTOMERS, expect, fillLogin, login, test } from './fixtures';

/**
 * The default profile in the browser (issue 39 §6; shell.md §3.1, §4.7, §4.9): in Mi área a customer
 * with two profiles chooses which one a login opens; the bank keeps it, so the next login opens it,
 * and a reload keeps it.
 */

async function chooseDefault(page: Page, name: string): Promise<void> {
  await page.goto('/#/area-personal');
  const group = page.getByRole('group', { name: 'Perfil con el que entras' });
  // A click, not check(): the radio shows the choice once the bank has it.
  await group.getByRole('radio', { name }).click();
  await expect(group.getByRole('radio', { name })).toBeChecked();
}

/** Logs out and in again; the page opened is headed by `heading` (a company's by its name, issue 42 §3). */
async function logoutAndLogin(page: Page, heading = 'Hola, Lucía'): Promise<void> {
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu banca online' })).toBeVisible();
  await fillLogin(page, CUSTOMERS.main);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a customer chooses in Mi área the profile a login opens: the next login and a reload open it (shell.md §4.7, §4.9)', async ({
  page,
}) => {
  await login(page);
  await expect(page.getByRole('button', { name: 'Perfil: Personal' })).toBeVisible();
  await page.goto('/#/area-personal');
  await expect(page.getByRole('heading', { level: 2, name: 'Perfiles' })).toBeVisible();
  // Shown as chosen: the bank's default, the personal profile.
  await expect(page.getByRole('group', { name: 'Perfil con el que entras' }).getByRole('radio', { name: 'Personal' })).toBeChecked();

  await chooseDefault(page, 'Martínez Diseño SL');
  // The profile in use stays until the next login.
  await expect(page.getByRole('button', { name: 'Perfil: Personal' })).toBeVisible();

  await logoutAndLogin(page, 'Martínez Diseño SL');
  await expect(page.getByRole('button', { name: 'Perfil: Martínez Diseño SL' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Perfil: Martínez Diseño SL' })).toBeVisible();
  // Issue 42 §3: the company's page is headed by its name, painted from the HTML and rendered alike.
  await expect(page.getByRole('heading', { level: 1, name: 'Martínez Diseño SL' })).toBeVisible();
  await expect(page.getByText('Perfil de empresa · Hola, Lucía')).toBeVisible();
  await page.goto('/#/area-personal');
  await expect(
    page.getByRole('group', { name: 'Perfil con el que entras' }).getByRole('radio', { name: 'Martínez Diseño SL' }),
  ).toBeChecked();

  // Back as the other specs expect Lucía: her personal profile opens.
  await chooseDefault(page, 'Personal');
  await logoutAndLogin(page);
  await expect(page.getByRole('button', { name: 'Perfil: Personal' })).toBeVisible();
});
