import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { FeatureProps } from '@bank-shell/react';
import { useSession, useTranslation } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { getCardLimitOffer, getCreditLineOffer, getLoanOffer, getMortgageOffer, getOverdraftOffer, getProducts, getPromotion } from './api';
import type {
  CardLimitOffer,
  CreatedLoan,
  CreditLineOffer,
  LoanChoice,
  LoanOffer,
  MortgageOffer,
  OverdraftOffer,
  Products,
  Promotion,
} from './api';
import { LoanContracted, LoanReview } from './LoanContract';
import { DEFAULT_MAX_TERM_MONTHS, loanInterest, loanSample, loanTae, maxTermMonths, periodTimeOf } from './loanMaths';
import type { PeriodTime } from './loanMaths';
import type { OffersMessageKey } from './messages';
import { matchesProductNumber, productCodeOf } from './products';
import { useOfferFigures } from './figures';
import { withFormattedDates } from './promotions';
import { TRACKED_LINK, useTrackLink } from './trackedLinks';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'offers';

/** The bank's offer campaigns running now: the credit line's, and the card limit's per card. */
export const CREDIT_LINE_CAMPAIGN = 'LC2026';
export const cardLimitCampaignOf = (cardId: string) => `LIM-${cardId}`;
/** The promotion the offers area shows to those eligible. */
export const PAYROLL_PROMOTION = 'NOMINA-150';

/** The simulator's sub-path: `#/ofertas/prestamo`. */
export const SIMULATOR_SUB_PATH = 'prestamo';
/** The shortest term the bank lends for, and the steps of the amount slider. */
const MIN_TERM_MONTHS = 6;
const AMOUNT_STEP_EUROS = 100;

type Translate = (key: OffersMessageKey, values?: Readonly<Record<string, string | number>>) => string;

function useTexts(): Translate {
  const { t } = useTranslation(FEATURE_ID);
  return t;
}

/**
 * Pre-approved offers (features.md §3, §7, §9; issue 19 §4): the offers area, and the loan
 * simulator at `prestamo`. Figures are written in the page's language (issue 42 §2).
 */
export function Offers({ match }: FeatureProps) {
  return match.rest === SIMULATOR_SUB_PATH ? <LoanSimulator /> : <OffersArea />;
}

/** A term as the customer reads it: years from 12 months, else months (features.md §9). */
export function termText(periodTime: PeriodTime, t: Translate): string {
  const monthsText = (count: number) => (count === 1 ? t('oneMonth') : t('months', { count }));
  if (periodTime.units === 'months') return monthsText(periodTime.months);
  const yearsText = periodTime.years === 1 ? t('oneYear') : t('years', { count: periodTime.years });
  return periodTime.months === 0 ? yearsText : t('yearsAndMonths', { years: yearsText, months: monthsText(periodTime.months) });
}

function OffersArea() {
  const t = useTexts();
  const { activeProfileId } = useSession();
  const query = useApiQuery(
    async (http): Promise<AreaOffers> => {
      const products = await getProducts(http);
      const [loan, overdraft, mortgage, creditLines, cardLimits, promotion] = await Promise.all([
        getLoanOffer(http),
        getOverdraftOffer(http),
        getMortgageOffer(http),
        Promise.all(products.accounts.map((account) => getCreditLineOffer(http, CREDIT_LINE_CAMPAIGN, productCodeOf(account.iban)))),
        Promise.all(
          products.cards.filter((card) => card.kind === 'credit').map((card) => getCardLimitOffer(http, cardLimitCampaignOf(card.id))),
        ),
        getPromotion(http, PAYROLL_PROMOTION),
      ]);
      return {
        products,
        loan,
        overdraft,
        mortgage,
        creditLines: creditLines.filter((offer): offer is CreditLineOffer => offer !== null),
        cardLimits: cardLimits.filter((offer): offer is CardLimitOffer => offer !== null),
        promotion: promotion?.eligible ? promotion : null,
      };
    },
    [activeProfileId],
  );
  return (
    <div className="page offers">
      <header className="page__header">
        <BackLink href="#/posicion-global">{t('backToOverview')}</BackLink>
        <h1 className="page__title">{t('areaTitle')}</h1>
        <p className="page__subtitle">{t('areaIntro')}</p>
      </header>
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['list', 'list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('error')}
        </QueryFailure>
      )}
      {query.status === 'ready' && <OfferList offers={query.data} t={t} />}
    </div>
  );
}

