import { createMemoryStorage, createShellEventBus, createStore } from '@bank-shell/core';
import type { HttpClient } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';
import { findConsentManager, resetOutsideScriptsForTests } from '@bank-shell/core/outside-scripts';
import type { ConsentManager } from '@bank-shell/core/outside-scripts';
import { fakeTagFrames } from '@bank-shell/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendConsentAfterLogin, startOutsideScriptsAfterLogin } from './outsideScripts';

function fakeVendor() {
  const pushes: string[] = [];
  let userId = '';
  const vendor = {
    pushes,
    getChoices: () => ({ analytics: true, personalisation: false }),
    onChange: () => () => undefined,
    identities: [] as string[],
    setUserId: (id: string, identity: string) => {
      userId = id;
      vendor.identities.push(identity);
    },
    pushStatus: () => {
      pushes.push(userId);
      return Promise.resolve();
    },
    openPreferences: () => undefined,
  };
  return { vendor, manager: findConsentManager({ bankConsent: vendor }) as ConsentManager };
}

/** A consent manager that arrives when the test says. */
function later() {
  let arrive: (manager: ConsentManager | null) => void = () => undefined;
  const manager = new Promise<ConsentManager | null>((resolve) => {
    arrive = resolve;
  });
  return { manager, arrive };
}

/** The bank's signed statement that the customer is Lucía (issue 38 §6). */
const LUCIA_IDENTITY = { userId: '20481736', token: 'v1.eyJzdWIiOiIyMDQ4MTczNiJ9.signature' };

/** A bank answering the client call with `answer` and the vendor-identity call with `identity`. */
const clientHttp = (answer: () => Promise<unknown>, identity: () => Promise<unknown> = () => Promise.resolve(LUCIA_IDENTITY)) =>
  ({ get: vi.fn((path: string) => (path.endsWith('/vendor-identity') ? identity() : answer())) }) as unknown as HttpClient;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const today = () => new Date('2026-11-27');

describe('consent after login (features.md §4.7)', () => {
  it("waits for the consent manager, then sends the client's personId with the consent once", async () => {
    const { vendor, manager } = fakeVendor();
    const storage = createMemoryStorage();
    const consent = later();
    const http = clientHttp(() => Promise.resolve({ personId: '20481736', name: 'LUCIA', birthDate: '15/03/1985' }));
    sendConsentAfterLogin({ manager: consent.manager, http, storage, today, logError: vi.fn() });
    await flush();
    expect(vendor.pushes).toEqual([]);
    consent.arrive(manager);
    await flush();
    expect(vendor.pushes).toEqual(['20481736']);
    expect(vendor.identities).toEqual([LUCIA_IDENTITY.token]);
    expect(storage.get('consent-sent')).toBe('{"personId":"20481736","analytics":true,"personalisation":false}');
  });

  it('issue 38 §6: sends no consent id when the bank’s signed statement of who the customer is cannot be fetched, or names someone else', async () => {
    for (const identity of [() => Promise.reject(new Error('503')), () => Promise.resolve({ userId: '31907254', token: 'v1.x.y' })]) {
      const { vendor, manager } = fakeVendor();
      const http = clientHttp(() => Promise.resolve({ personId: '20481736', name: 'LUCIA' }), identity);
      sendConsentAfterLogin({ manager: Promise.resolve(manager), http, storage: createMemoryStorage(), today, logError: vi.fn() });
      await flush();
      expect(vendor.pushes).toEqual([]);
    }
  });

  it('sends no consent id when the client cannot be fetched', async () => {
    const { vendor, manager } = fakeVendor();
    const http = clientHttp(() => Promise.reject(new Error('Fetch request to /genoma_api/rest/client failed with status 500')));
    sendConsentAfterLogin({ manager: Promise.resolve(manager), http, storage: createMemoryStorage(), today, logError: vi.fn() });
    await flush();
    expect(vendor.pushes).toEqual([]);
  });

  it('a logout before the consent manager is here sends nothing', async () => {
    const { vendor, manager } = fakeVendor();
    const consent = later();
    const http = clientHttp(() => Promise.resolve({ personId: '20481736' }));
    const stop = sendConsentAfterLogin({ manager: consent.manager, http, storage: createMemoryStorage(), today, logError: vi.fn() });
    stop();
    consent.arrive(manager);
    await flush();
    expect(vendor.pushes).toEqual([]);
  });
});

