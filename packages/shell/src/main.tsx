import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  APP_CONFIG_PATH,
  CHANNEL_CODE,
  DEFAULT_CLIENT_ID,
  DEFAULT_ROOT_ELEMENT_ID,
  findMountRoot,
  findNativeWrapper,
  interceptLinks,
  parseAppConfig,
  resolveChannel,
} from '@bank-shell/core';
import type { AppConfig, Channel } from '@bank-shell/core';
import { ShellProvider } from '@bank-shell/react';
import { App } from './app/App';
import { StartupFailure } from './app/StartupFailure';
import { createServices, createShellStorage } from './services';
import type { BrowserPlatform } from './services';
import { connectSessionToRouter } from './app/sessionTransitions';
import { createSignedInConfig } from './app/signedInConfig';
import { recoverTokensAfterReload } from './app/recoverTokens';
import { readPageConfig } from './app/pageConfig';
import { developerToolsAllowed } from './inspector/developerTools';
import { showsPaintedPage } from './firstPaint/paintedPage';

const browser: BrowserPlatform = {
  window,
  document,
  nativeWrapper: findNativeWrapper(window),
  resolvesModule: (specifier) => {
    try {
      import.meta.resolve(specifier);
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * How long the first render waits for the first route to be ready. The login page's module is
 * preloaded, so it is ready within a few milliseconds and the page appears in one paint.
 */
const FIRST_RENDER_WAIT_MS = 200;
/**
 * How long it waits with a page painted from the HTML in the root (the login, a returning
 * customer's overview, docs/first-paint.md): that page shows more than the shell's frame and its
 * loading state would, so it stays until the first route is ready (its first answers in), up to this.
 */
const PAINTED_FIRST_RENDER_WAIT_MS = 5_000;

/** The meta tag that names the page's client (shell.md §6). */
const CLIENT_ID_META = 'meta[name="bank-client-id"]';
/** Only to render the start-up failure of a page whose client id is unknown. */
const FALLBACK_CHANNEL: Channel = {
  clientId: DEFAULT_CLIENT_ID,
  clientKind: 'web-transactional',
  code: CHANNEL_CODE.web,
  assistedApp: null,
};

/**
 * Start-up (ARCHITECTURE.md "Data flow"): storage → channel → services → the configuration (the
 * page's, else `config/appConfig`) → routes → router → render.
 */
async function start(): Promise<void> {
  const rootElement = findMountRoot(document);
  if (!rootElement) throw new Error(`Missing #${DEFAULT_ROOT_ELEMENT_ID} root element`);
  const root = createRoot(rootElement);
  let config: AppConfig | null = null;
  const storage = await createShellStorage(window);
  let channel: Channel | null = null;
  try {
    const clientId = document.querySelector<HTMLMetaElement>(CLIENT_ID_META)?.content ?? null;
    channel = resolveChannel({ clientId, query: new URLSearchParams(window.location.search), storage });
    document.documentElement.dataset['channel'] = String(channel.code);
    document.documentElement.dataset['clientKind'] = channel.clientKind;
  } catch (error) {
    console.error(error);
  }
  const services = createServices(browser, storage, () => config, channel ?? FALLBACK_CHANNEL);
  // The developer inspector (issue 40 §4), a chunk of its own, only on a sandbox page that allows
  // overrides; it records the bus from here on. Should it fail to load, the browser reports it.
  if (developerToolsAllowed(document)) {
    void import('./inspector').then(({ installInspector }) => installInspector({ services, window, document }));
  }
  try {
    if (channel === null) throw new Error('The page names no client this shell knows');
    // The configuration the page carries, checked as the API's answer is; the API's when it carries
    // none. The chosen language's texts load beside it (English is not in the page).
    const carried = readPageConfig(document);
    [config] = await Promise.all([
      carried === undefined ? services.http.get(APP_CONFIG_PATH, { parse: parseAppConfig }) : parseAppConfig(carried),
      services.i18n.ready(),
    ]);
  } catch (error) {
    console.error(error);
    root.render(
      <ShellProvider services={services}>
        <StartupFailure />
      </ShellProvider>,
    );
    return;
  }
  const signedInConfig = createSignedInConfig({
    current: () => config,
    replace: (complete) => {
      config = complete;
    },
    load: () => services.http.get(APP_CONFIG_PATH, { parse: parseAppConfig }),
    logError: (error) => console.error(error),
  });
  await recoverTokensAfterReload(services.session, storage);
  // A session this page did not expect (its tokens outlived the cookie the server looks at).
  if (services.session.state.getSnapshot().status === 'completed') await signedInConfig.ensure();
  connectSessionToRouter(services, window, signedInConfig, (error) => console.error(error));
  interceptLinks(
    rootElement,
    () => window.location,
    (path) => void services.router.navigate(path),
  );
  // A first page whose module is already here (the login page preloads it) appears in one paint;
  // a slower one does not hold the shell's frame and loading state back for long, unless a page
  // painted from the HTML shows in the meantime.
  const firstRenderWaitMs = showsPaintedPage(document) ? PAINTED_FIRST_RENDER_WAIT_MS : FIRST_RENDER_WAIT_MS;
  await Promise.race([services.router.start(), new Promise((resolve) => window.setTimeout(resolve, firstRenderWaitMs))]);
  // A transition renders in slices that give the main thread back every few milliseconds, so the
  // first render of a page never blocks a tap for long; the page painted from the HTML stays until
  // React's page is complete.
  startTransition(() => {
    root.render(
      <StrictMode>
        <ShellProvider services={services}>
          <App navigationFailure={services.navigationFailure} />
        </ShellProvider>
      </StrictMode>,
    );
  });
}

void start();
