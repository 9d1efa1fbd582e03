import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { HttpClient, RouteMatch } from '@bank-shell/core';

const agent = vi.hoisted(() => {
  const ended: string[] = [];
  const spanStarts: { name: string; startTime: number | undefined }[] = [];
  const apm = {
    addLabels: vi.fn(),
    setUserContext: vi.fn(),
    startTransaction: vi.fn((name: string, _type: string, _options: { managed: boolean; startTime: number }) => ({
      startSpan: (spanName: string, _spanType: string, options?: { startTime?: number }) => {
        spanStarts.push({ name: spanName, startTime: options?.startTime });
        return { end: () => ended.push(`span of ${name}`) };
      },
      end: () => ended.push(name),
    })),
  };
  return { apm, ended, spanStarts, init: vi.fn(() => apm) };
});
vi.mock('@elastic/apm-rum', () => ({ init: agent.init }));
vi.mock('@bank-shell/core/monitoring', () => ({
  buildApmConfig: () => ({}),
  routingCookieLabels: () => ({}),
  monitoringUserId: () => Promise.resolve('person-1'),
  monitoringPageName: (path: string) => `page ${path}`,
}));

const { startMonitoring } = await import('./startMonitoring');

afterEach(() => {
  agent.ended.length = 0;
  agent.spanStarts.length = 0;
  agent.apm.startTransaction.mockClear();
});

describe('monitoring: a route change is a transaction (shell.md §2.8)', () => {
  // One test: the agent starts once per page.
  it('records the route change’s transaction once the new page is painted, from the moment the route changed; a page view too', async () => {
    const events = createShellEventBus(() => undefined);
    const painted: (() => void)[] = [];
    let pageViewListener: ((name: string) => void) | undefined;
    let clockMs = 1_000;
    await startMonitoring({
      http: { apiBase: 'http://api.bank.localhost:8080' } as HttpClient,
      events,
      readCookies: () => '',
      nativeWrapper: false,
      afterNextPaint: (callback) => painted.push(callback),
      now: () => clockMs,
      onPageView: (listener) => {
        pageViewListener = listener;
      },
      logError: (error) => {
        throw error;
      },
    });
    events.publish('route-changed', {
      match: { path: '/posicion-global/cuentas', route: { id: 'overall-position', pattern: '/posicion-global/*?' } } as RouteMatch,
      redirect: false,
    });
    // Issue 40 §2: monitoring names the feature and its version; a feature of the shell's own build is 'built-in'.
    expect(agent.apm.addLabels).toHaveBeenLastCalledWith({ feature: 'overall-position', feature_version: 'built-in' });
    // Nothing of the agent's runs between the route change and its paint.
    expect(agent.apm.startTransaction).not.toHaveBeenCalled();
    clockMs = 1_030;
    for (const callback of painted) callback();
    expect(agent.apm.startTransaction).toHaveBeenCalledWith('page /posicion-global/cuentas', 'route-change', {
      managed: true,
      startTime: 1_000,
    });
    expect(agent.spanStarts).toEqual([{ name: 'show the page', startTime: 1_000 }]);
    expect(agent.ended).toEqual(['span of page /posicion-global/cuentas', 'page /posicion-global/cuentas']);

    events.publish('route-changed', {
      match: { path: '/metas-de-ahorro', route: { id: 'savings-goals', pattern: '/metas-de-ahorro/*?', version: '1.1.0' } } as RouteMatch,
      redirect: false,
    });
    expect(agent.apm.addLabels).toHaveBeenLastCalledWith({ feature: 'savings-goals', feature_version: '1.1.0' });
    agent.apm.startTransaction.mockClear();
    agent.ended.length = 0;
    agent.spanStarts.length = 0;
    painted.length = 0;

    // features.md §2.4: a lightbox is a page view of its own name.
    painted.length = 0;
    clockMs = 2_000;
    pageViewListener?.('lightbox/bizum-sign-up');
    expect(agent.apm.startTransaction).not.toHaveBeenCalled();
    for (const callback of painted) callback();
    expect(agent.apm.startTransaction).toHaveBeenLastCalledWith('lightbox/bizum-sign-up', 'page-view', { managed: true, startTime: 2_000 });
    expect(agent.ended).toEqual(['span of lightbox/bizum-sign-up', 'lightbox/bizum-sign-up']);

    // A second login in the same page: the agent is not started again, and its page views still reach it.
    let secondListener: ((name: string) => void) | undefined;
    await startMonitoring({
      http: { apiBase: 'http://api.bank.localhost:8080' } as HttpClient,
      events,
      readCookies: () => '',
      nativeWrapper: false,
      afterNextPaint: (callback) => painted.push(callback),
      now: () => clockMs,
      onPageView: (listener) => {
        secondListener = listener;
      },
      logError: (error) => {
        throw error;
      },
    });
    expect(agent.init).toHaveBeenCalledTimes(1);
    painted.length = 0;
    secondListener?.('lightbox/home-insurance');
    for (const callback of painted) callback();
    expect(agent.apm.startTransaction).toHaveBeenLastCalledWith('lightbox/home-insurance', 'page-view', {
      managed: true,
      startTime: 2_000,
    });
  });
});
