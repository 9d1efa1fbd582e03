import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useHttp, useTranslation } from '@bank-shell/react';
import { sendCode, sendNewPin, startRecovery } from './api';
import type { Refusal } from './api';
import type { PinRecoveryMessageKey } from './messages';
import { PIN_DIGITS, birthDateError, documentError, formatBirthDateInput, hasSixDigits, normaliseDocument } from './validation';

const NAMESPACE = 'pin-recovery';
/** `DD/MM/YYYY`: eight digits and the two separators the field puts in. */
const BIRTH_DATE_TEXT_LENGTH = 10;
const MS_PER_S = 1000;
const LOGIN_HREF = '#/login';

type Step = 'identify' | 'code' | 'pin' | 'done';
const STEP_NUMBER: Readonly<Record<Exclude<Step, 'done'>, number>> = { identify: 1, code: 2, pin: 3 };

/** A form error to announce: a text key and the values it names. */
interface FormError {
  key: PinRecoveryMessageKey;
  values?: Readonly<Record<string, string | number>>;
}

type Translate = (key: PinRecoveryMessageKey, values?: Readonly<Record<string, string | number>>) => string;

function useTexts(): { t: Translate; locale: string } {
  const { t, locale } = useTranslation(NAMESPACE);
  return { t: (key, values) => t(key, values), locale };
}

/** What the page says for a refusal of the bank, and whether it must start again from the first step. */
function errorFor(refusal: Refusal, locale: string): FormError {
  switch (refusal.kind) {
    case 'wrong-code':
      return { key: 'errorWrongCode', values: { tries: refusal.remainingTries } };
    case 'locked': {
      if (refusal.retryAfterS === undefined) return { key: 'errorLocked' };
      const until = new Date(Date.now() + refusal.retryAfterS * MS_PER_S);
      return {
        key: 'errorLockedUntil',
        values: { time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(until) },
      };
    }
    case 'expired':
      return { key: 'errorExpired' };
    case 'weak-pin':
      return { key: 'errorWeakPin' };
    case 'pins-not-matching':
      return { key: 'errorPinsNotMatching' };
    case 'start-again':
      return { key: 'errorStartAgain' };
    case 'unavailable':
      return { key: 'errorUnavailable' };
  }
}

/**
 * PIN recovery (issue 42 §1), a full page for a visitor without a session: the document and the
 * birth date, the code sent to the phone, the new PIN and its confirmation, then the login.
 */
export function PinRecoveryPage() {
  const { t } = useTexts();
  const [step, setStep] = useState<Step>('identify');
  // An error carried to the first step when an attempt has to start again.
  const [carried, setCarried] = useState<FormError | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // A new step is announced by moving focus to its heading; the first one is where the page opens.
    if (moved.current) stepHeading.current?.focus();
    moved.current = true;
  }, [step]);

  const startAgain = (error: FormError | null) => {
    setCarried(error);
    setStep('identify');
  };

  const titles: Readonly<Record<Step, PinRecoveryMessageKey>> = {
    identify: 'identifyTitle',
    code: 'codeTitle',
    pin: 'pinTitle',
    done: 'doneTitle',
  };

  return (
    <div className="page pin-recovery">
      <a className="pin-recovery__back" href={LOGIN_HREF}>
        {t('backToLogin')}
      </a>
      <section className="card pin-recovery__card" aria-labelledby="pin-recovery-title">
        <h1 id="pin-recovery-title" className="page__title pin-recovery__title">
          {t('title')}
        </h1>
        {step !== 'done' && <p className="pin-recovery__progress">{t('progress', { step: STEP_NUMBER[step] })}</p>}
        <h2 ref={stepHeading} tabIndex={-1} className="pin-recovery__step-title">
          {t(titles[step])}
        </h2>
        {step === 'identify' && <IdentifyStep initialError={carried} onSent={() => setStep('code')} />}
        {step === 'code' && <CodeStep onVerified={() => setStep('pin')} onStartAgain={startAgain} />}
        {step === 'pin' && <PinStep onChanged={() => setStep('done')} onStartAgain={startAgain} />}
        {step === 'done' && (
          <>
            <p className="pin-recovery__intro">{t('doneText')}</p>
            <a className="button button--primary button--block" href={LOGIN_HREF}>
              {t('goToLogin')}
            </a>
          </>
        )}
      </section>
    </div>
  );
}

