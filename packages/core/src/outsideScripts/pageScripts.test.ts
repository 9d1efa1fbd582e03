import type { ClientKind } from '../channels';
import type { AppConfig } from '../config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentManager, resetOutsideScriptsForTests, startOutsideScripts } from './pageScripts';

const SCRIPT_URL = 'http://vendors.bank.localhost:8080/consent/v1/consent-manager.js';

function configWith(urlsConfig: Record<string, string>): AppConfig {
  return { urlsConfig, propsConfig: { means: [] } };
}

/** A `<script>` element: what was set on it, and its events. */
class FakeScript extends EventTarget {
  async = false;
  crossOrigin: string | null = null;
  integrity = '';
  src = '';
}

/** A page whose `<script>` elements run as the test says: the vendor's global appears on load. */
function fakePage(outcome: 'load' | 'error' | 'never', vendor: object | undefined) {
  const win: Record<string, unknown> = {};
  const scripts: FakeScript[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const platform = {
    window: win,
    document: {
      createElement: () => new FakeScript(),
      head: {
        append(script: FakeScript) {
          scripts.push(script);
          if (outcome === 'never') return;
          if (outcome === 'load' && vendor) win['bankConsent'] = vendor;
          queueMicrotask(() => script.dispatchEvent(new Event(outcome)));
        },
      },
    } as never,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    clearTimeout: () => undefined,
    nativeApp: false,
    clientKind: 'web-transactional' as ClientKind,
    logError: vi.fn(),
  };
  return { platform, scripts, timers };
}

function fakeVendor() {
  return {
    getChoices: () => null,
    onChange: () => () => undefined,
    setUserId: () => undefined,
    pushStatus: () => Promise.resolve(),
    openPreferences: () => undefined,
  };
}

afterEach(resetOutsideScriptsForTests);

describe("the page's outside scripts (issue 20)", () => {
  it('loads the configured consent manager with its integrity, once per page', async () => {
    const vendor = fakeVendor();
    const { platform, scripts } = fakePage('load', vendor);
    const config = configWith({ consentManager: SCRIPT_URL, consentManagerIntegrity: 'sha384-abc' });
    const first = startOutsideScripts(config, platform);
    const second = startOutsideScripts(config, platform);
    expect(await first).not.toBeNull();
    expect(await second).toBe(await first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(SCRIPT_URL);
    expect(scripts[0]!.integrity).toBe('sha384-abc');
  });

  it('loads nothing when the bank configures no consent manager', async () => {
    const { platform, scripts } = fakePage('load', fakeVendor());
    expect(await startOutsideScripts(configWith({ consentManager: '' }), platform)).toBeNull();
    expect(scripts).toHaveLength(0);
  });

  // Issue 42 §4: the native app asks for consent itself, and an agent is not the customer.
  it.each([
    ['inside the native wrapper', { nativeApp: true, clientKind: 'web-transactional' }],
    ['on the Android app’s client', { nativeApp: false, clientKind: 'android-transactional' }],
    ['on the teen iOS app’s client', { nativeApp: false, clientKind: 'teen-ios' }],
    ['to an agent on the assisted client', { nativeApp: false, clientKind: 'assisted' }],
  ] as const)('loads no consent manager %s: no banner, and nothing tracked', async (_where, context) => {
    const { platform, scripts } = fakePage('load', fakeVendor());
    const config = configWith({ consentManager: SCRIPT_URL });
    expect(await startOutsideScripts(config, { ...platform, ...context })).toBeNull();
    expect(scripts).toHaveLength(0);
    expect(await consentManager()).toBeNull();
  });

  it('loads it for the sign-up’s and the teen web’s clients in a browser', async () => {
    for (const clientKind of ['sign-ups', 'teen-web'] as const) {
      resetOutsideScriptsForTests();
      const { platform, scripts } = fakePage('load', fakeVendor());
      expect(await startOutsideScripts(configWith({ consentManager: SCRIPT_URL }), { ...platform, clientKind })).not.toBeNull();
      expect(scripts).toHaveLength(1);
    }
  });

  it('a script that fails to load, or defines nothing usable, is said once and the shell goes on without it', async () => {
    for (const [outcome, vendor] of [
      ['error', undefined],
      ['load', { getChoices: 'no' }],
    ] as const) {
      resetOutsideScriptsForTests();
      const { platform } = fakePage(outcome, vendor);
      expect(await startOutsideScripts(configWith({ consentManager: SCRIPT_URL }), platform)).toBeNull();
      expect(platform.logError).toHaveBeenCalledTimes(1);
    }
  });

  it('a script that never arrives is given up after 10 s', async () => {
    const { platform, timers } = fakePage('never', undefined);
    const loading = startOutsideScripts(configWith({ consentManager: SCRIPT_URL }), platform);
    expect(timers.map(({ ms }) => ms)).toEqual([10_000]);
    timers[0]!.callback();
    expect(await loading).toBeNull();
    expect(platform.logError).toHaveBeenCalledWith(
      expect.objectContaining({ message: `The outside script ${SCRIPT_URL} did not load in time` }),
    );
  });
});

describe('consentManager', () => {
  it('waits for the scripts to be started, then gives the one the page loaded', async () => {
    const vendor = fakeVendor();
    let settled: unknown = 'pending';
    void consentManager().then((manager) => (settled = manager));
    await Promise.resolve();
    expect(settled).toBe('pending');
    const started = await startOutsideScripts(configWith({ consentManager: SCRIPT_URL }), fakePage('load', vendor).platform);
    expect(await consentManager()).toBe(started);
    expect(started).not.toBeNull();
  });
});
