import { useId, useState } from 'react';
import { HttpError } from '@bank-shell/core';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell, useStore } from '@bank-shell/react';
import { askForMoney, declineRequest, refusalOf, reviewPayment } from './api';
import type { BizumOrder, BizumPayment, BizumRequest, BizumStatus, PaymentReview } from './api';
import type { Notice } from './BizumPage';
import { Deactivation } from './Deactivation';
import { money } from './format';
import { History } from './History';
import { refusalText } from './messages';
import type { Translate } from './messages';
import { spacedPhone } from './phone';
import { ReceivedRequests } from './ReceivedRequests';
import { BizumForm, emptyDraft } from './BizumForm';
import type { BizumDraft, Mode } from './BizumForm';
import { BizumDone, BizumReview } from './BizumReview';
import type { Payable } from './BizumReview';

/** What the page knows when the customer uses Bizum. */
export interface BizumData {
  status: BizumStatus;
  accounts: readonly ProductAccount[];
  payments: readonly BizumPayment[];
  requests: readonly BizumRequest[];
}

type Step =
  | { name: 'home'; draft: BizumDraft }
  | { name: 'review'; draft: BizumDraft; payable: Payable; idempotencyKey: string }
  | { name: 'done'; draft: BizumDraft; payment: BizumPayment };

/** `Cuenta NÓMINA ···5671`: the account Bizum uses, as the customer knows it. */
export function accountName(accounts: readonly ProductAccount[], id: string | null): string {
  const account = accounts.find((candidate) => candidate.id === id);
  return account ? `${account.alias} ···${account.iban.slice(-4)}` : (id ?? '');
}

/**
 * Bizum for a customer who uses it: what they have left of the limits, the requests waiting for
 * them, a form to send or ask for money, their history, and the way out of Bizum. Sending and
 * paying a request go through a review, then the signature; asking moves nothing, so it is sent
 * at once, named by a key so that a double click asks once.
 */
export function BizumHome({
  data,
  firstMode,
  t,
  createIdempotencyKey,
  onOperation,
}: {
  data: BizumData;
  firstMode: Mode;
  t: Translate;
  createIdempotencyKey: () => string;
  onOperation: (notice: Notice | null) => void;
}) {
  const { http, i18n } = useShell();
  const locale = useStore(i18n.locale);
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'home', draft: emptyDraft(firstMode) });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { status, accounts } = data;
  const account = accounts.find((candidate) => candidate.id === status.accountId);
  const pendingReceived = data.requests.filter((request) => request.direction === 'received' && request.status === 'pending');

  async function submit(draft: BizumDraft, order: BizumOrder) {
    setBusy(true);
    setRefusal(null);
    try {
      if (draft.mode === 'send') {
        const review: PaymentReview = await reviewPayment(http, order);
        // One key per reviewed payment: every retry of it is the same payment to the bank.
        setStep({ name: 'review', draft, payable: { kind: 'send', order, review }, idempotencyKey: createIdempotencyKey() });
      } else {
        const request = await askForMoney(http, order, createIdempotencyKey());
        onOperation({
          kind: 'success',
          text: t('askedNotice', { amount: money(request.amount, locale), phone: spacedPhone(order.phone) }),
        });
      }
    } catch (error) {
      const { refusal: kind, message } = error instanceof HttpError ? refusalOf(error.body) : refusalOf(null);
      setRefusal(refusalText(kind, message, t));
    } finally {
      setBusy(false);
    }
  }

  async function decline(request: BizumRequest) {
    try {
      await declineRequest(http, request.requestId);
      onOperation({
        kind: 'info',
        text: t('declinedNotice', { amount: money(request.amount, locale), name: request.counterpart.name ?? request.counterpart.phone }),
      });
    } catch (error) {
      const { refusal: kind, message } = error instanceof HttpError ? refusalOf(error.body) : refusalOf(null);
      onOperation({ kind: 'info', text: refusalText(kind, message, t) });
    }
  }

  if (step.name === 'review') {
    return (
      <BizumReview
        payable={step.payable}
        fromAccount={accountName(accounts, status.accountId)}
        limits={status.limits}
        idempotencyKey={step.idempotencyKey}
        t={t}
        onBack={() => setStep({ name: 'home', draft: step.draft })}
        onDone={(payment) => setStep({ name: 'done', draft: step.draft, payment })}
      />
    );
  }
  if (step.name === 'done') {
    return <BizumDone payment={step.payment} t={t} onBack={() => onOperation(null)} />;
  }

  return (
    <>
      <section className="card bizum__card bizum-summary" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className="bizum__section-title">
          {t('summaryTitle')}
        </h2>
        <dl className="bizum-figures">
          <div className="bizum-figures__row">
            <dt>{t('yourPhone')}</dt>
            <dd>{status.maskedPhone}</dd>
          </div>
          <div className="bizum-figures__row">
            <dt>{t('yourAccount')}</dt>
            <dd>{accountName(accounts, status.accountId)}</dd>
          </div>
          <div className="bizum-figures__row">
            <dt>{t('leftToday')}</dt>
            <dd>{money(status.limits.leftToday, locale)}</dd>
          </div>
          <div className="bizum-figures__row">
            <dt>{t('leftThisMonth')}</dt>
            <dd>{money(status.limits.leftThisMonth, locale)}</dd>
          </div>
        </dl>
        <p className="bizum__note">
          {t('limitsNote', {
            minimum: money(status.limits.minimum, locale),
            perOperation: money(status.limits.perOperation, locale),
            perDay: money(status.limits.perDay, locale),
            perMonth: money(status.limits.perMonth, locale),
          })}
        </p>
      </section>

      {pendingReceived.length > 0 && (
        <ReceivedRequests
          requests={pendingReceived}
          t={t}
          onPay={(request) =>
            setStep({ name: 'review', draft: step.draft, payable: { kind: 'request', request }, idempotencyKey: createIdempotencyKey() })
          }
          onDecline={(request) => void decline(request)}
        />
      )}

      <BizumForm
        initial={step.draft}
        limits={status.limits}
        balance={account?.balance ?? null}
        busy={busy}
        refusal={refusal}
        t={t}
        onModeChange={() => setRefusal(null)}
        onSubmit={(draft, order) => void submit(draft, order)}
      />

      <History payments={data.payments} requests={data.requests} t={t} />

      <Deactivation t={t} onDeactivated={onOperation} />
    </>
  );
}
