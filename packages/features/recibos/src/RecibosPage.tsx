import { useState } from 'react';
import { HttpError } from '@bank-shell/core';
import { requestProducts } from '@bank-shell/core/signed-in';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell, useStore, useTranslation } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { listDirectDebits, lookUpBill, refusalOf } from './api';
import type { Bill, BillPayment, ChargeReturn, Mandate } from './api';
import { DirectDebitList, ReturnDone, ReturnReview } from './DirectDebits';
import type { ChosenCharge } from './DirectDebits';
import { digitsOf } from './format';
import { PayBillForm, PayDone, PayReview, emptyPayDraft, lookUpRefusalText } from './PayBill';
import type { PayDraft } from './PayBill';
import type { Translate } from './SignPanel';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'recibos';

export interface RecibosPageProps {
  /** Names one reviewed order. @default `crypto.randomUUID` */
  createIdempotencyKey?: () => string;
}

/**
 * Bills (issue 41 §3): a bill or a tax paid by its issuer's code and reference, reviewed and signed
 * through the shell's step-up, with a receipt; and the customer's direct debits, each with its
 * last charges, any of them returned within the eight weeks the law gives.
 */
export function RecibosPage({ createIdempotencyKey = () => crypto.randomUUID() }: Partial<FeatureProps> & RecibosPageProps) {
  const { t } = useTranslation(FEATURE_ID);
  const query = useApiQuery(async (http) => {
    const [products, mandates] = await Promise.all([requestProducts(http), listDirectDebits(http)]);
    return { accounts: products.accounts, mandates };
  }, []);
  return (
    <section className="page page--narrow bills">
      <h1 className="page__title">{t('title')}</h1>
      <p className="bills__intro">{t('intro')}</p>
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['list', 'list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('loadError')}
        </QueryFailure>
      )}
      {query.status === 'ready' && (
        <BillSteps
          accounts={query.data.accounts}
          mandates={query.data.mandates}
          t={t}
          createIdempotencyKey={createIdempotencyKey}
          reload={query.retry}
        />
      )}
    </section>
  );
}

type Step =
  | { name: 'home'; draft: PayDraft }
  | { name: 'payReview'; draft: PayDraft; bill: Bill; account: ProductAccount; idempotencyKey: string }
  | { name: 'payDone'; payment: BillPayment }
  | { name: 'returnReview'; chosen: ChosenCharge; idempotencyKey: string }
  | { name: 'returnDone'; returned: ChargeReturn; accountAlias: string };

function BillSteps({
  accounts,
  mandates,
  t,
  createIdempotencyKey,
  reload,
}: {
  accounts: readonly ProductAccount[];
  mandates: readonly Mandate[];
  t: Translate;
  createIdempotencyKey: () => string;
  reload: () => void;
}) {
  const { http, i18n } = useShell();
  const locale = useStore(i18n.locale);
  const [step, setStep] = useState<Step>({ name: 'home', draft: emptyPayDraft(accounts) });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function findBill(draft: PayDraft) {
    setBusy(true);
    setRefusal(null);
    try {
      const bill = await lookUpBill(http, digitsOf(draft.issuerCode), digitsOf(draft.reference));
      const account = accounts.find((candidate) => candidate.id === draft.fromAccountId) ?? accounts[0];
      if (account === undefined) return;
      // One key per reviewed order: every retry of this payment is the same order to the bank.
      setStep({ name: 'payReview', draft, bill, account, idempotencyKey: createIdempotencyKey() });
    } catch (error) {
      const { refusal: kind, message } = error instanceof HttpError ? refusalOf(error.status, error.body) : refusalOf(0, null);
      setRefusal(lookUpRefusalText(kind, message, t));
    } finally {
      setBusy(false);
    }
  }

  const home = () => {
    setRefusal(null);
    setStep({ name: 'home', draft: emptyPayDraft(accounts) });
  };

  switch (step.name) {
    case 'payReview':
      return (
        <PayReview
          bill={step.bill}
          account={step.account}
          idempotencyKey={step.idempotencyKey}
          locale={locale}
          t={t}
          onBack={() => setStep({ name: 'home', draft: step.draft })}
          onDone={(payment) => setStep({ name: 'payDone', payment })}
        />
      );
    case 'payDone':
      return (
        <PayDone
          payment={step.payment}
          locale={locale}
          t={t}
          // The balances changed: the page asks the bank again.
          onAnother={reload}
        />
      );
    case 'returnReview':
      return (
        <ReturnReview
          chosen={step.chosen}
          idempotencyKey={step.idempotencyKey}
          locale={locale}
          t={t}
          onBack={home}
          onDone={(returned) => setStep({ name: 'returnDone', returned, accountAlias: step.chosen.mandate.accountAlias })}
        />
      );
    case 'returnDone':
      return <ReturnDone returned={step.returned} accountAlias={step.accountAlias} locale={locale} t={t} onBack={reload} />;
    case 'home':
      return (
        <>
          <PayBillForm
            accounts={accounts}
            initial={step.draft}
            busy={busy}
            refusal={refusal}
            locale={locale}
            t={t}
            onSubmit={(draft) => void findBill(draft)}
          />
          <DirectDebitList
            mandates={mandates}
            locale={locale}
            t={t}
            onReturn={(chosen) => setStep({ name: 'returnReview', chosen, idempotencyKey: createIdempotencyKey() })}
          />
        </>
      );
  }
}
