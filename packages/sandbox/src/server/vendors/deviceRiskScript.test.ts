// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import type { Window as PageWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The device-risk script's stand-in as a page runs it, in happy-dom: what it takes from its query,
 * what it posts and what it tells the page. The end-to-end tests drive it in Chromium through the
 * shell; this checks its own rules.
 */

// By path: in happy-dom, `URL` is the page's, which Node's file functions do not take.
const SOURCE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../vendor-stand-ins/device-risk/profile.js'), 'utf8');
const SCRIPT_URL = 'http://vendors.bank.localhost:8080/device-risk/v1/profile.js';
const PROFILES_URL = 'http://vendors.bank.localhost:8080/device-risk/v1/profiles';
const PROCESS_ID = '3f2b8c1e-0d4a-4b7e-9a51-6c2d8e0f1a93';
const LOAD_ERROR = 'bankDeviceRisk: processId, deviceType and r are required';

interface BankDeviceRisk {
  version: string;
  processId: string;
  deviceType: string;
  status(): 'pending' | 'profiled' | 'failed';
  whenProfiled(): Promise<'profiled' | 'failed'>;
}

/** The page happy-dom runs, typed by happy-dom's own classes: the sandbox compiles without the DOM's types. */
const window = (globalThis as unknown as { window: PageWindow & { bankDeviceRisk?: BankDeviceRisk } }).window;
const { document } = window;

const urlWith = (query: Record<string, string>) => `${SCRIPT_URL}?${new URLSearchParams(query).toString()}`;
const LOADED_AT_LOGIN = urlWith({ processId: PROCESS_ID, deviceType: 'web', r: '0.7361' });

/** Runs the script as a `<script src>` of the vendors host would, with `src` as the page wrote it (`null`: no current script). */
function runScript(src: string | null = LOADED_AT_LOGIN): void {
  let script = null;
  if (src !== null) {
    script = document.createElement('script');
    script.src = src;
  }
  const currentScript = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  try {
    // Run as the browser runs the file: a classic script in the page's global scope.
    runInThisContext(SOURCE, { filename: src ?? SCRIPT_URL });
  } finally {
    currentScript.mockRestore();
  }
}

function loadDeviceRisk(src?: string): BankDeviceRisk {
  runScript(src);
  if (window.bankDeviceRisk === undefined) throw new Error('the script defined no window.bankDeviceRisk');
  return window.bankDeviceRisk;
}

/** A device whose every signal is known, for as long as the script reads it (it reads them as it loads). */
function onKnownDevice(run: () => void): void {
  const realIntl = Intl;
  vi.stubGlobal('screen', { width: 1440, height: 900, colorDepth: 24 });
  vi.stubGlobal('devicePixelRatio', 2);
  vi.stubGlobal('navigator', {
    language: 'es-ES',
    languages: ['es-ES', 'es', 'en-GB', 'en', 'fr', 'de'],
    hardwareConcurrency: 8,
    maxTouchPoints: 0,
    cookieEnabled: true,
    userAgent: `Mozilla/5.0 ${'x'.repeat(300)}`,
  });
  vi.stubGlobal('Intl', { DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: 'Europe/Madrid' }) }) });
  try {
    run();
  } finally {
    vi.stubGlobal('Intl', realIntl);
  }
}

const answering = (status: number) => vi.fn(() => Promise.resolve(new Response(null, { status })));

