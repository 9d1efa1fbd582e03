import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@bank-shell/core';
import type { FeatureRoute, RouteDefinition } from '@bank-shell/core';
import { createFeatureRegistry, defineFeature } from '@bank-shell/react';
import { withFeatureImports } from './featureImports';
import { deferred, flushPromises } from '@bank-shell/core/testing';

/** Tracks whether a promise has settled yet. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

const CDN = 'http://bank.localhost:8080/cdn/features/';

/** Each test names its own module: the feature loader keeps what it loaded by URL. */
function featureRoute(id: string, authentication: boolean): FeatureRoute {
  return {
    kind: 'feature',
    id,
    pattern: `/${id}/*?`,
    featureId: id,
    feature: { path: `${id}/${id}.js`, component: `ing-feat-${id}` },
    host: CDN,
    authentication,
  };
}

const featureModule = (id: string) => ({
  default: defineFeature({ id, component: () => null, messages: { 'es-ES': { title: id }, 'en-GB': { title: id } } }),
});

function setup(modules: Record<string, unknown> = {}) {
  const loadFeature = vi.fn((url: string) => (url in modules ? Promise.resolve(modules[url]) : Promise.reject(new Error(`404 ${url}`))));
  const beforeSignedInPage = vi.fn(() => Promise.resolve());
  const signedInFeatureLoaded = vi.fn();
  const i18n = createI18n('es-ES');
  const features = createFeatureRegistry({
    importModule: loadFeature,
    i18n,
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
  });
  const withImport = withFeatureImports({ features, beforeSignedInPage, signedInFeatureLoaded });
  return { withImport, loadFeature, beforeSignedInPage, signedInFeatureLoaded, i18n, features };
}

