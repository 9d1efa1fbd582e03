import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { ProfileSwitcher } from './ProfileSwitcher';

const profile = (profileId: string, name: string, kind: string, isDefault: boolean) => ({
  profileId,
  setId: `SET-${profileId}`,
  accessToken: `at-${profileId}`,
  refreshToken: `rt-${profileId}`,
  accessTokenTimeToLive: 600,
  personId: '20481736',
  default: isDefault,
  name,
  kind,
});
const PERSONAL = profile('PRF-20481736-PERS', 'Personal', 'personal', true);
const BUSINESS = profile('PRF-20481736-EMPR', 'Martínez Diseño SL', 'business', false);

async function renderMenu(locale: 'es-ES' | 'en-GB' = 'es-ES') {
  const services = createTestServices();
  await services.i18n.setLocale(locale);
  services.session.adopt('20481736', [PERSONAL, BUSINESS]);
  render(
    <TestShell services={services}>
      <ProfileSwitcher />
    </TestShell>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return services;
}

afterEach(cleanup);

describe('the profile menu (issue 42 §3: which profile is active)', () => {
  it('marks the profile in use, seen (its kind, "en uso", a check) and heard (aria-current)', async () => {
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Perfil: Personal' }));
    const options = within(screen.getByRole('list', { name: 'Perfil' })).getAllByRole('button');
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-current')])).toEqual([
      ['PersonalPersonal · en uso', 'true'],
      ['Martínez Diseño SLEmpresa', null],
    ]);
    // Named by the profile alone, described by its kind.
    expect(
      within(screen.getByRole('list', { name: 'Perfil' })).getByRole('button', { name: 'Martínez Diseño SL', description: 'Empresa' }),
    ).toBe(options[1]);
    expect(options[0]?.querySelector('svg.profile-menu__check')).not.toBeNull();
    expect(options[1]?.querySelector('svg.profile-menu__check')).toBeNull();
  });

  it('moves the mark to the business profile once chosen, which the header then names', async () => {
    await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Perfil: Personal' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Martínez Diseño SL/ }));
      await Promise.resolve();
    });
    const button = screen.getByRole('button', { name: 'Perfil: Martínez Diseño SL' });
    expect(button.textContent).toBe('Martínez Diseño SL');
    fireEvent.click(button);
    const options = within(screen.getByRole('list', { name: 'Perfil' })).getAllByRole('button');
    expect(options.map((option) => option.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(options[1]?.textContent).toBe('Martínez Diseño SLEmpresa · en uso');
  });

  it('speaks English to a customer who chose it', async () => {
    await renderMenu('en-GB');
    fireEvent.click(screen.getByRole('button', { name: 'Profile: Personal' }));
    const options = within(screen.getByRole('list', { name: 'Profile' })).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['PersonalPersonal · in use', 'Martínez Diseño SLBusiness']);
  });
});
