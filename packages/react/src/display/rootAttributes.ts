// A later entry of the bindings (`@bank-shell/react/display`): values come from core's main entry
// by name, so the page holds one copy of it.
import { THEMES } from '@bank-shell/core';
import type { Listener, ReadableStore, Theme } from '@bank-shell/core';

/**
 * The root's attributes, as core's `DISPLAY_ATTRIBUTE` names them for the shell that writes them
 * (the tests of both state the display contract's names). Written here, not imported: core's
 * constant is in the signed-in entry, and the overall position, which shows amounts, must not wait
 * for that entry to render.
 */
export const ROOT_ATTRIBUTE = { theme: 'data-theme', masked: 'data-masked' } as const;

/** The display preferences the page's root element carries, each as a store React can read. */
export interface RootAttributes {
  readonly theme: ReadableStore<Theme>;
  readonly masked: ReadableStore<boolean>;
}

export interface RootAttributesOptions {
  /**
   * What watches the element; tests pass one that counts its instances.
   * @default globalThis.MutationObserver
   */
  readonly MutationObserver?: typeof MutationObserver;
}

/**
 * The theme a `data-theme` value means: `light`, `dark` or `system`, and `system` for anything
 * else or none (docs/design/display-contract.md, "Root attributes": the styles react to `light` and `dark` only).
 */
export function themeOf(value: string | null): Theme {
  return (THEMES as readonly (string | null)[]).includes(value) ? (value as Theme) : 'system';
}

/**
 * Stores over `root`'s display attributes. Reading is always fresh (the attribute itself is the
 * value, so a store nobody follows is never stale); following them takes one MutationObserver for
 * every subscriber of both stores, started by the first subscription and disconnected when the last
 * one ends, so however many controls follow them, the page watches its root once. A listener runs only when its
 * store's value changed: writing the same theme again, or another attribute, re-renders nothing.
 */
export function createRootAttributes(
  root: Element,
  { MutationObserver: Observer = MutationObserver }: RootAttributesOptions = {},
): RootAttributes {
  let observer: MutationObserver | null = null;
  const followed: { attribute: string; read: () => unknown; listeners: Set<Listener>; last: unknown }[] = [];
  const subscriberCount = () => followed.reduce((count, store) => count + store.listeners.size, 0);

  function onMutations(records: readonly MutationRecord[]) {
    const changed = new Set(records.map((record) => record.attributeName));
    for (const store of followed) {
      if (!changed.has(store.attribute)) continue;
      const value = store.read();
      if (Object.is(value, store.last)) continue;
      store.last = value;
      for (const listener of [...store.listeners]) listener();
    }
  }

  function attributeStore<T>(attribute: string, read: () => T): ReadableStore<T> {
    const store = { attribute, read, listeners: new Set<Listener>(), last: read() as unknown };
    followed.push(store);
    return {
      getSnapshot: read,
      subscribe(listener) {
        // One entry per subscription: the same function subscribed twice is two subscribers.
        const entry: Listener = () => listener();
        if (store.listeners.size === 0) store.last = read();
        store.listeners.add(entry);
        if (!observer) {
          observer = new Observer(onMutations);
          observer.observe(root, { attributes: true, attributeFilter: followed.map((each) => each.attribute) });
        }
        return () => {
          if (!store.listeners.delete(entry) || subscriberCount() > 0) return;
          observer?.disconnect();
          observer = null;
        };
      },
    };
  }

  return {
    theme: attributeStore(ROOT_ATTRIBUTE.theme, () => themeOf(root.getAttribute(ROOT_ATTRIBUTE.theme))),
    masked: attributeStore(ROOT_ATTRIBUTE.masked, () => root.hasAttribute(ROOT_ATTRIBUTE.masked)),
  };
}

let pageRoot: RootAttributes | null = null;

/**
 * The stores over `document.documentElement`, made on first use: this entry is one module in the
 * page's import map, so every feature shares them, and with them one observer.
 */
export function pageRootAttributes(): RootAttributes {
  pageRoot ??= createRootAttributes(document.documentElement);
  return pageRoot;
}
