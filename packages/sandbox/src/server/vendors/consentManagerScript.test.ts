// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import type { HTMLElement as PageElement, HTMLInputElement as PageInput, Window as PageWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The consent manager's stand-in as a page runs it, in happy-dom: its banner, its storage and its
 * receipts. The end-to-end tests drive it in Chromium through the shell; this checks its own rules.
 * Stylesheets are not fetched: happy-dom reports them loaded, so the banner shows at once.
 */

// By path: in happy-dom, `URL` is the page's, which Node's file functions do not take.
const SOURCE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../vendor-stand-ins/consent/consent-manager.js'), 'utf8');
const SCRIPT_URL = 'http://vendors.bank.localhost:8080/consent/v1/consent-manager.js';
const STORAGE_KEY = 'bank-consent-choices';

interface BankConsent {
  version: number;
  getChoices(): { analytics: boolean; personalisation: boolean } | null;
  onChange(listener: (choices: { analytics: boolean; personalisation: boolean }) => void): () => void;
  setUserId(id: unknown, identity?: unknown): void;
  pushStatus(): Promise<void>;
  openPreferences(): void;
}

/** The page happy-dom runs, typed by happy-dom's own classes: the sandbox compiles without the DOM's types. */
const window = (globalThis as unknown as { window: PageWindow & { bankConsent?: BankConsent } }).window;
const { document, localStorage } = window;

/** Runs the script as a `<script src>` of the vendors host would, on a page in `lang`. */
function loadConsentManager(options: { lang?: string; stored?: string } = {}): { consent: BankConsent; ready: number } {
  document.documentElement.lang = options.lang ?? 'en-GB';
  if (options.stored !== undefined) localStorage.setItem(STORAGE_KEY, options.stored);
  const script = document.createElement('script');
  script.src = SCRIPT_URL;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  let ready = 0;
  window.addEventListener('bank-consent-ready', () => (ready += 1), { once: true });
  // Run as the browser runs the file: a classic script in the page's global scope.
  runInThisContext(SOURCE, { filename: SCRIPT_URL });
  vi.restoreAllMocks();
  if (window.bankConsent === undefined) throw new Error('the script defined no window.bankConsent');
  return { consent: window.bankConsent, ready };
}

