import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { EVENT_TOPIC, HttpError } from '@bank-shell/core';
import type { Locale } from '@bank-shell/core';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell } from '@bank-shell/react';
import { useSignature } from '@bank-shell/react/signature';
import { payBill, receiptPath, refusalOf } from './api';
import type { Bill, BillPayment, Refusal } from './api';
import { accountName, bankDay, digitsOf, money } from './format';
import type { BillsMessageKey } from './messages';
import { ReviewFigures, SignPanel } from './SignPanel';
import type { Translate } from './SignPanel';

/** An issuer's code: six digits; a bill's reference: thirteen (cuaderno 60 style). */
const ISSUER_CODE = /^\d{6}$/;
const REFERENCE = /^\d{13}$/;
/** The longest a code may be typed with the spaces and dots it is printed with. */
const MAX_TYPED_CODE_LENGTH = 12;
const MAX_TYPED_REFERENCE_LENGTH = 24;

/** What the customer typed and chose, kept when they come back from the review. */
export interface PayDraft {
  issuerCode: string;
  reference: string;
  fromAccountId: string;
}

export const emptyPayDraft = (accounts: readonly ProductAccount[]): PayDraft => ({
  issuerCode: '',
  reference: '',
  fromAccountId: accounts[0]?.id ?? '',
});

type Field = 'issuerCode' | 'reference';

/** The problems of a draft, field by field, in the order the form shows them. */
export function payDraftProblems(draft: PayDraft, t: Translate): [Field, string][] {
  const problems: [Field, string][] = [];
  if (!ISSUER_CODE.test(digitsOf(draft.issuerCode))) problems.push(['issuerCode', t('issuerCodeInvalid')]);
  if (!REFERENCE.test(digitsOf(draft.reference))) problems.push(['reference', t('referenceInvalid')]);
  return problems;
}

/** Why a look-up found nothing to pay, in the customer's words. */
export function lookUpRefusalText(refusal: Refusal, message: string | null, t: Translate): string {
  switch (refusal) {
    case 'billNotFound':
    case 'billPaid':
    case 'billOverdue':
      return t(refusal);
    case 'invalid':
      return t('invalid', { message: message ?? '' });
    default:
      return t('findFailed');
  }
}

