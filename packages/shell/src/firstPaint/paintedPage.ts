import { findMountRoot } from '@bank-shell/core';

/** The wrapper of a page painted from the HTML (the login's, or a returning customer's overview). */
const PAINTED_PAGE_SELECTOR = ':scope > .first-paint';

/**
 * Whether the page shows a page painted from the HTML (docs/first-paint.md) that the shell has not
 * replaced yet: the shell's first render and the first page's answers are then worth waiting for.
 */
export function showsPaintedPage(document: Document): boolean {
  return findMountRoot(document)?.querySelector(PAINTED_PAGE_SELECTOR) != null;
}
