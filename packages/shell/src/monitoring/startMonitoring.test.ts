import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import type { HttpClient, RouteMatch } from '@bank-shell/core';

const agent = vi.hoisted(() => {
  const ended: string[] = [];
  const apm = {
    addLabels: vi.fn(),
    setUserContext: vi.fn(),
    startTransaction: vi.fn((name: string) => ({
      startSpan: () => ({ end: () => ended.push(`span of ${name}`) }),
      end: () => ended.push(name),
    })),
  };
  return { apm, ended, init: vi.fn(() => apm) };
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
});

describe('monitoring: a route change is a transaction (shell.md §2.8)', () => {
  it('ends the transaction only once the new page is painted, so the agent’s work comes after the paint', async () => {
    const events = createShellEventBus(() => undefined);
    const painted: (() => void)[] = [];
    await startMonitoring({
      http: { apiBase: 'http://api.bank.localhost:8080' } as HttpClient,
      events,
      readCookies: () => '',
      nativeWrapper: false,
      afterNextPaint: (callback) => painted.push(callback),
      logError: (error) => {
        throw error;
      },
    });
    events.publish('route-changed', { match: { path: '/posicion-global/cuentas' } as RouteMatch, redirect: false });
    expect(agent.apm.startTransaction).toHaveBeenCalledWith('page /posicion-global/cuentas', 'route-change', { managed: true });
    expect(agent.ended).toEqual([]);
    for (const callback of painted) callback();
    expect(agent.ended).toEqual(['span of page /posicion-global/cuentas', 'page /posicion-global/cuentas']);
  });
});
