import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { PersonalArea } from './PersonalArea';
import { messages } from './messages';

const profile = (profileId: string, name: string, kind: string, isDefault: boolean, personId = '20481736') => ({
  profileId,
  setId: `SET-${profileId}`,
  accessToken: `at-${profileId}`,
  refreshToken: `rt-${profileId}`,
  accessTokenTimeToLive: 600,
  personId,
  default: isDefault,
  name,
  kind,
});
const PERSONAL = profile('PRF-20481736-PERS', 'Personal', 'personal', true);
const BUSINESS = profile('PRF-20481736-EMPR', 'Martínez Diseño SL', 'business', false);
const LISTED = [PERSONAL, BUSINESS].map(({ profileId, setId, name, kind, default: isDefault }) => ({
  profileId,
  setId,
  name,
  kind,
  default: isDefault,
}));

const bankJson = (body: unknown, status = 200) =>
  new Response(`)]}',\n${JSON.stringify(body)}`, { status, headers: { 'content-type': 'application/json' } });

interface Bank {
  held?: (typeof PERSONAL)[];
  opened?: unknown;
  openStatus?: number;
  closeStatus?: number;
  locale?: 'es-ES' | 'en-GB';
}

async function renderPage({ held = [PERSONAL], opened = BUSINESS, openStatus = 201, closeStatus = 204, locale = 'es-ES' }: Bank = {}) {
  const requests: { method: string; path: string; body: string }[] = [];
  const answer = (method: string, path: string): Response => {
    if (path === '/genoma_api/rest/profiles') return bankJson({ profiles: LISTED });
    if (path === '/genoma_api/rest/profiles/access-tokens' && method === 'POST') return bankJson(opened, openStatus);
    if (path === '/genoma_api/rest/profiles/access-tokens/PRF-20481736-EMPR' && method === 'DELETE')
      return new Response(null, { status: closeStatus });
    return bankJson({ deviceIds: [] });
  };
  const fetchFake = (async (request: Request) => {
    const path = new URL(request.url).pathname;
    requests.push({ method: request.method, path, body: await request.text() });
    return answer(request.method, path);
  }) as unknown as typeof fetch;
  const services = createTestServices({ fetch: fetchFake });
  services.i18n.addNamespace('personal-area', messages);
  await services.i18n.setLocale(locale);
  services.session.adopt('20481736', held);
  render(
    <TestShell services={services}>
      <PersonalArea />
    </TestShell>,
  );
  await settle();
  return { services, requests };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const rows = (name = 'Perfiles') =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
const heldIds = (services: Awaited<ReturnType<typeof renderPage>>['services']) =>
  services.session.state.getSnapshot().profiles.map((held) => held.profileId);

afterEach(cleanup);

// shell.md §4: "Profiles can be added, activated, set as default, removed" (issue 39 §6: a business profile added without a new login).
describe('Mi área: opening and closing a profile without a new login (shell.md §4)', () => {
  it('lists every profile the bank has for the person, with whether it is open here', async () => {
    await renderPage();
    expect(rows()).toEqual(['PersonalPersonal · en uso', 'Martínez Diseño SLEmpresa · cerrado en este dispositivoAbrir']);
  });

  it('opens a profile the session does not hold: the bank issues it, the session adds it, and a message says so', async () => {
    const { services, requests } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir Martínez Diseño SL sin volver a entrar' }));
    await settle();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/genoma_api/rest/profiles/access-tokens', body: '{"profileId":"PRF-20481736-EMPR"}' },
    ]);
    expect(heldIds(services)).toEqual(['PRF-20481736-PERS', 'PRF-20481736-EMPR']);
    expect(services.session.state.getSnapshot().activeProfileId).toBe('PRF-20481736-PERS');
    const status = within(screen.getByRole('region', { name: 'Perfiles' })).getByRole('status');
    expect(status.textContent).toBe('Martínez Diseño SL está abierto: puedes cambiar a él desde el menú de perfil.');
    expect(document.activeElement).toBe(status);
    expect(rows()[1]).toBe('Martínez Diseño SLEmpresa · abierto en este dispositivoCerrar');
  });

  it('adds nothing when the bank answers another person’s profile or refuses', async () => {
    for (const bank of [
      { opened: profile('PRF-20481736-EMPR', 'X', 'business', false, '31907254') },
      { openStatus: 409, opened: { error: 'profile_cut_off' } },
    ]) {
      const { services } = await renderPage(bank);
      fireEvent.click(screen.getByRole('button', { name: 'Abrir Martínez Diseño SL sin volver a entrar' }));
      await settle();
      expect(heldIds(services)).toEqual(['PRF-20481736-PERS']);
      expect(screen.getByRole('alert').textContent).toBe('No hemos podido abrirlo. Inténtalo de nuevo.');
      cleanup();
    }
  });

  it('closes a profile on this device: the bank closes it in the session, then the session removes it', async () => {
    const { services, requests } = await renderPage({ held: [PERSONAL, BUSINESS] });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Martínez Diseño SL en este dispositivo' }));
    await settle();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/genoma_api/rest/profiles/access-tokens/PRF-20481736-EMPR', body: '' },
    ]);
    expect(heldIds(services)).toEqual(['PRF-20481736-PERS']);
    expect(within(screen.getByRole('region', { name: 'Perfiles' })).getByRole('status').textContent).toBe(
      'Hemos cerrado Martínez Diseño SL en este dispositivo.',
    );
  });

  it('keeps a profile the bank could not close, and says so', async () => {
    const { services } = await renderPage({ held: [PERSONAL, BUSINESS], closeStatus: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Martínez Diseño SL en este dispositivo' }));
    await settle();
    expect(heldIds(services)).toEqual(['PRF-20481736-PERS', 'PRF-20481736-EMPR']);
    expect(screen.getByRole('alert').textContent).toBe('No hemos podido cerrarlo. Inténtalo de nuevo.');
  });

  it('speaks English to a customer who chose it', async () => {
    await renderPage({ locale: 'en-GB' });
    expect(rows('Profiles')).toEqual(['PersonalPersonal · in use', 'Martínez Diseño SLBusiness · closed on this deviceOpen']);
    expect(screen.getByRole('button', { name: 'Open Martínez Diseño SL without logging in again' })).toBeTruthy();
  });
});
