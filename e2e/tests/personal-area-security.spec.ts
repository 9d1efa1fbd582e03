import type { Page } from '@playwright/test';
import { axeViolations, expect, login, screenshotPath, test } from './fixtures';

/**
 * Mi área's profiles and devices in the browser (issue 39 §6 and §8):
 * - shell.md §4 "Profiles can be added … removed": Lucía closes her company's profile on this
 *   device and opens it again without a new login; the switcher and the company's products follow;
 * - features.md §7 `fingerprint/devices/{deviceId}`: the devices she signs in from, each looked up,
 *   one removed for good.
 */

const profilesCard = (page: Page) => page.getByRole('region', { name: 'Perfiles' });
const securityCard = (page: Page) => page.getByRole('region', { name: 'Seguridad' });

test('a profile closed on this device opens again without a new login, and the switcher and the bank follow (shell.md §4)', async ({
  page,
}, testInfo) => {
  await login(page);
  await page.goto('/#/area-personal');
  await expect(profilesCard(page).getByRole('listitem')).toHaveText([
    'PersonalPersonal · en uso',
    'Martínez Diseño SLEmpresa · abierto en este dispositivoCerrar',
  ]);

  await profilesCard(page).getByRole('button', { name: 'Cerrar Martínez Diseño SL en este dispositivo' }).click();
  await expect(profilesCard(page).getByRole('status')).toHaveText('Hemos cerrado Martínez Diseño SL en este dispositivo.');
  await expect(profilesCard(page).getByRole('status')).toBeFocused();
  // One profile left: no switcher, and a reload keeps it closed.
  await expect(page.getByRole('button', { name: /^Perfil: / })).toHaveCount(0);
  await page.reload();
  await expect(profilesCard(page).getByRole('listitem').nth(1)).toHaveText('Martínez Diseño SLEmpresa · cerrado en este dispositivoAbrir');
  await expect(page.getByRole('button', { name: /^Perfil: / })).toHaveCount(0);

  await profilesCard(page).getByRole('button', { name: 'Abrir Martínez Diseño SL sin volver a entrar' }).click();
  await expect(profilesCard(page).getByRole('status')).toHaveText(
    'Martínez Diseño SL está abierto: puedes cambiar a él desde el menú de perfil.',
  );
  await expect(profilesCard(page).getByRole('listitem').nth(1)).toHaveText('Martínez Diseño SLEmpresa · abierto en este dispositivoCerrar');
  expect(await axeViolations(page)).toEqual([]);
  await profilesCard(page).screenshot({ path: screenshotPath(testInfo, 'personal-area-profiles-1280.png') });

  // The added profile's tokens work: switching to it shows the company's account.
  await page.getByRole('button', { name: 'Perfil: Personal' }).click();
  await page.getByRole('listitem').getByRole('button', { name: 'Martínez Diseño SL', exact: true }).click();
  await page.goto('/#/posicion-global');
  await expect(page.getByText('Cuenta Negocios').first()).toBeVisible();
  // A reload keeps it: the session's stores hold the added profile.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Perfil: Martínez Diseño SL' })).toBeVisible();
  // Back as the other specs expect Lucía.
  await page.getByRole('button', { name: 'Perfil: Martínez Diseño SL' }).click();
  await page.getByRole('listitem').getByRole('button', { name: 'Personal', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Perfil: Personal' })).toBeVisible();
});

test('the devices she signs in from, each looked up, one removed for good (features.md §7 fingerprint/devices)', async ({
  page,
}, testInfo) => {
  await login(page);
  await page.goto('/#/area-personal');
  const devices = securityCard(page).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.nth(0)).toContainText('Chrome en Windows');
  await expect(devices.nth(0)).toContainText('Navegador · último acceso el');
  await expect(devices.nth(1)).toContainText('iPhone de Lucía');
  await expect(devices.nth(1)).toContainText('App en iPhone');
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await securityCard(page).screenshot({ path: screenshotPath(testInfo, `personal-area-security-${width}.png`) });
  }

  await securityCard(page).getByRole('button', { name: 'Quitar iPhone de Lucía' }).click();
  await expect(securityCard(page).getByRole('status')).toHaveText('Hemos quitado iPhone de Lucía de tus dispositivos.');
  await expect(devices).toHaveCount(1);
  await page.reload();
  await expect(devices).toHaveCount(1);
  await expect(devices.nth(0)).toContainText('Chrome en Windows');
});