/** The form alert: empty until something is wrong, then announced and focused. */
function Alert({ error, alertRef }: { error: FormError | null; alertRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTexts();
  return (
    <div ref={alertRef} tabIndex={-1} role="alert" className={error ? 'alert alert--error' : 'alert alert--empty'}>
      {error ? t(error.key, error.values) : ''}
    </div>
  );
}

/** A labelled text field with its hint and its error, as the login's. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  children: (describedBy: string) => ReactNode;
}) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {children(describedBy)}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's busy flag, error and alert focus, shared by the three steps. */
function useStepState(initialError: FormError | null = null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(initialError);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (initialError) alertRef.current?.focus();
  }, [initialError]);
  const fail = (next: FormError) => {
    setError(next);
    // After the alert's text is in place, so a screen reader reads the new one.
    queueMicrotask(() => alertRef.current?.focus());
  };
  return { busy, setBusy, error, setError, fail, alertRef };
}

function IdentifyStep({ initialError, onSent }: { initialError: FormError | null; onSent: () => void }) {
  const { t, locale } = useTexts();
  const http = useHttp();
  const ids = { document: useId(), birthDate: useId() };
  const [document, setDocument] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [errors, setErrors] = useState<{ document?: PinRecoveryMessageKey | undefined; birthDate?: PinRecoveryMessageKey | undefined }>({});
  const state = useStepState(initialError);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.busy) return;
    const found = { document: documentError(document), birthDate: birthDateError(birthDate, new Date()) };
    setErrors(found);
    if (found.document || found.birthDate) return state.fail({ key: 'errorSummary' });
    state.setBusy(true);
    state.setError(null);
    const outcome = await startRecovery(http, { document: normaliseDocument(document), birthDate: birthDate.trim() });
    state.setBusy(false);
    if (outcome.ok) onSent();
    else state.fail(errorFor(outcome.refusal, locale));
  }

  return (
    <>
      <p className="pin-recovery__intro">{t('identifyIntro')}</p>
      <Alert error={state.error} alertRef={state.alertRef} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field id={ids.document} label={t('document')} hint={t('documentHint')} error={errors.document && t(errors.document)}>
          {(describedBy) => (
            <input
              id={ids.document}
              name="document"
              value={document}
              onChange={(event) => setDocument(event.target.value)}
              autoComplete="username"
              autoCapitalize="characters"
              spellCheck="false"
              required
              aria-invalid={errors.document ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={ids.birthDate} label={t('birthDate')} hint={t('birthDateHint')} error={errors.birthDate && t(errors.birthDate)}>
          {(describedBy) => (
            <input
              id={ids.birthDate}
              name="birthDate"
              value={birthDate}
              onChange={(event) => setBirthDate(formatBirthDateInput(event.target.value))}
              autoComplete="bday"
              inputMode="numeric"
              placeholder={t('birthDatePlaceholder')}
              maxLength={BIRTH_DATE_TEXT_LENGTH}
              required
              aria-invalid={errors.birthDate ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary button--block" aria-disabled={state.busy || undefined}>
          {state.busy ? t('working') : t('sendCode')}
        </button>
      </form>
    </>
  );
}

function CodeStep({ onVerified, onStartAgain }: { onVerified: () => void; onStartAgain: (error: FormError | null) => void }) {
  const { t, locale } = useTexts();
  const http = useHttp();
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const state = useStepState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.busy) return;
    if (!hasSixDigits(code)) {
      setInvalid(true);
      return state.fail({ key: 'errorSummary' });
    }
    setInvalid(false);
    state.setBusy(true);
    state.setError(null);
    const outcome = await sendCode(http, code);
    state.setBusy(false);
    if (outcome.ok) return onVerified();
    setCode('');
    const error = errorFor(outcome.refusal, locale);
    if (outcome.refusal.kind === 'expired' || outcome.refusal.kind === 'start-again') return onStartAgain(error);
    state.fail(error);
  }

  return (
    <>
      <p className="pin-recovery__intro">{t('codeIntro')}</p>
      <Alert error={state.error} alertRef={state.alertRef} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field id={id} label={t('code')} hint={t('codeHint')} error={invalid ? t('errorCode') : undefined}>
          {(describedBy) => (
            <input
              id={id}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={PIN_DIGITS}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary button--block" aria-disabled={state.busy || undefined}>
          {state.busy ? t('working') : t('checkCode')}
        </button>
      </form>
      <button type="button" className="button button--ghost button--block pin-recovery__again" onClick={() => onStartAgain(null)}>
        {t('newCode')}
      </button>
    </>
  );
}

function PinStep({ onChanged, onStartAgain }: { onChanged: () => void; onStartAgain: (error: FormError | null) => void }) {
  const { t, locale } = useTexts();
  const http = useHttp();
  const ids = { pin: useId(), confirmation: useId() };
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<{ pin?: PinRecoveryMessageKey; confirmation?: PinRecoveryMessageKey }>({});
  const state = useStepState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.busy) return;
    const found = {
      ...(hasSixDigits(pin) ? {} : { pin: 'errorPin' as const }),
      ...(hasSixDigits(pin) && confirmation !== pin ? { confirmation: 'errorPinsNotMatching' as const } : {}),
    };
    setErrors(found);
    if (found.pin || found.confirmation) return state.fail({ key: 'errorSummary' });
    state.setBusy(true);
    state.setError(null);
    const outcome = await sendNewPin(http, pin, confirmation);
    state.setBusy(false);
    if (outcome.ok) return onChanged();
    const error = errorFor(outcome.refusal, locale);
    if (outcome.refusal.kind === 'expired' || outcome.refusal.kind === 'start-again') return onStartAgain(error);
    if (outcome.refusal.kind === 'weak-pin') setErrors({ pin: 'errorWeakPin' });
    if (outcome.refusal.kind === 'pins-not-matching') setErrors({ confirmation: 'errorPinsNotMatching' });
    state.fail(outcome.refusal.kind === 'weak-pin' || outcome.refusal.kind === 'pins-not-matching' ? { key: 'errorSummary' } : error);
  }

  const pinInput = (id: string, name: string, value: string, onValue: (value: string) => void, error: boolean) => (describedBy: string) => (
    <input
      id={id}
      name={name}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onValue(event.target.value.replace(/\D/g, ''))}
      autoComplete="new-password"
      inputMode="numeric"
      maxLength={PIN_DIGITS}
      required
      aria-invalid={error || undefined}
      aria-describedby={describedBy}
    />
  );

  return (
    <>
      <p className="pin-recovery__intro">{t('pinIntro')}</p>
      <Alert error={state.error} alertRef={state.alertRef} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field id={ids.pin} label={t('newPin')} hint={t('newPinHint')} error={errors.pin && t(errors.pin)}>
          {pinInput(ids.pin, 'pin', pin, setPin, errors.pin !== undefined)}
        </Field>
        <Field
          id={ids.confirmation}
          label={t('confirmPin')}
          hint={t('confirmPinHint')}
          error={errors.confirmation && t(errors.confirmation)}
        >
          {pinInput(ids.confirmation, 'pinConfirmation', confirmation, setConfirmation, errors.confirmation !== undefined)}
        </Field>
        <button
          type="button"
          className="button button--ghost pin-recovery__show"
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? t('hidePin') : t('showPin')}
        </button>
        <button type="submit" className="button button--primary button--block" aria-disabled={state.busy || undefined}>
          {state.busy ? t('working') : t('savePin')}
        </button>
      </form>
    </>
  );
}
