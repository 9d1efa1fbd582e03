import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_CONFIG_PATH, DEFAULT_ROOT_ELEMENT_ID, interceptLinks, parseAppConfig } from '@bank-shell/core';
import type { AppConfig } from '@bank-shell/core';
import { ShellProvider } from '@bank-shell/react';
import { App } from './app/App';
import { StartupFailure } from './app/StartupFailure';
import { createServices, createShellStorage } from './app/createServices';
import type { BrowserPlatform } from './app/createServices';
import { connectSessionToRouter } from './app/sessionTransitions';
import { recoverTokensAfterReload, startSessionUpkeep } from './app/sessionUpkeep';

const browser: BrowserPlatform = {
  window,
  document,
  // The native bridge (features.md §4.5) is not wired yet: until it is, every page is a browser page.
  isNativeWrapper: () => false,
  nativeLogin: () => undefined,
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
 * Start-up (ARCHITECTURE.md "Data flow"): storage → services → `config/appConfig` → routes →
 * router → render.
 */
async function start(): Promise<void> {
  const rootElement = document.getElementById(DEFAULT_ROOT_ELEMENT_ID);
  if (!rootElement) throw new Error(`Missing #${DEFAULT_ROOT_ELEMENT_ID} root element`);
  const root = createRoot(rootElement);
  let config: AppConfig | null = null;
  const { storage } = createShellStorage(window);
  const services = createServices(browser, storage, () => config);
  try {
    config = await services.http.get(APP_CONFIG_PATH, { parse: parseAppConfig });
  } catch (error) {
    console.error(error);
    root.render(
      <ShellProvider services={services}>
        <StartupFailure />
      </ShellProvider>,
    );
    return;
  }
  await recoverTokensAfterReload(services.session, storage);
  startSessionUpkeep(services.session, services.coordinator, services.activity, {
    window,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  });
  connectSessionToRouter(services, window);
  interceptLinks(
    rootElement,
    () => window.location,
    (path) => void services.router.navigate(path),
  );
  void services.router.start();
  root.render(
    <StrictMode>
      <ShellProvider services={services}>
        <App navigationFailure={services.navigationFailure} />
      </ShellProvider>
    </StrictMode>,
  );
}

void start();
