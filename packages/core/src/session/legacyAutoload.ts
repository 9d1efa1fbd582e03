import type { KeyValueStorage } from '../storage';

/** Legacy-app autoload delay after a login (shell.md §9). */
export const LEGACY_AUTOLOAD_DELAY_MS = 15_000;
/** The local flag that blocks the legacy-app autoload when set to a true value. */
export const BLOCK_LEGACY_AUTOLOAD_FLAG = 'block-genoma-autoload';
const TRUE_VALUES = new Set(['true', '1', 'yes']);

/** Whether the local flag blocks the legacy app's autoload (shell.md §4: set to a true value). */
export function legacyAutoloadBlocked(storage: KeyValueStorage): boolean {
  const flag = storage.get(BLOCK_LEGACY_AUTOLOAD_FLAG);
  return flag !== null && TRUE_VALUES.has(flag.toLowerCase());
}
