import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Locale } from '@bank-shell/core';
import { usePageTitle } from '@bank-shell/react';
import { Amount } from '@bank-shell/react/display';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { getLoan, getProducts, isNotFound } from './api';
import type { LoanDetail as Loan, Money, Products } from './api';
import { BackLink } from './BackLink';
import { formatDay, formatRate, localIsoDay } from './format';
import { detailHref, overviewHref } from './screens';
import { useTexts } from './texts';
import type { Translate } from './texts';

/** An amount as the page draws every amount: masked mode hides it. */
const Figure = ({ money }: { money: Money }) => <Amount amount={money.amount} currency={money.currency} />;

/**
 * A loan's page (`posicion-global/prestamos/{id}`, issue 38 §1): what is still owed, what was lent
 * and at what rate, what it costs in all, the account it is paid into and repaid from, the right of
 * withdrawal, and the repayment schedule. An id the bank does not know for this profile is not found.
 */
export function LoanDetail({ id }: { id: string }) {
  const { t, locale } = useTexts();
  const query = useApiQuery(
    async (http) => {
      const [loan, products] = await Promise.all([getLoan(http, { loanId: id }), getProducts(http).catch(() => null)]);
      return { loan, products };
    },
    [id],
  );
  const data = query.status === 'ready' ? query.data : null;
  // An id of no loan's shape is refused before it is sent: not found, as an unknown one.
  const notFound = query.status === 'failed' && (isNotFound(query.error) || !/^LOAN-[0-9A-F]{8}$/.test(id));
  const title = notFound ? t('productNotFoundTitle') : (data?.loan.alias ?? t('loanTitle'));
  usePageTitle(notFound || data ? title : null);
  return (
    <div className="page product-detail">
      <header className="page__header">
        <BackLink href={overviewHref()}>{t('overviewLink')}</BackLink>
        <h1 className="page__title">{title}</h1>
      </header>
      {query.status === 'loading' && <QueryLoading label={t('detailLoading')} blocks={['hero', 'list']} />}
      {query.status === 'failed' && !notFound && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('detailError')}
        </QueryFailure>
      )}
      {notFound && (
        <div className="notice">
          <p>{t('productNotFoundText')}</p>
          <a className="button button--primary" href={overviewHref()}>
            {t('backToOverview')}
          </a>
        </div>
      )}
      {data && <LoanBody loan={data.loan} products={data.products} t={t} locale={locale} />}
    </div>
  );
}

function LoanBody({ loan, products, t, locale }: { loan: Loan; products: Products | null; t: Translate; locale: Locale }) {
  const factsId = useId();
  const scheduleId = useId();
  const account = products?.accounts.find((candidate) => candidate.id === loan.accountId);
  const today = localIsoDay(new Date());
  const facts: [string, ReactNode][] = [
    [t('loanAmount'), <Figure key="amount" money={loan.amount} />],
    [t('loanTin'), formatRate(loan.tin, locale)],
    [t('loanTae'), formatRate(loan.tae, locale)],
    [t('loanMonthly'), <Figure key="monthly" money={loan.monthlyAmount} />],
    [t('loanPeriods'), t('loanMonths', { count: String(loan.periods) })],
    [t('loanTotalInterest'), <Figure key="interest" money={loan.totalInterest} />],
    [t('loanTotalAmount'), <Figure key="total" money={loan.totalAmount} />],
    [t('loanContractedOn'), formatDay(loan.contractedOn, locale)],
    [t('loanFirstPayment'), formatDay(loan.firstPaymentOn, locale)],
    [t('loanLastPayment'), formatDay(loan.lastPaymentOn, locale)],
  ];
  return (
    <div className="detail detail--loan">
      <div className="balance-hero detail__hero">
        <p className="balance-hero__label">{t('loanOutstanding')}</p>
        <p className="balance-hero__amount">
          <Figure money={loan.outstanding} />
        </p>
        <p className="balance-hero__note">
          {loan.nextPaymentOn === null ? t('loanPaidOff') : t('loanNextPayment', { date: formatDay(loan.nextPaymentOn, locale) })}
        </p>
      </div>
      <section className="card detail__facts" aria-labelledby={factsId}>
        <h2 id={factsId} className="section-title">
          {t('loanFactsTitle')}
        </h2>
        <dl className="facts">
          {facts.map(([term, value]) => (
            <div key={term} className="facts__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="facts__row">
            <dt>{t('loanAccount')}</dt>
            <dd>
              <a href={detailHref('account', loan.accountId)}>
                {account ? `${account.alias} · ${account.iban.slice(-4)}` : loan.accountId}
              </a>
            </dd>
          </div>
        </dl>
        <p className="loan-withdrawal">
          {today <= loan.withdrawalUntil
            ? t('loanWithdrawalOpen', { date: formatDay(loan.withdrawalUntil, locale) })
            : t('loanWithdrawalClosed', { date: formatDay(loan.withdrawalUntil, locale) })}
        </p>
      </section>
      <div className="card loan-schedule">
        <h2 id={scheduleId} className="section-title">
          {t('loanScheduleTitle')}
        </h2>
        {/* A wide table scrolls on its own on a phone: a keyboard reaches the region to scroll it (WCAG 2.1.1;
            axe's scrollable-region-focusable), which a table with no link in it needs a tab stop for. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="loan-schedule__scroll" role="region" aria-labelledby={scheduleId} tabIndex={0}>
          <table className="loan-schedule__table">
            <thead>
              <tr>
                <th scope="col">{t('loanScheduleNumber')}</th>
                <th scope="col">{t('loanScheduleDate')}</th>
                <th scope="col">{t('loanScheduleInstalment')}</th>
                <th scope="col">{t('loanScheduleInterest')}</th>
                <th scope="col">{t('loanSchedulePrincipal')}</th>
                <th scope="col">{t('loanScheduleOutstanding')}</th>
              </tr>
            </thead>
            <tbody>
              {loan.schedule.map((payment) => (
                <tr key={payment.number} className={payment.dueOn <= today ? 'loan-schedule__paid' : undefined}>
                  <th scope="row">{payment.number}</th>
                  <td>{formatDay(payment.dueOn, locale)}</td>
                  <td>
                    <Figure money={payment.instalment} />
                  </td>
                  <td>
                    <Figure money={payment.interest} />
                  </td>
                  <td>
                    <Figure money={payment.principal} />
                  </td>
                  <td>
                    <Figure money={payment.outstandingAfter} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
