import { useState } from 'react';
import { HttpError } from '@bank-shell/core';
import { requestProducts } from '@bank-shell/core/signed-in';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell, useStore, useTranslation } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { listBeneficiaries, refusalOf, reviewTransfer, saveBeneficiary } from './api';
import type { Beneficiary, Transfer, TransferOrder, TransferReview as Review } from './api';
import { bankToday } from './format';
import { prefilledDraft } from './prefill';
import { TransferForm, emptyDraft, orderOf } from './TransferForm';
import type { Translate, TransferDraft } from './TransferForm';
import { TransferDone, TransferReview, refusalText } from './TransferReview';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'transferencias';

export interface TransferenciasPageProps {
  /** Names one reviewed order. @default `crypto.randomUUID` */
  createIdempotencyKey?: () => string;
  /** The time now, for the bank's day. @default `Date.now` */
  now?: () => number;
}

/**
 * Transfers (issue 41 §1): to any Spanish IBAN or between the customer's own accounts, ordinary or
 * immediate, today or on a later day, from saved payees or a typed IBAN checked as it is typed;
 * reviewed, then signed through the shell's step-up, then a receipt to download. A link may fill
 * the form in (`?from=&to=&amount=`, `prefill.ts`): the customer still reviews and signs.
 */
export function TransferenciasPage({
  match,
  createIdempotencyKey = () => crypto.randomUUID(),
  now = Date.now,
}: Partial<FeatureProps> & TransferenciasPageProps) {
  const { t } = useTranslation(FEATURE_ID);
  const query = useApiQuery(async (http) => {
    const [products, beneficiaries] = await Promise.all([requestProducts(http), listBeneficiaries(http)]);
    return { accounts: products.accounts, beneficiaries };
  }, []);
  return (
    <section className="page page--narrow transferencias">
      <h1 className="page__title">{t('title')}</h1>
      <p className="transferencias__intro">{t('intro')}</p>
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('loadError')}
        </QueryFailure>
      )}
      {query.status === 'ready' &&
        (query.data.accounts.length === 0 ? (
          <p className="card">{t('noAccounts')}</p>
        ) : (
          <TransferSteps
            accounts={query.data.accounts}
            beneficiaries={query.data.beneficiaries}
            prefill={match?.query}
            t={t}
            createIdempotencyKey={createIdempotencyKey}
            today={bankToday(now())}
          />
        ))}
    </section>
  );
}

type Step =
  | { name: 'form'; draft: TransferDraft }
  | { name: 'review'; draft: TransferDraft; order: TransferOrder; review: Review; idempotencyKey: string }
  | { name: 'done'; transfer: Transfer };

function TransferSteps({
  accounts,
  beneficiaries,
  prefill,
  t,
  createIdempotencyKey,
  today,
}: {
  accounts: readonly ProductAccount[];
  beneficiaries: readonly Beneficiary[];
  /** The query of the link that opened the page, which may fill the form in. */
  prefill: URLSearchParams | undefined;
  t: Translate;
  createIdempotencyKey: () => string;
  today: string;
}) {
  const { http, i18n } = useShell();
  const locale = useStore(i18n.locale);
  const [step, setStep] = useState<Step>(() => ({
    name: 'form',
    draft: prefilledDraft(accounts, prefill, locale, t('ownTransferConcept')),
  }));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function review(draft: TransferDraft) {
    const order = orderOf(draft, accounts);
    setBusy(true);
    setRefusal(null);
    try {
      const reviewed = await reviewTransfer(http, order);
      if (draft.destination === 'other' && draft.saveBeneficiary) {
        // A payee saved is a convenience: failing to save one never stops the transfer.
        await saveBeneficiary(http, { name: order.beneficiaryName ?? '', iban: order.toIban }).catch(() => undefined);
      }
      // One key per reviewed order: every retry of this order is the same order to the bank.
      setStep({ name: 'review', draft, order, review: reviewed, idempotencyKey: createIdempotencyKey() });
    } catch (error) {
      const { refusal: kind, message } = error instanceof HttpError ? refusalOf(error.status, error.body) : refusalOf(0, null);
      setRefusal(refusalText(kind, message, t));
    } finally {
      setBusy(false);
    }
  }

  if (step.name === 'review') {
    return (
      <TransferReview
        review={step.review}
        order={step.order}
        accounts={accounts}
        idempotencyKey={step.idempotencyKey}
        locale={locale}
        t={t}
        onBack={() => setStep({ name: 'form', draft: step.draft })}
        onDone={(transfer) => setStep({ name: 'done', transfer })}
      />
    );
  }
  if (step.name === 'done') {
    return (
      <TransferDone
        transfer={step.transfer}
        locale={locale}
        t={t}
        onAnother={() => setStep({ name: 'form', draft: emptyDraft(accounts) })}
      />
    );
  }
  return (
    <TransferForm
      accounts={accounts}
      beneficiaries={beneficiaries}
      initial={step.draft}
      today={today}
      busy={busy}
      refusal={refusal}
      locale={locale}
      t={t}
      onSubmit={(draft) => void review(draft)}
    />
  );
}
