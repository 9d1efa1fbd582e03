// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import type { Window as PageWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The tag manager's stand-in as a page runs it, in happy-dom: when it is ready and what it posts.
 * The end-to-end tests drive it in Chromium through the shell; this checks its own rules.
 */

// By path: in happy-dom, `URL` is the page's, which Node's file functions do not take.
const SOURCE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../vendor-stand-ins/tracking/utag.js'), 'utf8');
const SCRIPT_URL = 'http://vendors.bank.localhost:8080/tracking/v1/utag.js';
const COLLECT_URL = 'http://vendors.bank.localhost:8080/tracking/v1/collect';

interface Utag {
  cfg: { version: string };
  view(data: unknown): void;
  link(data: unknown): void;
}

/** The page happy-dom runs, typed by happy-dom's own classes: the sandbox compiles without the DOM's types. */
const window = (globalThis as unknown as { window: PageWindow & { utag?: Utag } }).window;
const { document } = window;

/** Runs the script as a `<script src>` of the vendors host would, with fake timers left on. */
function runScript(src = SCRIPT_URL): void {
  const script = document.createElement('script');
  script.src = src;
  const currentScript = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  // Run as the browser runs the file: a classic script in the page's global scope.
  runInThisContext(SOURCE, { filename: src });
  currentScript.mockRestore();
}

/** Runs the script and waits, on fake timers, until it is ready; real timers again after. */
function loadUtag(): Utag {
  vi.useFakeTimers();
  try {
    runScript();
    vi.advanceTimersByTime(600);
  } finally {
    vi.useRealTimers();
  }
  if (window.utag === undefined) throw new Error('the script defined no window.utag');
  return window.utag;
}

/** Lets the script's fetch callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const postedBody = (fetch: ReturnType<typeof vi.fn>, call = 0) =>
  JSON.parse((fetch.mock.calls[call] as [string, { body: string }] | undefined)?.[1].body ?? 'null') as unknown;

/** What the page holds now: read through a call, so that no earlier check narrows it. */
const currentUtag = (): Utag | undefined => window.utag;

describe('the tag manager stand-in (vendor-stand-ins/tracking/utag.js)', () => {
  afterEach(() => {
    delete window.utag;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('defines window.utag only 600 ms after it runs, as a library loading its tags: polling at 400 ms finds nothing yet', () => {
    vi.useFakeTimers();
    runScript();
    expect(window.utag).toBeUndefined();
    vi.advanceTimersByTime(400);
    expect(window.utag).toBeUndefined();
    vi.advanceTimersByTime(199);
    expect(window.utag).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(window.utag?.cfg).toEqual({ version: 'stand-in 1' });
    expect(Object.isFrozen(window.utag)).toBe(true);
    expect(Object.isFrozen(window.utag?.cfg)).toBe(true);
  });

  it('posts a page view to ./collect beside the script, without credentials, surviving the page', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    loadUtag().view({ page_name: 'alta:hazte-cliente', page_domain_type: 'pub', funnel_step: '1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(COLLECT_URL, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'view', data: { page_name: 'alta:hazte-cliente', page_domain_type: 'pub', funnel_step: '1' } }),
    });
  });

  it('posts a link as kind link', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    loadUtag().link({ event_name: 'overview-banner-link' });
    expect(postedBody(fetch)).toEqual({ kind: 'link', data: { event_name: 'overview-banner-link' } });
  });

  it('drops the variables that are not text, and sends nothing for data that is not a plain object', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const utag = loadUtag();
    utag.view({ page_name: 'ofertas', funnel_step: 3, product: { sku: 'x' }, enabled: true, nothing: null });
    expect(postedBody(fetch)).toEqual({ kind: 'view', data: { page_name: 'ofertas' } });
    for (const data of [undefined, null, 'ofertas', 42, ['ofertas']]) utag.view(data);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('swallows a collector that cannot be reached or refuses, telling the console once per kind of failure', async () => {
    const fetch = vi.fn((): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const utag = loadUtag();
    expect(() => {
      utag.view({ page_name: 'a' });
      utag.view({ page_name: 'b' });
    }).not.toThrow();
    await settle();
    expect(warn.mock.calls).toEqual([['utag (stand-in 1): the collector could not be reached']]);
    fetch.mockImplementation(() => Promise.resolve(new Response(null, { status: 400 })));
    utag.link({ event_name: 'x' });
    utag.link({ event_name: 'y' });
    await settle();
    expect(warn.mock.calls).toEqual([
      ['utag (stand-in 1): the collector could not be reached'],
      ['utag (stand-in 1): the collector answered 400'],
    ]);
  });

  it('sends nothing when it could not read its own address, and says so once', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const currentScript = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(null);
    runInThisContext(SOURCE, { filename: SCRIPT_URL });
    currentScript.mockRestore();
    vi.advanceTimersByTime(600);
    window.utag?.view({ page_name: 'a' });
    window.utag?.view({ page_name: 'b' });
    expect(fetch).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([['utag (stand-in 1): the script does not know its own address; nothing is sent']]);
  });

  it('leaves a page’s window.utag alone, whether it was there before or another copy finished first', () => {
    const theirs = Object.freeze({ cfg: { version: 'theirs' }, view: () => undefined, link: () => undefined });
    window.utag = theirs;
    vi.useFakeTimers();
    runScript();
    vi.advanceTimersByTime(600);
    expect(window.utag).toBe(theirs);
    delete window.utag;

    runScript();
    runScript(`${SCRIPT_URL}?copy=2`);
    vi.advanceTimersByTime(600);
    const first = currentUtag();
    expect(first?.cfg.version).toBe('stand-in 1');
    vi.advanceTimersByTime(600);
    expect(currentUtag()).toBe(first);
  });

  it('runs no markup, eval or inline handlers', () => {
    expect(SOURCE).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function|\.on[a-z]+\s*=|setAttribute\('on/,
    );
  });
});
