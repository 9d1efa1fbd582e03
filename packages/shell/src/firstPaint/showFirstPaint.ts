import { browserLocale } from '../services/shellI18n';

/**
 * On each first-paint `<template>`: the addresses (path and hash, space-separated) it is painted
 * at. Its `lang` attribute says its language.
 */
export const FIRST_PAINT_ADDRESSES_ATTRIBUTE = 'data-first-paint-at';

/**
 * What the first-paint script must agree on with the shell. The build fills it in from the
 * modules that own each value, so the script inlined in the page imports nothing and stays small.
 */
export interface FirstPaintSettings {
  /** `id` of the element the shell renders into. */
  rootId: string;
  /** Web Storage key of the login tracker, present while a session may be going on. */
  loginTrackerKey: string;
  /** Web Storage key of the language the customer chose. */
  localeKey: string;
  /** The languages the shell speaks. */
  locales: readonly string[];
  /** The global through which a native app's wrapper talks to the page. */
  nativeWrapperGlobal: string;
}

/** What the first-paint script reads of the page: injected, so tests give it a fake. */
export interface FirstPaintWindow {
  document: Pick<Document, 'getElementById' | 'querySelectorAll' | 'documentElement'>;
  location: Pick<Location, 'pathname' | 'hash' | 'search'>;
  navigator: Pick<Navigator, 'languages'>;
  readonly localStorage: Pick<Storage, 'getItem'>;
}

/**
 * Runs inline in the page, below its root element, before the first paint (docs/first-paint.md):
 * a visitor arriving at the login without a session sees the login page's markup, in the language
 * the shell will choose, while the modules load; the shell's first render replaces it. The markup
 * is inert, so nothing can be typed into it and lost.
 *
 * Shown only when the shell is sure to render that page: at an address a template names, with no
 * session left in storage, no query (another client or an assisted session), no native wrapper
 * (the app may hold a session). In any doubt, or on any error (storage blocked), the page stays
 * as it was: empty until the shell renders.
 *
 * @returns the language shown, or `null` when nothing was shown
 */
export function showFirstPaint(win: FirstPaintWindow, settings: FirstPaintSettings): string | null {
  try {
    const { rootId, loginTrackerKey, localeKey, locales, nativeWrapperGlobal } = settings;
    const storage = win.localStorage;
    if (win.location.search !== '' || nativeWrapperGlobal in win || storage.getItem(loginTrackerKey) !== null) return null;
    const stored = storage.getItem(localeKey);
    const locale = stored !== null && locales.includes(stored) ? stored : browserLocale(win.navigator.languages);
    const address = win.location.pathname + win.location.hash;
    const template = Array.from(win.document.querySelectorAll<HTMLTemplateElement>(`template[${FIRST_PAINT_ADDRESSES_ATTRIBUTE}]`)).find(
      (candidate) => candidate.lang === locale && candidate.getAttribute(FIRST_PAINT_ADDRESSES_ATTRIBUTE)?.split(' ').includes(address),
    );
    const root = win.document.getElementById(rootId);
    if (!root || root.firstChild || !template) return null;
    root.append(template.content.cloneNode(true));
    win.document.documentElement.lang = locale;
    return locale;
  } catch {
    return null;
  }
}
