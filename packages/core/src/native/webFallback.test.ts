import { describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGE } from '../events/payloads';
import { NATIVE_MESSAGE, NATIVE_METHOD } from './constants';
import { NativeBridgeError } from './errors';
import { createWebCapabilities } from './webFallback';

function setup() {
  const host = {
    openInNewTab: vi.fn(),
    assign: vi.fn(),
    // The keys of the sandbox's `urlsConfig` (GET /config/appConfig).
    urls: () => ({
      login: 'http://bank.localhost:8080/app-login/',
      publichome: 'http://bank.localhost:8080/',
      onboardingweb: 'http://bank.localhost:8080/#/signups-account',
      legacyApp: 'http://bank.localhost:8080/legacy/',
    }),
  };
  return { host, web: createWebCapabilities(host) };
}

describe('browser versions of native methods (features.md §4.5)', () => {
  it('opens an external link in a new tab', async () => {
    const { host, web } = setup();
    await web.call(NATIVE_METHOD.openExternalLink, { url: 'https://example.org/help' });
    expect(host.openInNewTab).toHaveBeenCalledWith('https://example.org/help');
  });

  it.each(['javascript:alert(1)', '/relative', 42])('refuses to open %j: Unsupported URL', async (url) => {
    const { host, web } = setup();
    await expect(web.call(NATIVE_METHOD.openExternalLink, { url })).rejects.toThrow(EVENT_MESSAGE.unsupportedUrl);
    expect(host.openInNewTab).not.toHaveBeenCalled();
  });

  it.each([
    ['LOGIN', 'http://bank.localhost:8080/app-login/'],
    ['PUBLIC_HOME', 'http://bank.localhost:8080/'],
    ['ON_BOARDING_WEB', 'http://bank.localhost:8080/#/signups-account'],
  ])('finishes a standalone process at %s with urlsConfig’s lower-case key, in this window', async (target, url) => {
    const { host, web } = setup();
    await web.call(NATIVE_METHOD.finishStandaloneProcess, { target });
    expect(host.assign).toHaveBeenCalledWith(url);
  });

  it('finds a standalone process’s end under login, publichome and onboardingweb only', async () => {
    const host = {
      openInNewTab: vi.fn(),
      assign: vi.fn(),
      urls: () => ({ LOGIN: '/app-login/', PUBLIC_HOME: '/', ON_BOARDING_WEB: '/alta/' }),
    };
    const web = createWebCapabilities(host);
    await expect(web.call(NATIVE_METHOD.finishStandaloneProcess, { target: 'LOGIN' })).rejects.toThrow(NATIVE_MESSAGE.unknownProcessEnd);
    expect(host.assign).not.toHaveBeenCalled();
  });

  it('refuses a configured end that is neither a path of this site nor an http(s) address', async () => {
    const host = { openInNewTab: vi.fn(), assign: vi.fn(), urls: () => ({ login: 'javascript:alert(1)', publichome: '//evil.example/' }) };
    const web = createWebCapabilities(host);
    await expect(web.call(NATIVE_METHOD.finishStandaloneProcess, { target: 'LOGIN' })).rejects.toThrow(EVENT_MESSAGE.unsupportedUrl);
    await expect(web.call(NATIVE_METHOD.finishStandaloneProcess, { target: 'PUBLIC_HOME' })).rejects.toThrow(EVENT_MESSAGE.unsupportedUrl);
    expect(host.assign).not.toHaveBeenCalled();
  });

  it('refuses any other end of a standalone process', async () => {
    const { host, web } = setup();
    await expect(web.call(NATIVE_METHOD.finishStandaloneProcess, { target: 'constructor' })).rejects.toThrow(
      NATIVE_MESSAGE.unknownProcessEnd,
    );
    expect(host.assign).not.toHaveBeenCalled();
  });

  it.each([NATIVE_METHOD.storeData, NATIVE_METHOD.retrieveData, NATIVE_METHOD.adjustEvent])(
    '%s throws a not-implemented error',
    async (method) => {
      const { web } = setup();
      await expect(web.call(method, {})).rejects.toMatchObject({
        code: 'NOT_IMPLEMENTED',
        message: NATIVE_MESSAGE.notImplemented,
      });
    },
  );

  it.each(['fingerprint', 'getContacts', 'setTheme', 'toString', '__proto__', 'noSuchMethod'])(
    'an unavailable capability (%s) is "Capability not available"',
    async (method) => {
      const { web } = setup();
      const failure = web.call(method, {});
      await expect(failure).rejects.toBeInstanceOf(NativeBridgeError);
      await expect(failure).rejects.toThrow('Capability not available');
    },
  );
});
