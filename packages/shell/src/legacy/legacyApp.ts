import { loadOnce } from '@bank-shell/core';
import { LEGACY_TOKEN_SYNC_INTERVAL_MS } from '@bank-shell/core/signed-in';

/**
 * The bank's previous web app ("Genoma"), still serving some products. It is a classic script
 * that, once loaded, registers itself on `window` under {@link LEGACY_APP_GLOBAL}. The shell
 * starts it 15 s after a login (shell.md §4) and keeps it signed in with the shell's token.
 */
export interface LegacyApp {
  /** The access token to call the bank with; `null` after logout. */
  setAccessToken(token: string | null): void;
}

/** Where the legacy script registers itself. */
export const LEGACY_APP_GLOBAL = 'genomaApp';

export const LEGACY_APP_NOT_REGISTERED = `The legacy app script loaded but registered no window.${LEGACY_APP_GLOBAL}`;
export const LEGACY_APP_LOAD_FAILED = 'The legacy app script failed to load';
export const LEGACY_APP_NOT_CONFIGURED = 'The bank configures no legacy app';

/** What loading and syncing need from the browser. */
export interface LegacyPlatform {
  /** Adds a classic `<script src>` to the page; calls back once it ran or failed. */
  insertScript(url: string, onLoad: () => void, onError: () => void): void;
  /** Reads what the script registered. */
  readGlobal(name: string): unknown;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

function isLegacyApp(value: unknown): value is LegacyApp {
  return typeof value === 'object' && value !== null && typeof (value as Partial<LegacyApp>).setAccessToken === 'function';
}

/**
 * Loads the legacy app once: later calls share the first load. A failed load may be tried again.
 */
export function createLegacyAppLoader(
  scriptUrl: string,
  platform: Pick<LegacyPlatform, 'insertScript' | 'readGlobal'>,
): () => Promise<LegacyApp> {
  return loadOnce(
    () =>
      new Promise<LegacyApp>((resolve, reject) => {
        platform.insertScript(
          scriptUrl,
          () => {
            const app = platform.readGlobal(LEGACY_APP_GLOBAL);
            if (isLegacyApp(app)) resolve(app);
            else reject(new Error(LEGACY_APP_NOT_REGISTERED));
          },
          () => reject(new Error(LEGACY_APP_LOAD_FAILED)),
        );
      }),
  );
}

/**
 * Keeps the legacy app on the shell's token: every 500 ms (shell.md §9) it hands over the current
 * access token when it changed, `null` once the customer logged out. The copy goes one way only:
 * the shell alone refreshes tokens, since two refreshers would spend the same rotating refresh
 * token and the bank would revoke the family.
 * @returns a function that stops the sync.
 */
export function startLegacyTokenSync(
  app: LegacyApp,
  readAccessToken: () => string | null,
  timers: Pick<LegacyPlatform, 'setInterval' | 'clearInterval'>,
): () => void {
  let handedOver: string | null | undefined;
  const sync = () => {
    const token = readAccessToken();
    if (token === handedOver) return;
    handedOver = token;
    app.setAccessToken(token);
  };
  sync();
  const handle = timers.setInterval(sync, LEGACY_TOKEN_SYNC_INTERVAL_MS);
  return () => timers.clearInterval(handle);
}

/** The `urlsConfig` entry naming the legacy app's script. */
export const LEGACY_APP_URL_KEY = 'legacyApp';

/**
 * The local flag that blocks the legacy app's autoload when set to a true value (shell.md §4), under
 * the spec's own key in local storage: not one of the shell's prefixed keys, since people and
 * tools set it by hand.
 */
export const BLOCK_LEGACY_AUTOLOAD_FLAG = 'block-genoma-autoload';
const TRUE_VALUES = new Set(['true', '1', 'yes']);

/** Whether the flag's value is a true one (`true`, `1`, `yes`, in any case). */
export function blocksLegacyAutoload(flag: string | null): boolean {
  return flag !== null && TRUE_VALUES.has(flag.trim().toLowerCase());
}

export interface LegacyAppStarterOptions {
  /** The configured script URL; `undefined` or empty when the bank runs no legacy app. */
  getScriptUrl: () => string | undefined;
  /** The page's origin: the script must come from it (the page's CSP allows no other). */
  appOrigin: string;
  readAccessToken: () => string | null;
  /** Reads the `block-genoma-autoload` flag (null when unset, or where storage is blocked). */
  readBlockFlag: () => string | null;
  platform: LegacyPlatform;
  logError: (error: unknown) => void;
}

/** The legacy app as the shell starts it: at the autoload after a login, or when the shell needs it now. */
export interface LegacyAppStarter {
  /**
   * What the session calls 15 s after a login (`loadLegacyApp`): loads the legacy app if the bank
   * configured one and the `block-genoma-autoload` flag does not block it, then starts the token
   * sync. Later logins reuse both.
   */
  autoload(): void;
  /**
   * Loads it now, whatever the flag says (the flag blocks the autoload only), for a security
   * process it shows (features.md §4.10): a load under way is waited for, a loaded app reused.
   */
  onDemand(): Promise<LegacyApp>;
}

/** The legacy app of a page (see {@link LegacyAppStarter}), token sync included once it has loaded. */
export function createLegacyAppStarter({
  getScriptUrl,
  appOrigin,
  readAccessToken,
  readBlockFlag,
  platform,
  logError,
}: LegacyAppStarterOptions): LegacyAppStarter {
  let load: (() => Promise<LegacyApp>) | null = null;
  let syncing = false;
  function onDemand(): Promise<LegacyApp> {
    if (!load) {
      const configured = getScriptUrl();
      if (!configured) return Promise.reject(new Error(LEGACY_APP_NOT_CONFIGURED));
      const url = URL.canParse(configured) ? new URL(configured) : null;
      if (url === null || url.origin !== appOrigin)
        return Promise.reject(new Error(`Legacy app URL must be on ${appOrigin}: ${configured}`));
      load = createLegacyAppLoader(url.href, platform);
    }
    return load().then((app) => {
      if (!syncing) {
        syncing = true;
        startLegacyTokenSync(app, readAccessToken, platform);
      }
      return app;
    });
  }
  return {
    autoload() {
      if (blocksLegacyAutoload(readBlockFlag()) || !getScriptUrl()) return;
      onDemand().catch(logError);
    },
    onDemand,
  };
}

/** What {@link startLegacyAppInBrowser} needs from the page. */
export interface BrowserLegacyOptions {
  window: Window;
  document: Document;
  timers: Pick<LegacyPlatform, 'setInterval' | 'clearInterval'>;
  config: () => { urlsConfig: Readonly<Record<string, string>> } | null;
  readAccessToken: () => string | null;
}

let browserStarter: LegacyAppStarter | null = null;

/** The page's legacy app: one starter per page, however many logins. */
export function legacyAppInBrowser({
  window: win,
  document: doc,
  timers,
  config,
  readAccessToken,
}: BrowserLegacyOptions): LegacyAppStarter {
  browserStarter ??= createLegacyAppStarter({
    getScriptUrl: () => config()?.urlsConfig[LEGACY_APP_URL_KEY],
    appOrigin: win.location.origin,
    readAccessToken,
    readBlockFlag: () => {
      try {
        return win.localStorage.getItem(BLOCK_LEGACY_AUTOLOAD_FLAG);
      } catch {
        // Where the browser blocks storage nobody can have set the flag.
        return null;
      }
    },
    platform: {
      insertScript: (url, onLoad, onError) => {
        const script = doc.createElement('script');
        script.src = url;
        script.async = true;
        script.addEventListener('load', onLoad);
        script.addEventListener('error', onError);
        doc.head.append(script);
      },
      readGlobal: (name) => (win as unknown as Record<string, unknown>)[name],
      setInterval: timers.setInterval,
      clearInterval: timers.clearInterval,
    },
    logError: (error) => console.error(error),
  });
  return browserStarter;
}

/** The session's `loadLegacyApp` in the browser: the autoload after a login. */
export function startLegacyAppInBrowser(options: BrowserLegacyOptions): void {
  legacyAppInBrowser(options).autoload();
}
