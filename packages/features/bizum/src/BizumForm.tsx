import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '@bank-shell/core';
import { useShell, useStore } from '@bank-shell/react';
import type { BizumLimits, BizumOrder, Money } from './api';
import { money, parseAmount } from './format';
import type { BizumMessageKey, Translate } from './messages';
import { MAX_TYPED_PHONE_LENGTH, isIncompleteMobile, readSpanishMobile, spacedPhone } from './phone';

/** The longest concept Bizum carries (the bank refuses longer). */
const MAX_CONCEPT_LENGTH = 35;

/** Sending money to a phone, or asking a phone for it. */
export type Mode = 'send' | 'request';

/** What the customer filled in, kept when they come back from the review to change something. */
export interface BizumDraft {
  mode: Mode;
  phone: string;
  amount: string;
  concept: string;
}

export const emptyDraft = (mode: Mode): BizumDraft => ({ mode, phone: '', amount: '', concept: '' });

type Field = 'phone' | 'amount' | 'concept';

/**
 * The problems of a draft, field by field, in the order the form shows them: the phone a Spanish
 * mobile, the amount within Bizum's limits (and, to send, within what is left of the day's and
 * the month's, and the balance), a concept.
 */
export function draftProblems(
  draft: BizumDraft,
  limits: BizumLimits,
  balance: Money | null,
  t: Translate,
  locale: Locale,
): [Field, string][] {
  const problems: [Field, string][] = [];
  if (draft.phone.trim() === '') problems.push(['phone', t('phoneRequired')]);
  else if (readSpanishMobile(draft.phone) === null) problems.push(['phone', t('phoneInvalid')]);
  const amount = parseAmount(draft.amount);
  const euros = (value: Money) => money(value, locale);
  if (draft.amount.trim() === '') problems.push(['amount', t('amountRequired')]);
  else if (amount === null) problems.push(['amount', t('amountInvalid')]);
  else if (amount < limits.minimum.amount) problems.push(['amount', t('amountBelowMinimum', { minimum: euros(limits.minimum) })]);
  else if (amount > limits.perOperation.amount) problems.push(['amount', t('amountOverOperation', { limit: euros(limits.perOperation) })]);
  else if (draft.mode === 'send' && amount > limits.leftToday.amount) {
    problems.push(['amount', t('amountOverDay', { limit: euros(limits.perDay), left: euros(limits.leftToday) })]);
  } else if (draft.mode === 'send' && amount > limits.leftThisMonth.amount) {
    problems.push(['amount', t('amountOverMonth', { limit: euros(limits.perMonth), left: euros(limits.leftThisMonth) })]);
  } else if (draft.mode === 'send' && balance !== null && amount > balance.amount) {
    problems.push(['amount', t('amountOverBalance', { balance: euros(balance) })]);
  }
  if (draft.concept.trim() === '') problems.push(['concept', t('conceptRequired')]);
  return problems;
}

/** The order a valid draft makes: the phone as the bank stores it, the amount in euros. */
export function orderOf(draft: BizumDraft): BizumOrder {
  return { phone: readSpanishMobile(draft.phone) ?? '', amount: parseAmount(draft.amount) ?? 0, concept: draft.concept.trim() };
}

const MODE_LABEL: Readonly<Record<Mode, BizumMessageKey>> = { send: 'modeSend', request: 'modeRequest' };

