import type { LayoutConfig } from '@bank-shell/core';

/**
 * The shell's own default layout: distributive (tab bar, footer, full header) but without the
 * mode's default search and personal-area actions. Why: this bank has no search page yet, the
 * personal area is a tab of the main navigation, and a 320 px header has no room for two more
 * buttons next to the profile and language pickers. A feature that wants them asks for
 * `{ mode: 'distributive' }`.
 */
export const SHELL_DEFAULT_LAYOUT: LayoutConfig = { mode: 'distributive', leftAction: 'none', mainAction: null };
