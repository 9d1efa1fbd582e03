import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * The bank's tag frame script (vendor-stand-ins/tracking/frame.js, issue 38 §6), run as the frame
 * runs it, against a fake frame window: what it loads, whom it answers and what it hands to the tag
 * manager. The end-to-end tests run it in Chromium, inside the shell's page.
 */

const SOURCE = readFileSync(new URL('../../../vendor-stand-ins/tracking/frame.js', import.meta.url), 'utf8');
const PAGE = 'http://bank.localhost:8080';
const FRAME_URL = 'http://vendors.bank.localhost:8080/tracking/v1/frame.html';
const INTEGRITY = 'sha384-AAAABBBBCCCCDDDDEEEEFFFFGGGGHHHHIIIIJJJJKKKKLLLLMMMMNNNNOOOOPPPP';

class FakeScript {
  src = '';
  crossOrigin: string | null = null;
  integrity = '';
  readonly handlers = new Map<string, () => void>();
  addEventListener(type: string, handler: () => void) {
    this.handlers.set(type, handler);
  }
}

interface FrameOptions {
  hash?: string;
  /** The origin the browser says frames this one (`location.ancestorOrigins[0]`); undefined where it does not say. */
  ancestor?: string | undefined;
  framed?: boolean;
}

/** Runs frame.js in a frame of the bank's page (or as `options` say). */
function runFrame({
  hash = `#origin=${encodeURIComponent(PAGE)}&integrity=${INTEGRITY}`,
  ancestor = PAGE,
  framed = true,
}: FrameOptions = {}) {
  const listeners: ((event: { data: unknown; origin: string; source: unknown }) => void)[] = [];
  const toPage: { message: unknown; origin: string }[] = [];
  const page = { postMessage: (message: unknown, origin: string) => void toPage.push({ message, origin }) };
  const appended: FakeScript[] = [];
  const frame: Record<string, unknown> = {
    addEventListener: (_type: string, listener: (typeof listeners)[number]) => void listeners.push(listener),
  };
  frame['parent'] = framed ? page : frame;
  const current = new FakeScript();
  current.src = 'http://vendors.bank.localhost:8080/tracking/v1/frame.js';
  runInNewContext(SOURCE, {
    window: frame,
    document: {
      currentScript: current,
      createElement: () => new FakeScript(),
      head: { append: (script: FakeScript) => appended.push(script) },
    },
    location: { hash, href: FRAME_URL, ancestorOrigins: ancestor === undefined ? undefined : [ancestor] },
    HTMLScriptElement: FakeScript,
    URL,
    URLSearchParams,
    console,
  });
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const { origin = PAGE, source = page } = from;
    for (const listener of listeners) listener({ data, origin, source });
  };
  const utag = { view: vi.fn(), link: vi.fn() };
  const libraryArrives = () => {
    frame['utag'] = utag;
  };
  return { appended, toPage, send, utag, libraryArrives };
}

const message = (kind: string, data?: unknown) => ({ type: 'bank-tag-frame', kind, ...(data === undefined ? {} : { data }) });

describe('the bank’s tag frame (frame.js, issue 38 §6)', () => {
  it('loads utag.js beside itself with the integrity the page passed, and tells the page, at its origin only, that it loaded or failed', () => {
    const frame = runFrame();
    expect(frame.appended).toHaveLength(1);
    expect(frame.appended[0]).toMatchObject({
      src: 'http://vendors.bank.localhost:8080/tracking/v1/utag.js',
      crossOrigin: 'anonymous',
      integrity: INTEGRITY,
    });
    frame.appended[0]?.handlers.get('load')?.();
    frame.appended[0]?.handlers.get('error')?.();
    expect(frame.toPage).toEqual([
      { message: { type: 'bank-tag-frame', kind: 'loaded' }, origin: PAGE },
      { message: { type: 'bank-tag-frame', kind: 'failed' }, origin: PAGE },
    ]);
  });

  it('answers a probe with ready only once window.utag has set itself up', () => {
    const frame = runFrame();
    frame.send(message('probe'));
    expect(frame.toPage).toEqual([]);
    frame.libraryArrives();
    frame.send(message('probe'));
    expect(frame.toPage).toEqual([{ message: { type: 'bank-tag-frame', kind: 'ready' }, origin: PAGE }]);
  });

  it('hands a view and a link to the tag manager, their variables as sent', () => {
    const frame = runFrame();
    frame.libraryArrives();
    frame.send(message('view', { page_name: 'posicion-global', client_cip: '20481736' }));
    frame.send(message('link', { event_name: 'overview-banner-link' }));
    expect(frame.utag.view).toHaveBeenCalledWith({ page_name: 'posicion-global', client_cip: '20481736' });
    expect(frame.utag.link).toHaveBeenCalledWith({ event_name: 'overview-banner-link' });
  });

  it('takes nothing from another origin, another window or of another type', () => {
    const frame = runFrame();
    frame.libraryArrives();
    frame.send(message('view', { page_name: 'x' }), { origin: 'https://evil.example' });
    frame.send(message('view', { page_name: 'x' }), { source: {} });
    frame.send({ type: 'other', kind: 'view', data: { page_name: 'x' } });
    frame.send(message('probe'), { origin: 'https://evil.example' });
    expect(frame.utag.view).not.toHaveBeenCalled();
    expect(frame.toPage).toEqual([]);
  });

  it('hands on no variables but up to 64 text values of up to 512 characters under tracking names', () => {
    const frame = runFrame();
    frame.libraryArrives();
    const many = Object.fromEntries(Array.from({ length: 65 }, (_, index) => [`v${index}`, 'x']));
    for (const data of [{ page_name: 1 }, { 'Page-Name': 'x' }, { page_name: 'x'.repeat(513) }, many, ['page_name'], 'page_name=x', null]) {
      frame.send(message('view', data));
    }
    expect(frame.utag.view).not.toHaveBeenCalled();
    frame.send(message('view', { page_name: 'x'.repeat(512) }));
    expect(frame.utag.view).toHaveBeenCalledTimes(1);
  });

  it('does nothing unframed, without the page’s origin, or framed by another page than the one its fragment names', () => {
    for (const options of [{ framed: false }, { hash: '' }, { ancestor: 'https://evil.example' }]) {
      const frame = runFrame(options);
      expect(frame.appended, JSON.stringify(options)).toEqual([]);
    }
    // A browser that does not say who frames it relies on the frame's policy (frame-ancestors).
    expect(runFrame({ ancestor: undefined }).appended).toHaveLength(1);
  });
});
