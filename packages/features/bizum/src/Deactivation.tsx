import { useEffect, useId, useRef, useState } from 'react';
import { useShell } from '@bank-shell/react';
import { deactivate } from './api';
import type { Notice } from './BizumPage';
import type { Translate } from './messages';

/**
 * "Darse de baja de Bizum": asked once more before it is done, since it cancels the requests
 * pending. An agent on the assisted channel cannot do it for the customer.
 */
export function Deactivation({ t, onDeactivated }: { t: Translate; onDeactivated: (notice: Notice) => void }) {
  const { http, channel } = useShell();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) questionRef.current?.focus();
    // Cancelled: the focus goes back to the button that asked.
    else if (wasConfirming.current) openRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await deactivate(http);
      onDeactivated({ kind: 'info', text: t('deactivatedNotice') });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  if (channel.clientKind === 'assisted') return null;
  return (
    <section className="bizum-leave" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bizum__section-title">
        {t('leaveTitle')}
      </h2>
      {confirming ? (
        <div className="card bizum__card bizum-leave__confirm">
          <p ref={questionRef} tabIndex={-1} className="bizum-leave__question">
            {t('leaveQuestion')}
          </p>
          {failed && (
            <p role="alert" className="bizum__refusal">
              {t('leaveFailed')}
            </p>
          )}
          <div className="bizum-form__actions">
            <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => void confirm()}>
              {t('leaveConfirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('leaveCancel')}
            </button>
          </div>
        </div>
      ) : (
        <button ref={openRef} type="button" className="button button--ghost bizum-leave__open" onClick={() => setConfirming(true)}>
          {t('leave')}
        </button>
      )}
    </section>
  );
}
