import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useHttp, useShell, useStore } from '@bank-shell/react';
import { STEP_UP_TOPIC } from '@bank-shell/core/signed-in';
import type { StepUpResult } from '@bank-shell/core/signed-in';
import { formatMoney } from '@bank-shell/core/format';
import { Amount } from '@bank-shell/react/display';
import { CARD_LIMIT_MAX_EUR, CARD_LIMIT_MIN_EUR, bankErrorCode, changeCardLimit, isNotFound, isValidCardLimit } from './api';
import type { CardLimitCampaign, CardLimitChange, Money } from './api';
import type { Translate } from './texts';

/** How the last change of the limit ended. */
type LimitOutcome =
  | { kind: 'done'; limit: Money }
  | {
      kind: 'cancelled' | 'back' | 'verifyFailed' | 'ticketRejected' | 'refused' | 'belowUsed' | 'notCredit' | 'notFound' | 'failed';
    };

type Step = 'idle' | 'editing' | 'verifying' | 'saving';

const OUTCOME_TEXT = {
  cancelled: 'limitCancelled',
  back: 'limitBack',
  verifyFailed: 'limitVerifyFailed',
  ticketRejected: 'limitTicketRejected',
  refused: 'limitRefused',
  belowUsed: 'limitBelowUsedRefused',
  notCredit: 'limitNotCredit',
  notFound: 'cardNotFound',
  failed: 'limitFailed',
} as const;

