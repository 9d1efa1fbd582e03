import { describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import { startLinkEvents } from './linkEvents';

function setup() {
  const events = createShellEventBus();
  const router = { navigate: vi.fn(() => Promise.resolve()) };
  const platform = { openInNewTab: vi.fn(), leaveTo: vi.fn() };
  const logError = vi.fn();
  const stop = startLinkEvents({ events, router }, platform, logError);
  // As a feature publishes them: fields with a default may be left out, and anything may come.
  const publish = (topic: string, payload: unknown) => (events.publish as (topic: string, payload: unknown) => void)(topic, payload);
  return { events: { publish }, router, platform, stop, logError };
}

describe('the shell acts on the external URL and navigation events (shell.md §3.9, §5)', () => {
  it('opens an external URL in a new tab by default, and in this tab when asked', () => {
    const { events, platform } = setup();
    events.publish('open-external-url', { url: 'https://clientebancario.bde.es/pcb/es/' });
    expect(platform.openInNewTab).toHaveBeenCalledWith('https://clientebancario.bde.es/pcb/es/');
    events.publish('open-external-url', { url: 'https://www.bancoalba.es/tarifas', openNewWindow: false });
    expect(platform.leaveTo).toHaveBeenCalledWith('https://www.bancoalba.es/tarifas');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', '/relativa', 'ftp://example.com/x'])(
    'refuses %s with "Unsupported URL" and opens nothing',
    (url) => {
      const { events, platform } = setup();
      expect(() => events.publish('open-external-url', { url })).toThrow('Unsupported URL');
      expect(platform.openInNewTab).not.toHaveBeenCalled();
      expect(platform.leaveTo).not.toHaveBeenCalled();
    },
  );

  it('navigates to the route with its query parameters, replacing the entry for a redirect', () => {
    const { events, router } = setup();
    events.publish('navigate', {
      eventName: 'campaign-lightbox',
      route: '#/ofertas',
      queryParams: { producto: 'prestamo', origen: 'banner' },
    });
    expect(router.navigate).toHaveBeenLastCalledWith('/ofertas?producto=prestamo&origen=banner', { replace: false });
    events.publish('navigate', { eventName: 'pending-operation', route: 'operaciones-pendientes', redirect: true });
    expect(router.navigate).toHaveBeenLastCalledWith('/operaciones-pendientes', { replace: true });
  });

  it('refuses a navigation without its name or with a route that is no string, with the spec’s messages', () => {
    const { events, router } = setup();
    expect(() => events.publish('navigate', { route: '/ofertas' })).toThrow('Navigation eventName is required!');
    expect(() => events.publish('navigate', { eventName: 'x', route: 7 })).toThrow('Navigation route must be a string!');
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('stops acting once the customer leaves', () => {
    const { events, router, platform, stop } = setup();
    stop();
    events.publish('navigate', { eventName: 'x', route: '/ofertas' });
    events.publish('open-external-url', { url: 'https://clientebancario.bde.es/' });
    expect(router.navigate).not.toHaveBeenCalled();
    expect(platform.openInNewTab).not.toHaveBeenCalled();
  });
});
