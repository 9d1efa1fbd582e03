import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { EVENT_TOPIC } from '@bank-shell/core';
import type { Locale } from '@bank-shell/core';
import { useHttp, usePageTitle, useShell } from '@bank-shell/react';
import { Amount, useMaskedMode } from '@bank-shell/react/display';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import {
  DETAIL_MOVEMENTS_COUNT,
  cardStatusOf,
  cardUnblockCall,
  changeCardStatus,
  formatIban,
  getCardLimitCampaign,
  getProduct,
  getProductMovements,
  getProducts,
  isCancelled,
  isNotFound,
} from './api';
import type { AccountDetail, CardAction, CardDetail, CardLimitCampaign, CardLimitChange, CardStatus, Movement, Products } from './api';
import { CardLimit } from './CardLimit';
import { BackLink } from './BackLink';
import { Statements } from './Statements';
import { formatDay } from './format';
import { Icon } from './icons';
import { MovementList } from './movements';
import { CardPicture, accountTypeOf, brandNameOf } from './products';
import { detailHref, movementsHref, overviewHref } from './screens';
import type { ProductKind } from './screens';
import { useTexts } from './texts';
import type { Translate } from './texts';

/** The card's controls and PIN, loaded with a card's page only (see `cardExtras.ts`). */
const loadCardExtras = () => import('./cardExtras');
const CardControls = lazy(() => loadCardExtras().then(({ CardControls }) => ({ default: CardControls })));
const CardPin = lazy(() => loadCardExtras().then(({ CardPin }) => ({ default: CardPin })));

/** How long "Copiado" stays after the IBAN is copied. @default 4000 ms */
export const COPIED_VISIBLE_MS = 4000;
/** Per cent of a whole, for the spent-this-month bar. */
const PER_CENT = 100;

/**
 * An account's or a card's detail (`posicion-global/cuentas/{id}`, `…/tarjetas/{id}`). Its title
 * is there from the first render (the shell focuses it) and names the product once it is known.
 * An id the bank does not know for this profile (404), or of another kind of product than the
 * address says, is not found.
 */
export function ProductDetail({ kind, id }: { kind: ProductKind; id: string }) {
  const { t, locale } = useTexts();
  // A card's controls arrive while the bank answers, not after.
  useEffect(() => {
    if (kind === 'card') void loadCardExtras();
  }, [kind]);
  const query = useApiQuery(
    async (http) => {
      const [product, movements, products] = await Promise.all([
        getProduct(http, { productId: id }),
        getProductMovements(http, { productId: id, page: 1 }, DETAIL_MOVEMENTS_COUNT).then(
          (page) => page.movements,
          () => null,
        ),
        // A card names its account: the products list (cached) has the account's alias.
        kind === 'card' ? getProducts(http).catch(() => null) : Promise.resolve(null),
      ]);
      return { product, movements, products };
    },
    [kind, id],
  );
  const data = query.status === 'ready' ? query.data : null;
  const account = data?.product.kind === 'account' && kind === 'account' ? data.product : null;
  const card = data?.product.kind === 'card' && kind === 'card' ? data.product : null;
  const notFound = (query.status === 'failed' && isNotFound(query.error)) || (data !== null && !account && !card);
  const title = notFound
    ? t('productNotFoundTitle')
    : (account?.alias ?? card?.alias ?? (kind === 'account' ? t('accountTitle') : t('cardTitle')));
  // The document names the product (issue 42 §4): a card by its name and its last digits.
  usePageTitle(notFound ? title : account ? account.alias : card ? `${card.alias} ${card.maskedPan}` : null);

  return (
    <div className="page product-detail">
      <header className="page__header">
        <BackLink href={overviewHref()}>{t('overviewLink')}</BackLink>
        <h1 className="page__title">{title}</h1>
        {account && <p className="page__subtitle">{accountTypeOf(account.type, t)}</p>}
        {card && (
          <p className="page__subtitle">
            {card.cardKind === 'debit' ? t('debitCard') : t('creditCard')} · {brandNameOf(card.brand)}
          </p>
        )}
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
      {account && data && <AccountBody account={account} movements={data.movements} t={t} locale={locale} />}
      {card && data && <CardBody card={card} products={data.products} movements={data.movements} t={t} locale={locale} />}
    </div>
  );
}

