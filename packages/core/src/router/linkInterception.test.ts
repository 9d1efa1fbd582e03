import { describe, expect, it, vi } from 'vitest';
import { inAppPathOf, interceptLinks } from './links';
import type { LinkClick, LinkLike } from './links';

const base = { origin: 'http://bank.localhost:8080', pathname: '/' };

/** A root element that records its click listeners, as `addEventListener` would. */
function fakeRoot() {
  const listeners = new Map<string, Set<(event: LinkClick) => void>>();
  return {
    addEventListener: vi.fn((type: string, listener: (event: LinkClick) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: (event: LinkClick) => void) => listeners.get(type)?.delete(listener)),
    click(event: LinkClick) {
      for (const listener of listeners.get('click') ?? []) listener(event);
    },
    listenerCount: () => listeners.get('click')?.size ?? 0,
  };
}

const anchor = (href: string): LinkLike => ({ href, target: '', hasAttribute: () => false });

/** An element inside an anchor: `closest('a[href]')` finds the anchor, any other selector nothing. */
const inside = (link: LinkLike | null) => ({ closest: (selector: string) => (selector === 'a[href]' ? link : null) });

/** A click on `target`, and the spy on its `preventDefault`. */
function click(target: unknown, modifiers: Partial<LinkClick> = {}): LinkClick & { prevented: ReturnType<typeof vi.fn> } {
  const prevented = vi.fn();
  return {
    prevented,
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target,
    preventDefault: prevented,
    ...modifiers,
  };
}

function setup() {
  const root = fakeRoot();
  const navigate = vi.fn();
  const stop = interceptLinks(root, () => base, navigate);
  return { root, navigate, stop };
}

describe('link clicks (shell.md §2.1)', () => {
  it('sends a plain left click on an in-app link through the router instead of the browser', () => {
    const { root, navigate } = setup();
    const event = click(inside(anchor('http://bank.localhost:8080/#/posicion-global')));
    root.click(event);
    expect(navigate).toHaveBeenCalledWith('/posicion-global');
    expect(event.prevented).toHaveBeenCalled();
  });

  it.each([
    ['already handled', { defaultPrevented: true }],
    ['with the middle button', { button: 1 }],
    ['with meta (new tab on a Mac)', { metaKey: true }],
    ['with ctrl (new tab)', { ctrlKey: true }],
    ['with shift (new window)', { shiftKey: true }],
    ['with alt (download)', { altKey: true }],
  ])('leaves a click %s to the browser', (_what, modifiers) => {
    const { root, navigate } = setup();
    const event = click(inside(anchor('http://bank.localhost:8080/#/posicion-global')), modifiers);
    root.click(event);
    expect(navigate).not.toHaveBeenCalled();
    expect(event.prevented).not.toHaveBeenCalled();
  });

  it('leaves a click outside any link, or on something that is not an element, to the browser', () => {
    const { root, navigate } = setup();
    for (const target of [inside(null), null, {}, { closest: 'not a function' }]) {
      const event = click(target);
      expect(() => root.click(event)).not.toThrow();
      expect(event.prevented).not.toHaveBeenCalled();
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a link to another site to the browser', () => {
    const { root, navigate } = setup();
    const event = click(inside(anchor('https://www.example.com/#/posicion-global')));
    root.click(event);
    expect(navigate).not.toHaveBeenCalled();
    expect(event.prevented).not.toHaveBeenCalled();
  });

  it('listens to clicks until the returned function removes its listener', () => {
    const { root, navigate, stop } = setup();
    expect(root.addEventListener).toHaveBeenCalledWith('click', expect.any(Function));
    stop();
    expect(root.removeEventListener).toHaveBeenCalledWith('click', root.addEventListener.mock.calls[0]?.[1]);
    expect(root.listenerCount()).toBe(0);
    root.click(click(inside(anchor('http://bank.localhost:8080/#/posicion-global'))));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a link whose address cannot be parsed to the browser', () => {
    expect(inAppPathOf(anchor('http://[not a host/#/a'), base)).toBeNull();
  });
});
