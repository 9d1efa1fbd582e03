import { describe, expect, it, vi } from 'vitest';
import {
  LEGACY_APP_GLOBAL,
  LEGACY_APP_LOAD_FAILED,
  LEGACY_APP_NOT_REGISTERED,
  createLegacyAppLoader,
  BLOCK_LEGACY_AUTOLOAD_FLAG,
  createLegacyAppStarter,
  startLegacyTokenSync,
} from './legacyApp';
import type { LegacyApp, LegacyPlatform } from './legacyApp';

const APP_ORIGIN = 'https://bank.example';
const SCRIPT_URL = `${APP_ORIGIN}/legacy/genoma.js`;

/** A page where inserted scripts run when the test says so, and intervals tick by hand. */
function fakePlatform() {
  const globals: Record<string, unknown> = {};
  const scripts: { url: string; onLoad: () => void; onError: () => void }[] = [];
  const intervals = new Map<number, { callback: () => void; ms: number }>();
  let nextHandle = 1;
  const platform: LegacyPlatform = {
    insertScript: (url, onLoad, onError) => scripts.push({ url, onLoad, onError }),
    readGlobal: (name) => globals[name],
    setInterval: (callback, ms) => {
      const handle = nextHandle++;
      intervals.set(handle, { callback, ms });
      return handle;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
  };
  const tick = () => intervals.forEach(({ callback }) => callback());
  return { platform, globals, scripts, intervals, tick };
}

/** Lets the loader's promise chain settle; no clock involved. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

function fakeLegacyApp() {
  const setAccessToken = vi.fn<(token: string | null) => void>();
  const app: LegacyApp = { setAccessToken };
  return { app, setAccessToken };
}

describe('legacy app loader (shell.md §4)', () => {
  it('inserts the script once, shares the load, and resolves with what the script registered', async () => {
    const { platform, globals, scripts } = fakePlatform();
    const load = createLegacyAppLoader(SCRIPT_URL, platform);
    const first = load();
    const second = load();
    expect(scripts.map((script) => script.url)).toEqual([SCRIPT_URL]);
    const { app } = fakeLegacyApp();
    globals[LEGACY_APP_GLOBAL] = app;
    scripts[0]?.onLoad();
    await expect(first).resolves.toBe(app);
    await expect(second).resolves.toBe(app);
  });

  it('rejects a script that registers nothing usable, and tries again on the next load', async () => {
    const { platform, globals, scripts } = fakePlatform();
    const load = createLegacyAppLoader(SCRIPT_URL, platform);
    const first = load();
    globals[LEGACY_APP_GLOBAL] = { setAccessToken: 'not a function' };
    scripts[0]?.onLoad();
    await expect(first).rejects.toThrow(LEGACY_APP_NOT_REGISTERED);
    void load().catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('rejects when the script fails to load', async () => {
    const { platform, scripts } = fakePlatform();
    const loading = createLegacyAppLoader(SCRIPT_URL, platform)();
    scripts[0]?.onError();
    await expect(loading).rejects.toThrow(LEGACY_APP_LOAD_FAILED);
  });
});

describe('legacy token sync every 500 ms (shell.md §9.3)', () => {
  it('hands over the token at once, then every 500 ms only when it changed, and null after logout', () => {
    const { platform, intervals, tick } = fakePlatform();
    const { app, setAccessToken } = fakeLegacyApp();
    let token: string | null = 'access-1';
    startLegacyTokenSync(app, () => token, platform);
    expect([...intervals.values()].map(({ ms }) => ms)).toEqual([500]);
    tick();
    tick();
    expect(setAccessToken.mock.calls).toEqual([['access-1']]);
    token = 'access-2';
    tick();
    token = null;
    tick();
    expect(setAccessToken.mock.calls).toEqual([['access-1'], ['access-2'], [null]]);
  });

  it('stops when asked', () => {
    const { platform, intervals } = fakePlatform();
    const stop = startLegacyTokenSync(fakeLegacyApp().app, () => null, platform);
    stop();
    expect(intervals.size).toBe(0);
  });
});

describe('legacy app start after login', () => {
  function setup(scriptUrl: string | undefined, blockFlag: string | null = null) {
    const page = fakePlatform();
    const logError = vi.fn();
    const starter = createLegacyAppStarter({
      getScriptUrl: () => scriptUrl,
      appOrigin: APP_ORIGIN,
      readAccessToken: () => 'access-1',
      readBlockFlag: () => blockFlag,
      platform: page.platform,
      logError,
    });
    return { ...page, start: () => starter.autoload(), onDemand: () => starter.onDemand(), logError };
  }

  it.each(['true', '1', 'yes', 'TRUE', ' Yes '])('does not load while block-genoma-autoload is %s (shell.md §4: a true value)', (flag) => {
    const { start, scripts } = setup(`${APP_ORIGIN}/legacy/genoma.js`, flag);
    start();
    expect(scripts).toHaveLength(0);
  });

  it.each([null, 'false', '0', 'no', ''])('loads while block-genoma-autoload is %s', (flag) => {
    const { start, scripts } = setup(`${APP_ORIGIN}/legacy/genoma.js`, flag);
    start();
    expect(scripts).toHaveLength(1);
  });

  it('reads the flag under the spec’s own key, block-genoma-autoload', () => {
    expect(BLOCK_LEGACY_AUTOLOAD_FLAG).toBe('block-genoma-autoload');
  });

  it('does nothing when the bank configured no legacy app', () => {
    const { start, scripts, logError } = setup('');
    start();
    expect(scripts).toHaveLength(0);
    expect(logError).not.toHaveBeenCalled();
  });

  it('refuses a script from another origin: the page may run only its own', async () => {
    const { start, scripts, logError } = setup('https://elsewhere.example/genoma.js');
    start();
    await settle();
    expect(scripts).toHaveLength(0);
    expect(logError).toHaveBeenCalledWith(new Error(`Legacy app URL must be on ${APP_ORIGIN}: https://elsewhere.example/genoma.js`));
  });

  it('loads once and runs one sync however many logins follow', async () => {
    const { start, scripts, globals, intervals } = setup(SCRIPT_URL);
    const { app, setAccessToken } = fakeLegacyApp();
    globals[LEGACY_APP_GLOBAL] = app;
    start();
    scripts[0]?.onLoad();
    await settle();
    expect(setAccessToken).toHaveBeenCalledWith('access-1');
    start();
    await settle();
    expect(scripts).toHaveLength(1);
    expect(intervals.size).toBe(1);
  });

  it('logs a failed load', async () => {
    const { start, scripts, logError } = setup(SCRIPT_URL);
    start();
    scripts[0]?.onError();
    await settle();
    expect(logError).toHaveBeenCalledWith(new Error(LEGACY_APP_LOAD_FAILED));
  });

  it('on demand (a security process, features.md §4.10) it loads whatever block-genoma-autoload says: the flag blocks the autoload only', async () => {
    const { onDemand, scripts, globals } = setup(SCRIPT_URL, 'true');
    const { app } = fakeLegacyApp();
    globals[LEGACY_APP_GLOBAL] = app;
    const loading = onDemand();
    expect(scripts).toHaveLength(1);
    scripts[0]?.onLoad();
    await expect(loading).resolves.toBe(app);
  });

  it('on demand it waits for the autoload under way rather than loading again, and starts one token sync', async () => {
    const { start, onDemand, scripts, globals, intervals } = setup(SCRIPT_URL);
    const { app } = fakeLegacyApp();
    globals[LEGACY_APP_GLOBAL] = app;
    start();
    const loading = onDemand();
    scripts[0]?.onLoad();
    await expect(loading).resolves.toBe(app);
    await settle();
    expect(scripts).toHaveLength(1);
    expect(intervals.size).toBe(1);
  });

  it('on demand it refuses when the bank configures no legacy app', async () => {
    const { onDemand, scripts } = setup('');
    await expect(onDemand()).rejects.toThrow('The bank configures no legacy app');
    expect(scripts).toHaveLength(0);
  });
});
