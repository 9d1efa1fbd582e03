import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it and stays there (Tab and Shift+Tab wrap around), Escape
 * closes it, and focus goes back to what opened it once it closes.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The latest onClose, without re-running the effect that wires the keys.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return undefined;
    const opener = element.ownerDocument.activeElement;
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      const active = element.ownerDocument.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return (
    <div className="sign-up-dialog-backdrop">
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="sign-up-dialog">
        <div className="sign-up-dialog__head">
          <h2 id={titleId} className="sign-up-dialog__title">
            {title}
          </h2>
          <button type="button" className="button button--ghost sign-up-dialog__close" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        <div className="sign-up-dialog__body">{children}</div>
      </div>
    </div>
  );
}