describe('the device-risk script stand-in (vendor-stand-ins/device-risk/profile.js)', () => {
  afterEach(() => {
    delete window.bankDeviceRisk;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['no query', SCRIPT_URL],
    ['no processId', urlWith({ deviceType: 'web', r: '0.7361' })],
    ['a processId of 7 characters', urlWith({ processId: 'abc1234', deviceType: 'web', r: '0.7361' })],
    ['a processId of 65 characters', urlWith({ processId: 'a'.repeat(65), deviceType: 'web', r: '0.7361' })],
    ['a processId with an underscore', urlWith({ processId: 'process_20481736', deviceType: 'web', r: '0.7361' })],
    ['no deviceType', urlWith({ processId: PROCESS_ID, r: '0.7361' })],
    ['a deviceType of windows', urlWith({ processId: PROCESS_ID, deviceType: 'windows', r: '0.7361' })],
    ['a deviceType in capitals', urlWith({ processId: PROCESS_ID, deviceType: 'WEB', r: '0.7361' })],
    ['no r', urlWith({ processId: PROCESS_ID, deviceType: 'web' })],
    ['an empty r', urlWith({ processId: PROCESS_ID, deviceType: 'web', r: '' })],
    ['no address of its own (no current script)', null],
  ])('throws at load with %s, defining nothing and posting nothing', (_case, src) => {
    const fetch = answering(204);
    vi.stubGlobal('fetch', fetch);
    expect(() => runScript(src)).toThrow(new Error(LOAD_ERROR));
    expect(window.bankDeviceRisk).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('defines a frozen window.bankDeviceRisk with its version, the process id and the device type, pending until the service answers', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const deviceRisk = loadDeviceRisk(urlWith({ processId: PROCESS_ID, deviceType: 'ios', r: '0.7361' }));
    expect(deviceRisk).toMatchObject({ version: '1.0.0', processId: PROCESS_ID, deviceType: 'ios' });
    expect(Object.isFrozen(deviceRisk)).toBe(true);
    expect(deviceRisk.status()).toBe('pending');
  });

  it('posts exactly { processId, deviceType, signals } as JSON to ./profiles beside the script, without credentials, surviving the page', () => {
    const fetch = answering(204);
    vi.stubGlobal('fetch', fetch);
    onKnownDevice(() => runScript(urlWith({ processId: PROCESS_ID, deviceType: 'android', r: '0.7361' })));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(PROFILES_URL, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        processId: PROCESS_ID,
        deviceType: 'android',
        signals: {
          screen: '1440x900',
          pixelRatio: 2,
          colorDepth: 24,
          timeZone: 'Europe/Madrid',
          language: 'es-ES',
          languages: 'es-ES,es,en-GB,en,fr',
          hardwareConcurrency: 8,
          touchPoints: 0,
          cookiesEnabled: true,
          userAgent: `Mozilla/5.0 ${'x'.repeat(244)}`,
        },
      }),
    });
  });

  it.each([
    ['204', answering(204), 'profiled'],
    ['500', answering(500), 'failed'],
    ['a network error', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))), 'failed'],
  ])(
    'tells the page it is %s after a service answering %s, and whenProfiled resolves it, never rejecting',
    async (_status, fetch, outcome) => {
      vi.stubGlobal('fetch', fetch);
      const deviceRisk = loadDeviceRisk();
      await expect(deviceRisk.whenProfiled()).resolves.toBe(outcome);
      expect(deviceRisk.status()).toBe(outcome);
    },
  );

  it('sends every signal as empty, 0 or false when the browser lacks the APIs, and does not throw', () => {
    const fetch = answering(204);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('screen', undefined);
    vi.stubGlobal('devicePixelRatio', undefined);
    const realIntl = Intl;
    vi.stubGlobal('Intl', undefined);
    try {
      expect(() => runScript()).not.toThrow();
    } finally {
      vi.stubGlobal('Intl', realIntl);
    }
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body) as { signals: unknown };
    expect(body.signals).toEqual({
      screen: '',
      pixelRatio: 0,
      colorDepth: 0,
      timeZone: '',
      language: '',
      languages: '',
      hardwareConcurrency: 0,
      touchPoints: 0,
      cookiesEnabled: false,
      userAgent: '',
    });
  });

  it('sends 0 for a number that is not finite or out of 0 to 100000, and does not throw when a signal’s getter throws', () => {
    const fetch = answering(204);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('devicePixelRatio', Number.POSITIVE_INFINITY);
    vi.stubGlobal('screen', { width: 1440, height: 900, colorDepth: 100_001 });
    vi.stubGlobal('navigator', {
      get userAgent(): string {
        throw new Error('blocked by a privacy extension');
      },
      hardwareConcurrency: -1,
    });
    expect(() => runScript()).not.toThrow();
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body) as { signals: Record<string, unknown> };
    expect(body.signals).toMatchObject({ screen: '1440x900', pixelRatio: 0, colorDepth: 0, hardwareConcurrency: 0, userAgent: '' });
  });

  it('does not throw without fetch, and tells the page profiling failed', async () => {
    vi.stubGlobal('fetch', undefined);
    let deviceRisk: BankDeviceRisk | undefined;
    expect(() => (deviceRisk = loadDeviceRisk())).not.toThrow();
    await expect(deviceRisk?.whenProfiled()).resolves.toBe('failed');
    expect(deviceRisk?.status()).toBe('failed');
  });

  it('profiles the next login’s process when loaded again on the same page: the global names the new process id', () => {
    vi.stubGlobal('fetch', answering(204));
    const first = loadDeviceRisk();
    const next = loadDeviceRisk(urlWith({ processId: 'next-login-0001', deviceType: 'web', r: '0.1' }));
    expect(next).not.toBe(first);
    expect(window.bankDeviceRisk?.processId).toBe('next-login-0001');
  });

  it('runs no markup, eval or inline handlers', () => {
    expect(SOURCE).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function|\.on[a-z]+\s*=|setAttribute\('on/,
    );
  });
});
