import { Fragment, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useHttp, useShell } from '@bank-shell/react';
import { STEP_UP_TOPIC } from '@bank-shell/core/signed-in';
import type { StepUpResult } from '@bank-shell/core/signed-in';
import { refusalCodeOf, revealCardPin } from './cardExtrasApi';
import type { Translate } from './texts';

/**
 * How long the PIN stays on the screen once shown (issue 42 §4): long enough to read it, short
 * enough that a screen left open does not keep it. @default 10000 ms
 */
export const PIN_VISIBLE_MS = 10_000;
const MS_PER_SECOND = 1000;

/** How the last request of the PIN ended, when it did not show it. */
type PinOutcome = {
  kind: 'hidden' | 'cancelled' | 'back' | 'verifyFailed' | 'ticketRejected' | 'onlyCustomer' | 'notFound' | 'failed';
};

const OUTCOME_TEXT = {
  hidden: 'pinHidden',
  cancelled: 'pinCancelled',
  back: 'pinBack',
  verifyFailed: 'pinVerifyFailed',
  ticketRejected: 'pinTicketRejected',
  onlyCustomer: 'onlyCustomerSigns',
  notFound: 'cardNotFound',
  failed: 'pinFailed',
} as const;

/** Outcomes that are a note, not a failure. */
const NOTES: ReadonlySet<PinOutcome['kind']> = new Set(['hidden', 'cancelled', 'back']);

/** What the bank's refusal to give the PIN means for the customer. */
function refusalOf(error: unknown): PinOutcome {
  switch (refusalCodeOf(error)) {
    case 'notFound':
      return { kind: 'notFound' };
    case 'invalid_ticket':
    case 'step_up_required':
      return { kind: 'ticketRejected' };
    case 'employee_not_allowed':
      return { kind: 'onlyCustomer' };
    default:
      return { kind: 'failed' };
  }
}

type Step = 'idle' | 'verifying' | 'loading';

/**
 * "Ver PIN" (issue 42 §4): the shell's step-up first (`start-step-up`, docs/step-up.md), as the
 * card limit's; once the customer has confirmed it is them, the PIN comes from the bank with the
 * ticket (`POST …/cards/{cardId}/pin`) and shows in large digits for {@link PIN_VISIBLE_MS}, or
 * until "Ocultar". Then it is gone: it lives in this component's state only, cleared when it hides
 * and when the page goes. An agent on the assisted channel never sees it (issue 38 §3).
 */
export function CardPin({ cardId, t }: { cardId: string; t: Translate }) {
  const http = useHttp();
  const { events, channel } = useShell();
  const signatureWithheld = channel.clientKind === 'assisted';
  const titleId = useId();
  const pinLabelId = useId();
  const [step, setStep] = useState<Step>('idle');
  const [pin, setPin] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PinOutcome | null>(null);
  // Where the focus goes when what had it goes: a count, so that the same target can be asked twice.
  const [focusButton, setFocusButton] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const digitsRef = useRef<HTMLParagraphElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const hide = useCallback(() => {
    // The focus was on the PIN or on "Ocultar", both about to go: it moves to "Ver PIN".
    const hadFocus = sectionRef.current?.contains(document.activeElement) ?? false;
    setPin(null);
    setOutcome({ kind: 'hidden' });
    if (hadFocus) setFocusButton((count) => count + 1);
  }, []);

  useEffect(() => {
    if (pin === null) return undefined;
    digitsRef.current?.focus();
    const timer = window.setTimeout(hide, PIN_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [pin, hide]);
  useEffect(() => {
    if (outcome && outcome.kind !== 'hidden') outcomeRef.current?.focus();
  }, [outcome]);
  useEffect(() => {
    if (focusButton > 0) buttonRef.current?.focus();
  }, [focusButton]);

  async function reveal({ ticket }: StepUpResult) {
    setStep('loading');
    try {
      setPin(await revealCardPin(http, cardId, ticket));
    } catch (error) {
      setOutcome(refusalOf(error));
    }
    setStep('idle');
  }

  function ask() {
    if (step !== 'idle') return;
    setOutcome(null);
    setStep('verifying');
    const ended = (kind: PinOutcome['kind']) => () => {
      setOutcome({ kind });
      setStep('idle');
    };
    events.publish(STEP_UP_TOPIC, {
      onComplete: (result) => void reveal(result),
      onError: ended('verifyFailed'),
      onCancel: ended('cancelled'),
      onBack: ended('back'),
    });
  }

  const seconds = PIN_VISIBLE_MS / MS_PER_SECOND;
  return (
    <section ref={sectionRef} className="card card-pin" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('pinTitle')}
      </h2>
      {signatureWithheld ? (
        <p className="signature-withheld">{t('onlyCustomerSigns')}</p>
      ) : (
        <>
          <p className="card-pin__text">{t('pinExplain', { seconds })}</p>
          {outcome && (
            <p
              ref={outcomeRef}
              tabIndex={-1}
              role={NOTES.has(outcome.kind) ? 'status' : 'alert'}
              className={NOTES.has(outcome.kind) ? 'card-pin__result' : 'alert alert--error card-pin__result'}
            >
              {t(OUTCOME_TEXT[outcome.kind])}
            </p>
          )}
          {pin === null ? (
            <button
              ref={buttonRef}
              type="button"
              className="button button--primary card-pin__button"
              aria-disabled={step === 'idle' ? undefined : true}
              onClick={ask}
            >
              {step === 'verifying' ? t('pinVerifying') : step === 'loading' ? t('pinLoading') : t('showPin')}
            </button>
          ) : (
            <div className="card-pin__shown" role="group" aria-labelledby={pinLabelId}>
              <p id={pinLabelId} className="card-pin__label">
                {t('pinLabel')}
              </p>
              {/* Digit by digit, so that a screen reader says "1 2 3 4", not a number. */}
              <p ref={digitsRef} tabIndex={-1} className="card-pin__digits">
                {[...pin].map((digit, index) => (
                  <Fragment key={index}>
                    {index > 0 && ' '}
                    <span className="card-pin__digit">{digit}</span>
                  </Fragment>
                ))}
              </p>
              <p className="card-pin__note">{t('pinHidesIn', { seconds })}</p>
              <button type="button" className="button button--ghost card-pin__hide" onClick={hide}>
                {t('hidePin')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
