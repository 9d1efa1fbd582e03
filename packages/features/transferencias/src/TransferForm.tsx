import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '@bank-shell/core';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell } from '@bank-shell/react';
import { bankOfIban } from './api';
import type { Beneficiary, TransferKind, TransferOrder } from './api';
import { money, parseAmount } from './format';
import { formatIban, ibanProblem, normaliseIban } from './iban';
import type { IbanProblem } from './iban';
import type { TransferMessageKey } from './messages';

/** The longest payee name and remittance information SEPA carries (the bank refuses longer). */
const MAX_NAME_LENGTH = 70;
const MAX_CONCEPT_LENGTH = 140;

export type Translate = (key: TransferMessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** What the customer filled in, kept when they come back from the review to change something. */
export interface TransferDraft {
  fromAccountId: string;
  destination: 'other' | 'own';
  toOwnAccountId: string;
  beneficiaryId: string;
  iban: string;
  name: string;
  saveBeneficiary: boolean;
  concept: string;
  amount: string;
  kind: TransferKind;
  when: 'today' | 'date';
  date: string;
}

export function emptyDraft(accounts: readonly ProductAccount[]): TransferDraft {
  return {
    fromAccountId: accounts[0]?.id ?? '',
    destination: 'other',
    toOwnAccountId: accounts[1]?.id ?? '',
    beneficiaryId: '',
    iban: '',
    name: '',
    saveBeneficiary: false,
    concept: '',
    amount: '',
    kind: 'ordinary',
    when: 'today',
    date: '',
  };
}

const IBAN_TEXT: Readonly<Record<IbanProblem, TransferMessageKey>> = {
  empty: 'ibanEmpty',
  incomplete: 'ibanIncomplete',
  shape: 'ibanShape',
  country: 'ibanCountry',
  checksum: 'ibanChecksum',
};

type Field = 'iban' | 'name' | 'toOwn' | 'concept' | 'amount' | 'date';

/** The problems of a draft, field by field, in the order the form shows them. */
export function draftProblems(
  draft: TransferDraft,
  accounts: readonly ProductAccount[],
  today: string,
  t: Translate,
  locale: Locale,
): [Field, string][] {
  const problems: [Field, string][] = [];
  if (draft.destination === 'other') {
    const problem = ibanProblem(draft.iban);
    if (problem !== null) problems.push(['iban', t(IBAN_TEXT[problem])]);
    if (draft.name.trim() === '') problems.push(['name', t('nameRequired')]);
  } else if (draft.toOwnAccountId === '' || draft.toOwnAccountId === draft.fromAccountId) {
    problems.push(['toOwn', t('noOtherOwnAccount')]);
  }
  if (draft.concept.trim() === '') problems.push(['concept', t('conceptRequired')]);
  const amount = parseAmount(draft.amount);
  const from = accounts.find((account) => account.id === draft.fromAccountId);
  if (draft.amount.trim() === '') problems.push(['amount', t('amountRequired')]);
  else if (amount === null) problems.push(['amount', t('amountInvalid')]);
  else if (from && draft.when === 'today' && amount > from.balance.amount) {
    problems.push(['amount', t('amountOverBalance', { balance: money(from.balance, locale) })]);
  }
  if (draft.when === 'date' && !(draft.date > today)) problems.push(['date', t('dateRequired')]);
  return problems;
}

/** The order a valid draft makes. */
export function orderOf(draft: TransferDraft, accounts: readonly ProductAccount[]): TransferOrder {
  const own = accounts.find((account) => account.id === draft.toOwnAccountId);
  const toIban = draft.destination === 'own' ? normaliseIban(own?.iban ?? '') : normaliseIban(draft.iban);
  return {
    fromAccountId: draft.fromAccountId,
    toIban,
    ...(draft.destination === 'other' ? { beneficiaryName: draft.name.trim() } : {}),
    concept: draft.concept.trim(),
    amount: parseAmount(draft.amount) ?? 0,
    kind: draft.kind,
    ...(draft.when === 'date' ? { executionDate: draft.date } : {}),
  };
}

/** The bank of the IBAN being typed, once it is a valid one: asked of the bank, never guessed. */
function useBankName(iban: string): string | null {
  const { http } = useShell();
  const [bank, setBank] = useState<{ iban: string; name: string | null } | null>(null);
  const valid = ibanProblem(iban) === null ? normaliseIban(iban) : null;
  useEffect(() => {
    if (valid === null) return undefined;
    let current = true;
    bankOfIban(http, valid).then(
      (name) => current && setBank({ iban: valid, name }),
      () => current && setBank(null),
    );
    return () => {
      current = false;
    };
  }, [http, valid]);
  return valid !== null && bank?.iban === valid ? bank.name : null;
}

export function TransferForm({
  accounts,
  beneficiaries,
  initial,
  today,
  busy,
  refusal,
  locale,
  t,
  onSubmit,
}: {
  accounts: readonly ProductAccount[];
  beneficiaries: readonly Beneficiary[];
  initial: TransferDraft;
  today: string;
  busy: boolean;
  refusal: string | null;
  locale: Locale;
  t: Translate;
  onSubmit: (draft: TransferDraft) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [shownProblems, setShownProblems] = useState<[Field, string][] | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const bankName = useBankName(draft.destination === 'other' ? draft.iban : '');
  const typedIbanProblem = draft.iban.trim() === '' ? null : ibanProblem(draft.iban);
  const set = <K extends keyof TransferDraft>(key: K, value: TransferDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
  const problemOf = (field: Field) => shownProblems?.find(([name]) => name === field)?.[1];
  const ownTargets = accounts.filter((account) => account.id !== draft.fromAccountId);

  useEffect(() => {
    if (shownProblems && shownProblems.length > 0) summaryRef.current?.focus();
  }, [shownProblems]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = draftProblems(draft, accounts, today, t, locale);
    setShownProblems(problems);
    if (problems.length === 0) onSubmit(draft);
  }

  function chooseBeneficiary(beneficiaryId: string) {
    const chosen = beneficiaries.find((beneficiary) => beneficiary.beneficiaryId === beneficiaryId);
    setDraft((previous) => ({
      ...previous,
      beneficiaryId,
      iban: chosen ? formatIban(chosen.iban) : '',
      name: chosen ? chosen.name : '',
      saveBeneficiary: false,
    }));
  }

  const fieldId = (field: string) => `${id}-${field}`;
  const describedBy = (field: Field, hint?: string) =>
    [hint, problemOf(field) ? fieldId(`${field}-error`) : undefined].filter(Boolean).join(' ') || undefined;
  const error = (field: Field) =>
    problemOf(field) ? (
      <p id={fieldId(`${field}-error`)} className="transfer-form__error">
        {problemOf(field)}
      </p>
    ) : null;

  return (
    <form className="transfer-form card" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {shownProblems && shownProblems.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="transfer-form__summary">
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
        <p role="alert" className="transfer-form__refusal">
          {refusal}
        </p>
      )}

      <div className="transfer-form__field">
        <label htmlFor={fieldId('from')}>{t('fromLabel')}</label>
        <select id={fieldId('from')} value={draft.fromAccountId} onChange={(event) => set('fromAccountId', event.target.value)}>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {t('accountOption', { alias: account.alias, digits: account.iban.slice(-4), balance: money(account.balance, locale) })}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="transfer-form__choice">
        <legend>{t('destinationLegend')}</legend>
        {(['other', 'own'] as const).map((destination) => (
          <label key={destination} className="transfer-form__option">
            <input
              type="radio"
              name={fieldId('destination')}
              value={destination}
              checked={draft.destination === destination}
              onChange={() => set('destination', destination)}
            />
            {destination === 'other' ? t('toOther') : t('toOwn')}
          </label>
        ))}
      </fieldset>

      {draft.destination === 'own' ? (
        <div className="transfer-form__field">
          <label htmlFor={fieldId('toOwn')}>{t('toOwnLabel')}</label>
          {ownTargets.length === 0 ? (
            <p id={fieldId('toOwn')} tabIndex={-1}>
              {t('noOtherOwnAccount')}
            </p>
          ) : (
            <select
              id={fieldId('toOwn')}
              value={ownTargets.some((account) => account.id === draft.toOwnAccountId) ? draft.toOwnAccountId : ''}
              aria-invalid={problemOf('toOwn') ? true : undefined}
              aria-describedby={describedBy('toOwn')}
              onChange={(event) => set('toOwnAccountId', event.target.value)}
            >
              <option value="" disabled>
                —
              </option>
              {ownTargets.map((account) => (
                <option key={account.id} value={account.id}>
                  {t('accountOption', { alias: account.alias, digits: account.iban.slice(-4), balance: money(account.balance, locale) })}
                </option>
              ))}
            </select>
          )}
          {error('toOwn')}
        </div>
      ) : (
        <>
          {beneficiaries.length > 0 && (
            <div className="transfer-form__field">
              <label htmlFor={fieldId('saved')}>{t('savedLabel')}</label>
              <select id={fieldId('saved')} value={draft.beneficiaryId} onChange={(event) => chooseBeneficiary(event.target.value)}>
                <option value="">{t('savedNone')}</option>
                {beneficiaries.map((beneficiary) => (
                  <option key={beneficiary.beneficiaryId} value={beneficiary.beneficiaryId}>
                    {`${beneficiary.alias ?? beneficiary.name} · ···${beneficiary.iban.slice(-4)}`}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="transfer-form__field">
            <label htmlFor={fieldId('iban')}>{t('ibanLabel')}</label>
            <p id={fieldId('iban-hint')} className="transfer-form__hint">
              {t('ibanHint')}
            </p>
            <input
              id={fieldId('iban')}
              className="transfer-form__iban"
              autoComplete="off"
              spellCheck={false}
              inputMode="text"
              autoCapitalize="characters"
              value={draft.iban}
              aria-invalid={problemOf('iban') ? true : undefined}
              aria-describedby={describedBy('iban', `${fieldId('iban-hint')} ${fieldId('iban-status')}`)}
              onChange={(event) => {
                set('iban', event.target.value);
                set('beneficiaryId', '');
              }}
              onBlur={() => ibanProblem(draft.iban) === null && set('iban', formatIban(draft.iban))}
            />
            <p id={fieldId('iban-status')} className="transfer-form__status" aria-live="polite">
              {typedIbanProblem === null && draft.iban.trim() !== ''
                ? `${t('ibanOk')}${bankName ? ` · ${bankName}` : ''}`
                : typedIbanProblem !== null && typedIbanProblem !== 'incomplete' && !problemOf('iban')
                  ? t(IBAN_TEXT[typedIbanProblem])
                  : ''}
            </p>
            {error('iban')}
          </div>
          <div className="transfer-form__field">
            <label htmlFor={fieldId('name')}>{t('nameLabel')}</label>
            <input
              id={fieldId('name')}
              autoComplete="off"
              maxLength={MAX_NAME_LENGTH}
              value={draft.name}
              aria-invalid={problemOf('name') ? true : undefined}
              aria-describedby={describedBy('name')}
              onChange={(event) => set('name', event.target.value)}
            />
            {error('name')}
          </div>
          {draft.beneficiaryId === '' && (
            <label className="transfer-form__option">
              <input type="checkbox" checked={draft.saveBeneficiary} onChange={(event) => set('saveBeneficiary', event.target.checked)} />
              {t('saveBeneficiary')}
            </label>
          )}
        </>
      )}

      <div className="transfer-form__field">
        <label htmlFor={fieldId('concept')}>{t('conceptLabel')}</label>
        <input
          id={fieldId('concept')}
          maxLength={MAX_CONCEPT_LENGTH}
          value={draft.concept}
          aria-invalid={problemOf('concept') ? true : undefined}
          aria-describedby={describedBy('concept')}
          onChange={(event) => set('concept', event.target.value)}
        />
        {error('concept')}
      </div>

      <div className="transfer-form__field">
        <label htmlFor={fieldId('amount')}>{t('amountLabel')}</label>
        <input
          id={fieldId('amount')}
          className="transfer-form__amount"
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          aria-invalid={problemOf('amount') ? true : undefined}
          aria-describedby={describedBy('amount')}
          onChange={(event) => set('amount', event.target.value)}
        />
        {error('amount')}
      </div>

      <fieldset className="transfer-form__choice">
        <legend>{t('kindLegend')}</legend>
        {(['ordinary', 'immediate'] as const).map((kind) => (
          <label key={kind} className="transfer-form__option">
            <input
              type="radio"
              name={fieldId('kind')}
              value={kind}
              checked={draft.kind === kind}
              onChange={() => setDraft((previous) => ({ ...previous, kind, ...(kind === 'immediate' ? { when: 'today' as const } : {}) }))}
            />
            {t(kind)}
          </label>
        ))}
      </fieldset>

      {draft.kind === 'ordinary' && (
        <fieldset className="transfer-form__choice">
          <legend>{t('whenLegend')}</legend>
          {(['today', 'date'] as const).map((when) => (
            <label key={when} className="transfer-form__option">
              <input type="radio" name={fieldId('when')} value={when} checked={draft.when === when} onChange={() => set('when', when)} />
              {when === 'today' ? t('today') : t('onDate')}
            </label>
          ))}
          {draft.when === 'date' && (
            <div className="transfer-form__field">
              <label htmlFor={fieldId('date')}>{t('dateLabel')}</label>
              <input
                id={fieldId('date')}
                type="date"
                min={today}
                value={draft.date}
                aria-invalid={problemOf('date') ? true : undefined}
                aria-describedby={describedBy('date')}
                onChange={(event) => set('date', event.target.value)}
              />
              {error('date')}
            </div>
          )}
        </fieldset>
      )}

      <div className="transfer-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? t('reviewing') : t('continue')}
        </button>
      </div>
    </form>
  );
}