const shadow = () => document.getElementById('bank-consent')?.shadowRoot ?? null;
const buttonNamed = (name: string) =>
  [...(shadow()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === name) ?? null;
const storedChoices = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

/** The site's signed statement that the visitor is the user (issue 38 §6). */
const IDENTITY = 'v1.eyJzdWIiOiJjdXN0b21lci0zMTU5NzIwNCJ9.signature';

describe('the consent manager stand-in (vendor-stand-ins/consent/consent-manager.js)', () => {
  afterEach(() => {
    delete window.bankConsent;
    document.body.replaceChildren();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks an undecided visitor in a banner inside an open shadow root, styled from beside the script', () => {
    const { consent, ready } = loadConsentManager();
    expect(ready).toBe(1);
    expect(consent.version).toBe(1);
    expect(consent.getChoices()).toBeNull();
    const host = document.getElementById('bank-consent') as PageElement | null;
    expect(host?.parentElement).toBe(document.body);
    expect(host?.hidden).toBe(false);
    expect(shadow()?.querySelector('link')?.getAttribute('href')).toBe('http://vendors.bank.localhost:8080/consent/v1/consent-banner.css');
    const region = shadow()?.querySelector('section[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Cookie preferences');
    expect(region?.querySelector('.message')?.firstChild?.textContent).toBe('We use cookies to measure and improve this site.');
    expect([...(region?.querySelectorAll('.actions button') ?? [])].map((button) => button.textContent)).toEqual([
      'Accept all',
      'Reject all',
      'Choose',
    ]);
    expect(shadow()?.querySelector('[style]')).toBeNull();
  });

  it('speaks Spanish on a page whose language starts with es', () => {
    loadConsentManager({ lang: 'es-ES' });
    expect(shadow()?.querySelector('.message')?.firstChild?.textContent).toBe('Usamos cookies para medir y mejorar la web.');
    expect([...(shadow()?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual([
      'Aceptar todas',
      'Rechazar todas',
      'Elegir',
      'Guardar',
    ]);
    expect([...(shadow()?.querySelectorAll('label') ?? [])].map((label) => label.textContent)).toEqual(['Analítica', 'Personalización']);
  });

  it('stores "accept all", hides the banner and tells every listener, one that throws included', () => {
    vi.useFakeTimers();
    try {
      const { consent } = loadConsentManager();
      const heard: unknown[] = [];
      consent.onChange(() => {
        throw new Error('a broken listener');
      });
      consent.onChange((choices) => heard.push(choices));
      buttonNamed('Accept all')?.click();
      expect(heard).toEqual([{ analytics: true, personalisation: true }]);
      expect(consent.getChoices()).toEqual({ analytics: true, personalisation: true });
      expect(storedChoices()).toEqual({
        analytics: true,
        personalisation: true,
        decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      });
      expect(document.getElementById('bank-consent')).toBeNull();
      // The broken listener's error is reported on its own, after the others heard.
      expect(() => vi.runAllTimers()).toThrow('a broken listener');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores what the visitor chose with "choose" and "save"; an unsubscribed listener hears nothing', () => {
    const { consent } = loadConsentManager();
    const listener = vi.fn();
    consent.onChange(listener)();
    const choose = buttonNamed('Choose');
    const panel = shadow()?.querySelector('.choices') as PageElement | null;
    expect(panel?.hidden).toBe(true);
    choose?.click();
    expect(panel?.hidden).toBe(false);
    expect(choose?.getAttribute('aria-expanded')).toBe('true');
    const personalisation = shadow()?.querySelector('input[name="personalisation"]') as PageInput | null;
    personalisation?.click();
    buttonNamed('Save')?.click();
    expect(consent.getChoices()).toEqual({ analytics: false, personalisation: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows no banner to a visitor who decided, and opens it on its choose panel when asked, with their choices ticked', () => {
    const stored = JSON.stringify({ analytics: true, personalisation: false, decidedAt: '2025-03-14T09:26:53.589Z' });
    const { consent } = loadConsentManager({ stored });
    expect(consent.getChoices()).toEqual({ analytics: true, personalisation: false });
    expect(document.getElementById('bank-consent')).toBeNull();
    consent.openPreferences();
    expect((shadow()?.querySelector('.choices') as PageElement | null)?.hidden).toBe(false);
    expect((shadow()?.querySelector('input[name="analytics"]') as PageInput | null)?.checked).toBe(true);
    expect((shadow()?.querySelector('input[name="personalisation"]') as PageInput | null)?.checked).toBe(false);
  });

  it('takes the keyboard to the first choice when the page opens the preferences, and gives it back after saving', () => {
    const { consent } = loadConsentManager({
      stored: JSON.stringify({ analytics: false, personalisation: false, decidedAt: '2025-03-14T09:26:53Z' }),
    });
    const settingsLink = document.createElement('button');
    document.body.append(settingsLink);
    settingsLink.focus();
    consent.openPreferences();
    expect(shadow()?.activeElement?.getAttribute('name')).toBe('analytics');
    buttonNamed('Save')?.click();
    expect(document.activeElement).toBe(settingsLink);
  });

  it.each(['{not json', '"yes"', '{"analytics":true}', '{"analytics":"yes","personalisation":false,"decidedAt":"2025-03-14T09:26:53Z"}'])(
    'treats a stored value it cannot read (%s) as no decision, and asks again',
    (stored) => {
      const { consent } = loadConsentManager({ stored });
      expect(consent.getChoices()).toBeNull();
      expect(shadow()?.querySelector('section')).not.toBeNull();
    },
  );

  it('takes a user id of 1 to 64 letters, digits or hyphens with the site’s signed identity, and throws a TypeError for anything else', () => {
    const { consent } = loadConsentManager();
    expect(() => consent.setUserId('customer-31597204', IDENTITY)).not.toThrow();
    for (const id of ['', 'a'.repeat(65), 'has space', 'ñandú', 31597204, null]) {
      expect(() => consent.setUserId(id, IDENTITY), String(id)).toThrow(TypeError);
    }
    // Issue 38 §6: no receipt in a user's name without the site's statement that it is them.
    for (const identity of [undefined, '', 42]) expect(() => consent.setUserId('customer-31597204', identity)).toThrow(TypeError);
  });

  it('refuses to push without a user id or a decision', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { consent } = loadConsentManager();
    await expect(consent.pushStatus()).rejects.toThrow('no user id set');
    consent.setUserId('customer-31597204', IDENTITY);
    await expect(consent.pushStatus()).rejects.toThrow('has not decided yet');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the choices with the user id to ./receipts beside the script, and rejects when the service fails', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const stored = JSON.stringify({ analytics: false, personalisation: true, decidedAt: '2025-03-14T09:26:53.589Z' });
    const { consent } = loadConsentManager({ stored });
    consent.setUserId('customer-31597204', IDENTITY);
    await expect(consent.pushStatus()).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith('http://vendors.bank.localhost:8080/consent/v1/receipts', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        userId: 'customer-31597204',
        identity: IDENTITY,
        choices: { analytics: false, personalisation: true },
        decidedAt: '2025-03-14T09:26:53.589Z',
      }),
    });
    fetch.mockResolvedValueOnce(new Response(null, { status: 503 }));
    await expect(consent.pushStatus()).rejects.toThrow('answered 503');
  });

  // Issue 42 §4: each purpose explained under its checkbox, and the bank's cookie policy linked.
  it('explains each purpose under its checkbox, read with it, in Spanish and in English', () => {
    loadConsentManager({ lang: 'es-ES' });
    const purposeOf = (name: string) => {
      const box = shadow()?.querySelector(`input[name="${name}"]`);
      return shadow()?.getElementById(box?.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(purposeOf('analytics')).toBe(
      'Medir qué páginas se visitan y cómo se usan, para mejorar la banca online. Sin datos de tus cuentas.',
    );
    expect(purposeOf('personalisation')).toBe('Elegir las ofertas y mensajes que te mostramos según cómo usas la web.');
    delete window.bankConsent;
    document.body.replaceChildren();
    loadConsentManager({ lang: 'en-GB' });
    expect(purposeOf('analytics')).toBe(
      'Measuring which pages are visited and how they are used, to improve online banking. No data from your accounts.',
    );
    expect(purposeOf('personalisation')).toBe('Choosing the offers and messages we show you from how you use the site.');
  });

  it('links to the site’s cookie policy in the page’s language, in a new tab that cannot reach back', () => {
    loadConsentManager({ lang: 'es-ES' });
    const link = shadow()?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(`${window.location.origin}/politica-de-cookies/`);
    expect(link?.textContent).toBe('Política de cookies (se abre en otra pestaña)');
    expect([link?.getAttribute('target'), link?.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    delete window.bankConsent;
    document.body.replaceChildren();
    loadConsentManager({ lang: 'en-GB' });
    expect(shadow()?.querySelector('a')?.getAttribute('href')).toBe(`${window.location.origin}/cookie-policy/`);
  });

  it('keeps its height on the page’s root while it shows, for the page to make room, and takes it back when answered', () => {
    loadConsentManager();
    expect(document.documentElement.style.getPropertyValue('--bank-consent-height')).toMatch(/^\d+px$/);
    buttonNamed('Reject all')?.click();
    expect(document.documentElement.style.getPropertyValue('--bank-consent-height')).toBe('');
  });

  it('is inert and faded while the page has a modal dialog open, and answerable again once it closes', async () => {
    loadConsentManager();
    const host = document.getElementById('bank-consent') as (PageElement & { inert: boolean }) | null;
    expect([host?.inert, host?.hasAttribute('data-behind-modal')]).toEqual([false, false]);
    const lightbox = document.createElement('div');
    lightbox.setAttribute('aria-modal', 'true');
    document.body.append(lightbox);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([host?.inert, host?.hasAttribute('data-behind-modal')]).toEqual([true, true]);
    lightbox.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([host?.inert, host?.hasAttribute('data-behind-modal')]).toEqual([false, false]);
  });

  it('builds its banner without markup strings, eval or inline handlers', () => {
    expect(SOURCE).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|eval\(|new Function|\.on[a-z]+\s*=|setAttribute\('on/);
  });
});
