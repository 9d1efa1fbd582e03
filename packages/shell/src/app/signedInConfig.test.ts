import { describe, expect, it, vi } from 'vitest';
import { parseAppConfig } from '@bank-shell/core';
import type { AppConfig } from '@bank-shell/core';
import { completeConfig, createSignedInConfig } from './signedInConfig';

const mean = (id: string, host = 'https://cdn.bank.example/') => ({ id, path: id, host, module: `${id}/index.js`, title: id });

const visitorPage = parseAppConfig({
  urlsConfig: {},
  propsConfig: { means: [mean('login'), mean('mis-metas', 'http://localhost:5174/')], meansScope: 'public-pages' },
});
const everyPage = parseAppConfig({
  urlsConfig: { login: 'https://bank.example/app-login/' },
  propsConfig: { means: [mean('login'), mean('posicion-global'), mean('mis-metas')], fallbackRoute: { id: 'unknown', redirect: '/x' } },
});

function setup(load: () => Promise<AppConfig>, initial: AppConfig | null = visitorPage) {
  let config = initial;
  const logError = vi.fn();
  const signedIn = createSignedInConfig({
    current: () => config,
    replace: (next) => {
      config = next;
    },
    load: vi.fn(load),
    logError,
  });
  return { signedIn, config: () => config, logError };
}

describe("the signed-in routes a visitor's page leaves out (issue 40 §2)", () => {
  it("takes the API's configuration, keeping the page's own means where both name one", () => {
    const complete = completeConfig(visitorPage, everyPage);
    expect(complete.propsConfig.means.map((m) => [m.id, m.host])).toEqual([
      ['login', 'https://cdn.bank.example/'],
      ['posicion-global', 'https://cdn.bank.example/'],
      // A developer's override, which only the page knows about.
      ['mis-metas', 'http://localhost:5174/'],
    ]);
    expect(complete.propsConfig.meansScope).toBeUndefined();
    expect(complete.propsConfig.fallbackRoute).toEqual({ id: 'unknown', redirect: '/x' });
    expect(complete.urlsConfig).toEqual({ login: 'https://bank.example/app-login/' });
  });

  it("asks once for the whole configuration of a page that lists only the public pages ('public-pages')", async () => {
    const load = vi.fn(() => Promise.resolve(everyPage));
    const { signedIn, config } = setup(load);
    signedIn.prefetch();
    await signedIn.ensure();
    await signedIn.ensure();
    expect(load).toHaveBeenCalledTimes(1);
    expect(config()?.propsConfig.means.map((m) => m.id)).toEqual(['login', 'posicion-global', 'mis-metas']);
  });

  it('asks for nothing when the page carries every page', async () => {
    const load = vi.fn(() => Promise.resolve(everyPage));
    const { signedIn, config } = setup(load, everyPage);
    await signedIn.ensure();
    expect(load).not.toHaveBeenCalled();
    expect(config()).toBe(everyPage);
  });

  it('logs a failed call, keeps the public pages, and asks again next time', async () => {
    const failure = new Error('offline');
    const load = vi.fn<() => Promise<AppConfig>>().mockRejectedValueOnce(failure).mockResolvedValueOnce(everyPage);
    const { signedIn, config, logError } = setup(load);
    await signedIn.ensure();
    expect(logError).toHaveBeenCalledWith(failure);
    expect(config()).toBe(visitorPage);
    await signedIn.ensure();
    expect(load).toHaveBeenCalledTimes(2);
    expect(config()?.propsConfig.means).toHaveLength(3);
  });
});
