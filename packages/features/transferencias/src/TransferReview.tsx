import { useEffect, useId, useRef, useState } from 'react';
import { EVENT_TOPIC, HttpError } from '@bank-shell/core';
import type { Locale } from '@bank-shell/core';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell } from '@bank-shell/react';
import { useSignature } from '@bank-shell/react/signature';
import { makeTransfer, receiptPath, refusalOf } from './api';
import type { Refusal, Transfer, TransferOrder, TransferReview as Review } from './api';
import { bankDay, clockTime, money } from './format';
import { formatIban } from './iban';
import type { Translate } from './TransferForm';
import type { TransferMessageKey } from './messages';

/** What the bank refused a signed transfer for. */
type SendRefusal = Exclude<Refusal, 'invalid'>;

/** The text of a refusal, in the customer's language; the bank's own words for an order it did not accept. */
export function refusalText(refusal: Refusal, message: string | null, t: Translate): string {
  if (refusal === 'invalid') return t('invalid', { message: message ?? '' });
  return t(refusal);
}

function accountName(accounts: readonly ProductAccount[], id: string): string {
  const account = accounts.find((candidate) => candidate.id === id);
  return account ? `${account.alias} ···${account.iban.slice(-4)}` : id;
}

/**
 * The review before the money leaves (issue 41 §1): every figure of the order as the bank would
 * make it now, a warning when the same amount went to the same account minutes ago ("¿Seguro? Ya
 * has enviado…"), then the customer's signature through the shell's step-up. Only the signed call
 * moves money, named by one idempotency key for this review: a double click, a retry after a
 * time-out or a second tab never sends it twice. An agent on the assisted channel reviews, never signs.
 */
