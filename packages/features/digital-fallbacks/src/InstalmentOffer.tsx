import { useEffect, useId, useRef, useState } from 'react';
import { HttpError } from '@bank-shell/core';
import type { Locale } from '@bank-shell/core';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { useSignature } from '@bank-shell/react/signature';
import { quoteInstalments, refusalOf, splitOverdraft } from './api';
import type { InstalmentPlan, InstalmentQuote, Refusal, SplitOverdraft } from './api';
import { accountName, bankDay, money, percent } from './format';
import type { Translate } from './format';
import { OVERVIEW_HREF, loanHref } from './links';
import type { DigitalFallbacksMessageKey } from './messages';

/** The plan offered first: the middle term, neither the dearest monthly nor the most interest. */
const PREFERRED_PLAN_INDEX = 1;

/**
 * "Split your overdraft into instalments": the plans the bank quotes today for exactly this
 * overdraft (3, 6 or 12 months at a fixed rate), each with its instalment, interest and total; the
 * customer picks one and goes on to review it. A size the bank does not split is said in its words.
 */
export function InstalmentOffer({
  account,
  locale,
  t,
  onReview,
}: {
  account: ProductAccount;
  locale: Locale;
  t: Translate;
  onReview: (quote: InstalmentQuote, plan: InstalmentPlan) => void;
}) {
  const query = useApiQuery((http) => quoteInstalments(http, account.id), [account.id]);
  const headingId = `digital-fallbacks-${account.id}-split`;
  const refused = query.status === 'failed' && query.error instanceof HttpError ? refusalOf(query.error.status, query.error.body) : null;
  return (
    <section className="card digital-fallbacks__solution" aria-labelledby={headingId}>
      <h3 id={headingId} className="digital-fallbacks__title">
        {t('splitTitle')}
      </h3>
      {query.status === 'loading' && <QueryLoading label={t('splitLoading')} blocks={['list']} />}
      {query.status === 'failed' &&
        (refused?.kind === 'outOfRange' ? (
          <p>{t('outOfRange', { message: refused.message ?? '' })}</p>
        ) : (
          <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
            {t('splitLoadError')}
          </QueryFailure>
        ))}
      {query.status === 'ready' && <PlanChoice quote={query.data} locale={locale} t={t} onReview={onReview} />}
    </section>
  );
}

