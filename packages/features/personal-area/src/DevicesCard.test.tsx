import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { PersonalArea } from './PersonalArea';
import { messages } from './messages';

const LIST = '/genoma_api/rest/fingerprint/devices';
const device = (deviceId: string, alias: string, platform: string, trusted: boolean) => ({
  deviceId,
  alias,
  platform,
  trusted,
  firstSeenAt: '2025-10-02T09:00:00.000Z',
  lastSeenAt: '2026-12-05T11:30:00.000Z',
});
const WEB = device('dev-web-lucia-01', 'Chrome en Windows', 'web', true);
const IPHONE = device('dev-ios-lucia-01', 'iPhone de Lucía', 'ios', false);

const bankJson = (body: unknown, status = 200) =>
  new Response(`)]}',\n${JSON.stringify(body)}`, { status, headers: { 'content-type': 'application/json' } });

interface Bank {
  devices?: (typeof WEB)[];
  failing?: string[];
  forgetStatus?: number;
  locale?: 'es-ES' | 'en-GB';
}

async function renderPage({ devices = [WEB, IPHONE], failing = [], forgetStatus = 204, locale = 'es-ES' }: Bank = {}) {
  const requests: Request[] = [];
  const answer = (request: Request): Response => {
    const path = new URL(request.url).pathname;
    if (path === LIST) return bankJson({ deviceIds: devices.map((entry) => entry.deviceId) });
    const found = devices.find((entry) => path === `${LIST}/${entry.deviceId}`);
    if (!found || failing.includes(found.deviceId)) return bankJson({ error: 'device_not_found' }, 404);
    if (request.method === 'DELETE') return new Response(null, { status: forgetStatus });
    return bankJson(found);
  };
  const fetchFake = ((request: Request) => {
    requests.push(request);
    return Promise.resolve(answer(request));
  }) as unknown as typeof fetch;
  const services = createTestServices({ fetch: fetchFake });
  services.i18n.addNamespace('personal-area', messages);
  await services.i18n.setLocale(locale);
  render(
    <TestShell services={services}>
      <PersonalArea />
    </TestShell>,
  );
  await settle();
  return { requests };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const section = (name: string) => screen.getByRole('region', { name });

afterEach(cleanup);

// features.md §7: GET /genoma_api/rest/fingerprint/devices/{deviceId}, the device lookup, feeds Mi área's devices (issue 39 §8).
describe('Mi área: the devices the customer signs in from (features.md §7 fingerprint/devices/{deviceId})', () => {
  it('lists each device from its own lookup: name, kind, last use and trust', async () => {
    const { requests } = await renderPage();
    const rows = within(section('Seguridad')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome en WindowsNavegador · último acceso el 5 dic 2026De confianzaQuitar',
      'iPhone de LucíaApp en iPhone · último acceso el 5 dic 2026Quitar',
    ]);
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path.includes('/fingerprint/'))).toEqual([
      '/genoma_api/rest/fingerprint/devices',
      '/genoma_api/rest/fingerprint/devices/dev-web-lucia-01',
      '/genoma_api/rest/fingerprint/devices/dev-ios-lucia-01',
    ]);
  });

  it('speaks English to a customer who chose it', async () => {
    await renderPage({ locale: 'en-GB' });
    const rows = within(section('Security')).getAllByRole('listitem');
    expect(rows[1]?.textContent).toBe('iPhone de LucíaApp on iPhone · last used on 5 Dec 2026Remove');
  });

  it('removes a device with a DELETE of its path, then says so and moves the focus to the message', async () => {
    const { requests } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar iPhone de Lucía' }));
    await settle();
    const removal = requests.at(-1);
    expect([removal?.method, new URL(removal?.url ?? '').pathname]).toEqual([
      'DELETE',
      '/genoma_api/rest/fingerprint/devices/dev-ios-lucia-01',
    ]);
    expect(within(section('Seguridad')).getAllByRole('listitem')).toHaveLength(1);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Hemos quitado iPhone de Lucía de tus dispositivos.');
    expect(document.activeElement).toBe(status);
  });

  it('keeps a device the bank could not forget, with a message on its row', async () => {
    await renderPage({ forgetStatus: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Chrome en Windows' }));
    await settle();
    expect(within(section('Seguridad')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('No hemos podido quitarlo. Inténtalo de nuevo.');
  });

  it('shows the other devices when one lookup fails', async () => {
    await renderPage({ failing: ['dev-web-lucia-01'] });
    const rows = within(section('Seguridad')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'No hemos podido cargar este dispositivo.',
      'iPhone de LucíaApp en iPhone · último acceso el 5 dic 2026Quitar',
    ]);
  });

  it('says when there are none', async () => {
    await renderPage({ devices: [] });
    expect(within(section('Seguridad')).getByText('No tienes dispositivos guardados.')).toBeTruthy();
  });
});
