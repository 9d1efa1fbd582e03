/** Legacy-app autoload delay after a login (shell.md §9). The local flag that blocks it is read by the legacy chunk (`packages/shell/src/legacy`). */
export const LEGACY_AUTOLOAD_DELAY_MS = 15_000;
