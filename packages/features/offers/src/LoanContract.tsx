import { useEffect, useId, useRef, useState } from 'react';
import { EVENT_TOPIC, HttpError } from '@bank-shell/core';
import { STEP_UP_TOPIC } from '@bank-shell/core/signed-in';
import { useShell, useStore } from '@bank-shell/react';
import { TRACKED_LINK, useTrackLink } from './trackedLinks';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { contractLoan, getLoanQuote, preContractInformationPath } from './api';
import type { CreatedLoan, LoanChoice, LoanQuote, Products } from './api';
import type { OffersMessageKey } from './messages';
import { useOfferFigures } from './figures';

type Translate = (key: OffersMessageKey, values?: Readonly<Record<string, string | number>>) => string;

const HTTP_CONFLICT = 409;
/** The file the pre-contract information is saved under, when the browser saves it. */
/** The Bank of Spain's guide to personal loans, which a Spanish bank points its borrowers to. */
export const BANK_OF_SPAIN_LOANS_GUIDE =
  'https://clientebancario.bde.es/pcb/es/menu-horizontal/productosservici/financiacion/prestamopersonal/';
const PRE_CONTRACT_FILE = { es: 'informacion-normalizada-europea-prestamo.html', en: 'secci-personal-loan.html' } as const;

