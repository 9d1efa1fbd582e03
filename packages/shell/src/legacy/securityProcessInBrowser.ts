import { createWebStorage } from '@bank-shell/core';
import type { AppConfig, HttpClient, SecurityProcessPayload } from '@bank-shell/core';
import { deviceRiskProcessId } from '@bank-shell/core/outside-scripts';
import { legacyAppInBrowser } from './legacyApp';
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

/** {@link runSecurityProcess} on this page: its legacy app, its storage, its timers. */
export function runSecurityProcessInBrowser(
  payload: SecurityProcessPayload,
  options: BrowserSecurityProcessOptions,
): RunningSecurityProcess {
  const { config, readAccessToken, logError } = options;
  const legacyApp = legacyAppInBrowser({
    window,
    document,
    timers: {
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    config,
    readAccessToken,
  });
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
  const legacyApp = legacyAppInBrowser({
    window,
    document,
    timers: {
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    config: options.config,
    readAccessToken: options.readAccessToken,
  });
  return showLegacyContent(payload, { loadLegacyApp: () => legacyApp.onDemand(), window, language: options.language });
}