/** What the offers area shows: every offer the customer has now, each null or left out when there is none. */
interface AreaOffers {
  readonly products: Products;
  readonly loan: LoanOffer | null;
  readonly overdraft: OverdraftOffer | null;
  readonly mortgage: MortgageOffer | null;
  readonly creditLines: readonly CreditLineOffer[];
  readonly cardLimits: readonly CardLimitOffer[];
  readonly promotion: Promotion | null;
}

function OfferList({ offers, t }: { offers: AreaOffers; t: Translate }) {
  const { loan, overdraft, mortgage, creditLines, cardLimits, promotion, products } = offers;
  const trackLink = useTrackLink();
  const { euros, percent } = useOfferFigures();
  const empty = !loan && !overdraft && !mortgage && creditLines.length === 0 && cardLimits.length === 0 && !promotion;
  if (empty) return <p className="empty offers__none">{t('none')}</p>;
  const promotionWindow = promotion?.applicability ? withFormattedDates(promotion.applicability) : null;
  const dateOf = (value: unknown) => (value as { date?: string } | undefined)?.date ?? '';
  return (
    <ul className="offers__list">
      {loan && (
        <OfferCard title={t('loanTitle')} highlight={t('loanUpTo', { amount: euros(loan.maxLimitAmount, { cents: false }) })}>
          <p>
            {t('loanRate', {
              tin: percent(loanInterest(loan.loanSubtype, loan.legalInfo)),
              tae: percent(loanTae(loan.loanSubtype, loan.legalInfo)),
            })}
          </p>
          <a
            className="button button--primary offers__action"
            href={`#/ofertas/${SIMULATOR_SUB_PATH}`}
            onClick={() => trackLink(TRACKED_LINK.loanSimulate)}
          >
            {t('simulate')}
          </a>
        </OfferCard>
      )}
      {mortgage && (
        <OfferCard title={t('mortgageTitle')} highlight={t('mortgageAmount', { amount: euros(mortgage.amount, { cents: false }) })}>
          <p className="offers__note">{t('mortgageContact')}</p>
        </OfferCard>
      )}
      {overdraft && (
        <OfferCard
          title={t('overdraftTitle')}
          highlight={t('overdraftRange', {
            min: euros(overdraft.minLimitAmount, { cents: false }),
            max: euros(overdraft.maxLimitAmount, { cents: false }),
          })}
        >
          <p>{t('overdraftRate', { tae: percent(overdraft.legalInfo.noPayrollTAE) })}</p>
        </OfferCard>
      )}
      {creditLines.map((line) => (
        <OfferCard
          key={`${line.campaignCod}/${line.productCod}`}
          title={t('creditLineTitle')}
          highlight={t('creditLineFor', {
            account: products.accounts.find((account) => matchesProductNumber(account.iban, line.productCod))?.alias ?? '',
            digits: line.productCod,
            amount: euros(line.limitAmount, { cents: false }),
          })}
        >
          <p>{t('creditLineRate', { tin: percent(line.tin), tae: percent(line.tae) })}</p>
        </OfferCard>
      ))}
      {cardLimits.map((offer) => (
        <OfferCard
          key={offer.campaignId}
          title={t('cardLimitTitle')}
          highlight={t('cardLimitFor', {
            card: products.cards.find((card) => card.id === offer.cardId)?.alias ?? offer.cardId,
            current: euros(offer.currentLimit, { cents: false }),
            offered: euros(offer.offeredLimit, { cents: false }),
          })}
        >
          {/* The card's own page, where the limit is changed and this offer is waiting (issue 41 §5). */}
          <a className="button button--ghost offers__action" href={`#/posicion-global/tarjetas/${encodeURIComponent(offer.cardId)}`}>
            {t('cardLimitLink')}
          </a>
        </OfferCard>
      ))}
      {promotion && (
        <OfferCard title={t('promotionTitle')} highlight={promotion.name}>
          {promotionWindow && (
            <p>
              {t('promotionWindow', { start: dateOf(promotionWindow.formattedStartDate), end: dateOf(promotionWindow.formattedEndDate) })}
            </p>
          )}
          {typeof promotion.applicability?.condition === 'string' && <p className="offers__note">{promotion.applicability.condition}</p>}
        </OfferCard>
      )}
    </ul>
  );
}

