import { useStore } from '@bank-shell/react';
import { pageRootAttributes } from './rootAttributes';
import type { RootAttributes } from './rootAttributes';

/**
 * Whether balances are masked: the root's `data-masked` attribute is present (features.md §4.6).
 * Amounts need not ask: `Amount` is hidden by CSS. This is for controls that show the state, such
 * as a show/hide balances button. A feature changes it by publishing `change-masked-mode`
 * `{ enable }` on the shell's bus.
 *
 * @param attributes whose root to read; tests pass stores over a detached element
 * @default attributes the page's root, `document.documentElement`
 */
export function useMaskedMode(attributes: RootAttributes = pageRootAttributes()): boolean {
  return useStore(attributes.masked);
}
