import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@bank-shell/core';
import { STEP_UP_TOPIC, formatOperationTime, pendingSessionItemsOf } from '@bank-shell/core/signed-in';
import type { PendingOperation } from '@bank-shell/core/signed-in';
import { useHttp, useShell, useTranslation } from '@bank-shell/react';
import { Amount } from '@bank-shell/react/display';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { blockCard, loadEcommerceOperations, sendDecision } from './api';
import type { Decision, DecisionOutcome } from './api';
import type { PendingEcommerceMessageKey } from './messages';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'pending-ecommerce-operations';
/** Where the empty state leads: the overall position. */
const HOME_HREF = '#/posicion-global';

type Translate = (key: PendingEcommerceMessageKey, values?: Readonly<Record<string, string>>) => string;

/**
 * The customer's card payments waiting for confirmation (type 76, features.md §4.1): merchant,
 * amount, card and time of each, with confirm, reject and decide later. The one the shell brought
 * the customer here for comes first. Confirming is signed through the shell's step-up (issue 38
 * §1); after a rejection the customer may block the card. An assisted-channel agent sees the
 * payments and is told only the customer decides them (§3).
 */
export function PendingEcommerceOperations() {
  const { t: translate, locale } = useTranslation(FEATURE_ID);
  const t: Translate = (key, values) => translate(key, values);
  const query = useApiQuery((http) => loadEcommerceOperations(http, pendingSessionItemsOf(window)), []);

  return (
    <div className="page ecommerce-op">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__subtitle">{t('intro')}</p>
      </header>
      {query.status === 'loading' && <QueryLoading label={t('loading')} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('error')}
        </QueryFailure>
      )}
      {query.status === 'ready' && <Operations operations={query.data} t={t} locale={locale} />}
    </div>
  );
}

/**
 * How the customer's last decision ended; `later` never reaches the bank, nor do a step-up the
 * customer cancelled (`signCancelled`) or one that failed (`verifyFailed`).
 */
type Outcome = DecisionOutcome | 'later' | 'signCancelled' | 'verifyFailed';

/** The outcomes after which the payment is off the list: decided, put off, or gone. */
const SETTLING: ReadonlySet<Outcome> = new Set<Outcome>(['confirmed', 'rejected', 'later', 'decided', 'notFound']);

/** The last decision: on which operation, what was asked (for a retry), and how it ended. */
interface Result {
  readonly outcome: Outcome;
  readonly operation: PendingOperation;
  readonly decision: Decision | null;
}

const RESULT_TEXT: Readonly<Record<Outcome, PendingEcommerceMessageKey>> = {
  confirmed: 'resultConfirmed',
  rejected: 'resultRejected',
  later: 'resultLater',
  decided: 'resultDecided',
  notFound: 'resultNotFound',
  failed: 'resultFailed',
  signCancelled: 'resultSignCancelled',
  verifyFailed: 'resultVerifyFailed',
  ticketRejected: 'resultTicketRejected',
  cardBlocked: 'resultCardBlocked',
  cardOnlineDisabled: 'resultCardOnlineDisabled',
  cardAbroadDisabled: 'resultCardAbroadDisabled',
  insufficientFunds: 'resultInsufficientFunds',
};

/** The look of each result: done, put aside, nothing left to do, or not sent. */
const RESULT_TONE: Readonly<Record<Outcome, 'success' | 'info' | 'warning' | 'error'>> = {
  confirmed: 'success',
  rejected: 'info',
  later: 'info',
  decided: 'warning',
  notFound: 'warning',
  failed: 'error',
  signCancelled: 'info',
  verifyFailed: 'error',
  ticketRejected: 'error',
  cardBlocked: 'error',
  cardOnlineDisabled: 'error',
  cardAbroadDisabled: 'error',
  insufficientFunds: 'error',
};

/**
 * The list and what the customer decides. The result is told in one region above the list, and
 * focus moves there (the decided operation's card, and the button pressed, are gone). A decision
 * that reached an end (anything but `failed`) takes the operation off the list and, if it was the
 * session's current e-commerce operation, clears that; reject and later add it to the session's
 * cancelled list, so that the shell does not offer it again in this session.
 */
