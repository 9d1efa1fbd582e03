import { useEffect, useId, useRef, useState } from 'react';
import { HttpError } from '@bank-shell/core';
import type { Locale } from '@bank-shell/core';
import { useShell } from '@bank-shell/react';
import { useSignature } from '@bank-shell/react/signature';
import { refusalOf, returnCharge } from './api';
import type { Charge, ChargeReturn, Mandate } from './api';
import { accountName, bankDay, money } from './format';
import { ReviewFigures, SignPanel } from './SignPanel';
import type { Translate } from './SignPanel';

/** A charge the customer chose to return, with the mandate it belongs to. */
export interface ChosenCharge {
  mandate: Mandate;
  charge: Charge;
}

/** Each mandate of the customer's accounts, with its last charges and what may be done with each. */
export function DirectDebitList({
  mandates,
  locale,
  t,
  onReturn,
}: {
  mandates: readonly Mandate[];
  locale: Locale;
  t: Translate;
  onReturn: (chosen: ChosenCharge) => void;
}) {
  const id = useId();
  return (
    <section className="bills__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bills__section-title">
        {t('debitsTitle')}
      </h2>
      <p className="bills__note">{t('debitsIntro')}</p>
      {mandates.length === 0 ? (
        <p className="card bills__empty">{t('noDebits')}</p>
      ) : (
        <ul className="bills__mandates">
          {mandates.map((mandate) => (
            <li key={mandate.mandateId} className="card bills-mandate">
              <h3 className="bills-mandate__issuer">
                {mandate.issuerName} <span className="bills-mandate__service">· {mandate.service}</span>
              </h3>
              <p className="bills-mandate__account">{accountName({ alias: mandate.accountAlias, iban: mandate.accountIban })}</p>
              <dl className="bills-mandate__ids">
                <div>
                  <dt>{t('mandateReferenceLabel')}</dt>
                  <dd>{mandate.mandateReference}</dd>
                </div>
                <div>
                  <dt>{t('creditorLabel')}</dt>
                  <dd>{mandate.creditorId}</dd>
                </div>
              </dl>
              <ul className="bills-mandate__charges" aria-label={t('lastCharges', { issuer: mandate.issuerName })}>
                {mandate.charges.map((charge) => (
                  <li key={charge.chargeId} className="bills-charge">
                    <span className="bills-charge__date">{bankDay(charge.chargedOn, locale)}</span>
                    <span className="bills-charge__amount">{money(charge.amount, locale)}</span>
                    <span className={`bills-charge__status${charge.returned ? ' bills-charge__status--returned' : ''}`}>
                      {charge.returned && charge.returnedOn !== null
                        ? t('chargeReturned', { date: bankDay(charge.returnedOn, locale) })
                        : charge.returnable
                          ? t('chargeReturnableUntil', { date: bankDay(charge.returnableUntil, locale) })
                          : t('chargeNotReturnable')}
                    </span>
                    {charge.returnable && (
                      <button
                        type="button"
                        className="button button--ghost bills-charge__return"
                        aria-label={t('returnButtonLabel', {
                          issuer: mandate.issuerName,
                          date: bankDay(charge.chargedOn, locale),
                          amount: money(charge.amount, locale),
                        })}
                        onClick={() => onReturn({ mandate, charge })}
                      >
                        {t('returnButton')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The review before a charge is returned (issue 41 §3): the amount, the issuer, the day it was
 * charged and the account it comes back to, and that the issuer may charge it again or claim it
 * another way; then the customer's signature through the shell's step-up. One idempotency key per
 * review: a double click, a retry after a time-out or a second tab never returns it twice.
 */
export function ReturnReview({
  chosen,
  idempotencyKey,
  locale,
  t,
  onBack,
  onDone,
}: {
  chosen: ChosenCharge;
  idempotencyKey: string;
  locale: Locale;
  t: Translate;
  onBack: () => void;
  onDone: (returned: ChargeReturn) => void;
}) {
  const { http, channel } = useShell();
  const signature = useSignature();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { mandate, charge } = chosen;

  async function send(ticket: string) {
    try {
      onDone(await returnCharge(http, charge, ticket, idempotencyKey));
    } catch (error) {
      const { refusal: kind } = error instanceof HttpError ? refusalOf(error.status, error.body) : refusalOf(0, null);
      setRefusal(
        kind === 'windowClosed'
          ? t('windowClosed', { date: bankDay(charge.returnableUntil, locale) })
          : kind === 'chargeReturned'
            ? t('chargeReturnedAlready')
            : kind === 'ticketRejected'
              ? t('ticketRejected')
              : kind === 'amountChanged'
                ? t('amountChanged')
                : t('returnFailed'),
      );
    }
  }

  return (
    <section className="bills-review" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bills-review__title">
        {t('returnReviewTitle')}
      </h2>
      <ReviewFigures
        t={t}
        figures={[
          ['reviewIssuer', `${mandate.issuerName} · ${mandate.service}`],
          ['reviewAmount', money(charge.amount, locale)],
          ['reviewChargedOn', bankDay(charge.chargedOn, locale)],
          ['reviewAccount', accountName({ alias: mandate.accountAlias, iban: mandate.accountIban })],
        ]}
      />
      <p className="card bills__warning">{t('returnWarning', { issuer: mandate.issuerName })}</p>
      <SignPanel
        signature={signature}
        refusal={refusal}
        assisted={channel.clientKind === 'assisted'}
        note={t('returnSignNote')}
        signLabel={t('returnSign')}
        sendingLabel={t('returning')}
        backLabel={t('cancel')}
        onSign={() => {
          if (signature.state !== 'idle') return;
          setRefusal(null);
          signature.sign(send);
        }}
        onBack={onBack}
        t={t}
      />
    </section>
  );
}

/** The charge returned: how much came back to which account, and that the issuer may claim it again. */
export function ReturnDone({
  returned,
  accountAlias,
  locale,
  t,
  onBack,
}: {
  returned: ChargeReturn;
  accountAlias: string;
  locale: Locale;
  t: Translate;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="card bills-done">
      <h2 ref={headingRef} tabIndex={-1} className="bills-review__title">
        {t('returnDoneTitle')}
      </h2>
      <p>
        {t('returnDoneText', {
          amount: money(returned.amount, locale),
          issuer: returned.issuerName,
          account: accountName({ alias: accountAlias, iban: returned.accountIban }),
        })}
      </p>
      <p className="bills__note">{t('returnWarning', { issuer: returned.issuerName })}</p>
      <div className="bills__actions">
        <button type="button" className="button button--primary" onClick={onBack}>
          {t('toBills')}
        </button>
        <a className="button button--ghost" href="#/posicion-global">
          {t('toOverview')}
        </a>
      </div>
    </section>
  );
}