export function TransferReview({
  review,
  order,
  accounts,
  idempotencyKey,
  locale,
  t,
  onBack,
  onDone,
}: {
  review: Review;
  order: TransferOrder;
  accounts: readonly ProductAccount[];
  idempotencyKey: string;
  locale: Locale;
  t: Translate;
  onBack: () => void;
  onDone: (transfer: Transfer) => void;
}) {
  const { http, channel } = useShell();
  const signature = useSignature();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const confirmId = useId();
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const [duplicateConfirmed, setDuplicateConfirmed] = useState(false);
  const [duplicateMissing, setDuplicateMissing] = useState(false);
  const signing = signature.state;
  const outcome =
    refusal ?? (signature.failure === 'cancelled' ? 'signCancelled' : signature.failure === 'verifyFailed' ? 'signVerifyFailed' : null);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const assisted = channel.clientKind === 'assisted';

  async function send(ticket: string) {
    try {
      onDone(await makeTransfer(http, order, ticket, idempotencyKey));
    } catch (error) {
      const refused = error instanceof HttpError ? refusalOf(error.status, error.body).refusal : refusalOf(0, null).refusal;
      setRefusal(refused === 'invalid' ? 'failed' : refused);
    }
  }

  function sign() {
    if (signing !== 'idle') return;
    if (review.duplicate && !duplicateConfirmed) {
      setDuplicateMissing(true);
      confirmRef.current?.focus();
      return;
    }
    setRefusal(null);
    signature.sign(send);
  }

  const figures: [TransferMessageKey, string][] = [
    ['reviewFrom', accountName(accounts, review.fromAccountId)],
    ['reviewTo', formatIban(review.toIban)],
    ['reviewBank', review.bankName ?? t('reviewUnknownBank')],
    ['reviewBeneficiary', review.beneficiaryName],
    ['reviewConcept', review.concept],
    ['reviewAmount', money(review.amount, locale)],
    ['reviewFee', money(review.fee, locale)],
    ['reviewKind', review.kind === 'immediate' ? t('immediateShort') : t('ordinaryShort')],
    [
      'reviewDate',
      review.scheduled
        ? t('reviewScheduled', { date: bankDay(review.executionDate, locale) })
        : t('reviewToday', { date: bankDay(review.executionDate, locale) }),
    ],
  ];

  return (
    <section className="transfer-review" aria-labelledby={`${confirmId}-title`}>
      <h2 id={`${confirmId}-title`} ref={headingRef} tabIndex={-1} className="transfer-review__title">
        {t('reviewTitle')}
      </h2>
      <dl className="card transfer-review__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="transfer-review__figure">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {review.ownAccount && <p className="transfer-review__note">{t('ownAccountNote')}</p>}
      <p className="transfer-review__note">
        {t('reviewLeft', {
          left: money(review.limits.leftToday, locale),
          perDay: money(review.limits.perDay, locale),
          perOperation: money(review.limits.perOperation, locale),
        })}
      </p>
      {review.duplicate && (
        <div className="card transfer-review__duplicate" role="alert">
          <p>
            {t('duplicateTitle', { amount: money(review.duplicate.amount, locale), time: clockTime(review.duplicate.createdAt, locale) })}
          </p>
          <label className="transfer-form__option">
            <input
              ref={confirmRef}
              id={confirmId}
              type="checkbox"
              checked={duplicateConfirmed}
              aria-invalid={duplicateMissing ? true : undefined}
              aria-describedby={duplicateMissing ? `${confirmId}-error` : undefined}
              onChange={(event) => {
                setDuplicateConfirmed(event.target.checked);
                if (event.target.checked) setDuplicateMissing(false);
              }}
            />
            {t('duplicateConfirm')}
          </label>
          {duplicateMissing && (
            <p id={`${confirmId}-error`} className="transfer-form__error">
              {t('duplicateRequired')}
            </p>
          )}
        </div>
      )}
      {assisted ? (
        <p className="transfer-review__note">{t('onlyCustomerSigns')}</p>
      ) : (
        <div className="card transfer-review__sign" aria-busy={signing === 'idle' ? undefined : true}>
          {outcome && (
            <p
              ref={outcomeRef}
              tabIndex={-1}
              role={outcome === 'signCancelled' ? 'status' : 'alert'}
              className={outcome === 'signCancelled' ? 'transfer-review__note' : 'transfer-form__refusal'}
            >
              {t(outcome)}
            </p>
          )}
          <p className="transfer-review__note">{t('signNote')}</p>
          <div className="transfer-form__actions">
            <button type="button" className="button button--primary" aria-disabled={signing === 'idle' ? undefined : true} onClick={sign}>
              {signing === 'verifying' ? t('signing') : signing === 'sending' ? t('sending') : t('sign')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={signing === 'idle' ? undefined : true}
              onClick={() => signing === 'idle' && onBack()}
            >
              {t('back')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The transfer made: what went where, its receipt to download, and where to go next. */
export function TransferDone({
  transfer,
  locale,
  t,
  onAnother,
}: {
  transfer: Transfer;
  locale: Locale;
  t: Translate;
  onAnother: () => void;
}) {
  const { events } = useShell();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [receiptMissing, setReceiptMissing] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);
  const scheduled = transfer.status === 'scheduled';
  const values = { amount: money(transfer.amount, locale), name: transfer.beneficiaryName, date: bankDay(transfer.executionDate, locale) };

  function downloadReceipt() {
    setReceiptMissing(false);
    events.publish(EVENT_TOPIC.documentDownload, {
      url: receiptPath(transfer.transferId),
      document: { fileName: `${locale === 'es-ES' ? 'justificante' : 'receipt'}-${transfer.transferId}.html`, mimeType: 'text/html' },
      reportUnexistentFileCallback: () => setReceiptMissing(true),
      openNewWindow: true,
    });
  }

  return (
    <section className="card transfer-done">
      <h2 ref={headingRef} tabIndex={-1} className="transfer-review__title">
        {scheduled ? t('doneScheduled') : t('doneTitle')}
      </h2>
      <p>{scheduled ? t('doneScheduledText', values) : t('doneText', values)}</p>
      <p className="transfer-review__note">{t('doneReference', { id: transfer.transferId })}</p>
      <div className="transfer-form__actions">
        <button type="button" className="button button--primary" onClick={downloadReceipt}>
          {t('downloadReceipt')}
        </button>
        <button type="button" className="button button--ghost" onClick={onAnother}>
          {t('newTransfer')}
        </button>
        <a className="button button--ghost" href="#/posicion-global">
          {t('toOverview')}
        </a>
      </div>
      {receiptMissing && (
        <p role="alert" className="transfer-form__refusal">
          {t('receiptMissing')}
        </p>
      )}
    </section>
  );
}