function AccountBody({
  account,
  movements,
  t,
  locale,
}: {
  account: AccountDetail;
  movements: readonly Movement[] | null;
  t: Translate;
  locale: Locale;
}) {
  const factsId = useId();
  return (
    <div className="detail detail--account">
      <div className="balance-hero detail__hero">
        <p className="balance-hero__label">{t('accountBalance')}</p>
        <p className="balance-hero__amount">
          <Amount amount={account.balance.amount} currency={account.balance.currency} />
        </p>
      </div>
      <section className="card detail__facts" aria-labelledby={factsId}>
        <h2 id={factsId} className="section-title">
          {t('accountFactsTitle')}
        </h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('iban')}</dt>
            <dd className="facts__iban">
              <span className="iban">{formatIban(account.iban)}</span>
              <CopyIban iban={account.iban} t={t} />
            </dd>
          </div>
          <div className="facts__row">
            <dt>{account.holders.length === 1 ? t('holder') : t('holders')}</dt>
            <dd>
              <ul className="facts__holders">
                {account.holders.map((holder, index) => (
                  <li key={`${index}-${holder}`}>{holder}</li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="facts__row">
            <dt>{t('accountType')}</dt>
            <dd>{accountTypeOf(account.type, t)}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('openedOn')}</dt>
            <dd>
              <time dateTime={account.openedOn}>{formatDay(account.openedOn, locale)}</time>
            </dd>
          </div>
        </dl>
      </section>
      <DetailMovements kind="account" id={account.id} movements={movements} t={t} locale={locale} />
      <Statements productId={account.id} since={account.openedOn} t={t} locale={locale} />
    </div>
  );
}

/**
 * Copies the IBAN, without spaces, to the clipboard: a visible "Copiado" says it worked (a
 * status, so screen readers hear it too) and goes after a few seconds; a failure is an alert.
 */
function CopyIban({ iban, t }: { iban: string; t: Translate }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPIED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      // `navigator.clipboard` is missing outside secure contexts: that is a failure too.
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
      await navigator.clipboard.writeText(iban.replace(/\s/g, ''));
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="copy">
      <button type="button" className="button button--ghost copy__button" aria-label={t('copyIban')} onClick={() => void copy()}>
        <Icon name="copy" size={18} />
        {t('copy')}
      </button>
      <span role="status" className="copy__status">
        {state === 'copied' && (
          <>
            <Icon name="check" size={18} />
            {t('copied')}
          </>
        )}
      </span>
      {state === 'failed' && (
        <span role="alert" className="copy__error">
          {t('copyFailed')}
        </span>
      )}
    </span>
  );
}