function Operations({ operations, t, locale }: { operations: readonly PendingOperation[]; t: Translate; locale: Locale }) {
  const http = useHttp();
  const { events, channel } = useShell();
  // Only the customer decides: an agent on the assisted channel is told so (issue 38 §3).
  const assisted = channel.clientKind === 'assisted';
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<{ id: string; decision: Decision } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // Every new result takes the focus, a second failure in a row too (a new object each time).
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  function finish(operation: PendingOperation, outcome: Outcome, decision: Decision | null) {
    const { secProcessId } = operation;
    if (SETTLING.has(outcome)) {
      const items = pendingSessionItemsOf(window);
      if (outcome === 'rejected' || outcome === 'later') items.addCancelled(secProcessId);
      if (items.currentEcommerce()?.secProcessId === secProcessId) items.clearCurrentEcommerce();
      setSettled((current) => new Set(current).add(secProcessId));
    }
    setResult({ outcome, operation, decision });
  }

  async function send(operation: PendingOperation, decision: Decision, ticket?: string) {
    const outcome = await sendDecision(http, operation.secProcessId, decision, ticket);
    setBusy(null);
    finish(operation, outcome, decision);
  }

  /**
   * Rejecting goes to the bank at once. Confirming is signed first: the shell's step-up asks for
   * the code sent to the customer's phone, and its ticket goes with the confirmation (PSD2 RTS
   * Art. 4: the login is one factor, the phone another).
   */
  function decide(operation: PendingOperation, decision: Decision) {
    if (busy) return;
    setBusy({ id: operation.secProcessId, decision });
    if (decision === 'reject') {
      void send(operation, decision);
      return;
    }
    events.publish(STEP_UP_TOPIC, {
      onComplete: ({ ticket }) => void send(operation, decision, ticket),
      onError: () => {
        setBusy(null);
        finish(operation, 'verifyFailed', decision);
      },
      onCancel: () => {
        setBusy(null);
        finish(operation, 'signCancelled', null);
      },
      // Back to the list, as it was: nothing to say.
      onBack: () => setBusy(null),
    });
  }

  function later(operation: PendingOperation) {
    if (busy) return;
    finish(operation, 'later', null);
  }

  const shown = operations.filter((operation) => !settled.has(operation.secProcessId));
  // The amount is held by a mark while the sentence is translated, then rendered as an `Amount`,
  // so that masked mode hides it in the result too.
  const paymentText = (operation: PendingOperation) => {
    const { merchant, amount } = operation.operationData;
    const name = merchant ?? t('cardPayment');
    return amount ? t('paymentWithAmount', { amount: AMOUNT_MARK, merchant: name }) : t('paymentWithoutAmount', { merchant: name });
  };

  return (
    <>
      {result && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role={RESULT_TONE[result.outcome] === 'error' ? 'alert' : 'status'}
          className={`ecommerce-op__result ecommerce-op__result--${RESULT_TONE[result.outcome]}`}
        >
          <p>
            <WithAmount
              text={t(RESULT_TEXT[result.outcome], { payment: paymentText(result.operation) })}
              amount={result.operation.operationData.amount}
            />
          </p>
          {(result.outcome === 'failed' || result.outcome === 'verifyFailed' || result.outcome === 'ticketRejected') && result.decision && (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy ? true : undefined}
              onClick={() => {
                if (result.decision) decide(result.operation, result.decision);
              }}
            >
              {t('retry')}
            </button>
          )}
          {result.outcome === 'rejected' && result.operation.operationData.cardId !== undefined && (
            <BlockCardOffer
              cardId={result.operation.operationData.cardId}
              card={result.operation.operationData.maskedPan ?? cardName(result.operation)}
              t={t}
            />
          )}
        </div>
      )}
      {shown.length === 0 ? (
        <div className="card ecommerce-op__empty">
          <p>{t('emptyText')}</p>
          <a className="button button--primary" href={HOME_HREF}>
            {t('home')}
          </a>
        </div>
      ) : (
        <ul className="ecommerce-op__list">
          {shown.map((operation) => (
            <li key={operation.secProcessId}>
              <OperationCard
                operation={operation}
                t={t}
                locale={locale}
                busy={busy}
                assisted={assisted}
                onDecide={(decision) => decide(operation, decision)}
                onLater={() => later(operation)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The bank's country (ISO 3166-1 alpha-2): a shop anywhere else is abroad. */
const BANK_COUNTRY = 'ES';

/**
 * A country's name in the page's language ("Portugal"), or its code where the browser knows none.
 * The operation's schema lets through two capital letters only, a code `Intl` always takes.
 */
const countryName = (code: string, locale: Locale): string => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;

/** The card a payment is made with, as the customer knows it: "Tarjeta Débito •••• 3096". */
function cardName(operation: PendingOperation): string {
  const { cardAlias, maskedPan } = operation.operationData;
  return [cardAlias, maskedPan].filter(Boolean).join(' ');
}

/**
 * After a rejected payment: a customer who does not recognise it blocks the card here, at once,
 * instead of looking for the card's page (issue 38 §1). The answer replaces the offer.
 */
function BlockCardOffer({ cardId, card, t }: { cardId: string; card: string; t: Translate }) {
  const http = useHttp();
  const [state, setState] = useState<'offered' | 'blocking' | 'blocked' | 'failed'>('offered');
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state === 'blocked' || state === 'failed') answerRef.current?.focus();
  }, [state]);

  async function block() {
    if (state === 'blocking') return;
    setState('blocking');
    setState((await blockCard(http, cardId)) ? 'blocked' : 'failed');
  }

  if (state === 'blocked') {
    return (
      <p ref={answerRef} tabIndex={-1} className="ecommerce-op__blocked">
        {t('blockDone', { card })}
      </p>
    );
  }
  return (
    <div className="ecommerce-op__block">
      <p>{t('blockOffer', { card })}</p>
      {state === 'failed' && (
        <p ref={answerRef} tabIndex={-1} role="alert" className="ecommerce-op__block-failed">
          {t('blockFailed', { card })}
        </p>
      )}
      <button
        type="button"
        className="button ecommerce-op__reject"
        aria-disabled={state === 'blocking' ? true : undefined}
        onClick={() => void block()}
      >
        {state === 'blocking' ? t('blocking') : t('blockCard')}
      </button>
    </div>
  );
}

/** Stands for the amount in a translated sentence: a private-use character no text contains. */
const AMOUNT_MARK = '\uE000';

/** `text` with each amount mark rendered as the amount, which masked mode hides (`Amount`). */
function WithAmount({ text, amount }: { text: string; amount: { amount: number; currency: string } | undefined }) {
  if (!amount) return text;
  const [first, ...rest] = text.split(AMOUNT_MARK);
  return (
    <>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <Amount amount={amount.amount} currency={amount.currency} />
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** One payment: merchant and amount first, then card and time, then the three choices. */
function OperationCard({
  operation,
  t,
  locale,
  busy,
  assisted,
  onDecide,
  onLater,
}: {
  operation: PendingOperation;
  t: Translate;
  locale: Locale;
  busy: { id: string; decision: Decision } | null;
  assisted: boolean;
  onDecide: (decision: Decision) => void;
  onLater: () => void;
}) {
  const titleId = useId();
  const amountId = useId();
  const { merchant, merchantCountry, amount, createdAt } = operation.operationData;
  const card = cardName(operation);
  // A shop abroad says where it is: a card may pay in Spain and not abroad (issue 42 §4).
  const abroad = merchantCountry !== undefined && merchantCountry !== BANK_COUNTRY ? countryName(merchantCountry, locale) : null;
  const time = createdAt === undefined ? null : formatOperationTime(createdAt, locale);
  const mine = busy?.id === operation.secProcessId ? busy.decision : null;
  // One decision at a time: the others wait, and say so to assistive technology.
  const disabled = busy ? true : undefined;
  const describedBy = amount ? `${titleId} ${amountId}` : titleId;
  return (
    <article className="card ecommerce-op__card" aria-labelledby={titleId} aria-busy={mine ? true : undefined}>
      <div className="ecommerce-op__head">
        <h2 id={titleId} className="ecommerce-op__merchant">
          {merchant ?? t('cardPayment')}
        </h2>
        {amount && (
          <p id={amountId} className="ecommerce-op__amount">
            <Amount amount={amount.amount} currency={amount.currency} />
          </p>
        )}
      </div>
      {(card !== '' || time !== null || abroad !== null) && (
        <dl className="ecommerce-op__details">
          {abroad !== null && (
            <div className="ecommerce-op__detail">
              <dt>{t('shopAbroad')}</dt>
              <dd>{abroad}</dd>
            </div>
          )}
          {card !== '' && (
            <div className="ecommerce-op__detail">
              <dt>{t('card')}</dt>
              <dd>{card}</dd>
            </div>
          )}
          {createdAt !== undefined && time !== null && (
            <div className="ecommerce-op__detail">
              <dt>{t('time')}</dt>
              <dd>
                <time dateTime={createdAt}>{time}</time>
              </dd>
            </div>
          )}
        </dl>
      )}
      {assisted ? (
        <p className="ecommerce-op__assisted">{t('onlyCustomerDecides')}</p>
      ) : (
        <div className="ecommerce-op__actions">
          <button
            type="button"
            className="button button--primary"
            aria-describedby={describedBy}
            aria-disabled={disabled}
            onClick={() => onDecide('confirm')}
          >
            {mine === 'confirm' ? t('signing') : t('confirm')}
          </button>
          <button
            type="button"
            className="button ecommerce-op__reject"
            aria-describedby={describedBy}
            aria-disabled={disabled}
            onClick={() => onDecide('reject')}
          >
            {mine === 'reject' ? t('rejecting') : t('reject')}
          </button>
          <button
            type="button"
            className="button ecommerce-op__later"
            aria-describedby={describedBy}
            aria-disabled={disabled}
            onClick={onLater}
          >
            {t('later')}
          </button>
        </div>
      )}
    </article>
  );
}
