import { useEffect, useId, useRef, useState } from 'react';
import { EVENT_TOPIC, HttpError } from '@bank-shell/core';
import { useShell, useStore } from '@bank-shell/react';
import { useSignature } from '@bank-shell/react/signature';
import { payRequest, receiptPath, refusalOf, sendPayment } from './api';
import type { BizumLimits, BizumOrder, BizumPayment, BizumRequest, PaymentReview } from './api';
import { money } from './format';
import { refusalText } from './messages';
import type { BizumMessageKey, Translate } from './messages';
import { spacedPhone } from './phone';

/** What the customer is about to sign: a payment to a phone, reviewed by the bank, or a request received. */
export type Payable = { kind: 'send'; order: BizumOrder; review: PaymentReview } | { kind: 'request'; request: BizumRequest };

/**
 * The review before the money leaves (issue 41 §2): who gets it, how much, for what, from which
 * account, and what is left of the limits; then the customer's signature through the shell's
 * step-up. Every Bizum is signed, whatever its amount. Only the signed call moves money, named by
 * one key (a payment) or by the request itself: a double click, a retry or a second tab never
 * pays twice. An agent on the assisted channel reviews, never signs.
 */
export function BizumReview({
  payable,
  fromAccount,
  limits,
  idempotencyKey,
  t,
  onBack,
  onDone,
}: {
  payable: Payable;
  fromAccount: string;
  limits: BizumLimits;
  idempotencyKey: string;
  t: Translate;
  onBack: () => void;
  onDone: (payment: BizumPayment) => void;
}) {
  const { http, channel, i18n } = useShell();
  const locale = useStore(i18n.locale);
  const signature = useSignature();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const signing = signature.state;
  const cancelled = refusal === null && signature.failure === 'cancelled';
  const outcome = refusal ?? (cancelled ? t('signCancelled') : signature.failure === 'verifyFailed' ? t('signVerifyFailed') : null);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function send(ticket: string) {
    try {
      onDone(
        payable.kind === 'send'
          ? await sendPayment(http, payable.order, ticket, idempotencyKey)
          : await payRequest(http, payable.request.requestId, ticket),
      );
    } catch (error) {
      const { refusal: kind, message } = error instanceof HttpError ? refusalOf(error.body) : refusalOf(null);
      setRefusal(refusalText(kind, message, t));
    }
  }

  function sign() {
    if (signing !== 'idle') return;
    setRefusal(null);
    signature.sign(send);
  }

  const figures: [BizumMessageKey, string][] =
    payable.kind === 'send'
      ? [
          ['reviewTo', spacedPhone(payable.review.phone)],
          ['reviewAmount', money(payable.review.amount, locale)],
          ['reviewConcept', payable.review.concept],
          ['reviewFrom', fromAccount],
        ]
      : [
          ['reviewTo', `${payable.request.counterpart.name ?? ''} (${payable.request.counterpart.phone})`],
          ['reviewAmount', money(payable.request.amount, locale)],
          ['reviewConcept', payable.request.concept],
          ['reviewFrom', fromAccount],
        ];
  const assisted = channel.clientKind === 'assisted';

  return (
    <section className="bizum-review" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="bizum-review__title">
        {payable.kind === 'send' ? t('reviewTitle') : t('reviewRequestTitle')}
      </h2>
      <dl className="card bizum-figures bizum-review__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="bizum-figures__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="bizum__note">
        {t('reviewLeft', { today: money(limits.leftToday, locale), month: money(limits.leftThisMonth, locale) })}
      </p>
      {assisted ? (
        <p className="bizum__note">{t('onlyCustomerSigns')}</p>
      ) : (
        <div className="card bizum-review__sign" aria-busy={signing === 'idle' ? undefined : true}>
          {outcome && (
            <p
              ref={outcomeRef}
              tabIndex={-1}
              role={cancelled ? 'status' : 'alert'}
              className={cancelled ? 'bizum__note' : 'bizum__refusal'}
            >
              {outcome}
            </p>
          )}
          <p className="bizum__note">{t('signNote')}</p>
          <div className="bizum-form__actions">
            <button type="button" className="button button--primary" aria-disabled={signing === 'idle' ? undefined : true} onClick={sign}>
              {signing === 'verifying' ? t('signing') : signing === 'sending' ? t('sending') : t('sign')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={signing === 'idle' ? undefined : true}
              onClick={() => signing === 'idle' && onBack()}
            >
              {payable.kind === 'send' ? t('change') : t('back')}
            </button>
          </div>
        </div>
      )}
      {assisted && (
        <div className="bizum-form__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            {t('back')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The payment made: who got what, its reference, its receipt to download, and the way back. */
export function BizumDone({ payment, t, onBack }: { payment: BizumPayment; t: Translate; onBack: () => void }) {
  const { i18n, events } = useShell();
  const locale = useStore(i18n.locale);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [receiptMissing, setReceiptMissing] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);

  function downloadReceipt() {
    setReceiptMissing(false);
    // As a transfer's receipt: the shell's document download, under the bank's name for it.
    events.publish(EVENT_TOPIC.documentDownload, {
      url: receiptPath(payment.paymentId),
      document: {
        fileName: `${locale === 'es-ES' ? 'justificante-bizum' : 'bizum-receipt'}-${payment.paymentId}.html`,
        mimeType: 'text/html',
      },
      reportUnexistentFileCallback: () => setReceiptMissing(true),
      openNewWindow: true,
    });
  }

  return (
    <section className="card bizum__card bizum-done">
      <h2 ref={headingRef} tabIndex={-1} className="bizum-review__title">
        {t('doneTitle')}
      </h2>
      <p>{t('doneText', { amount: money(payment.amount, locale), name: payment.counterpart.name, concept: payment.concept })}</p>
      <p className="bizum__note">{t('doneReference', { id: payment.paymentId })}</p>
      <div className="bizum-form__actions">
        <button type="button" className="button button--primary" onClick={downloadReceipt}>
          {t('downloadReceipt')}
        </button>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('backToBizum')}
        </button>
        <a className="button button--ghost" href="#/posicion-global">
          {t('toOverview')}
        </a>
      </div>
      {receiptMissing && (
        <p role="alert" className="bizum__refusal">
          {t('receiptMissing')}
        </p>
      )}
    </section>
  );
}
