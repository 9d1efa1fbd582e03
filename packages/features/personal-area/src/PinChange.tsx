import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useShell } from '@bank-shell/react';
import { useSignature } from '@bank-shell/react/signature';
import { changePin, pinRefusalOf } from './api';
import type { PinRefusal } from './api';
import type { PersonalAreaMessageKey } from './messages';

type Translate = (key: PersonalAreaMessageKey, values?: Record<string, string>) => string;

const SIX_DIGITS = /^\d{6}$/;

const REFUSAL_TEXT: Readonly<Record<PinRefusal | 'signCancelled', PersonalAreaMessageKey>> = {
  wrongCurrentPin: 'pinWrongCurrent',
  weakPin: 'pinWeak',
  pinUnchanged: 'pinSameAsCurrent',
  ticketRejected: 'pinTicketRejected',
  notAllowed: 'pinAssisted',
  failed: 'pinFailed',
  signCancelled: 'pinSignCancelled',
};

type FieldErrors = Partial<Record<'current' | 'next' | 'repeat', PersonalAreaMessageKey>>;

/** What the form can tell before asking the bank: six digits each, the new one twice and new. */
function fieldErrorsOf(current: string, next: string, repeat: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!SIX_DIGITS.test(current)) errors.current = 'pinNeedsSixDigits';
  if (!SIX_DIGITS.test(next)) errors.next = 'pinNeedsSixDigits';
  else if (next === current) errors.next = 'pinSameAsCurrent';
  if (errors.next === undefined && repeat !== next) errors.repeat = 'pinNotMatching';
  return errors;
}

/**
 * Changing the login PIN (issue 42 §3): the current PIN and the new one twice, then a review, then
 * the customer's signature through the shell's step-up (`useSignature`), as transfers sign. The
 * bank checks the current PIN and the sign-up's weak-PIN rules; its refusals come back to the
 * form. An agent on the assisted channel reviews but never signs: the PIN is the customer's.
 */
export function PinChange({ t }: { t: Translate }) {
  const { http, channel } = useShell();
  const signature = useSignature();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<'form' | 'review' | 'done'>('form');
  const [refusal, setRefusal] = useState<PinRefusal | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const ids = { current: useId(), next: useId(), repeat: useId(), hint: useId(), review: useId() };
  const assisted = channel.clientKind === 'assisted';
  const outcome: PinRefusal | 'signCancelled' | null =
    refusal ?? (signature.failure === 'cancelled' ? 'signCancelled' : signature.failure === 'verifyFailed' ? 'ticketRejected' : null);

  useEffect(() => {
    if (step === 'review') reviewRef.current?.focus();
    if (step === 'done' || outcome !== null) outcomeRef.current?.focus();
  }, [step, outcome]);

  function review(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrorsOf(current, next, repeat);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(ids[(['current', 'next', 'repeat'] as const).find((field) => found[field]) ?? 'current'])?.focus();
      return;
    }
    setStep('review');
  }

  async function send(ticket: string) {
    try {
      await changePin(http, current, next, ticket);
      setCurrent('');
      setNext('');
      setRepeat('');
      setStep('done');
    } catch (error) {
      const refused = pinRefusalOf(error);
      setRefusal(refused);
      // What the customer typed must change: back to the form, the PINs cleared.
      if (refused === 'wrongCurrentPin' || refused === 'weakPin' || refused === 'pinUnchanged') {
        setStep('form');
        if (refused === 'wrongCurrentPin') setCurrent('');
        else {
          setNext('');
          setRepeat('');
        }
      }
    }
  }

  function sign() {
    if (signature.state !== 'idle' || assisted) return;
    setRefusal(null);
    signature.sign(send);
  }

  const outcomeText = outcome === null ? null : t(REFUSAL_TEXT[outcome]);
  if (step === 'done') {
    return (
      <section className="card personal-area__card personal-area__narrow">
        <p ref={outcomeRef} tabIndex={-1} role="status" className="alert personal-area__success">
          {t('pinDone')}
        </p>
      </section>
    );
  }

  if (step === 'review') {
    return (
      <section className="card personal-area__card personal-area__narrow" aria-labelledby={ids.review}>
        <h2 id={ids.review} ref={reviewRef} tabIndex={-1} className="section-title">
          {t('pinReviewTitle')}
        </h2>
        <p>{t('pinReviewText')}</p>
        {assisted && <p className="personal-area__notice-box">{t('pinAssisted')}</p>}
        {outcomeText !== null && (
          <p ref={outcomeRef} tabIndex={-1} role="alert" className="alert alert--error personal-area__error">
            {outcomeText}
          </p>
        )}
        <div className="personal-area__actions">
          {!assisted && (
            <button type="button" className="button button--primary" aria-disabled={signature.state !== 'idle' || undefined} onClick={sign}>
              {signature.state === 'idle' ? t('pinSign') : t('pinSigning')}
            </button>
          )}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setRefusal(null);
              setStep('form');
            }}
          >
            {t('pinBack')}
          </button>
        </div>
      </section>
    );
  }

  const field = (key: 'current' | 'next' | 'repeat', label: PersonalAreaMessageKey, value: string, set: (text: string) => void) => {
    const error = errors[key];
    const errorId = `${ids[key]}-error`;
    const described = [key === 'next' ? ids.hint : null, error ? errorId : null].filter(Boolean).join(' ');
    return (
      <div className={`field pin-field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={ids[key]}>{t(label)}</label>
        {key === 'next' && (
          <p id={ids.hint} className="field__hint">
            {t('pinNewHint')}
          </p>
        )}
        <input
          id={ids[key]}
          className="pin-field__input"
          type="password"
          inputMode="numeric"
          autoComplete={key === 'current' ? 'current-password' : 'new-password'}
          maxLength={6}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described === '' ? undefined : described}
          onChange={(event) => set(event.target.value.replace(/\D/g, ''))}
        />
        {error && (
          <p id={errorId} className="field__error">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="card personal-area__card personal-area__narrow">
      <p className="personal-area__hint">{t('pinIntro')}</p>
      {outcomeText !== null && (
        <p ref={outcomeRef} tabIndex={-1} role="alert" className="alert alert--error personal-area__error">
          {outcomeText}
        </p>
      )}
      <form className="pin-form" noValidate onSubmit={review}>
        {field('current', 'pinCurrent', current, setCurrent)}
        {field('next', 'pinNew', next, setNext)}
        {field('repeat', 'pinRepeat', repeat, setRepeat)}
        <div className="personal-area__actions">
          <button type="submit" className="button button--primary">
            {t('pinContinue')}
          </button>
        </div>
      </form>
    </section>
  );
}
