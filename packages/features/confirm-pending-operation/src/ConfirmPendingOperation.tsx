import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@bank-shell/core';
import { useShell, useTranslation } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { formatOperationTime, pendingSessionItemsOf } from '@bank-shell/core/signed-in';
import type { PendingOperation } from '@bank-shell/core/signed-in';
import { channelKey, loadLoginOperation } from './api';
import type { ConfirmPendingOperationMessageKey } from './messages';
import { publishAnswer } from './publishAnswer';
import type { Answer } from './publishAnswer';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'confirm-pending-operation';
/** Where the empty state leads: the overall position. */
const HOME_HREF = '#/posicion-global';

type Translate = (key: ConfirmPendingOperationMessageKey) => string;

/**
 * A login from a new computer waiting for the customer (type 75, features.md §4.1): where and when
 * it happened, and "Sí, soy yo" or "No, no he sido yo". The oldest one the customer has not
 * cancelled in this session is shown; none leads to an empty state.
 */
export function ConfirmPendingOperation() {
  const { t: translate, locale } = useTranslation(FEATURE_ID);
  const t: Translate = (key) => translate(key);
  const query = useApiQuery((http) => loadLoginOperation(http, pendingSessionItemsOf(window).cancelledIds()), []);
  const empty = query.status === 'ready' && query.data === null;

  return (
    <div className="page page--narrow confirm-op">
      <header className="page__header">
        <h1 className="page__title">{empty ? t('emptyTitle') : t('title')}</h1>
        {query.status === 'ready' && query.data && <p className="page__subtitle">{t('intro')}</p>}
      </header>
      {query.status === 'loading' && <QueryLoading label={t('loading')} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('error')}
        </QueryFailure>
      )}
      {empty && (
        <div className="card confirm-op__empty">
          <p>{t('emptyText')}</p>
          <a className="button button--primary" href={HOME_HREF}>
            {t('home')}
          </a>
        </div>
      )}
      {query.status === 'ready' && query.data && <PendingLogin operation={query.data} t={t} locale={locale} />}
    </div>
  );
}

/** Where the customer's answer stands; `attempt` tells one failure from the next, for focus. */
type AnswerState = { status: 'sent' } | { status: 'failed'; attempt: number } | null;

/**
 * The operation and the two answers. An answer goes to the shell on the event bus (`login-accept`
 * or `login-cancel` with the operation's id); the shell then runs the app's validation and goes
 * back one step, and until it does the screen says it is checking in the app.
 */
function PendingLogin({ operation, t, locale }: { operation: PendingOperation; t: Translate; locale: Locale }) {
  const { events, native } = useShell();
  const [answer, setAnswer] = useState<AnswerState>(null);
  const waitingRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The outcome of an answer is where the customer's attention goes: focus moves to it.
  useEffect(() => {
    if (answer?.status === 'sent') waitingRef.current?.focus();
    if (answer?.status === 'failed') alertRef.current?.focus();
  }, [answer]);

  function send(choice: Answer) {
    try {
      publishAnswer(events, choice, operation.secProcessId);
      setAnswer({ status: 'sent' });
    } catch {
      // The shell has not allowed the topic: nothing reached it, so the customer may answer again.
      setAnswer((current) => ({ status: 'failed', attempt: current?.status === 'failed' ? current.attempt + 1 : 1 }));
    }
  }

  return (
    <>
      <OperationCard operation={operation} t={t} locale={locale} />
      {answer?.status === 'failed' && (
        <div ref={alertRef} tabIndex={-1} role="alert" className="alert alert--error confirm-op__alert">
          {t('answerFailed')}
        </div>
      )}
      {native.wrapper === null ? (
        // Only the app can validate a login (features.md §4.1): a browser shows where to do it.
        <p className="notice confirm-op__in-app">{t('onlyInApp')}</p>
      ) : answer?.status === 'sent' ? (
        <div ref={waitingRef} tabIndex={-1} role="status" className="confirm-op__waiting">
          <span className="confirm-op__spinner" aria-hidden="true" />
          {t('checking')}
        </div>
      ) : (
        <div className="confirm-op__answer">
          <div className="confirm-op__actions">
            <button type="button" className="button button--primary" onClick={() => send('accept')}>
              {t('accept')}
            </button>
            <button type="button" className="button confirm-op__reject" onClick={() => send('reject')}>
              {t('reject')}
            </button>
          </div>
          <p className="confirm-op__note">{t('rejectNote')}</p>
        </div>
      )}
    </>
  );
}

/** What is being confirmed: the channel, when, on which device and from where. */
function OperationCard({ operation, t, locale }: { operation: PendingOperation; t: Translate; locale: Locale }) {
  const titleId = useId();
  const { channelCode, createdAt, device, place } = operation.operationData;
  const time = createdAt === undefined ? null : formatOperationTime(createdAt, locale);
  return (
    <section className="card confirm-op__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="confirm-op__card-title">
        <svg className="confirm-op__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3.5 5h17v11h-17zM8 19.5h8M12 16v3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {t('operationTitle')}
      </h2>
      <dl className="confirm-op__details">
        <div className="confirm-op__detail">
          <dt>{t('channel')}</dt>
          <dd>{t(channelKey(channelCode))}</dd>
        </div>
        {createdAt !== undefined && time !== null && (
          <div className="confirm-op__detail">
            <dt>{t('time')}</dt>
            <dd>
              <time dateTime={createdAt}>{time}</time>
            </dd>
          </div>
        )}
        {device && (
          <div className="confirm-op__detail">
            <dt>{t('device')}</dt>
            <dd>{device}</dd>
          </div>
        )}
        {place && (
          <div className="confirm-op__detail">
            <dt>{t('place')}</dt>
            <dd>{place}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