/** A day of the bank's (`YYYY-MM-DD`) in the page's language: "15 de febrero de 2026". */
function useDayFormat(): (isoDay: string) => string {
  const { i18n } = useShell();
  const locale = useStore(i18n.locale);
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (isoDay) => format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** What signing ended in, short of a contract. */
type SignOutcome = 'cancelled' | 'verifyFailed' | 'ticketRejected' | 'conflict' | 'failed';

const SIGN_OUTCOME_TEXT: Readonly<Record<SignOutcome, OffersMessageKey>> = {
  cancelled: 'signCancelled',
  verifyFailed: 'signVerifyFailed',
  ticketRejected: 'signTicketRejected',
  conflict: 'acceptConflict',
  failed: 'acceptError',
};

/**
 * The review before contracting (issue 38 §1), as a Spanish bank's customer goes through it: every
 * figure of the loan as the bank quotes it today (amount, term, TIN and TAE, the instalment, the
 * interest, the total owed, the account, the first and last payment days), the pre-contract
 * information to open (the Standard European Consumer Credit Information, through the shell's
 * `download-document`), an explicit acceptance, then the signature by the shell's step-up; only
 * then does the bank pay the money in. An agent on the assisted channel reviews, never signs.
 */
export function LoanReview({
  choice,
  products,
  t,
  onBack,
  onContracted,
}: {
  choice: LoanChoice;
  products: Products;
  t: Translate;
  onBack: () => void;
  onContracted: (loan: CreatedLoan) => void;
}) {
  const query = useApiQuery((http) => getLoanQuote(http, choice), [choice.amount, choice.periods, choice.accountId]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="loan-review" aria-labelledby="loan-review-title">
      <h2 id="loan-review-title" ref={headingRef} tabIndex={-1} className="loan-review__title">
        {t('reviewTitle')}
      </h2>
      {query.status === 'loading' && <QueryLoading label={t('reviewLoading')} blocks={['list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('reviewError')}
        </QueryFailure>
      )}
      {query.status === 'ready' && (
        <ReviewedLoan quote={query.data} choice={choice} products={products} t={t} onBack={onBack} onContracted={onContracted} />
      )}
    </section>
  );
}

function ReviewedLoan({
  quote,
  choice,
  products,
  t,
  onBack,
  onContracted,
}: {
  quote: LoanQuote;
  choice: LoanChoice;
  products: Products;
  t: Translate;
  onBack: () => void;
  onContracted: (loan: CreatedLoan) => void;
}) {
  const { events, http, channel, i18n } = useShell();
  const trackLink = useTrackLink();
  const locale = useStore(i18n.locale);
  const day = useDayFormat();
  const { euros, percent } = useOfferFigures();
  const acceptId = useId();
  const acceptErrorId = useId();
  const [opened, setOpened] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [acceptError, setAcceptError] = useState<'notOpened' | 'notAccepted' | null>(null);
  const [documentMissing, setDocumentMissing] = useState(false);
  const [signing, setSigning] = useState<'idle' | 'verifying' | 'contracting'>('idle');
  const [outcome, setOutcome] = useState<SignOutcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const acceptRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  // Only the customer signs: an agent on the assisted channel is told so (issue 38 §3).
  const assisted = channel.clientKind === 'assisted';
  const account = products.accounts.find((candidate) => candidate.id === quote.accountId);
  const accountName = account ? `${account.alias} ···${account.iban.slice(-4)}` : quote.accountId;

  function openPreContractInformation() {
    setDocumentMissing(false);
    events.publish(EVENT_TOPIC.documentDownload, {
      url: preContractInformationPath(choice),
      document: { fileName: locale === 'es-ES' ? PRE_CONTRACT_FILE.es : PRE_CONTRACT_FILE.en, mimeType: 'text/html' },
      reportUnexistentFileCallback: () => setDocumentMissing(true),
      openNewWindow: true,
    });
    setOpened(true);
    if (acceptError === 'notOpened') setAcceptError(null);
  }

  // Outside the bank's app: the shell opens it in a new tab that cannot reach back (open-external-url).
  function openBankOfSpainGuide() {
    events.publish(EVENT_TOPIC.externalUrl, { url: BANK_OF_SPAIN_LOANS_GUIDE, openNewWindow: true });
  }

  async function contract(ticket: string) {
    setSigning('contracting');
    try {
      onContracted(await contractLoan(http, choice, ticket));
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      setOutcome(status === HTTP_CONFLICT ? 'conflict' : status === 401 || status === 403 ? 'ticketRejected' : 'failed');
      setSigning('idle');
    }
  }

  function sign() {
    if (signing !== 'idle') return;
    if (!opened || !accepted) {
      setAcceptError(opened ? 'notAccepted' : 'notOpened');
      acceptRef.current?.focus();
      return;
    }
    setOutcome(null);
    setSigning('verifying');
    trackLink(TRACKED_LINK.loanAccept);
    events.publish(STEP_UP_TOPIC, {
      onComplete: ({ ticket }) => void contract(ticket),
      onError: () => {
        setOutcome('verifyFailed');
        setSigning('idle');
      },
      onCancel: () => {
        setOutcome('cancelled');
        setSigning('idle');
      },
      onBack: () => setSigning('idle'),
    });
  }

  const figures: [OffersMessageKey, string][] = [
    ['amountLabel', euros(quote.amount)],
    ['termLabel', t('months', { count: quote.periods })],
    ['tinLabel', t('fixedRate', { rate: percent(quote.tin) })],
    ['taeLabel', percent(quote.tae)],
    [
      'monthlyLabel',
      t('instalments', {
        count: quote.periods,
        monthly: euros(quote.monthlyAmount),
        last: euros(quote.lastInstalment),
      }),
    ],
    ['interestLabel', euros(quote.totalInterest)],
    ['totalLabel', euros(quote.totalAmount)],
    ['accountLabel', accountName],
    ['firstPaymentLabel', day(quote.firstPaymentOn)],
    ['lastPaymentLabel', day(quote.lastPaymentOn)],
  ];

  return (
    <div className="loan-review__body">
      <dl className="card loan-review__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="loan-review__figure">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="card loan-review__documents">
        <h3 className="loan-review__subtitle">{t('preContractTitle')}</h3>
        <p>{t('preContractText')}</p>
        <button type="button" className="button button--ghost" onClick={openPreContractInformation}>
          {t('preContractOpen')}
        </button>
        {documentMissing && (
          <p role="alert" className="simulator__error">
            {t('preContractMissing')}
          </p>
        )}
        <p className="loan-review__withdrawal">{t('withdrawalRight', { date: day(quote.withdrawalUntil) })}</p>
        <button type="button" className="loan-review__guide" onClick={openBankOfSpainGuide}>
          {t('bankOfSpainGuide')}
        </button>
      </div>
      {assisted ? (
        <p className="loan-review__assisted">{t('onlyCustomerSigns')}</p>
      ) : (
        <div className="card loan-review__sign" aria-busy={signing === 'idle' ? undefined : true}>
          <div className={acceptError ? 'loan-review__accept loan-review__accept--invalid' : 'loan-review__accept'}>
            <input
              ref={acceptRef}
              id={acceptId}
              type="checkbox"
              checked={accepted}
              aria-invalid={acceptError ? true : undefined}
              aria-describedby={acceptError ? acceptErrorId : undefined}
              onChange={(event) => {
                setAccepted(event.target.checked);
                if (event.target.checked && acceptError === 'notAccepted') setAcceptError(null);
              }}
            />
            <label htmlFor={acceptId}>{t('acceptTerms')}</label>
          </div>
          {acceptError && (
            <p id={acceptErrorId} role="alert" className="simulator__error">
              {acceptError === 'notOpened' ? t('acceptNotOpened') : t('acceptNotChecked')}
            </p>
          )}
          {outcome && (
            <p
              ref={outcomeRef}
              tabIndex={-1}
              role={outcome === 'cancelled' ? 'status' : 'alert'}
              className={outcome === 'cancelled' ? 'loan-review__note' : 'simulator__error'}
            >
              {t(SIGN_OUTCOME_TEXT[outcome])}
            </p>
          )}
          <p className="loan-review__sign-note">{t('signNote')}</p>
          <div className="loan-review__actions">
            <button type="button" className="button button--primary" aria-disabled={signing === 'idle' ? undefined : true} onClick={sign}>
              {signing === 'verifying' ? t('signing') : signing === 'contracting' ? t('accepting') : t('sign')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={signing === 'idle' ? undefined : true}
              onClick={() => signing === 'idle' && onBack()}
            >
              {t('backToSimulation')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The loan contracted: what was paid in, what the customer pays, the right of withdrawal, and the way to the loan's page. */
export function LoanContracted({ loan, products, t }: { loan: CreatedLoan; products: Products; t: Translate }) {
  const day = useDayFormat();
  const { euros } = useOfferFigures();
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const accountName = products.accounts.find((candidate) => candidate.id === loan.accountId)?.alias ?? loan.accountId;
  return (
    <div className="card offers__done" role="status">
      <p ref={titleRef} tabIndex={-1} className="offers__done-title">
        {t('accepted', { amount: euros(loan.amount), account: accountName })}
      </p>
      <p>
        {t('acceptedDetail', {
          monthly: euros(loan.monthlyAmount),
          count: loan.periods,
          first: day(loan.firstPaymentOn),
          total: euros(loan.totalAmount),
        })}
      </p>
      <p>{t('withdrawalRight', { date: day(loan.withdrawalUntil) })}</p>
      <div className="loan-review__actions">
        <a className="button button--primary" href={`#/posicion-global/prestamos/${loan.loanId}`}>
          {t('seeLoan')}
        </a>
        <a className="button button--ghost" href={`#/posicion-global/cuentas/${loan.accountId}`}>
          {t('seeAccount')}
        </a>
      </div>
    </div>
  );
}
