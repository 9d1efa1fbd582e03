import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSession } from '@bank-shell/core';
import { manualTimers } from '@bank-shell/core/testing';
import type { AppConfig, HttpClient, NativeWrapper, Session } from '@bank-shell/core';
import { connectNativeBridge, deviceBrand, refreshThroughApp, requestNativeLogin } from './index';

/** A session of the web, with no bank behind it: while the app owns the session the web calls none. */
function webSession(): Session {
  return createSession({
    http: {} as HttpClient,
    storage: createMemoryStorage(),
    clock: { now: () => 1_000_000 },
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
    getDeviceBrand: () => Promise.resolve('web'),
    loadActions: () => Promise.reject(new Error('no bank in this test')),
    decodeBase64: (value) => atob(value),
    logError: () => undefined,
  });
}

const flush = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

const config = (legacyEnabled: boolean): AppConfig => ({
  urlsConfig: { login: 'http://bank.localhost:8080/app-login/' },
  propsConfig: { 'enable-legacy-native-bridge': legacyEnabled, means: [] },
});

function legacyAndroidPage({ legacyEnabled = true, loaded = true } = {}) {
  const received: { id?: string; method: string; params: unknown }[] = [];
  const win = Object.assign(new EventTarget(), {
    BankAndroidBridge: { postMessage: (message: string) => void received.push(JSON.parse(message) as (typeof received)[number]) },
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 9; wv)' },
    document: {},
    location: { assign: vi.fn() },
    open: vi.fn(),
  });
  const timers = manualTimers();
  let current: AppConfig | null = loaded ? config(legacyEnabled) : null;
  const log = { error: vi.fn(), warn: vi.fn() };
  let ids = 0;
  const connecting = connectNativeBridge({
    window: win as unknown as Window,
    wrapper: null,
    timers,
    config: () => current,
    session: webSession(),
    createId: () => `id-${(ids += 1)}`,
    console: log,
  });
  const answer = (message: unknown) => (Reflect.get(win, 'bankNativeLegacyReply') as (message: string) => void)(JSON.stringify(message));
  return { win, received, timers, connecting, log, answer, arrive: () => (current = config(legacyEnabled)) };
}

describe('the native chunk’s start-up (features.md §4.5)', () => {
  it('with the new wrapper, tells the app BRIDGE_READY at once', async () => {
    const sent: string[] = [];
    const wrapper: NativeWrapper = { platform: 'android', version: '1.7.1', postMessage: (message) => void sent.push(message) };
    const bridge = await connectNativeBridge({
      window: Object.assign(new EventTarget(), { navigator: { userAgent: '' } }) as unknown as Window,
      wrapper,
      timers: manualTimers(),
      config: () => null,
      session: webSession(),
    });
    expect(sent.map((message) => JSON.parse(message) as unknown)).toEqual([
      { method: 'setWebAppStatus', params: { status: 'BRIDGE_READY' } },
    ]);
    expect(bridge.wrapper).toEqual({ platform: 'android', version: '1.7.1' });
  });

  it('in a legacy Android wrapper, enabled by configuration, becomes that wrapper once it answers BRIDGE_READY', async () => {
    const { received, connecting, answer } = legacyAndroidPage();
    await flush();
    expect(received).toEqual([{ id: 'id-1', method: 'setWebAppStatus', params: { status: 'BRIDGE_READY' } }]);
    answer({ id: 'id-1', result: { platform: 'android', version: '1.6.0' } });
    const bridge = await connecting;
    expect(bridge.wrapper).toEqual({ platform: 'android', version: '1.6.0' });
    // Calls now travel through the interface object and come back through the reply function.
    const call = bridge.call('copyToClipboard', { text: 'ES91 2100 0418 4502 0005 1332' });
    expect(received[1]).toEqual({ id: 'id-2', method: 'copyToClipboard', params: { text: 'ES91 2100 0418 4502 0005 1332' } });
    answer({ id: 'id-2', result: null });
    await expect(call).resolves.toBeNull();
  });

  it('gives the legacy start-up 1500 ms, then uses the browser versions and says so in the console', async () => {
    const { connecting, timers, log } = legacyAndroidPage();
    await flush();
    expect(timers.delays()).toEqual([1_500]);
    timers.fireAll();
    const bridge = await connecting;
    expect(bridge.wrapper).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('The legacy native bridge did not answer within 1500 ms: the browser versions are used');
    await expect(bridge.call('fingerprint', {})).rejects.toThrow('Capability not available');
  });

  it('waits for the configuration before deciding, since the flag is in it', async () => {
    const { received, timers, arrive } = legacyAndroidPage({ loaded: false });
    await flush();
    expect(received).toEqual([]);
    expect(timers.delays()).toEqual([50]);
    timers.fireAll();
    expect(received).toEqual([]);
    arrive();
    timers.fireAll();
    await flush();
    expect(received).toEqual([{ id: 'id-1', method: 'setWebAppStatus', params: { status: 'BRIDGE_READY' } }]);
  });

  it('does not start a legacy bridge the configuration does not enable', async () => {
    const { received, connecting } = legacyAndroidPage({ legacyEnabled: false });
    const bridge = await connecting;
    expect(received).toEqual([]);
    expect(bridge.wrapper).toBeNull();
  });

  it('in a plain browser starts no legacy bridge and waits for nothing', async () => {
    const win = Object.assign(new EventTarget(), {
      navigator: { userAgent: 'Mozilla/5.0 Chrome/140' },
      open: vi.fn(),
      location: { assign: vi.fn() },
    });
    const timers = manualTimers();
    const bridge = await connectNativeBridge({
      window: win as unknown as Window,
      wrapper: null,
      timers,
      config: () => config(true),
      session: webSession(),
    });
    expect(timers.delays()).toEqual([]);
    expect(Reflect.has(win, 'bankNativeLegacyReply')).toBe(false);
    await bridge.call('finishStandaloneProcess', { target: 'LOGIN' });
    expect(win.location.assign).toHaveBeenCalledWith('http://bank.localhost:8080/app-login/');
  });
});