/** The form that finds a bill by its issuer's code and its reference, and the account to pay it from. */
export function PayBillForm({
  accounts,
  initial,
  busy,
  refusal,
  locale,
  t,
  onSubmit,
}: {
  accounts: readonly ProductAccount[];
  initial: PayDraft;
  busy: boolean;
  refusal: string | null;
  locale: Locale;
  t: Translate;
  onSubmit: (draft: PayDraft) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [shownProblems, setShownProblems] = useState<[Field, string][] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const set = <K extends keyof PayDraft>(key: K, value: PayDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const problemOf = (field: Field) => shownProblems?.find(([name]) => name === field)?.[1];
  const fieldId = (field: string) => `${id}-${field}`;

  useEffect(() => {
    if (shownProblems && shownProblems.length > 0) summaryRef.current?.focus();
  }, [shownProblems]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = payDraftProblems(draft, t);
    setShownProblems(problems);
    if (problems.length === 0) onSubmit(draft);
  }

  const describedBy = (field: Field) =>
    [fieldId(`${field}-hint`), problemOf(field) ? fieldId(`${field}-error`) : undefined].filter(Boolean).join(' ');

  return (
    <section className="bills__section" aria-labelledby={fieldId('title')}>
      <h2 id={fieldId('title')} className="bills__section-title">
        {t('payTitle')}
      </h2>
      <p className="bills__note">{t('payIntro')}</p>
      {accounts.length === 0 ? (
        <p className="card bills__empty">{t('noAccounts')}</p>
      ) : (
        <form className="card bills-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
          {shownProblems && shownProblems.length > 0 && (
            <div ref={summaryRef} tabIndex={-1} role="alert" className="bills__summary">
              <p>{t('errorSummary')}</p>
              <ul>
                {shownProblems.map(([field, text]) => (
                  <li key={field}>
                    <a
                      href={`#${fieldId(field)}`}
                      onClick={(event) => (event.preventDefault(), document.getElementById(fieldId(field))?.focus())}
                    >
                      {text}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {refusal && (
            <p ref={refusalRef} tabIndex={-1} role="alert" className="bills__refusal">
              {refusal}
            </p>
          )}
          <div className="bills-form__codes">
            {(
              [
                ['issuerCode', 'issuerCodeLabel', 'issuerCodeHint', MAX_TYPED_CODE_LENGTH],
                ['reference', 'referenceLabel', 'referenceHint', MAX_TYPED_REFERENCE_LENGTH],
              ] as const
            ).map(([field, label, hint, maxLength]) => (
              <div key={field} className={`bills-form__field bills-form__field--${field}`}>
                <label htmlFor={fieldId(field)}>{t(label)}</label>
                <p id={fieldId(`${field}-hint`)} className="bills-form__hint">
                  {t(hint)}
                </p>
                <input
                  id={fieldId(field)}
                  className="bills-form__digits"
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={maxLength}
                  value={draft[field]}
                  aria-invalid={problemOf(field) ? true : undefined}
                  aria-describedby={describedBy(field)}
                  onChange={(event) => set(field, event.target.value)}
                />
                {problemOf(field) && (
                  <p id={fieldId(`${field}-error`)} className="bills-form__error">
                    {problemOf(field)}
                  </p>
                )}
              </div>
            ))}
          </div>
          <div className="bills-form__field">
            <label htmlFor={fieldId('from')}>{t('fromLabel')}</label>
            <select id={fieldId('from')} value={draft.fromAccountId} onChange={(event) => set('fromAccountId', event.target.value)}>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {t('accountOption', { alias: account.alias, digits: account.iban.slice(-4), balance: money(account.balance, locale) })}
                </option>
              ))}
            </select>
          </div>
          <div className="bills__actions">
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? t('finding') : t('findBill')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * The review before a bill is paid (issue 41 §3): the issuer, the concept, the amount and the due
 * date the bank gave for the code and reference, and the account the money leaves; then the
 * customer's signature through the shell's step-up. One idempotency key per review.
 */
export function PayReview({
  bill,
  account,
  idempotencyKey,
  locale,
  t,
  onBack,
  onDone,
}: {
  bill: Bill;
  account: ProductAccount;
  idempotencyKey: string;
  locale: Locale;
  t: Translate;
  onBack: () => void;
  onDone: (payment: BillPayment) => void;
}) {
  const { http, channel } = useShell();
  const signature = useSignature();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const overBalance = bill.amount.amount > account.balance.amount;

  async function send(ticket: string) {
    try {
      onDone(await payBill(http, bill, account.id, ticket, idempotencyKey));
    } catch (error) {
      const { refusal: kind, message } = error instanceof HttpError ? refusalOf(error.status, error.body) : refusalOf(0, null);
      const texts: Partial<Record<Refusal, BillsMessageKey>> = {
        insufficientFunds: 'insufficientFunds',
        amountChanged: 'amountChanged',
        ticketRejected: 'ticketRejected',
        billPaid: 'billPaid',
        billOverdue: 'billOverdue',
        billNotFound: 'billNotFound',
      };
      const key = texts[kind];
      setRefusal(key !== undefined ? t(key) : kind === 'invalid' ? t('invalid', { message: message ?? '' }) : t('payFailed'));
    }
  }

  return (
    <section className="bills-review" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bills-review__title">
        {t('payReviewTitle')}
      </h2>
      <ReviewFigures
        t={t}
        figures={[
          ['reviewIssuer', bill.issuerName],
          ['reviewIssuerCode', bill.issuerCode],
          ['reviewReference', bill.reference],
          ['reviewConcept', bill.concept],
          ['reviewAmount', money(bill.amount, locale)],
          ['reviewDueDate', bankDay(bill.dueDate, locale)],
          ['reviewFrom', accountName(account)],
        ]}
      />
      {overBalance ? (
        <>
          <p role="alert" className="bills__refusal">
            {t('overBalance', { balance: money(account.balance, locale) })}
          </p>
          <div className="bills__actions">
            <button type="button" className="button button--primary" onClick={onBack}>
              {t('back')}
            </button>
          </div>
        </>
      ) : (
        <SignPanel
          signature={signature}
          refusal={refusal}
          assisted={channel.clientKind === 'assisted'}
          note={t('paySignNote')}
          signLabel={t('paySign')}
          sendingLabel={t('paying')}
          backLabel={t('back')}
          onSign={() => {
            if (signature.state !== 'idle') return;
            setRefusal(null);
            signature.sign(send);
          }}
          onBack={onBack}
          t={t}
        />
      )}
    </section>
  );
}

/** The bill paid: to whom and how much, its receipt to download, and where to go next. */
export function PayDone({ payment, locale, t, onAnother }: { payment: BillPayment; locale: Locale; t: Translate; onAnother: () => void }) {
  const { events } = useShell();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [receiptMissing, setReceiptMissing] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);

  function downloadReceipt() {
    setReceiptMissing(false);
    events.publish(EVENT_TOPIC.documentDownload, {
      url: receiptPath(payment.paymentId),
      document: {
        fileName: `${locale === 'es-ES' ? 'justificante-recibo' : 'bill-receipt'}-${payment.paymentId}.html`,
        mimeType: 'text/html',
      },
      reportUnexistentFileCallback: () => setReceiptMissing(true),
      openNewWindow: true,
    });
  }

  return (
    <section className="card bills-done">
      <h2 ref={headingRef} tabIndex={-1} className="bills-review__title">
        {t('payDoneTitle')}
      </h2>
      <p>{t('payDoneText', { amount: money(payment.amount, locale), issuer: payment.issuerName })}</p>
      <p className="bills__note">{t('payDoneReference', { id: payment.paymentId })}</p>
      <div className="bills__actions">
        <button type="button" className="button button--primary" onClick={downloadReceipt}>
          {t('downloadReceipt')}
        </button>
        <button type="button" className="button button--ghost" onClick={onAnother}>
          {t('payAnother')}
        </button>
        <a className="button button--ghost" href="#/posicion-global">
          {t('toOverview')}
        </a>
      </div>
      {receiptMissing && (
        <p role="alert" className="bills__refusal">
          {t('receiptMissing')}
        </p>
      )}
    </section>
  );
}
