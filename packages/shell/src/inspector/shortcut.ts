/** The key combination that opens and closes the inspector, as `aria-keyshortcuts` writes it. */
export const INSPECTOR_SHORTCUT = 'Alt+Shift+D';

/**
 * Alt+Shift+D, by the key's place on the keyboard (`code`), not by the character it types: the
 * same key on every layout, and on a Mac, where Alt+Shift+D types "Î".
 */
export function isInspectorShortcut(event: Pick<KeyboardEvent, 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.code === 'KeyD' && event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey;
}
