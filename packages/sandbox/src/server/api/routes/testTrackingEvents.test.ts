import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, readJson, vendorsRequest, type ApiErrorBody } from '../../../../test/apiClient';
import { TEST_VENDORS_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const READ = '/__sandbox/tracking-events';

interface TrackingEvents {
  events: { kind: string; data: Record<string, string>; receivedAt: string }[];
}

const collect = (app: Parameters<typeof vendorsRequest>[0], kind: 'view' | 'link', data: Record<string, string>) =>
  vendorsRequest(app, '/tracking/v1/collect', {
    method: 'POST',
    // From the tag frame, on the vendors host's origin (issue 38 §6).
    headers: { Origin: TEST_VENDORS_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, data }),
  });

describe('GET /__sandbox/tracking-events (test mode only)', () => {
  const sandbox = useTestSandbox({ testMode: true });
  beforeEach(async () => {
    await sandbox.db.query('DELETE FROM tracking_events');
  });

  const read = async (query = ''): Promise<TrackingEvents> => {
    const response = await apiRequest(sandbox.app, `${READ}${query}`);
    expect(response.status).toBe(200);
    return readJson<TrackingEvents>(response);
  };

  it('reads what the collector received, newest first, with its kind, variables and time', async () => {
    await collect(sandbox.app, 'view', { page_name: 'alta:hazte-cliente', funnel_step: '1' });
    sandbox.clock.advanceS(2);
    await collect(sandbox.app, 'link', { page_name: 'posicion-global', event_name: 'overview-banner-link' });
    const response = await apiRequest(sandbox.app, READ);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(response)).toEqual({
      events: [
        {
          kind: 'link',
          data: { page_name: 'posicion-global', event_name: 'overview-banner-link' },
          receivedAt: '2026-01-15T09:00:02.000Z',
        },
        { kind: 'view', data: { page_name: 'alta:hazte-cliente', funnel_step: '1' }, receivedAt: '2026-01-15T09:00:00.000Z' },
      ],
    });
  });

  it('keeps one page’s events with pageName, matched exactly', async () => {
    await collect(sandbox.app, 'view', { page_name: 'ofertas' });
    await collect(sandbox.app, 'view', { page_name: 'ofertas:prestamo' });
    expect((await read('?pageName=ofertas')).events.map((event) => event.data['page_name'])).toEqual(['ofertas']);
    expect((await read('?pageName=nowhere')).events).toEqual([]);
  });

  it('answers 50 by default, and as many as limit says, up to 200', async () => {
    await Promise.all(Array.from({ length: 60 }, (_, index) => collect(sandbox.app, 'view', { page_name: `page-${index}` })));
    expect((await read()).events).toHaveLength(50);
    expect((await read('?limit=1')).events).toHaveLength(1);
    expect((await read('?limit=200')).events).toHaveLength(60);
  });

  it.each([
    ['?limit=0', 'limit debe ser un número entero entre 1 y 200.'],
    ['?limit=201', 'limit debe ser un número entero entre 1 y 200.'],
    ['?limit=ten', 'limit debe ser un número entero entre 1 y 200.'],
    ['?limit=1&limit=2', 'Parámetros repetidos: limit.'],
    ['?page=ofertas', 'Parámetros desconocidos: page.'],
    [`?pageName=${'x'.repeat(513)}`, 'pageName admite como mucho 512 caracteres.'],
  ])('refuses %s with 400 invalid_request: "%s"', async (query, message) => {
    const response = await apiRequest(sandbox.app, `${READ}${query}`);
    expect(response.status).toBe(400);
    expect(await readJson<ApiErrorBody>(response)).toEqual({ error: 'invalid_request', message });
  });

  it('does not exist outside test mode', async () => {
    const app = sandbox.appWith({ testMode: false });
    await collect(app, 'view', { page_name: 'outside-test-mode' });
    const response = await apiRequest(app, READ);
    expect(response.status).toBe(404);
    expect((await readJson<ApiErrorBody>(response)).error).toBe('not_found');
  });
});
