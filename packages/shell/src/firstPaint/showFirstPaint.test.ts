import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ADDRESSES } from '.';
import { showFirstPaint } from './showFirstPaint';
import type { FirstPaintSettings, FirstPaintWindow } from './showFirstPaint';

/** The settings the build writes into the page (docs/first-paint.md), as literal values. */
const SETTINGS: FirstPaintSettings = {
  rootId: 'app',
  loginTrackerKey: 'bank-shell.session.login-tracker',
  localeKey: 'bank-shell.locale',
  locales: ['es-ES', 'en-GB'],
  nativeWrapperGlobal: 'bankNativeWrapper',
};

/** The build's templates: each names the addresses it is painted at, and its language. */
const TEMPLATES = [
  ['default', '/ /app-login/', 'es-ES'],
  ['default', '/ /app-login/', 'en-GB'],
  ['header-only', '/#/login', 'es-ES'],
  ['header-only', '/#/login', 'en-GB'],
]
  .map(
    ([frame, addresses, lang]) =>
      `<template data-first-paint-at="${addresses}" lang="${lang}"><div class="first-paint" inert><button>${frame}-${lang}</button></div></template>`,
  )
  .join('');

interface Visit {
  pathname?: string;
  hash?: string;
  search?: string;
  languages?: readonly string[];
  stored?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** A page as the build writes it (root element, then the templates), and the window the script sees. */
function visit({ pathname = '/', hash = '', search = '', languages = ['es-ES'], stored = {}, extra = {} }: Visit = {}) {
  document.body.innerHTML = `<div id="app"></div>${TEMPLATES}`;
  const items = new Map(Object.entries(stored));
  const win: FirstPaintWindow & Record<string, unknown> = {
    document,
    location: { pathname, hash, search },
    navigator: { languages },
    localStorage: { getItem: (key: string) => items.get(key) ?? null },
    ...extra,
  };
  return { win, root: () => document.getElementById('app') };
}

describe('showFirstPaint: the login painted before the modules load', () => {
  beforeEach(() => {
    document.documentElement.lang = 'es-ES';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the Spanish login in the default frame at / to a Spanish browser, and says so in the lang attribute', () => {
    const { win, root } = visit({ languages: ['es-ES', 'en'] });
    expect(showFirstPaint(win, SETTINGS)).toBe('es-ES');
    expect(root()?.textContent).toBe('default-es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
  });

  it('shows English to a browser that puts English before Spanish, and the header-only frame at #/login', () => {
    const { win, root } = visit({ hash: '#/login', languages: ['en-US', 'es-ES'] });
    expect(showFirstPaint(win, SETTINGS)).toBe('en-GB');
    expect(root()?.textContent).toBe('header-only-en-GB');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('shows English, the default, to a browser that names neither language', () => {
    const { win } = visit({ pathname: '/app-login/', languages: ['fr-FR', 'de'] });
    expect(showFirstPaint(win, SETTINGS)).toBe('en-GB');
  });

  it("follows the customer's stored choice over the browser's languages", () => {
    const { win, root } = visit({ languages: ['es-ES'], stored: { 'bank-shell.locale': 'en-GB' } });
    expect(showFirstPaint(win, SETTINGS)).toBe('en-GB');
    expect(root()?.textContent).toBe('default-en-GB');
  });

  it('ignores a stored choice the shell does not speak', () => {
    const { win } = visit({ languages: ['es'], stored: { 'bank-shell.locale': 'fr-FR' } });
    expect(showFirstPaint(win, SETTINGS)).toBe('es-ES');
  });

  it('shows the markup inert: nothing can be typed into it and lost when the shell replaces it', () => {
    const { win, root } = visit();
    showFirstPaint(win, SETTINGS);
    expect(root()?.querySelector('.first-paint')?.hasAttribute('inert')).toBe(true);
  });

  it.each([
    ['another route, which may be public or kept for after login', { hash: '#/tarjetas' }],
    ['the login route under another path', { pathname: '/clients/bank-twin/', hash: '#/login' }],
    ['a query (another client, an assisted session)', { search: '?clientId=bank-twin' }],
    ['a login tracker in storage (a session may be going on)', { stored: { 'bank-shell.session.login-tracker': '1764000000000' } }],
    ['a native wrapper (the app may hold the session)', { extra: { bankNativeWrapper: {} } }],
  ] satisfies [string, Visit][])('shows nothing with %s', (_reason, options) => {
    const { win, root } = visit(options);
    expect(showFirstPaint(win, SETTINGS)).toBeNull();
    expect(root()?.childNodes).toHaveLength(0);
    expect(document.documentElement.lang).toBe('es-ES');
  });

  it('shows nothing, and does not throw, when storage is blocked', () => {
    const { win, root } = visit();
    Object.defineProperty(win, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(showFirstPaint(win, SETTINGS)).toBeNull();
    expect(root()?.childNodes).toHaveLength(0);
  });

  it('shows nothing when the root already has content, or the template is missing', () => {
    const { win, root } = visit();
    root()?.append(document.createElement('p'));
    expect(showFirstPaint(win, SETTINGS)).toBeNull();
    expect(root()?.childNodes).toHaveLength(1);
    const second = visit();
    document.querySelector('template[lang="es-ES"]')?.remove();
    expect(showFirstPaint(second.win, SETTINGS)).toBeNull();
    expect(second.root()?.childNodes).toHaveLength(0);
  });

  it('takes an address only whole: neither a part of one nor two run together', () => {
    for (const pathname of ['/app', '/app-login', '/ /app-login/', '']) {
      const { win, root } = visit({ pathname });
      expect(showFirstPaint(win, SETTINGS), pathname).toBeNull();
      expect(root()?.childNodes).toHaveLength(0);
    }
  });
});

describe('FIRST_PAINT_ADDRESSES', () => {
  it('names the page, its home, the /app-login/ page and the login route, each with the route it shows', () => {
    expect(FIRST_PAINT_ADDRESSES).toEqual([
      { address: '/', route: '/posicion-global' },
      { address: '/#', route: '/posicion-global' },
      { address: '/#/', route: '/posicion-global' },
      { address: '/#/posicion-global', route: '/posicion-global' },
      { address: '/app-login/', route: '' },
      { address: '/app-login/#/posicion-global', route: '/posicion-global' },
      { address: '/#/login', route: '/login' },
    ]);
  });
});
