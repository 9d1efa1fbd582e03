import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@bank-shell/core';
import { formatOperationTime, pendingSessionItemsOf } from '@bank-shell/core/signed-in';
import type { PendingOperation } from '@bank-shell/core/signed-in';
import { useHttp, useTranslation } from '@bank-shell/react';
import { Amount } from '@bank-shell/react/display';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { loadEcommerceOperations, sendDecision } from './api';
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
 * the customer here for comes first.
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

/** How the customer's last decision ended; `later` never reaches the bank. */
type Outcome = DecisionOutcome | 'later';

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
};

/** The look of each result: done, put aside, nothing left to do, or not sent. */
const RESULT_TONE: Readonly<Record<Outcome, 'success' | 'info' | 'warning' | 'error'>> = {
  confirmed: 'success',
  rejected: 'info',
  later: 'info',
  decided: 'warning',
  notFound: 'warning',
  failed: 'error',
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
    if (outcome !== 'failed') {
      const items = pendingSessionItemsOf(window);
      if (outcome === 'rejected' || outcome === 'later') items.addCancelled(secProcessId);
      if (items.currentEcommerce()?.secProcessId === secProcessId) items.clearCurrentEcommerce();
      setSettled((current) => new Set(current).add(secProcessId));
    }
    setResult({ outcome, operation, decision });
  }

  async function decide(operation: PendingOperation, decision: Decision) {
    if (busy) return;
    setBusy({ id: operation.secProcessId, decision });
    const outcome = await sendDecision(http, operation.secProcessId, decision);
    setBusy(null);
    finish(operation, outcome, decision);
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
          role={result.outcome === 'failed' ? 'alert' : 'status'}
          className={`ecommerce-op__result ecommerce-op__result--${RESULT_TONE[result.outcome]}`}
        >
          <p>
            <WithAmount
              text={t(RESULT_TEXT[result.outcome], { payment: paymentText(result.operation) })}
              amount={result.operation.operationData.amount}
            />
          </p>
          {result.outcome === 'failed' && result.decision && (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy ? true : undefined}
              onClick={() => {
                if (result.decision) void decide(result.operation, result.decision);
              }}
            >
              {t('retry')}
            </button>
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
                onDecide={(decision) => void decide(operation, decision)}
                onLater={() => later(operation)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
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
  onDecide,
  onLater,
}: {
  operation: PendingOperation;
  t: Translate;
  locale: Locale;
  busy: { id: string; decision: Decision } | null;
  onDecide: (decision: Decision) => void;
  onLater: () => void;
}) {
  const titleId = useId();
  const amountId = useId();
  const { merchant, amount, cardAlias, maskedPan, createdAt } = operation.operationData;
  const card = [cardAlias, maskedPan].filter(Boolean).join(' ');
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
      {(card !== '' || time !== null) && (
        <dl className="ecommerce-op__details">
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
      <div className="ecommerce-op__actions">
        <button
          type="button"
          className="button button--primary"
          aria-describedby={describedBy}
          aria-disabled={disabled}
          onClick={() => onDecide('confirm')}
        >
          {mine === 'confirm' ? t('confirming') : t('confirm')}
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
    </article>
  );
}