/** What the bank's refusal of the new limit means for the customer. */
function refusalOf(error: unknown): LimitOutcome {
  if (isNotFound(error)) return { kind: 'notFound' };
  switch (bankErrorCode(error)) {
    case 'invalid_ticket':
    case 'step_up_required':
      return { kind: 'ticketRejected' };
    case 'invalid_request':
      return { kind: 'refused' };
    case 'limit_below_used':
      return { kind: 'belowUsed' };
    case 'not_a_credit_card':
      return { kind: 'notCredit' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * "Change the limit" of a credit card (docs/step-up.md): a small form takes the new limit in whole
 * euros; submitting it asks the shell for a step-up (`start-step-up`), and once the customer has
 * confirmed it is them, the limit goes to the bank with the ticket (`x-authentication-ticket`).
 * Cancelling or going back in the step-up changes nothing, and says so; back returns to the form.
 * Each outcome takes the focus, as the block's does. A limit below what the card has used
 * (`used`) is refused as typed, before any step-up: the bank would refuse it (issue 38 §2).
 */
export function CardLimit({
  cardId,
  limit,
  used,
  onChanged,
  campaign = null,
  t,
}: {
  cardId: string;
  limit: Money;
  /** The bank's campaign offering this card a higher limit (features.md §7, card campaigns). */
  campaign?: CardLimitCampaign | null;
  /** What is used of the limit: the limit less what is available. */
  used: Money;
  onChanged: (change: CardLimitChange) => void;
  t: Translate;
}) {
  const http = useHttp();
  const { events, i18n, channel } = useShell();
  // Only the customer signs a new limit: an agent on the assisted channel is told so (issue 38 §3).
  const signatureWithheld = channel.clientKind === 'assisted';
  const locale = useStore(i18n.locale);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [step, setStep] = useState<Step>('idle');
  const [value, setValue] = useState('');
  // Why the amount typed cannot be sent: not within the range, or below what is used.
  const [invalid, setInvalid] = useState<'range' | 'belowUsed' | false>(false);
  const [outcome, setOutcome] = useState<LimitOutcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // Whole euros, as the customer types them: the range has no cents.
  // Whole euros, as the customer types them: the range has no cents. Through core's formatter, which
  // groups 3.000 € as every other amount (Intl's es-ES leaves four digits ungrouped: issue 42 §2).
  const wholeEuros = (amount: number) => formatMoney(amount, limit.currency, locale, { cents: false });
  const range = { min: wholeEuros(CARD_LIMIT_MIN_EUR), max: wholeEuros(CARD_LIMIT_MAX_EUR) };

  useEffect(() => {
    if (step === 'editing') inputRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (outcome && outcome.kind !== 'back') outcomeRef.current?.focus();
  }, [outcome]);

  function open(startingEur = limit.amount) {
    setOutcome(null);
    setInvalid(false);
    setValue(String(startingEur));
    setStep('editing');
  }
  // Offered while it is more than the limit the card has now.
  const offered = campaign && campaign.offeredLimitEur > limit.amount ? campaign : null;

  async function save(limitEur: number, { ticket }: StepUpResult) {
    setStep('saving');
    try {
      const change = await changeCardLimit(http, cardId, limitEur, ticket);
      onChanged(change);
      setOutcome({ kind: 'done', limit: change.limit });
    } catch (error) {
      setOutcome(refusalOf(error));
    }
    setStep('idle');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step !== 'editing') return;
    const limitEur = Number(value.trim());
    if (value.trim() === '' || !isValidCardLimit(limitEur)) {
      setInvalid('range');
      inputRef.current?.focus();
      return;
    }
    if (limitEur < used.amount) {
      setInvalid('belowUsed');
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setOutcome(null);
    setStep('verifying');
    events.publish(STEP_UP_TOPIC, {
      onComplete: (result) => void save(limitEur, result),
      onError: () => {
        setOutcome({ kind: 'verifyFailed' });
        setStep('idle');
      },
      onCancel: () => {
        setOutcome({ kind: 'cancelled' });
        setStep('idle');
      },
      // Back to the form, with the amount typed: the customer may change it.
      onBack: () => {
        setOutcome({ kind: 'back' });
        setStep('editing');
      },
    });
  }

  const working = step === 'verifying' || step === 'saving';
  return (
    <section className="card card-limit" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('limitTitle')}
      </h2>
      <p className="card-limit__text">{t('limitExplain', range)}</p>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.kind === 'done' || outcome.kind === 'cancelled' || outcome.kind === 'back' ? 'status' : 'alert'}
          className={
            outcome.kind === 'done'
              ? 'card-limit__result card-limit__result--done'
              : outcome.kind === 'cancelled' || outcome.kind === 'back'
                ? 'card-limit__result'
                : 'alert alert--error card-limit__result'
          }
        >
          {outcome.kind === 'done' ? (
            <>
              {t('limitDone')} <Amount amount={outcome.limit.amount} currency={outcome.limit.currency} />.
            </>
          ) : (
            t(OUTCOME_TEXT[outcome.kind])
          )}
        </p>
      )}
      {signatureWithheld ? (
        <p className="signature-withheld">{t('onlyCustomerSigns')}</p>
      ) : step === 'idle' ? (
        <>
          {offered && (
            <div className="card-limit__campaign">
              <p>
                <strong>{offered.name}</strong> {t('limitCampaignOffer', { limit: wholeEuros(offered.offeredLimitEur) })}
              </p>
              <button type="button" className="button button--primary card-limit__button" onClick={() => open(offered.offeredLimitEur)}>
                {t('limitCampaignAccept', { limit: wholeEuros(offered.offeredLimitEur) })}
              </button>
            </div>
          )}
          <button
            type="button"
            className={offered ? 'button button--ghost card-limit__button' : 'button button--primary card-limit__button'}
            onClick={() => open()}
          >
            {t('changeLimit')}
          </button>
        </>
      ) : (
        <form className="card-limit__form" noValidate onSubmit={submit} aria-busy={working ? true : undefined}>
          <div className={invalid ? 'field field--invalid' : 'field'}>
            <label htmlFor={inputId}>{t('newLimit')}</label>
            <span id={hintId} className="field__hint">
              {t('newLimitHint', range)}
            </span>
            <input
              ref={inputRef}
              id={inputId}
              name="limit"
              inputMode="numeric"
              autoComplete="off"
              value={value}
              readOnly={working}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => setValue(event.target.value)}
            />
            {invalid && (
              <p id={errorId} role="alert" className="field__error">
                {invalid === 'range'
                  ? t('limitInvalid', range)
                  : t('limitBelowUsed', { used: formatMoney(used.amount, used.currency, locale) })}
              </p>
            )}
          </div>
          <div className="card-limit__actions">
            <button type="submit" className="button button--primary" aria-disabled={working ? true : undefined}>
              {step === 'verifying' ? t('limitVerifying') : step === 'saving' ? t('limitSaving') : t('limitContinue')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={working ? true : undefined}
              onClick={() => {
                if (!working) setStep('idle');
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
