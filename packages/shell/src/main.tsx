import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_CONFIG_PATH, parseAppConfig } from '@bank-shell/core';
import type { AppConfig } from '@bank-shell/core';
import { ShellProvider } from '@bank-shell/react';
import { App } from './app/App';
import { StartupFailure } from './app/StartupFailure';
import { createServices, createShellStorage } from './app/createServices';

/**
 * Start-up (ARCHITECTURE.md "Data flow"): storage → services → `config/appConfig` → routes →
 * router → render.
 */
async function start(): Promise<void> {
  const rootElement = document.getElementById('app');
  if (!rootElement) throw new Error('Missing #app root element');
  const root = createRoot(rootElement);
  let config: AppConfig | null = null;
  const services = createServices({ window, document }, createShellStorage(window), () => config);
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
  services.router.start();
  root.render(
    <StrictMode>
      <ShellProvider services={services}>
        <App />
      </ShellProvider>
    </StrictMode>,
  );
}

void start();
