import { LAYOUT_MODE_DEFAULTS, PERSONAL_AREA_ACTION_ID } from '@bank-shell/core';
import type { LayoutMode } from '../layout';

/** The eight layout modes of shell.md §2.3, in the spec's order: the modes that have defaults. */
export const LAYOUT_MODES = Object.keys(LAYOUT_MODE_DEFAULTS) as readonly LayoutMode[];

/** Action ids the shell renders with its own label and path; others must bring both. */
export const BUILT_IN_LAYOUT_ACTION_IDS: readonly string[] = [PERSONAL_AREA_ACTION_ID];

/**
 * Options that only some modes accept (the spec ties each to one mode); a config that sets one
 * for another mode is rejected rather than silently ignored.
 */
export const MODE_SPECIFIC_OPTIONS = {
  closeButton: ['flow'],
  homeAction: ['feedback'],
  homeTarget: ['feedback'],
  logoutButton: ['empty'],
  hideHeader: ['empty'],
  whiteBackground: ['empty'],
} as const satisfies Readonly<Record<string, readonly LayoutMode[]>>;

export function isLayoutMode(value: unknown): value is LayoutMode {
  return typeof value === 'string' && (LAYOUT_MODES as readonly string[]).includes(value);
}