function OfferCard({ title, highlight, children }: { title: string; highlight: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <li>
      <article className="card offer-card" aria-labelledby={titleId}>
        <h2 id={titleId} className="offer-card__title">
          {title}
        </h2>
        <p className="offer-card__highlight">{highlight}</p>
        {children}
      </article>
    </li>
  );
}

/** Where the customer is in taking out the loan: choosing it, reviewing and signing it, or done. */
type LoanStep =
  { step: 'simulate'; choice: LoanChoice | null } | { step: 'review'; choice: LoanChoice } | { step: 'done'; loan: CreatedLoan };

/**
 * The loan simulator (issue 19 §4): amount and term sliders, the sample live; then the review,
 * the pre-contract information, the acceptance and the signature (issue 38 §1), and the loan.
 */
function LoanSimulator() {
  const t = useTexts();
  const [flow, setFlow] = useState<LoanStep>({ step: 'simulate', choice: null });
  const { activeProfileId } = useSession();
  const query = useApiQuery(
    async (http) => {
      const [loan, products] = await Promise.all([getLoanOffer(http), getProducts(http)]);
      return { loan, products };
    },
    [activeProfileId],
  );
  return (
    <div className="page offers">
      <header className="page__header">
        <BackLink href="#/ofertas">{t('backToOffers')}</BackLink>
        <h1 className="page__title">{t('simulatorTitle')}</h1>
        <p className="page__subtitle">{t('simulatorIntro')}</p>
      </header>
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['hero', 'list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('error')}
        </QueryFailure>
      )}
      {query.status === 'ready' && flow.step === 'done' && <LoanContracted loan={flow.loan} products={query.data.products} t={t} />}
      {query.status === 'ready' && flow.step === 'review' && (
        <LoanReview
          choice={flow.choice}
          products={query.data.products}
          t={t}
          onBack={() => setFlow({ step: 'simulate', choice: flow.choice })}
          onContracted={(loan) => setFlow({ step: 'done', loan })}
        />
      )}
      {query.status === 'ready' &&
        flow.step === 'simulate' &&
        (query.data.loan ? (
          <SimulatorForm
            loan={query.data.loan}
            products={query.data.products}
            initial={flow.choice}
            t={t}
            onRequest={(choice) => setFlow({ step: 'review', choice })}
          />
        ) : (
          <div className="card offers__none">
            <p>{t('noLoan')}</p>
            <a href="#/ofertas">{t('backToOffers')}</a>
          </div>
        ))}
    </div>
  );
}

/** Where the amount starts: the middle of the offer, on a slider step. */
const startingAmount = (loan: LoanOffer) =>
  Math.round((loan.minLimitAmount + loan.maxLimitAmount) / 2 / AMOUNT_STEP_EUROS) * AMOUNT_STEP_EUROS;

