import { useState } from 'react';
import type { Locale } from '@bank-shell/core';
import { requestProducts } from '@bank-shell/core/signed-in';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell, useStore, useTranslation } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import type { InstalmentPlan, InstalmentQuote, SplitOverdraft } from './api';
import { accountName, linkAmount, money } from './format';
import type { Translate } from './format';
import { InstalmentOffer, InstalmentReview, SplitDone } from './InstalmentOffer';
import { OVERVIEW_HREF, transferHref } from './links';

/** The feature id, which is also its texts' namespace and the campaign-79 feature (features.md §2.4). */
export const FEATURE_ID = 'solution-selling-digital-fallbacks';
const CENTS_PER_EURO = 100;

export interface DigitalFallbacksPageProps {
  /** Names one reviewed order. @default `crypto.randomUUID` */
  createIdempotencyKey?: () => string;
}

const centsOf = (euros: number) => Math.round(euros * CENTS_PER_EURO);

/**
 * The digital-fallback page (features.md §2.4, issue 41 §5), where campaign 79 takes an overdrawn
 * customer after login: the overdraft as the bank has it, and what the customer can really do
 * about it: move money in from another of their accounts (the transfer feature, filled in), or
 * split the overdraft into monthly instalments at a fixed rate (reviewed, then signed). Once no
 * account is overdrawn, it says so and leads to the overall position.
 */
export function DigitalFallbacksPage({
  createIdempotencyKey = () => crypto.randomUUID(),
}: Partial<FeatureProps> & DigitalFallbacksPageProps) {
  const { t } = useTranslation(FEATURE_ID);
  const query = useApiQuery((http) => requestProducts(http), []);
  return (
    <section className="page digital-fallbacks">
      <h1 className="page__title">{t('title')}</h1>
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['hero', 'list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('loadError')}
        </QueryFailure>
      )}
      {query.status === 'ready' && (
        <Fallbacks accounts={query.data.accounts} t={t} createIdempotencyKey={createIdempotencyKey} onRefresh={query.retry} />
      )}
    </section>
  );
}

type Step =
  | { name: 'solutions' }
  | { name: 'review'; account: ProductAccount; quote: InstalmentQuote; plan: InstalmentPlan; idempotencyKey: string }
  | { name: 'done'; account: ProductAccount; split: SplitOverdraft };

function Fallbacks({
  accounts,
  t,
  createIdempotencyKey,
  onRefresh,
}: {
  accounts: readonly ProductAccount[];
  t: Translate;
  createIdempotencyKey: () => string;
  onRefresh: () => void;
}) {
  const { i18n } = useShell();
  const locale = useStore(i18n.locale);
  const [step, setStep] = useState<Step>({ name: 'solutions' });

  if (step.name === 'review') {
    return (
      <InstalmentReview
        account={step.account}
        quote={step.quote}
        plan={step.plan}
        idempotencyKey={step.idempotencyKey}
        locale={locale}
        t={t}
        onBack={() => {
          setStep({ name: 'solutions' });
          // What the customer comes back to is the bank's figures now, not those reviewed.
          onRefresh();
        }}
        onDone={(split) => setStep({ name: 'done', account: step.account, split })}
      />
    );
  }
  if (step.name === 'done') return <SplitDone split={step.split} account={step.account} locale={locale} t={t} />;

  const overdrawn = accounts.filter((account) => account.balance.amount < 0);
  if (overdrawn.length === 0) {
    return (
      <div className="card digital-fallbacks__in-credit">
        <h2 className="digital-fallbacks__title">{t('inCreditTitle')}</h2>
        <p>{t('inCreditText')}</p>
        <div className="digital-fallbacks__actions">
          <a className="button button--primary" href={OVERVIEW_HREF}>
            {t('toOverview')}
          </a>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="digital-fallbacks__intro">{t('intro')}</p>
      {overdrawn.map((account) => (
        <OverdrawnAccount
          key={account.id}
          account={account}
          others={accounts.filter((other) => other.id !== account.id)}
          locale={locale}
          t={t}
          onReview={(quote, plan) => setStep({ name: 'review', account, quote, plan, idempotencyKey: createIdempotencyKey() })}
        />
      ))}
    </>
  );
}

/** One overdrawn account: how far below zero it is, and the two ways out of it. */
function OverdrawnAccount({
  account,
  others,
  locale,
  t,
  onReview,
}: {
  account: ProductAccount;
  others: readonly ProductAccount[];
  locale: Locale;
  t: Translate;
  onReview: (quote: InstalmentQuote, plan: InstalmentPlan) => void;
}) {
  const headingId = `digital-fallbacks-${account.id}`;
  return (
    <section className="digital-fallbacks__account" aria-labelledby={headingId}>
      <div className="card digital-fallbacks__overdraft">
        <h2 id={headingId} className="digital-fallbacks__label">
          {t('overdrawnLabel', { account: accountName(account, t) })}
        </h2>
        <p className="digital-fallbacks__amount">{money(account.balance, locale)}</p>
        <p className="digital-fallbacks__hint">{t('overdrawnHint')}</p>
      </div>
      <div className="digital-fallbacks__solutions">
        <MoveMoney account={account} others={others} locale={locale} t={t} />
        <InstalmentOffer account={account} locale={locale} t={t} onReview={onReview} />
      </div>
    </section>
  );
}

/**
 * "Move money from another account": from the customer's own account with the most money, as much
 * of it as the overdraft needs, through the transfer feature filled in. Offered only when another
 * account has money.
 */
function MoveMoney({
  account,
  others,
  locale,
  t,
}: {
  account: ProductAccount;
  others: readonly ProductAccount[];
  locale: Locale;
  t: Translate;
}) {
  const source = others
    .filter((other) => other.balance.amount > 0 && other.balance.currency === account.balance.currency)
    .sort((a, b) => b.balance.amount - a.balance.amount)[0];
  const overdraftCents = -centsOf(account.balance.amount);
  return (
    <section className="card digital-fallbacks__solution" aria-labelledby={`digital-fallbacks-${account.id}-move`}>
      <h3 id={`digital-fallbacks-${account.id}-move`} className="digital-fallbacks__title">
        {t('moveTitle')}
      </h3>
      {source === undefined ? (
        <p>{t('moveNone')}</p>
      ) : (
        <MoveFrom source={source} target={account} overdraftCents={overdraftCents} locale={locale} t={t} />
      )}
    </section>
  );
}

function MoveFrom({
  source,
  target,
  overdraftCents,
  locale,
  t,
}: {
  source: ProductAccount;
  target: ProductAccount;
  overdraftCents: number;
  locale: Locale;
  t: Translate;
}) {
  const movedCents = Math.min(centsOf(source.balance.amount), overdraftCents);
  const euros = (cents: number) => money({ amount: cents / CENTS_PER_EURO, currency: target.balance.currency }, locale);
  const names = { source: accountName(source, t), target: accountName(target, t), balance: money(source.balance, locale) };
  const href = transferHref(source.id, target.id, linkAmount(movedCents / CENTS_PER_EURO));
  return (
    <>
      <p>
        {movedCents === overdraftCents
          ? t('moveCoversAll', { ...names, amount: euros(movedCents) })
          : t('moveCoversPart', { ...names, left: euros(overdraftCents - movedCents) })}
      </p>
      <p className="digital-fallbacks__hint">{t('moveNote')}</p>
      <div className="digital-fallbacks__actions">
        <a className="button button--primary" href={href}>
          {t('moveAction', { amount: euros(movedCents) })}
        </a>
      </div>
    </>
  );
}