/** The form to send money to a phone or ask a phone for it, checked as it is typed and on submit. */
export function BizumForm({
  initial,
  limits,
  balance,
  busy,
  refusal,
  t,
  onModeChange,
  onSubmit,
}: {
  initial: BizumDraft;
  limits: BizumLimits;
  balance: Money | null;
  busy: boolean;
  refusal: string | null;
  t: Translate;
  onModeChange: () => void;
  onSubmit: (draft: BizumDraft, order: BizumOrder) => void;
}) {
  const { i18n } = useShell();
  const locale = useStore(i18n.locale);
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [shownProblems, setShownProblems] = useState<[Field, string][] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const set = <K extends keyof BizumDraft>(key: K, value: BizumDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const problemOf = (field: Field) => shownProblems?.find(([name]) => name === field)?.[1];
  const typedPhone = readSpanishMobile(draft.phone);
  const phoneStatus =
    typedPhone !== null
      ? t('phoneOk', { phone: spacedPhone(typedPhone) })
      : draft.phone.trim() !== '' && !isIncompleteMobile(draft.phone) && !problemOf('phone')
        ? t('phoneInvalid')
        : '';

  useEffect(() => {
    if (shownProblems && shownProblems.length > 0) summaryRef.current?.focus();
  }, [shownProblems]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = draftProblems(draft, limits, balance, t, locale);
    setShownProblems(problems);
    if (problems.length === 0) onSubmit(draft, orderOf(draft));
  }

  const fieldId = (field: string) => `${id}-${field}`;
  const describedBy = (field: Field, hint?: string) =>
    [hint, problemOf(field) ? fieldId(`${field}-error`) : undefined].filter(Boolean).join(' ') || undefined;
  const error = (field: Field) =>
    problemOf(field) ? (
      <p id={fieldId(`${field}-error`)} className="bizum-form__error">
        {problemOf(field)}
      </p>
    ) : null;

  return (
    <form
      className="card bizum__card bizum-form"
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
      aria-labelledby={fieldId('title')}
    >
      <h2 id={fieldId('title')} className="bizum__section-title">
        {t('formTitle')}
      </h2>
      <fieldset className="bizum-form__modes">
        <legend className="bizum-form__legend">{t('modeLegend')}</legend>
        {(['send', 'request'] as const).map((mode) => (
          <label key={mode} className={`bizum-form__mode${draft.mode === mode ? ' bizum-form__mode--chosen' : ''}`}>
            <input
              type="radio"
              name={fieldId('mode')}
              value={mode}
              checked={draft.mode === mode}
              onChange={() => {
                set('mode', mode);
                setShownProblems(null);
                onModeChange();
              }}
            />
            {t(MODE_LABEL[mode])}
          </label>
        ))}
      </fieldset>

      {shownProblems && shownProblems.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="bizum-form__summary">
          <p>{t('errorSummary')}</p>
          <ul>
            {shownProblems.map(([field, text]) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => (event.preventDefault(), document.getElementById(fieldId(field))?.focus())}
                >
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {refusal && (
        <p ref={refusalRef} tabIndex={-1} role="alert" className="bizum__refusal">
          {refusal}
        </p>
      )}

      <div className="bizum-form__field">
        <label htmlFor={fieldId('phone')}>{draft.mode === 'send' ? t('phoneLabelSend') : t('phoneLabelRequest')}</label>
        <p id={fieldId('phone-hint')} className="bizum-form__hint">
          {t('phoneHint')}
        </p>
        <input
          id={fieldId('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={MAX_TYPED_PHONE_LENGTH}
          value={draft.phone}
          aria-invalid={problemOf('phone') ? true : undefined}
          aria-describedby={describedBy('phone', `${fieldId('phone-hint')} ${fieldId('phone-status')}`)}
          onChange={(event) => set('phone', event.target.value)}
        />
        <p id={fieldId('phone-status')} className="bizum-form__status" aria-live="polite">
          {phoneStatus}
        </p>
        {error('phone')}
      </div>

      <div className="bizum-form__field">
        <label htmlFor={fieldId('amount')}>{t('amountLabel')}</label>
        <input
          id={fieldId('amount')}
          className="bizum-form__amount"
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          aria-invalid={problemOf('amount') ? true : undefined}
          aria-describedby={describedBy('amount')}
          onChange={(event) => set('amount', event.target.value)}
        />
        {error('amount')}
      </div>

      <div className="bizum-form__field">
        <label htmlFor={fieldId('concept')}>{t('conceptLabel')}</label>
        <p id={fieldId('concept-hint')} className="bizum-form__hint">
          {t('conceptHint', { max: MAX_CONCEPT_LENGTH })}
        </p>
        <input
          id={fieldId('concept')}
          maxLength={MAX_CONCEPT_LENGTH}
          value={draft.concept}
          aria-invalid={problemOf('concept') ? true : undefined}
          aria-describedby={describedBy('concept', fieldId('concept-hint'))}
          onChange={(event) => set('concept', event.target.value)}
        />
        {error('concept')}
      </div>

      <div className="bizum-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? t('checking') : draft.mode === 'send' ? t('continue') : t('askSubmit')}
        </button>
      </div>
    </form>
  );
}