function SimulatorForm({
  loan,
  products,
  initial,
  t,
  onRequest,
}: {
  loan: LoanOffer;
  products: Products;
  /** What the customer chose before going back from the review. */
  initial: LoanChoice | null;
  t: Translate;
  onRequest: (choice: LoanChoice) => void;
}) {
  const amountId = useId();
  const termId = useId();
  const accountId = useId();
  const [amount, setAmount] = useState(() => initial?.amount ?? startingAmount(loan));
  const longest = maxTermMonths(amount, loan.amountTermRange);
  // The spec's default maximum term (60 months) is where the term starts.
  const [chosenTerm, setTerm] = useState(initial?.periods ?? DEFAULT_MAX_TERM_MONTHS);
  const term = Math.min(chosenTerm, longest);
  const accounts = products.accounts.filter((account) => account.type !== 'business');
  const [account, setAccount] = useState(initial?.accountId ?? accounts[0]?.id ?? '');
  const tin = loanInterest(loan.loanSubtype, loan.legalInfo);
  const sample = loanSample(amount, tin, term);
  const { euros, percent } = useOfferFigures();

  return (
    <form
      className="simulator"
      onSubmit={(event) => {
        event.preventDefault();
        if (account !== '') onRequest({ amount, periods: term, accountId: account });
      }}
    >
      <div className="card simulator__inputs">
        <div className="simulator__field">
          <label htmlFor={amountId}>{t('amountLabel')}</label>
          <output htmlFor={amountId} className="simulator__value">
            {euros(amount, { cents: false })}
          </output>
          <input
            id={amountId}
            type="range"
            min={loan.minLimitAmount}
            max={loan.maxLimitAmount}
            step={AMOUNT_STEP_EUROS}
            value={amount}
            aria-valuetext={euros(amount, { cents: false })}
            onChange={(event) => setAmount(Number(event.target.value))}
          />
          <p className="simulator__bounds">
            <span>{euros(loan.minLimitAmount, { cents: false })}</span>
            <span>{euros(loan.maxLimitAmount, { cents: false })}</span>
          </p>
        </div>
        <div className="simulator__field">
          <label htmlFor={termId}>{t('termLabel')}</label>
          <output htmlFor={termId} className="simulator__value">
            {termText(periodTimeOf(term), t)}
          </output>
          <input
            id={termId}
            type="range"
            min={MIN_TERM_MONTHS}
            max={longest}
            step={1}
            value={term}
            aria-valuetext={termText(periodTimeOf(term), t)}
            onChange={(event) => setTerm(Number(event.target.value))}
          />
          <p className="simulator__bounds">
            <span>{termText(periodTimeOf(MIN_TERM_MONTHS), t)}</span>
            <span>{termText(periodTimeOf(longest), t)}</span>
          </p>
        </div>
        <div className="simulator__field">
          <label htmlFor={accountId}>{t('accountLabel')}</label>
          <select id={accountId} className="simulator__select" value={account} onChange={(event) => setAccount(event.target.value)}>
            {accounts.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.alias} ···{candidate.iban.slice(-4)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="card simulator__result" aria-live="polite">
        <p className="simulator__monthly-label">{t('monthlyLabel')}</p>
        <p className="simulator__monthly">{euros(sample.monthlyAmount)}</p>
        <dl className="simulator__figures">
          <div>
            <dt>{t('totalLabel')}</dt>
            <dd>{euros(sample.totalAmount)}</dd>
          </div>
          <div>
            <dt>{t('interestLabel')}</dt>
            <dd>{euros(sample.interestPaid)}</dd>
          </div>
          <div>
            <dt>{t('tinLabel')}</dt>
            <dd>{percent(tin)}</dd>
          </div>
          <div>
            <dt>{t('taeLabel')}</dt>
            <dd>{percent(loanTae(loan.loanSubtype, loan.legalInfo))}</dd>
          </div>
        </dl>
        <button type="submit" className="button button--primary button--block" disabled={account === ''}>
          {t('request')}
        </button>
      </div>
      <section className="simulator__legal" aria-label={t('legalTitle')}>
        <p>
          {t('payrollNote', {
            payroll: percent(loan.legalInfo.payrollInterest),
            noPayroll: percent(loan.legalInfo.noPayrollInterest),
            noPayrollTae: percent(loan.legalInfo.noPayrollTAE),
          })}
        </p>
        <p>{t('legalText')}</p>
      </section>
    </form>
  );
}

/**
 * A link back up, above the title (issue 42 §4: the offers had no way back but the browser's):
 * a plain link, so the browser's history follows it.
 */
function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="offers-back" href={href}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </a>
  );
}