describe('feature routes get an import that waits for the feature (issue 12: one paint, no loading state)', () => {
  it.each<RouteDefinition>([
    { kind: 'redirect', id: 'redirect:/a', pattern: '/a', redirect: '/b', authentication: false },
    { kind: 'core', id: 'logout', pattern: '/logout', module: '@bank-shell/shell', authentication: false },
    { kind: 'fallback', id: 'fallback', redirect: '/pagina-no-encontrada' },
  ])('returns a $kind route, which is no feature module, unchanged', (route) => {
    const { withImport } = setup();
    expect(withImport(route)).toBe(route);
  });

  it('gives a public feature route an import that resolves to its feature, loaded from the CDN host', async () => {
    const url = `${CDN}public-one/public-one.js`;
    const mod = featureModule('public-one');
    const { withImport, loadFeature, beforeSignedInPage, features } = setup({ [url]: mod });
    const route = withImport(featureRoute('public-one', false));
    expect(route).toMatchObject({ kind: 'feature', id: 'public-one', pattern: '/public-one/*?', authentication: false });
    await expect(route.import?.()).resolves.toBe(mod.default);
    expect(loadFeature).toHaveBeenCalledWith('http://bank.localhost:8080/cdn/features/public-one/public-one.js');
    expect(beforeSignedInPage).not.toHaveBeenCalled();
    // The outlet finds it ready to mount in the lifecycle the route loaded.
    expect(features.lifecycleOf(url).state.getSnapshot()).toEqual({ status: 'NOT_MOUNTED', feature: mod.default });
  });

  it("loads a lazy route's module through its own import, as a feature with a lifecycle of its own (issue 15 §3)", async () => {
    const mod = featureModule('lazy-page');
    const ownImport = vi.fn(() => Promise.resolve(mod));
    const { withImport, loadFeature, features } = setup();
    const route = withImport({ kind: 'lazy', id: 'lazy-page', pattern: '/lazy-page', import: ownImport, authentication: false });
    await expect(route.import?.()).resolves.toBe(mod.default);
    expect(ownImport).toHaveBeenCalledTimes(1);
    expect(loadFeature).not.toHaveBeenCalled();
    expect(features.lifecycleOf('lazy:lazy-page').state.getSnapshot()).toEqual({ status: 'NOT_MOUNTED', feature: mod.default });
  });

  it('gives a remote-module route an import too', async () => {
    const mod = featureModule('remote');
    const { withImport } = setup({ 'http://bank.localhost:8080/cdn/remote/entry.js': mod });
    const route = withImport({
      kind: 'remote-module',
      id: 'remote',
      pattern: '/remote',
      location: 'remote/entry.js',
      host: 'http://bank.localhost:8080/cdn/',
      authentication: false,
    });
    await expect(route.import?.()).resolves.toBe(mod.default);
  });

  it("waits for the feature's texts in the current language before it resolves", async () => {
    const url = `${CDN}texts-later/texts-later.js`;
    const texts = deferred<Record<string, string>>();
    const mod = {
      default: defineFeature({
        id: 'texts-later',
        component: () => null,
        messages: { 'es-ES': () => texts.promise, 'en-GB': () => texts.promise },
      }),
    };
    const { withImport, i18n } = setup({ [url]: mod });
    const loading = withImport(featureRoute('texts-later', false)).import?.() ?? Promise.reject(new Error('no import'));
    const progress = track(loading);
    await flushPromises();
    expect(progress.settled).toBe(false);
    texts.resolve({ title: 'Textos' });
    await expect(loading).resolves.toBe(mod.default);
    expect(i18n.translator('texts-later')('title')).toBe('Textos');
  });

  it('resolves when a module loads but is no feature, leaving the failure to the outlet', async () => {
    const url = `${CDN}not-a-feature/not-a-feature.js`;
    const mod = { default: { kind: 'something-else' } };
    const { withImport, features } = setup({ [url]: mod });
    await expect(withImport(featureRoute('not-a-feature', false)).import?.()).resolves.toBeUndefined();
    expect(features.lifecycleOf(url).state.getSnapshot()).toMatchObject({
      status: 'LOAD_ERROR',
      step: 'bootstrap',
      error: new Error(`Module ${url} is not a bank-shell feature`),
    });
  });

  it('rejects when the module fails to load, so the router drops the navigation', async () => {
    const { withImport } = setup();
    await expect(withImport(featureRoute('missing', false)).import?.()).rejects.toThrow(
      '404 http://bank.localhost:8080/cdn/features/missing/missing.js',
    );
  });

  it('loads a module that failed from a new URL on the next navigation to it', async () => {
    const url = `${CDN}flaky/flaky.js`;
    const { withImport, loadFeature } = setup({ [`${url}?retry=1`]: featureModule('flaky') });
    const route = withImport(featureRoute('flaky', false));
    await expect(route.import?.()).rejects.toThrow(`404 ${url}`);
    await expect(route.import?.()).resolves.toMatchObject({ id: 'flaky' });
    expect(loadFeature.mock.calls.map(([called]) => called)).toEqual([url, `${url}?retry=1`]);
  });

  it('makes a route that needs login also wait for beforeSignedInPage (its chrome and the GET cache)', async () => {
    const url = `${CDN}signed-in/signed-in.js`;
    const mod = featureModule('signed-in');
    const { withImport, beforeSignedInPage, i18n } = setup({ [url]: mod });
    const chrome = deferred<void>();
    beforeSignedInPage.mockReturnValueOnce(chrome.promise);
    const loading = withImport(featureRoute('signed-in', true)).import?.() ?? Promise.reject(new Error('no import'));
    const progress = track(loading);
    await flushPromises();
    expect(beforeSignedInPage).toHaveBeenCalledTimes(1);
    // The feature itself is ready (its texts are in): only beforeSignedInPage holds the import back.
    expect(i18n.translator('signed-in')('title')).toBe('signed-in');
    expect(progress.settled).toBe(false);
    chrome.resolve();
    await expect(loading).resolves.toBe(mod.default);
  });

  it('treats a feature route without an authentication flag as one that needs login', async () => {
    const url = `${CDN}default-login/default-login.js`;
    const { withImport, beforeSignedInPage } = setup({ [url]: featureModule('default-login') });
    const route = featureRoute('default-login', true);
    delete route.authentication;
    await withImport(route).import?.();
    expect(beforeSignedInPage).toHaveBeenCalledTimes(1);
  });

  it('tells of a signed-in page’s feature as soon as its module is in, before its chrome, so its first calls start then (issue 42 §6)', async () => {
    const url = `${CDN}first-calls/first-calls.js`;
    const mod = featureModule('first-calls');
    const { withImport, beforeSignedInPage, signedInFeatureLoaded } = setup({ [url]: mod });
    const chrome = deferred<void>();
    beforeSignedInPage.mockReturnValueOnce(chrome.promise);
    const loading = withImport(featureRoute('first-calls', true)).import?.() ?? Promise.reject(new Error('no import'));
    await flushPromises();
    expect(signedInFeatureLoaded.mock.calls).toEqual([[mod.default]]);
    chrome.resolve();
    await loading;
  });

  it('makes the signed-in page wait for what the feature’s news gives back: the first page waits for its first answers (issue 42 §6)', async () => {
    const url = `${CDN}first-answers/first-answers.js`;
    const mod = featureModule('first-answers');
    const { withImport, signedInFeatureLoaded } = setup({ [url]: mod });
    const answers = deferred<void>();
    signedInFeatureLoaded.mockReturnValueOnce(answers.promise);
    let loaded = false;
    const loading = (withImport(featureRoute('first-answers', true)).import?.() ?? Promise.reject(new Error('no import'))).then(
      (feature) => {
        loaded = true;
        return feature;
      },
    );
    await flushPromises();
    expect(loaded).toBe(false);
    answers.resolve();
    await expect(loading).resolves.toBe(mod.default);
  });

  it('tells of no public page’s feature, and of no module that is no feature', async () => {
    const publicUrl = `${CDN}public-page/public-page.js`;
    const brokenUrl = `${CDN}not-a-feature/not-a-feature.js`;
    const { withImport, signedInFeatureLoaded } = setup({ [publicUrl]: featureModule('public-page'), [brokenUrl]: { default: {} } });
    await withImport(featureRoute('public-page', false)).import?.();
    await withImport(featureRoute('not-a-feature', true)).import?.();
    expect(signedInFeatureLoaded).not.toHaveBeenCalled();
  });
});
