import { useId, useState } from 'react';
import { useShell, useStore } from '@bank-shell/react';
import type { BizumRequest } from './api';
import { day, money } from './format';
import type { Translate } from './messages';

/**
 * "Solicitudes recibidas" (issue 41 §2): the requests waiting for the customer, each to pay (a
 * review and the signature follow) or to decline. Paying or declining here decides the request's
 * pending operation too, so the app never offers it again.
 */
export function ReceivedRequests({
  requests,
  t,
  onPay,
  onDecline,
}: {
  requests: readonly BizumRequest[];
  t: Translate;
  onPay: (request: BizumRequest) => void;
  onDecline: (request: BizumRequest) => void;
}) {
  const { i18n } = useShell();
  const locale = useStore(i18n.locale);
  const id = useId();
  // A decline is answered once: a second tap while the bank answers asks nothing more.
  const [declining, setDeclining] = useState<string | null>(null);
  return (
    <section className="card bizum__card bizum-received" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bizum__section-title">
        {t('receivedTitle')}
      </h2>
      <ul className="bizum-received__list">
        {requests.map((request) => {
          const values = { name: request.counterpart.name ?? request.counterpart.phone, amount: money(request.amount, locale) };
          return (
            <li key={request.requestId} className="bizum-received__item">
              <p className="bizum-received__what">{t('receivedAsks', values)}</p>
              <p className="bizum__note">{t('receivedDetail', { concept: request.concept, until: day(request.expiresAt, locale) })}</p>
              <div className="bizum-form__actions">
                <button type="button" className="button button--primary" aria-label={t('payLabel', values)} onClick={() => onPay(request)}>
                  {t('pay')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('declineLabel', values)}
                  aria-disabled={declining === request.requestId || undefined}
                  onClick={() => {
                    if (declining !== null) return;
                    setDeclining(request.requestId);
                    onDecline(request);
                  }}
                >
                  {t('decline')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
