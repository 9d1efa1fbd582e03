import { THEMES } from '@bank-shell/core';
import type { Theme } from '../events';
import { DARK_SCHEME_QUERY, DISPLAY_ATTRIBUTE, DISPLAY_MESSAGE, THEME_STORAGE_KEY } from './constants';

/** The scheme that applies: the theme itself, or the device's for `system`. */
export type ColorScheme = 'light' | 'dark';

/** A theme that is not one of the three (features.md §8). */
export class ThemeError extends Error {
  override name = 'ThemeError';
  constructor() {
    super(DISPLAY_MESSAGE.themeInvalid);
  }
}

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** What the theme needs of the page: injected, so tests give fakes. */
export interface ThemeHost {
  /** The document's root element. */
  root: Pick<Element, 'setAttribute'>;
  /** The page's local storage (the spec's keys are unprefixed); null when the browser blocks it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  matchMedia: (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  /** The native app's own theme call, inside its wrapper: its screens follow the web's. */
  setNativeTheme?: ((theme: Theme) => Promise<unknown>) | undefined;
  logError: (error: unknown) => void;
}

export interface ThemeService {
  /** The customer's choice. */
  current(): Theme;
  /** What applies now. */
  scheme(): ColorScheme;
  /**
   * Applies and keeps a theme (the theme event, the personal area). Throws {@link ThemeError} for
   * anything but `light`, `dark` or `system`, and changes nothing then.
   */
  apply(theme: unknown): void;
  /** Stops following the device's scheme. */
  stop(): void;
}

/**
 * The customer's theme (features.md §4.6): light, dark, or the device's (`system`), which is
 * followed live. The choice is kept under `user-color-scheme` and what applies under
 * `pref-color-scheme`; the root's `data-theme` attribute carries the choice, and the styles do the
 * rest (a script in the page's head sets the same attribute before the first paint, so the page
 * never flashes the other scheme). A stored choice that is not valid is ignored: the device's
 * scheme applies.
 */
export function startTheme(host: ThemeHost): ThemeService {
  const { root, storage, logError } = host;
  const darkQuery = host.matchMedia(DARK_SCHEME_QUERY);
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch (error) {
      logError(error);
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      storage?.setItem(key, value);
    } catch (error) {
      logError(error);
    }
  };

  const stored = read(THEME_STORAGE_KEY.choice);
  if (stored !== null && !isTheme(stored)) logError(new ThemeError());
  let current: Theme = isTheme(stored) ? stored : 'system';
  const scheme = (): ColorScheme => (current === 'system' ? (darkQuery.matches ? 'dark' : 'light') : current);
  const show = () => {
    root.setAttribute(DISPLAY_ATTRIBUTE.theme, current);
    write(THEME_STORAGE_KEY.applied, scheme());
  };
  const onDeviceChange = () => {
    if (current === 'system') write(THEME_STORAGE_KEY.applied, scheme());
  };
  darkQuery.addEventListener('change', onDeviceChange);
  show();

  return {
    current: () => current,
    scheme,
    apply(theme) {
      if (!isTheme(theme)) throw new ThemeError();
      current = theme;
      write(THEME_STORAGE_KEY.choice, theme);
      show();
      host.setNativeTheme?.(theme).catch(logError);
    },
    stop: () => darkQuery.removeEventListener('change', onDeviceChange),
  };
}
