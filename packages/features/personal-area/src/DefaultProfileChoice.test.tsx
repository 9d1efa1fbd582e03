import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { PersonalArea } from './PersonalArea';
import { messages } from './messages';

const PATH = '/genoma_api/rest/profiles/default';

/** Lucía's two profiles as the bank sends them: the personal one is the default. */
const profile = (profileId: string, name: string, isDefault: boolean) => ({
  profileId,
  setId: `SET-${profileId}`,
  accessToken: `at-${profileId}`,
  refreshToken: `rt-${profileId}`,
  accessTokenTimeToLive: 600,
  personId: '20481736',
  default: isDefault,
  name,
});
const PERSONAL = profile('PRF-20481736-PERS', 'Lucía Martínez', true);
const BUSINESS = profile('PRF-20481736-EMPR', 'Martínez Diseño SL', false);

const bankJson = (body: unknown, status = 200) =>
  new Response(`)]}',\n${JSON.stringify(body)}`, { status, headers: { 'content-type': 'application/json' } });

async function renderPage({
  profiles = [PERSONAL, BUSINESS],
  answer = (body: unknown) => bankJson(body),
  locale = 'es-ES',
}: { profiles?: (typeof PERSONAL)[]; answer?: (body: unknown) => Response; locale?: 'es-ES' | 'en-GB' } = {}) {
  const requests: Request[] = [];
  const fetchFake = (async (request: Request) => {
    requests.push(request);
    const path = new URL(request.url).pathname;
    if (path === '/genoma_api/rest/fingerprint/devices') return bankJson({ deviceIds: [] });
    return path === PATH ? answer(await request.clone().json()) : bankJson({ error: 'not_found' }, 404);
  }) as unknown as typeof fetch;
  const services = createTestServices({ fetch: fetchFake });
  services.i18n.addNamespace('personal-area', messages);
  await services.i18n.setLocale(locale);
  services.session.adopt('20481736', profiles);
  render(
    <TestShell services={services}>
      <PersonalArea />
    </TestShell>,
  );
  return { services, requests };
}

const group = () => screen.getByRole('group', { name: 'Perfil con el que entras' });
const checked = () =>
  within(group())
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest('label')?.textContent);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(cleanup);

// shell.md §3.1 (a profile's default flag), §3.2 (the default profile id among the session stores), §4.7 (profiles set as default).
describe('Mi área: the profile a login opens (shell.md §3.2, §4.7)', () => {
  it('lists the customer’s profiles with the default one chosen', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Perfiles' })).toBeTruthy();
    expect(
      within(group())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Lucía Martínez', 'Martínez Diseño SL']);
    expect(checked()).toEqual(['Lucía Martínez']);
  });

  it('tells the bank the one chosen, then makes it the session’s default profile, shown as chosen', async () => {
    const { services, requests } = await renderPage();
    fireEvent.click(within(group()).getByRole('radio', { name: 'Martínez Diseño SL' }));
    await settle();
    const [put] = requests.filter((request) => request.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe('/genoma_api/rest/profiles/default');
    expect(await put?.json()).toEqual({ profileId: 'PRF-20481736-EMPR' });
    expect(services.session.state.getSnapshot().defaultProfileId).toBe('PRF-20481736-EMPR');
    // The active profile stays: the default one is for the next login.
    expect(services.session.state.getSnapshot().activeProfileId).toBe('PRF-20481736-PERS');
    expect(checked()).toEqual(['Martínez Diseño SL']);
  });

  it('keeps the default as it was and says so when the bank refuses', async () => {
    const { services } = await renderPage({ answer: () => bankJson({ error: 'internal_error' }, 500) });
    fireEvent.click(within(group()).getByRole('radio', { name: 'Martínez Diseño SL' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('No hemos podido guardar el perfil con el que entras. Inténtalo de nuevo.');
    expect(services.session.state.getSnapshot().defaultProfileId).toBe('PRF-20481736-PERS');
    expect(checked()).toEqual(['Lucía Martínez']);
  });

  it('shows no profiles card to a customer with one profile', async () => {
    await renderPage({ profiles: [PERSONAL] });
    expect(screen.queryByRole('heading', { name: 'Perfiles' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Perfil con el que entras' })).toBeNull();
  });

  it('speaks English', async () => {
    await renderPage({ locale: 'en-GB' });
    expect(screen.getByRole('group', { name: 'Profile you log in to' })).toBeTruthy();
    expect(screen.getByText('When you log in to your online banking, you will see this profile first.')).toBeTruthy();
  });
});
