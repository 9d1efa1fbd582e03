import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { HttpError } from '@bank-shell/core';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { textMessageNumberOf } from '../oneTimePassword';
import { stepUpMessages, STEP_UP_NAMESPACE } from './messages';
import type { CodeSent, StepUpRun } from './runStepUp';

/** A code is six digits (sandbox-api.md, Step-up). */
const CODE_PATTERN = /^\d{6}$/;
const CODE_DIGITS = 6;
const HTTP_TOO_MANY = 429;
/** What the focus trap cycles through. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

type Phase = 'starting' | 'sending' | 'ready' | 'checking';
type Problem = 'format' | 'wrongCode' | 'checkFailed' | 'sendFailed' | 'tooMany';

/**
 * The step-up's modal dialog (docs/step-up.md): it waits for the SCA documentation, has a code sent
 * to the customer's phone (and links to the sandbox's demo phone), and takes the 6-digit code. A
 * wrong code is said and another may be typed; a new code may be asked for. Cancel and Escape
 * cancel, Back goes back. The focus stays inside while it is open and goes back where it was when
 * it closes. The dialog closes when the step-up ends, whatever ended it (its owner unmounts it).
 */
export function StepUpDialog({ run, phoneUrl }: { run: StepUpRun; phoneUrl: string }) {
  const t = useLazyTexts(STEP_UP_NAMESPACE, stepUpMessages);
  const titleId = useId();
  const introId = useId();
  const codeId = useId();
  const hintId = useId();
  const problemId = useId();
  const [phase, setPhase] = useState<Phase>('starting');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [code, setCode] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Where the code went, in the dialog's language: "por SMS al ***1234", not the bank's "a SMS ***1234".
  const sentText = (deliveredTo: string) => {
    const number = textMessageNumberOf(deliveredTo);
    return number === null ? t('sent', { deliveredTo }) : t('sentByText', { number });
  };

  // Into the dialog when it opens, and back where it was when it closes. A layout effect, as the key
  // handling below: both are in place in the commit that shows the dialog, so a key pressed the
  // moment it appears is the dialog's.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    titleRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  async function sendCode() {
    setPhase('sending');
    setProblem(null);
    try {
      setSent(await run.requestCode());
      setPhase('ready');
      inputRef.current?.focus();
    } catch (error) {
      if (!run.isOpen()) return;
      setProblem(error instanceof HttpError && error.status === HTTP_TOO_MANY ? 'tooMany' : 'sendFailed');
      setPhase('ready');
    }
  }

  useEffect(() => {
    let current = true;
    void run.started.then((started) => {
      if (started && current) void sendCode();
    });
    return () => {
      current = false;
    };
    // Once per run: the dialog is mounted per step-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  useEffect(() => {
    if (phase === 'ready' && sent) inputRef.current?.focus();
  }, [phase, sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'checking') return;
    if (!CODE_PATTERN.test(code)) {
      setProblem('format');
      inputRef.current?.focus();
      return;
    }
    setPhase('checking');
    setProblem(null);
    try {
      const outcome = await run.confirm(code);
      if (outcome === 'done') return;
      setProblem(outcome === 'wrong-code' ? 'wrongCode' : 'format');
      setCode('');
    } catch {
      setProblem('checkFailed');
    }
    setPhase('ready');
    inputRef.current?.focus();
  }

  // Escape cancels; Tab and Shift+Tab go round the dialog's stops and never leave it (the focus trap).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        run.cancel();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [run]);

  const busy = phase !== 'ready';
  const codeProblem = problem === 'format' || problem === 'wrongCode' || problem === 'checkFailed';
  return (
    <div className="dialog-backdrop step-up">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        className="dialog card step-up__dialog"
      >
        <h2 ref={titleRef} id={titleId} className="dialog__title" tabIndex={-1}>
          {t('title')}
        </h2>
        <p id={introId}>{t('intro')}</p>
        <p role="status" className="step-up__status">
          {phase === 'starting' ? t('preparing') : phase === 'sending' ? t('sending') : sent ? sentText(sent.deliveredTo) : ''}
        </p>
        {sent && (
          <p className="step-up__phone">
            <a href={phoneUrl} target="_blank" rel="noopener noreferrer">
              {t('phoneLink')} {t('opensNewWindow')}
            </a>
          </p>
        )}
        {(problem === 'sendFailed' || problem === 'tooMany') && (
          <p role="alert" className="alert alert--error">
            {t(problem)}
          </p>
        )}
        <form noValidate onSubmit={(event) => void submit(event)} aria-busy={phase === 'checking' ? true : undefined}>
          <div className={codeProblem ? 'field field--invalid' : 'field'}>
            <label htmlFor={codeId}>{t('codeLabel')}</label>
            <span id={hintId} className="field__hint">
              {t('codeHint')}
            </span>
            <input
              ref={inputRef}
              id={codeId}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_DIGITS}
              value={code}
              disabled={phase === 'starting'}
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={codeProblem ? `${hintId} ${problemId}` : hintId}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_DIGITS))}
            />
            {codeProblem && (
              <p id={problemId} role="alert" className="field__error">
                {t(problem)}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary button--block" aria-disabled={busy ? true : undefined}>
            {phase === 'checking' ? t('checking') : t('confirm')}
          </button>
        </form>
        <div className="step-up__actions">
          <button
            type="button"
            className="button button--ghost"
            aria-disabled={busy ? true : undefined}
            onClick={() => !busy && void sendCode()}
          >
            {t('resend')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => run.back()}>
            {t('back')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => run.cancel()}>
            {t('cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
