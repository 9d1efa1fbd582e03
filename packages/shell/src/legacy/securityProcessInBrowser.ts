import { createWebStorage } from '@bank-shell/core';
import type { AppConfig, HttpClient, SecurityProcessPayload } from '@bank-shell/core';
import { deviceRiskProcessId } from '@bank-shell/core/outside-scripts';
import { legacyAppInBrowser } from './legacyApp';
import type { LegacyAppStarter } from './legacyApp';
import { showLegacyContent } from './legacyContent';
import type { LegacyContentPayload } from './legacyContent';
import { runSecurityProcess } from './securityProcess';
import type { OverlaySignals, RunningSecurityProcess } from './securityProcess';

export interface BrowserSecurityProcessOptions {
  http: HttpClient;
  container: HTMLElement;
  overlay: OverlaySignals;
  config: () => AppConfig | null;
  readAccessToken: () => string | null;
  language: () => string;
  logError: (error: unknown) => void;
}

/** This page's legacy app: its window, document and timers. */
function pageLegacyApp(config: () => AppConfig | null, readAccessToken: () => string | null): LegacyAppStarter {
  return legacyAppInBrowser({
    window,
    document,
    timers: {
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    config,
    readAccessToken,
  });
}

/** {@link runSecurityProcess} on this page: its legacy app, its storage, its timers. */
export function runSecurityProcessInBrowser(
  payload: SecurityProcessPayload,
  options: BrowserSecurityProcessOptions,
): RunningSecurityProcess {
  const { config, readAccessToken, logError } = options;
  const legacyApp = pageLegacyApp(config, readAccessToken);
  return runSecurityProcess(payload, {
    ...options,
    loadLegacyUi: () => legacyApp.onDemand(),
    deviceRiskProcessId: () => deviceRiskProcessId(createWebStorage(window), logError),
  });
}

export interface BrowserLegacyContentOptions {
  config: () => AppConfig | null;
  readAccessToken: () => string | null;
  language: () => string;
}

/** {@link showLegacyContent} on this page: its legacy app, loaded on demand. */
export function showLegacyContentInBrowser(payload: LegacyContentPayload, options: BrowserLegacyContentOptions): Promise<void> {
  const legacyApp = pageLegacyApp(options.config, options.readAccessToken);
  return showLegacyContent(payload, { loadLegacyApp: () => legacyApp.onDemand(), window, language: options.language });
}