/** An app from Android 1.7.2 that owns the session and answers the bridge's calls itself. */
function sessionOwningApp(version = '1.7.2') {
  const win = Object.assign(new EventTarget(), { navigator: { userAgent: '' } });
  const answers: Record<string, unknown> = {
    getActiveProfileId: { profileId: 'personal' },
    getProfiles: [{ profileId: 'personal', setId: 'S1', accessToken: 'at-app', accessTokenTimeToLive: 600, personId: 'P1', default: true }],
    getDeviceData: { brand: 'Pixel', model: 'Pixel 8', os: 'android', osVersion: '15', appVersion: '1.7.2', deviceId: 'dev-1' },
  };
  const sent: { id?: string; method: string }[] = [];
  const wrapper: NativeWrapper = {
    platform: 'android',
    version,
    postMessage: (message) => {
      const call = JSON.parse(message) as { id?: string; method: string };
      sent.push(call);
      if (call.id === undefined) return;
      queueMicrotask(() =>
        win.dispatchEvent(new CustomEvent('bank-native-reply', { detail: { id: call.id, result: answers[call.method] } })),
      );
    },
  };
  const session = webSession();
  let ids = 0;
  const connecting = connectNativeBridge({
    window: win as unknown as Window,
    wrapper,
    timers: manualTimers(),
    config: () => null,
    session,
    createId: () => `call-${(ids += 1)}`,
    console: { error: vi.fn(), warn: vi.fn() },
  });
  return { connecting, session, sent, answers };
}

describe('inside an app that owns the session (shell.md §4, §9)', () => {
  it('takes the app’s session over before the bridge is handed out, asking for the active profile id and the profiles', async () => {
    const { connecting, session, sent } = sessionOwningApp();
    await connecting;
    expect(sent.map((call) => call.method)).toEqual(['setWebAppStatus', 'getActiveProfileId', 'getProfiles']);
    expect(session.state.getSnapshot()).toMatchObject({ status: 'completed', activeProfileId: 'personal' });
    expect(session.getAccessToken()).toBe('at-app');
  });

  it('does not ask the app for a login it has already given: the page is shown instead', async () => {
    const { connecting, sent } = sessionOwningApp();
    const bridge = await connecting;
    requestNativeLogin(bridge, { reason: 'default', postNavigation: '/posicion-global' });
    expect(sent.map((call) => call.method)).not.toContain('login');
  });

  it('refreshes through the app, which alone holds the refresh token', async () => {
    const { connecting, answers } = sessionOwningApp();
    await connecting;
    answers['getProfiles'] = [
      { profileId: 'personal', setId: 'S1', accessToken: 'at-renewed', accessTokenTimeToLive: 600, personId: 'P1', default: true },
    ];
    await expect(refreshThroughApp('personal')).resolves.toMatchObject({ kind: 'refreshed', accessToken: 'at-renewed' });
  });

  it('takes the device brand from the app’s device data', async () => {
    const { connecting } = sessionOwningApp();
    await connecting;
    await expect(deviceBrand()).resolves.toBe('Pixel');
  });

  it('leaves the session to the web in an older app (Android 1.7.1): no session calls, the bank refreshes', async () => {
    const { connecting, sent, session } = sessionOwningApp('1.7.1');
    await connecting;
    expect(sent.map((call) => call.method)).toEqual(['setWebAppStatus']);
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
    expect(refreshThroughApp('personal')).toBeNull();
  });
});
