import { describe, expect, it, vi } from 'vitest';
import { createRootAttributes, themeOf } from './rootAttributes';

/**
 * The root's attributes, as the display contract names them (docs/design/display-contract.md):
 * written out, so that a renamed attribute in this module fails here. Core's tests of the side that
 * writes them (display/theme.test.ts, display/maskedMode.test.ts) state the same names.
 */
const THEME_ATTRIBUTE = 'data-theme';
const MASKED_ATTRIBUTE = 'data-masked';

/** Mutation observers report in a microtask: a turn of the task queue has them all delivered. */
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A MutationObserver that records how many were made and how many disconnected. */
function countingObserver() {
  const counts = { created: 0, disconnected: 0 };
  class CountingObserver extends MutationObserver {
    constructor(callback: MutationCallback) {
      super(callback);
      counts.created += 1;
    }
    override disconnect() {
      counts.disconnected += 1;
      super.disconnect();
    }
  }
  return { MutationObserver: CountingObserver, counts };
}

describe('themeOf (docs/design/display-contract.md: any other value behaves like system)', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['Dark', 'system'],
    ['sepia', 'system'],
  ] as const)('reads %j as %s', (value, theme) => {
    expect(themeOf(value)).toBe(theme);
  });
});

describe('createRootAttributes', () => {
  it('reads the element’s attributes as they are now, with nobody subscribed', () => {
    const root = document.createElement('html');
    const attributes = createRootAttributes(root);
    expect(attributes.theme.getSnapshot()).toBe('system');
    expect(attributes.masked.getSnapshot()).toBe(false);
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    root.setAttribute(MASKED_ATTRIBUTE, '');
    expect(attributes.theme.getSnapshot()).toBe('dark');
    expect(attributes.masked.getSnapshot()).toBe(true);
  });

  it('tells the theme’s subscribers when data-theme changes, and the masked mode’s when data-masked comes and goes', async () => {
    const root = document.createElement('html');
    const attributes = createRootAttributes(root);
    const onTheme = vi.fn();
    const onMasked = vi.fn();
    attributes.theme.subscribe(onTheme);
    attributes.masked.subscribe(onMasked);

    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    await mutationsDelivered();
    expect(onTheme).toHaveBeenCalledTimes(1);
    expect(onMasked).not.toHaveBeenCalled();

    root.setAttribute(MASKED_ATTRIBUTE, '');
    await mutationsDelivered();
    expect(onMasked).toHaveBeenCalledTimes(1);
    root.removeAttribute(MASKED_ATTRIBUTE);
    await mutationsDelivered();
    expect(onMasked).toHaveBeenCalledTimes(2);
    expect(onTheme).toHaveBeenCalledTimes(1);
  });

  it('tells nobody when a write leaves the value as it was: the same theme again, or an unknown one while on system', async () => {
    const root = document.createElement('html');
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    const attributes = createRootAttributes(root);
    const onTheme = vi.fn();
    attributes.theme.subscribe(onTheme);
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    root.setAttribute('lang', 'en-GB');
    await mutationsDelivered();
    expect(onTheme).not.toHaveBeenCalled();

    root.setAttribute(THEME_ATTRIBUTE, 'system');
    await mutationsDelivered();
    root.setAttribute(THEME_ATTRIBUTE, 'sepia');
    await mutationsDelivered();
    expect(onTheme).toHaveBeenCalledTimes(1);
  });

  it('watches the element with one observer for every subscriber, and disconnects it when the last one leaves', async () => {
    const root = document.createElement('html');
    const { MutationObserver, counts } = countingObserver();
    const attributes = createRootAttributes(root, { MutationObserver });
    expect(counts.created).toBe(0);

    const listeners = [vi.fn(), vi.fn(), vi.fn()];
    const unsubscribes = [
      attributes.theme.subscribe(listeners[0]!),
      attributes.theme.subscribe(listeners[1]!),
      attributes.masked.subscribe(listeners[2]!),
    ];
    expect(counts).toEqual({ created: 1, disconnected: 0 });

    unsubscribes[0]!();
    unsubscribes[2]!();
    expect(counts.disconnected).toBe(0);
    root.setAttribute(THEME_ATTRIBUTE, 'light');
    await mutationsDelivered();
    expect(listeners.map((listener) => listener.mock.calls.length)).toEqual([0, 1, 0]);

    unsubscribes[1]!();
    expect(counts).toEqual({ created: 1, disconnected: 1 });
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    await mutationsDelivered();
    expect(listeners[1]).toHaveBeenCalledTimes(1);

    // A new subscriber starts watching again, from the value the element has now.
    const later = vi.fn();
    attributes.theme.subscribe(later);
    expect(counts.created).toBe(2);
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    await mutationsDelivered();
    expect(later).not.toHaveBeenCalled();
  });

  it('counts the same function subscribed twice as two subscribers, and an unsubscribe called twice as one', () => {
    const root = document.createElement('html');
    const { MutationObserver, counts } = countingObserver();
    const attributes = createRootAttributes(root, { MutationObserver });
    const listener = vi.fn();
    const first = attributes.masked.subscribe(listener);
    const second = attributes.masked.subscribe(listener);
    first();
    first();
    expect(counts.disconnected).toBe(0);
    second();
    expect(counts.disconnected).toBe(1);
  });
});
