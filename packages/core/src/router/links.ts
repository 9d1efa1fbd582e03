/** Default root element id and mount selector (shell.md §2.1). */
export const DEFAULT_ROOT_ELEMENT_ID = 'app';
export const DEFAULT_MOUNT_SELECTOR = 'body';

/**
 * The element the shell renders into: by default the application element (`#app`) inside the
 * mount selector, the body (shell.md §2.1); null when the page has none there.
 */
export function findMountRoot(page: Pick<ParentNode, 'querySelector'>): Element | null {
  return page.querySelector(`${DEFAULT_MOUNT_SELECTOR} #${DEFAULT_ROOT_ELEMENT_ID}`);
}

/** What the link rules need to know about an anchor. */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** Where the page lives: links to this base address are in-app navigation. */
export interface BaseAddress {
  origin: string;
  pathname: string;
}

/**
 * The in-app path a link leads to, or `null` when the browser should follow it itself: links
 * with a `download` attribute, a target other than self, another base address, or a fragment
 * that is not a route (shell.md §2.1).
 */
export function inAppPathOf(link: LinkLike, base: BaseAddress): string | null {
  if (link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.pathname !== base.pathname) return null;
  if (!url.hash.startsWith('#/')) return null;
  return url.hash.slice(1);
}

/** A click as the link interceptor sees it. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: unknown;
  preventDefault(): void;
}

const PRIMARY_BUTTON = 0;

interface ClosestCapable {
  closest(selector: string): LinkLike | null;
}

function anchorOf(target: unknown): LinkLike | null {
  const element = target as Partial<ClosestCapable> | null;
  return typeof element?.closest === 'function' ? element.closest('a[href]') : null;
}

/**
 * Sends plain left clicks on in-app links through the router; modified clicks (new tab, download)
 * and every other link are left to the browser. Returns the function that removes the listener.
 */
export function interceptLinks(
  root: {
    addEventListener(type: 'click', listener: (event: LinkClick) => void): void;
    removeEventListener(type: 'click', listener: (event: LinkClick) => void): void;
  },
  base: () => BaseAddress,
  navigate: (path: string) => void,
): () => void {
  const onClick = (event: LinkClick): void => {
    if (event.defaultPrevented || event.button !== PRIMARY_BUTTON || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const anchor = anchorOf(event.target);
    const path = anchor ? inAppPathOf(anchor, base()) : null;
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
