import { useId } from 'react';
import { useShell, useStore } from '@bank-shell/react';
import type { BizumPayment, BizumRequest } from './api';
import { dayAndTime, money } from './format';
import type { BizumMessageKey, Translate } from './messages';

/** One line of the history: a payment, or a request that did not end in one. */
type Entry = { kind: 'payment'; at: string; payment: BizumPayment } | { kind: 'request'; at: string; request: BizumRequest };

const REQUEST_STATUS: Readonly<Record<BizumRequest['status'], BizumMessageKey>> = {
  pending: 'statusPending',
  paid: 'statusPaid',
  declined: 'statusDeclined',
  expired: 'statusExpired',
  cancelled: 'statusCancelled',
};

/**
 * What was sent and received, newest first: the payments, and the requests that did not end in
 * a payment (a paid one is its payment). The requests waiting for the customer are listed above,
 * under "Solicitudes recibidas", not here.
 */
export function History({ payments, requests, t }: { payments: readonly BizumPayment[]; requests: readonly BizumRequest[]; t: Translate }) {
  const { i18n } = useShell();
  const locale = useStore(i18n.locale);
  const id = useId();
  const entries: Entry[] = [
    ...payments.map((payment): Entry => ({ kind: 'payment', at: payment.createdAt, payment })),
    ...requests
      .filter((request) => request.status !== 'paid' && !(request.direction === 'received' && request.status === 'pending'))
      .map((request): Entry => ({ kind: 'request', at: request.createdAt, request })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <section className="card bizum__card bizum-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bizum__section-title">
        {t('historyTitle')}
      </h2>
      {entries.length === 0 ? (
        <p className="bizum__note">{t('historyEmpty')}</p>
      ) : (
        <ul className="bizum-history__list">
          {entries.map((entry) => {
            if (entry.kind === 'payment') {
              const { payment } = entry;
              const sent = payment.direction === 'sent';
              return (
                <li key={payment.paymentId} className="bizum-history__item">
                  <div className="bizum-history__what">
                    <p className="bizum-history__title">
                      {sent
                        ? t('historySent', { name: payment.counterpart.name })
                        : t('historyReceived', { name: payment.counterpart.name })}
                    </p>
                    <p className="bizum__note">
                      {payment.concept} · {dayAndTime(payment.createdAt, locale)}
                      {payment.requestId === null ? '' : ` · ${t('historyForRequest')}`}
                    </p>
                  </div>
                  <p className={`bizum-history__amount${sent ? '' : ' bizum-history__amount--in'}`}>
                    {money({ ...payment.amount, amount: sent ? -payment.amount.amount : payment.amount.amount }, locale)}
                  </p>
                </li>
              );
            }
            const { request } = entry;
            const who = request.counterpart.name ?? request.counterpart.phone;
            return (
              <li key={request.requestId} className="bizum-history__item">
                <div className="bizum-history__what">
                  <p className="bizum-history__title">
                    {request.direction === 'sent' ? t('historyAsked', { name: who }) : t('historyAskedBy', { name: who })}
                  </p>
                  <p className="bizum__note">
                    {request.concept} · {dayAndTime(request.createdAt, locale)} ·{' '}
                    <span className={`bizum-badge bizum-badge--${request.status}`}>{t(REQUEST_STATUS[request.status])}</span>
                  </p>
                </div>
                <p className="bizum-history__amount bizum-history__amount--request">{money(request.amount, locale)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
