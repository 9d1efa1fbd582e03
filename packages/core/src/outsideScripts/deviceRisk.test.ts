import { createMemoryStorage } from '../storage';
import type { AppConfig } from '../config';
import type { KeyValueStorage } from '../storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceRiskProcessId, forgetDeviceRiskProcessId, profileDevice } from './deviceRisk';

const SCRIPT_URL = 'http://vendors.bank.localhost:8080/device-risk/v1/profile.js';

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

/**
 * A page whose `<script>` runs as the test says. On load the vendor's script defines
 * `window.bankDeviceRisk` for the process id of its address, as the real one does, unless told to
 * define another or none.
 */
function fakePage(
  outcome: 'load' | 'error',
  defines: 'its-id' | 'other-id' | 'nothing' = 'its-id',
  storage: KeyValueStorage | null = createMemoryStorage(),
) {
  const win: Record<string, unknown> = {};
  const scripts: FakeScript[] = [];
  let ids = 0;
  const platform = {
    window: win,
    storage,
    randomId: () => `id-${(ids += 1)}`,
    document: {
      createElement: () => new FakeScript(),
      head: {
        append(script: FakeScript) {
          scripts.push(script);
          const processId = new URL(script.src).searchParams.get('processId');
          if (outcome === 'load' && defines !== 'nothing')
            win['bankDeviceRisk'] = { processId: defines === 'its-id' ? processId : 'another' };
          queueMicrotask(() => script.dispatchEvent(new Event(outcome)));
        },
      },
    } as never,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    logError: vi.fn(),
  };
  return { platform, scripts, storage };
}

const CONFIG = configWith({ deviceRisk: SCRIPT_URL, deviceRiskIntegrity: 'sha384-xyz' });
const WEB = { deviceType: 'web', timeoutMs: 10_000 } as const;
const loggedMessages = (logError: ReturnType<typeof vi.fn>) => logError.mock.calls.map(([error]) => (error as Error).message);

afterEach(() => forgetDeviceRiskProcessId(null));

describe('the device-risk script (features.md §4.9)', () => {
  it('is loaded from the configured URL with the process id, the device type and a random value, and its integrity', async () => {
    const { platform, scripts } = fakePage('load');
    const processId = await profileDevice(CONFIG, WEB, platform);
    expect(processId).toBe('id-1');
    expect(scripts).toHaveLength(1);
    const src = new URL(scripts[0]!.src);
    expect(`${src.origin}${src.pathname}`).toBe(SCRIPT_URL);
    expect(Object.fromEntries(src.searchParams)).toEqual({ processId: 'id-1', deviceType: 'web', r: 'id-2' });
    expect(scripts[0]!.integrity).toBe('sha384-xyz');
    expect(platform.logError).not.toHaveBeenCalled();
  });

  it('keeps the process id in local storage under device-risk-process-id (features.md §3)', async () => {
    const { platform, storage } = fakePage('load');
    await profileDevice(CONFIG, WEB, platform);
    expect(storage?.get('device-risk-process-id')).toBe('id-1');
  });

  it('each login profiles anew, under a new process id', async () => {
    const first = fakePage('load');
    await profileDevice(CONFIG, WEB, first.platform);
    first.platform.randomId = () => 'next-login';
    await profileDevice(CONFIG, WEB, first.platform);
    expect(first.storage?.get('device-risk-process-id')).toBe('next-login');
  });

  it('in the native app the id also goes to the native fraud-detection SDK, with the app platform as the device type', async () => {
    const { platform, scripts } = fakePage('load');
    const sendToNativeSdk = vi.fn(() => Promise.resolve());
    await profileDevice(CONFIG, { deviceType: 'android', sendToNativeSdk, timeoutMs: 10_000 }, platform);
    expect(sendToNativeSdk).toHaveBeenCalledWith('id-1');
    expect(new URL(scripts[0]!.src).searchParams.get('deviceType')).toBe('android');
  });

  it('a script that fails to load logs the fraud-detection console error, and profiling ends (login goes on)', async () => {
    const { platform } = fakePage('error');
    await expect(profileDevice(CONFIG, WEB, platform)).resolves.toBe('id-1');
    expect(loggedMessages(platform.logError)).toEqual(['The fraud-detection component could not be initialised']);
  });

  it('a script that loads but does not start (throws at load, or never defines its global for this id) logs the same error', async () => {
    for (const defines of ['nothing', 'other-id'] as const) {
      const { platform } = fakePage('load', defines);
      await profileDevice(CONFIG, WEB, platform);
      expect(loggedMessages(platform.logError)).toEqual(['The fraud-detection component could not be initialised']);
    }
  });

  it('an SDK that refuses the id is logged, and the web profiling is still done', async () => {
    const { platform, storage } = fakePage('load');
    const refusal = new Error('Capability not available');
    await profileDevice(CONFIG, { deviceType: 'ios', sendToNativeSdk: () => Promise.reject(refusal), timeoutMs: 10_000 }, platform);
    expect(platform.logError).toHaveBeenCalledWith(refusal);
    expect(storage?.get('device-risk-process-id')).toBe('id-1');
  });

  it('loads nothing and keeps no id when the bank configures no script', async () => {
    const { platform, scripts, storage } = fakePage('load');
    expect(await profileDevice(configWith({ deviceRisk: '' }), WEB, platform)).toBeNull();
    expect(scripts).toHaveLength(0);
    expect(storage?.get('device-risk-process-id')).toBeNull();
  });
});

describe('the device-risk step (features.md §5: it needs a stored process id)', () => {
  it('answers the stored process id', () => {
    const storage = createMemoryStorage();
    storage.set('device-risk-process-id', 'a1b2c3d4');
    const logError = vi.fn();
    expect(deviceRiskProcessId(storage, logError)).toBe('a1b2c3d4');
    expect(logError).not.toHaveBeenCalled();
  });

  it("without one it says 'processId is not present' on the console and answers null", () => {
    const logError = vi.fn();
    expect(deviceRiskProcessId(createMemoryStorage(), logError)).toBeNull();
    expect(loggedMessages(logError)).toEqual(['processId is not present']);
  });

  it('after logout the id is gone', async () => {
    const { platform, storage } = fakePage('load');
    await profileDevice(CONFIG, WEB, platform);
    forgetDeviceRiskProcessId(storage);
    const logError = vi.fn();
    expect(deviceRiskProcessId(storage, logError)).toBeNull();
    expect(loggedMessages(logError)).toEqual(['processId is not present']);
  });

  it('where the browser blocks storage, the page remembers the id it profiled under', async () => {
    const { platform } = fakePage('load', 'its-id', null);
    await profileDevice(CONFIG, WEB, platform);
    const logError = vi.fn();
    expect(deviceRiskProcessId(null, logError)).toBe('id-1');
    expect(logError).not.toHaveBeenCalled();
  });
});