function CardBody({
  card,
  products,
  movements,
  t,
  locale,
}: {
  card: CardDetail;
  products: Products | null;
  movements: readonly Movement[] | null;
  t: Translate;
  locale: Locale;
}) {
  const factsId = useId();
  // The status the bank answered to a block or unblock, once there is one.
  const [changed, setChanged] = useState<CardStatus | null>(null);
  const status = changed ?? card.status;
  // The limit and what is available, as the bank answered a change of the limit, once there is one.
  const [limitChange, setLimitChange] = useState<CardLimitChange | null>(null);
  // The bank's card campaigns (features.md §7): a higher limit it offers this card, if any.
  const http = useHttp();
  const [campaign, setCampaign] = useState<CardLimitCampaign | null>(null);
  useEffect(() => {
    if (card.cardKind !== 'credit') return undefined;
    let current = true;
    void getCardLimitCampaign(http, card.id).then((found) => {
      if (current) setCampaign(found);
    });
    return () => {
      current = false;
    };
  }, [http, card.id, card.cardKind]);
  const limit = limitChange?.limit ?? card.limit;
  const available = limitChange?.availableBalance ?? card.availableBalance;
  const linked = card.linkedAccountId === null ? null : (products?.accounts.find((account) => account.id === card.linkedAccountId) ?? null);
  const spentShare = limit && limit.amount > 0 ? Math.min(1, Math.max(0, card.spentThisMonth.amount / limit.amount)) : null;
  // A blocked card has nothing to spend and no limit to change (issue 42 §4): it shows neither.
  const blocked = status === 'blocked';
  return (
    <div className={card.cardKind === 'credit' && limit ? 'detail detail--card detail--card-limit' : 'detail detail--card'}>
      <div className="detail__visual">
        <CardPicture brand={card.brand} kind={card.cardKind} maskedPan={card.maskedPan} alias={card.alias} status={status} />
      </div>
      <section className="card detail__facts" aria-labelledby={factsId}>
        <h2 id={factsId} className="section-title">
          {t('cardFactsTitle')}
        </h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('status')}</dt>
            <dd>
              <span className={`status-badge status-badge--${status}`}>
                <Icon name={status === 'active' ? 'check' : 'lock'} size={16} />
                {status === 'active' ? t('statusActive') : t('statusBlocked')}
              </span>
            </dd>
          </div>
          {!blocked && (
            <div className="facts__row">
              <dt>{t('available')}</dt>
              <dd className="facts__amount">
                <Amount amount={available.amount} currency={available.currency} />
              </dd>
            </div>
          )}
          {limit && (
            <div className="facts__row">
              <dt>{t('limit')}</dt>
              <dd className="facts__amount">
                <Amount amount={limit.amount} currency={limit.currency} />
              </dd>
            </div>
          )}
          <div className="facts__row">
            <dt>{t('spentThisMonth')}</dt>
            <dd className="facts__amount">
              <Amount amount={card.spentThisMonth.amount} currency={card.spentThisMonth.currency} />
              {spentShare !== null && <SpendMeter share={spentShare} t={t} />}
            </dd>
          </div>
          <div className="facts__row">
            <dt>{t('cardNumber')}</dt>
            <dd>{card.maskedPan}</dd>
          </div>
          {card.linkedAccountId !== null && (
            <div className="facts__row">
              <dt>{t('linkedAccount')}</dt>
              <dd>
                <a href={detailHref('account', card.linkedAccountId)}>
                  {linked ? `${linked.alias} · ${formatIban(linked.iban).slice(-4)}` : card.linkedAccountId}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <CardBlock card={card} status={status} onChanged={setChanged} t={t} />
      {card.cardKind === 'credit' && limit && !blocked && (
        <CardLimit
          cardId={card.id}
          limit={limit}
          campaign={campaign}
          used={{ amount: limit.amount - available.amount, currency: limit.currency }}
          onChanged={setLimitChange}
          t={t}
        />
      )}
      {/* A blocked card keeps its controls: they apply once it is unblocked (issue 42 §4). */}
      <Suspense>
        {card.controls && <CardControls cardId={card.id} controls={card.controls} status={status} t={t} />}
        <CardPin cardId={card.id} t={t} />
      </Suspense>
      {card.issuedOn && <Statements productId={card.id} since={card.issuedOn} t={t} locale={locale} />}
      <DetailMovements kind="card" id={card.id} movements={movements} t={t} locale={locale} />
    </div>
  );
}

/**
 * The share of the limit spent this month, drawn as a bar and named for screen readers as a meter
 * ("Gastado del límite, 40 %", issue 42 §4). Masked mode hides it with the amounts: a share of a
 * known limit would tell the amount.
 */
function SpendMeter({ share, t }: { share: number; t: Translate }) {
  const masked = useMaskedMode();
  const percent = Math.round(share * PER_CENT);
  if (masked) return null;
  return (
    <span
      className="spend-bar"
      role="meter"
      aria-label={t('spentShareLabel')}
      aria-valuemin={0}
      aria-valuemax={PER_CENT}
      aria-valuenow={percent}
      aria-valuetext={t('spentShareValue', { percent })}
    >
      <span className="spend-bar__fill" style={{ width: `${(share * PER_CENT).toFixed(1)}%` }} />
    </span>
  );
}

/** How the last block or unblock ended. */
type BlockOutcome =
  { kind: 'done'; status: CardStatus } | { kind: 'failed'; action: CardAction } | { kind: 'notFound' } | { kind: 'cancelled' };

/**
 * Block or unblock the card, in two steps: the button asks, a confirmation sends. Blocking is
 * immediate; unblocking is a security process (the shell's one-time-password step, features.md
 * §4.10). The bank's answer is the new status; the result takes the focus (the confirmation it
 * replaces is gone).
 */
function CardBlock({
  card,
  status,
  onChanged,
  t,
}: {
  card: CardDetail;
  status: CardStatus;
  onChanged: (status: CardStatus) => void;
  t: Translate;
}) {
  const http = useHttp();
  const { events, channel } = useShell();
  // An agent on the assisted channel may block a card for the customer, never unblock it: that
  // needs the customer's own code (issue 38 §3).
  const signatureWithheld = channel.clientKind === 'assisted' && status === 'blocked';
  const titleId = useId();
  const questionId = useId();
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending'>('idle');
  const [outcome, setOutcome] = useState<BlockOutcome | null>(null);
  const [focusButton, setFocusButton] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const action: CardAction = status === 'active' ? 'block' : 'unblock';

  useEffect(() => {
    if (step === 'confirm') questionRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  useEffect(() => {
    if (focusButton > 0) buttonRef.current?.focus();
  }, [focusButton]);

  function unblockWithCode() {
    events.publish(EVENT_TOPIC.securityProcess, {
      ...cardUnblockCall(card.id),
      approvalComplete: (result: unknown) => {
        try {
          const next = cardStatusOf(result);
          onChanged(next);
          setOutcome({ kind: 'done', status: next });
        } catch {
          setOutcome({ kind: 'failed', action: 'unblock' });
        }
        setStep('idle');
      },
      approvalError: (error: unknown) => {
        setOutcome(
          isCancelled(error) ? { kind: 'cancelled' } : isNotFound(error) ? { kind: 'notFound' } : { kind: 'failed', action: 'unblock' },
        );
        setStep('idle');
      },
    });
  }

  async function send() {
    if (step === 'sending') return;
    setStep('sending');
    if (action === 'unblock') {
      unblockWithCode();
      return;
    }
    try {
      const next = await changeCardStatus(http, card.id, action);
      onChanged(next);
      setOutcome({ kind: 'done', status: next });
    } catch (error) {
      setOutcome(isNotFound(error) ? { kind: 'notFound' } : { kind: 'failed', action });
    }
    setStep('idle');
  }

  function ask() {
    setOutcome(null);
    setStep('confirm');
  }

  function cancel() {
    setStep('idle');
    setFocusButton((count) => count + 1);
  }

  return (
    <section className="card card-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('blockTitle')}
      </h2>
      <p className="card-block__text">{status === 'active' ? t('blockExplain') : t('unblockExplain')}</p>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.kind === 'done' || outcome.kind === 'cancelled' ? 'status' : 'alert'}
          className={
            outcome.kind === 'done'
              ? 'card-block__result card-block__result--done'
              : outcome.kind === 'cancelled'
                ? 'card-block__result'
                : 'alert alert--error card-block__result'
          }
        >
          {outcome.kind === 'done'
            ? outcome.status === 'blocked'
              ? t('blockDone')
              : t('unblockDone')
            : outcome.kind === 'cancelled'
              ? t('unblockCancelled')
              : outcome.kind === 'notFound'
                ? t('cardNotFound')
                : outcome.action === 'block'
                  ? t('blockFailed')
                  : t('unblockFailed')}
        </p>
      )}
      {signatureWithheld ? (
        <p className="signature-withheld">{t('onlyCustomerSigns')}</p>
      ) : step === 'idle' ? (
        <button
          ref={buttonRef}
          type="button"
          className={
            action === 'block' ? 'button card-block__button card-block__button--block' : 'button button--primary card-block__button'
          }
          onClick={ask}
        >
          <Icon name={action === 'block' ? 'lock' : 'unlock'} size={18} />
          {action === 'block' ? t('blockCard') : t('unblockCard')}
        </button>
      ) : (
        <div className="card-block__confirm" role="group" aria-labelledby={questionId} aria-busy={step === 'sending' ? true : undefined}>
          <p ref={questionRef} id={questionId} tabIndex={-1} className="card-block__question">
            {action === 'block' ? t('blockQuestion', { card: card.maskedPan }) : t('unblockQuestion', { card: card.maskedPan })}
          </p>
          <div className="card-block__actions">
            <button
              type="button"
              className={action === 'block' ? 'button card-block__button--block' : 'button button--primary'}
              aria-disabled={step === 'sending' ? true : undefined}
              onClick={() => void send()}
            >
              {step === 'sending' ? t('sending') : action === 'block' ? t('blockConfirm') : t('unblockConfirm')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={step === 'sending' ? true : undefined}
              onClick={() => {
                if (step !== 'sending') cancel();
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** A product's latest movements on its detail, and the way to all of them. */
function DetailMovements({
  kind,
  id,
  movements,
  t,
  locale,
}: {
  kind: ProductKind;
  id: string;
  movements: readonly Movement[] | null;
  t: Translate;
  locale: Locale;
}) {
  const titleId = useId();
  return (
    <section className="overview__section detail__movements" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('movementsTitle')}
      </h2>
      {movements === null ? (
        <p className="empty">{t('movementsError')}</p>
      ) : movements.length === 0 ? (
        <p className="empty">{t('noProductMovements')}</p>
      ) : (
        <MovementList movements={movements} t={t} locale={locale} />
      )}
      <a className="see-all" href={movementsHref(kind, id)}>
        {t('seeAllMovements')}
        <Icon name="chevronRight" size={18} />
      </a>
    </section>
  );
}