function PlanChoice({
  quote,
  locale,
  t,
  onReview,
}: {
  quote: InstalmentQuote;
  locale: Locale;
  t: Translate;
  onReview: (quote: InstalmentQuote, plan: InstalmentPlan) => void;
}) {
  const name = useId();
  const [periods, setPeriods] = useState((quote.plans[PREFERRED_PLAN_INDEX] ?? quote.plans[0])?.periods);
  const chosen = quote.plans.find((plan) => plan.periods === periods);
  const overdrawn = { ...quote.overdrawn, amount: Math.abs(quote.overdrawn.amount) };
  return (
    <>
      <p>{t('splitText', { amount: money(overdrawn, locale), tin: percent(quote.tin, locale), tae: percent(quote.tae, locale) })}</p>
      <fieldset className="digital-fallbacks__plans">
        <legend>{t('periodsLegend')}</legend>
        {quote.plans.map((plan) => (
          <label key={plan.periods} className="digital-fallbacks__plan">
            <input
              type="radio"
              name={name}
              value={plan.periods}
              checked={plan.periods === periods}
              onChange={() => setPeriods(plan.periods)}
            />
            <span className="digital-fallbacks__plan-option">
              {t('planOption', { periods: plan.periods, monthly: money(plan.monthlyAmount, locale) })}
            </span>
            <span className="digital-fallbacks__hint">
              {t('planDetail', { interest: money(plan.totalInterest, locale), total: money(plan.totalAmount, locale) })}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="digital-fallbacks__actions">
        <button type="button" className="button button--primary" onClick={() => chosen && onReview(quote, chosen)}>
          {t('review')}
        </button>
      </div>
    </>
  );
}

/** What signing ended in, short of a split overdraft, and how it is said. */
type Outcome = Refusal | { kind: 'cancelled' } | { kind: 'verifyFailed' };

function outcomeText(outcome: Outcome, locale: Locale, t: Translate): string {
  switch (outcome.kind) {
    case 'changed':
      return outcome.overdrawn === null
        ? t('changedUnknown')
        : t('changed', { amount: money({ amount: outcome.overdrawn, currency: 'EUR' }, locale) });
    case 'outOfRange':
      return t('outOfRange', { message: outcome.message ?? '' });
    case 'cancelled':
      return t('signCancelled');
    case 'verifyFailed':
      return t('signVerifyFailed');
    default:
      return t(outcome.kind);
  }
}

/**
 * The review before the bank pays the overdraft (issue 41 §5), as for a loan: every figure of the
 * plan as quoted today, the right of withdrawal, then the customer's signature through the
 * shell's step-up. The signed call carries the overdraft the customer reviewed, so the bank splits
 * exactly that or refuses; one idempotency key names this review, so a retry never splits twice.
 * An agent on the assisted channel reviews, never signs.
 */
export function InstalmentReview({
  account,
  quote,
  plan,
  idempotencyKey,
  locale,
  t,
  onBack,
  onDone,
}: {
  account: ProductAccount;
  quote: InstalmentQuote;
  plan: InstalmentPlan;
  idempotencyKey: string;
  locale: Locale;
  t: Translate;
  onBack: () => void;
  onDone: (split: SplitOverdraft) => void;
}) {
  const { http, channel } = useShell();
  const signature = useSignature();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const signing = signature.state;
  const outcome: Outcome | null =
    refusal ??
    (signature.failure === 'cancelled' ? { kind: 'cancelled' } : signature.failure === 'verifyFailed' ? { kind: 'verifyFailed' } : null);
  const outcomeSaid = outcome === null ? null : outcomeText(outcome, locale, t);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (outcomeSaid !== null) outcomeRef.current?.focus();
  }, [outcomeSaid]);
  const assisted = channel.clientKind === 'assisted';
  const overdrawn = { ...quote.overdrawn, amount: Math.abs(quote.overdrawn.amount) };

  async function send(ticket: string) {
    try {
      onDone(
        await splitOverdraft(http, { accountId: quote.accountId, amount: overdrawn.amount, periods: plan.periods }, ticket, idempotencyKey),
      );
    } catch (error) {
      setRefusal(error instanceof HttpError ? refusalOf(error.status, error.body) : { kind: 'failed' });
    }
  }

  function sign() {
    if (signing !== 'idle') return;
    setRefusal(null);
    signature.sign(send);
  }

  const figures: [DigitalFallbacksMessageKey, string][] = [
    ['reviewAccount', accountName(account, t)],
    ['reviewAmount', money(overdrawn, locale)],
    ['reviewTerm', t('reviewTermValue', { periods: plan.periods })],
    ['reviewTin', t('reviewTinValue', { tin: percent(quote.tin, locale) })],
    ['reviewTae', percent(quote.tae, locale)],
    ['reviewMonthly', t('reviewMonthlyValue', { monthly: money(plan.monthlyAmount, locale), last: money(plan.lastInstalment, locale) })],
    ['reviewInterest', money(plan.totalInterest, locale)],
    ['reviewTotal', money(plan.totalAmount, locale)],
    ['reviewFirst', bankDay(plan.firstPaymentOn, locale)],
    ['reviewLast', bankDay(plan.lastPaymentOn, locale)],
    ['reviewAfter', money({ amount: 0, currency: quote.overdrawn.currency }, locale)],
  ];
  const settled = outcome !== null && (outcome.kind === 'notOverdrawn' || outcome.kind === 'changed' || outcome.kind === 'outOfRange');

  return (
    <section className="digital-fallbacks__review" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="digital-fallbacks__title">
        {t('reviewTitle')}
      </h2>
      <dl className="card digital-fallbacks__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="digital-fallbacks__figure">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="digital-fallbacks__hint">{t('withdrawalNote', { date: bankDay(quote.withdrawalUntil, locale) })}</p>
      {assisted ? (
        <div className="card digital-fallbacks__sign">
          <p className="digital-fallbacks__hint">{t('onlyCustomerSigns')}</p>
          <div className="digital-fallbacks__actions">
            <button type="button" className="button button--ghost" onClick={onBack}>
              {t('back')}
            </button>
          </div>
        </div>
      ) : (
        <div className="card digital-fallbacks__sign" aria-busy={signing === 'idle' ? undefined : true}>
          {outcome && (
            <p
              ref={outcomeRef}
              tabIndex={-1}
              role={outcome.kind === 'cancelled' ? 'status' : 'alert'}
              className={outcome.kind === 'cancelled' ? 'digital-fallbacks__hint' : 'digital-fallbacks__refusal'}
            >
              {outcomeSaid}
            </p>
          )}
          {!settled && <p className="digital-fallbacks__hint">{t('signNote')}</p>}
          <div className="digital-fallbacks__actions">
            {!settled && (
              <button type="button" className="button button--primary" aria-disabled={signing === 'idle' ? undefined : true} onClick={sign}>
                {signing === 'verifying' ? t('signing') : signing === 'sending' ? t('sending') : t('sign')}
              </button>
            )}
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

/** The overdraft split: the account back at zero, what the customer repays and when, the right of withdrawal, and where to go. */
export function SplitDone({ split, account, locale, t }: { split: SplitOverdraft; account: ProductAccount; locale: Locale; t: Translate }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="card digital-fallbacks__done" aria-labelledby="digital-fallbacks-done">
      <h2 id="digital-fallbacks-done" ref={headingRef} tabIndex={-1} className="digital-fallbacks__title">
        {t('inCreditTitle')}
      </h2>
      <p>
        {t('doneText', {
          amount: money(split.amount, locale),
          account: accountName(account, t),
          balance: money(split.balanceAfter, locale),
          periods: split.periods,
          monthly: money(split.monthlyAmount, locale),
          date: bankDay(split.firstPaymentOn, locale),
        })}
      </p>
      <p className="digital-fallbacks__hint">{t('withdrawalNote', { date: bankDay(split.withdrawalUntil, locale) })}</p>
      <div className="digital-fallbacks__actions">
        <a className="button button--primary" href={OVERVIEW_HREF}>
          {t('toOverview')}
        </a>
        <a className="button button--ghost" href={loanHref(split.loanId)}>
          {t('seeLoan')}
        </a>
      </div>
    </section>
  );
}
