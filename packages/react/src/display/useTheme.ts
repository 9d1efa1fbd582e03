import { useStore } from '@bank-shell/react';
import type { Theme } from '@bank-shell/core';
import { pageRootAttributes } from './rootAttributes';
import type { RootAttributes } from './rootAttributes';

/**
 * The page's colour scheme as the root's `data-theme` says it: `light`, `dark` or `system`
 * (anything else is `system`). Re-renders when the shell changes it. A feature changes it by
 * publishing `change-theme` `{ theme }` on the shell's bus, never by writing the attribute.
 *
 * @param attributes whose root to read; tests pass stores over a detached element
 * @default attributes the page's root, `document.documentElement`
 */
export function useTheme(attributes: RootAttributes = pageRootAttributes()): Theme {
  return useStore(attributes.theme);
}