describe('outside scripts after login (issue 20)', () => {
  afterEach(resetOutsideScriptsForTests);

  /** A page where the vendor's script defines `window.bankConsent` as it loads. */
  function pageWithVendor(vendor: object) {
    const win: Record<string, unknown> = {};
    const appended: HTMLScriptElement[] = [];
    const idle: (() => void)[] = [];
    return {
      appended,
      idle,
      platform: {
        window: win,
        document: {
          createElement: () => document.createElement('script'),
          head: {
            append(script: HTMLScriptElement) {
              appended.push(script);
              const processId = new URL(script.src).searchParams.get('processId');
              if (processId) win['bankDeviceRisk'] = { processId };
              else win['bankConsent'] = vendor;
              queueMicrotask(() => script.dispatchEvent(new Event('load')));
            },
          },
        } as never,
        tagFrames: fakeTagFrames().platform,
        setTimeout: () => 0,
        clearTimeout: () => undefined,
        storage: createMemoryStorage(),
        today,
        now: () => Date.UTC(2026, 10, 27),
        fetchJson: () => Promise.reject(new Error('no tracking in this test')),
        nativeApp: false,
        clientKind: 'web-transactional' as const,
        whenIdle: (callback: () => void) => void idle.push(callback),
        randomId: () => 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
        logError: vi.fn(),
      },
    };
  }
  const config = () => ({
    urlsConfig: {
      consentManager: 'http://vendors.bank.localhost:8080/consent/v1/consent-manager.js',
      deviceRisk: 'http://vendors.bank.localhost:8080/device-risk/v1/profile.js',
    },
    propsConfig: { means: [] },
  });
  const browser = { wrapper: null, call: vi.fn() };
  const shell = (http: HttpClient, native: ShellServices['native'] = browser) => ({
    http,
    config,
    events: createShellEventBus(),
    router: { current: createStore(null) } as never,
    native,
  });
  const scriptPaths = (scripts: HTMLScriptElement[]) => scripts.map((script) => new URL(script.src).pathname);

  it('loads the consent manager once the page is idle, then sends the consent with the personId', async () => {
    const { vendor } = fakeVendor();
    const page = pageWithVendor(vendor);
    const http = clientHttp(() => Promise.resolve({ personId: '20481736' }));
    startOutsideScriptsAfterLogin(shell(http), page.platform);
    expect(page.appended).toEqual([]);
    page.idle[0]!();
    expect(scriptPaths(page.appended)).toContain('/consent/v1/consent-manager.js');
    await flush();
    expect(vendor.pushes).toEqual(['20481736']);
  });

  it('profiles the device for this login in a browser: device type web, the process id kept, nothing asked of a native SDK', async () => {
    const page = pageWithVendor(fakeVendor().vendor);
    startOutsideScriptsAfterLogin(shell(clientHttp(() => Promise.resolve({ personId: '20481736' }))), page.platform);
    page.idle[0]!();
    await flush();
    const deviceRisk = page.appended.find((script) => script.src.includes('/device-risk/v1/profile.js'));
    expect(new URL(deviceRisk!.src).searchParams.get('deviceType')).toBe('web');
    expect(page.platform.storage.get('device-risk-process-id')).toBe('f47ac10b-58cc-4372-a567-0e02b2c3d479');
    expect(browser.call).not.toHaveBeenCalled();
    expect(page.platform.logError).not.toHaveBeenCalled();
  });

  it("inside the bank's app the device type is its platform and the process id goes to setFraudDetectionProcessId (features.md §4.9)", async () => {
    const page = pageWithVendor(fakeVendor().vendor);
    const app = {
      wrapper: { platform: 'ios', version: '1.7.4' } as const,
      call: vi.fn(() => Promise.resolve()) as ShellServices['native']['call'],
    };
    startOutsideScriptsAfterLogin(
      shell(
        clientHttp(() => Promise.resolve({ personId: '20481736' })),
        app,
      ),
      page.platform,
    );
    page.idle[0]!();
    await flush();
    const deviceRisk = page.appended.find((script) => script.src.includes('/device-risk/v1/profile.js'));
    expect(new URL(deviceRisk!.src).searchParams.get('deviceType')).toBe('ios');
    expect(app.call).toHaveBeenCalledWith('setFraudDetectionProcessId', { processId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' });
  });

  it('logout forgets the device-risk process id', async () => {
    const page = pageWithVendor(fakeVendor().vendor);
    const stop = startOutsideScriptsAfterLogin(shell(clientHttp(() => Promise.resolve({ personId: '20481736' }))), page.platform);
    page.idle[0]!();
    await flush();
    stop();
    expect(page.platform.storage.get('device-risk-process-id')).toBeNull();
  });

  it('a customer who leaves before the page is idle loads nothing', async () => {
    const { vendor } = fakeVendor();
    const page = pageWithVendor(vendor);
    const stop = startOutsideScriptsAfterLogin(shell(clientHttp(() => Promise.resolve({ personId: '20481736' }))), page.platform);
    stop();
    page.idle[0]!();
    await flush();
    expect(page.appended).toEqual([]);
    expect(vendor.pushes).toEqual([]);
  });
});
