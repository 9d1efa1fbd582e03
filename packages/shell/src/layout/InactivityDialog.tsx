import { useId, useLayoutEffect, useRef } from 'react';
import type { NamespaceMessages } from '@bank-shell/core';
import { useStore } from '@bank-shell/react';
import { inactivityWarning } from '../signedIn/services';
import type { InactivityWarning } from '../signedIn/inactivityWarning';
import { useLazyTexts } from '../i18n/useLazyTexts';

/** The dialog's texts come with the signed-in chunk: the login page never shows them. */
const NAMESPACE = 'shell-inactivity';
type DialogKey = 'title' | 'text' | 'stay';
const messages: NamespaceMessages<DialogKey> = {
  'es-ES': {
    title: '¿Sigues ahí?',
    text: 'Por tu seguridad, cerraremos tu sesión por inactividad en {seconds} s.',
    stay: 'Seguir conectado',
  },
  'en-GB': {
    title: 'Are you still there?',
    text: 'For your security, we will log you out for inactivity in {seconds} s.',
    stay: 'Stay logged in',
  },
};

/** The warning before an inactivity logout, while the signed-in services run. */
export function InactivityDialog() {
  const warning = useStore(inactivityWarning);
  return warning ? <Countdown warning={warning} /> : null;
}

/**
 * A modal alert dialog that counts down (issue 14): focus moves to its button when it opens and
 * its text is announced; the button, Escape or any activity keeps the session.
 */
function Countdown({ warning }: { warning: InactivityWarning }) {
  const t = useLazyTexts(NAMESPACE, messages);
  const secondsLeft = useStore(warning.secondsLeft);
  const stayRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const open = secondsLeft !== null;

  // A layout effect: the focus and Escape are the dialog's in the commit that shows it.
  useLayoutEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stayRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') warning.dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus();
    };
  }, [open, warning]);

  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} className="dialog card">
        <h2 id={titleId} className="dialog__title">
          {t('title')}
        </h2>
        <p id={textId}>{t('text', { seconds: secondsLeft })}</p>
        <button ref={stayRef} type="button" className="button button--primary button--block" onClick={() => warning.dismiss()}>
          {t('stay')}
        </button>
      </div>
    </div>
  );
}
