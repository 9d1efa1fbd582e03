import { EVENT_TOPIC } from '@bank-shell/core';
import { applyHiddenBalancesPreference, createMaskedMode, startTheme } from '@bank-shell/core/signed-in';
import type { ThemeHost } from '@bank-shell/core/signed-in';
import type { ShellServices } from '@bank-shell/react';

/** What the display preferences take from the browser: injected, so tests give fakes. */
export interface DisplayPlatform {
  /** The document's root element, whose attributes the styles follow. */
  root: HTMLElement;
  storage: ThemeHost['storage'];
  matchMedia: ThemeHost['matchMedia'];
  decodeBase64: (value: string) => string;
  logError: (error: unknown) => void;
  warn: (message: string, detail: unknown) => void;
}

/**
 * A signed-in customer's display (features.md §4.6, §5; shell.md §6): the theme (kept in this
 * browser, already applied by the page's head script), masked balances (on after login when the
 * customer's preference says so, and with the masked-mode event), and the affluent level of the
 * affluent-mark event. A payload the event bus accepted but the display refuses is logged. Returns
 * what stops it; masked balances end with the customer's session.
 */
export function startDisplayPreferences(services: ShellServices, platform: DisplayPlatform): () => void {
  const { http, session, events, native } = services;
  const { logError } = platform;
  const theme = startTheme({
    root: platform.root,
    storage: platform.storage,
    matchMedia: platform.matchMedia,
    setNativeTheme: native.wrapper ? (value) => native.call('setTheme', { theme: value }) : undefined,
    logError,
  });
  const masked = createMaskedMode(platform.root);
  let choseMaskedMode = false;
  let preferencesOf: string | null = null;
  const followLogin = () => {
    const { status, personId } = session.state.getSnapshot();
    if (status !== 'completed' || personId === null) {
      preferencesOf = null;
      return;
    }
    if (preferencesOf === personId) return;
    preferencesOf = personId;
    choseMaskedMode = false;
    void applyHiddenBalancesPreference(http, masked, platform.warn, () => choseMaskedMode || preferencesOf !== personId);
  };
  const logged =
    <P>(apply: (payload: P) => void) =>
    (payload: P) => {
      try {
        apply(payload);
      } catch (error) {
        logError(error);
      }
    };
  const stops = [
    events.subscribe(
      EVENT_TOPIC.theme,
      logged(({ theme: value }) => theme.apply(value)),
    ),
    events.subscribe(
      EVENT_TOPIC.maskedMode,
      logged(({ enable }) => {
        choseMaskedMode = true;
        masked.set(enable);
      }),
    ),
    events.subscribe(
      EVENT_TOPIC.affluentMark,
      logged(({ affluentMark }) => {
        void import('@bank-shell/core/session-actions').then(({ decodeAffluentMark }) =>
          session.setAffluentLevel(decodeAffluentMark(affluentMark, platform.decodeBase64, (message) => logError(new Error(message)))),
        );
      }),
    ),
    session.state.subscribe(followLogin),
  ];
  followLogin();
  return () => {
    for (const stop of stops) stop();
    theme.stop();
    masked.set(false);
  };
}
