import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { HttpError } from '@bank-shell/core';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import { useShell, useStore } from '@bank-shell/react';
import { useSignature } from '@bank-shell/react/signature';
import { activate, refusalOf } from './api';
import type { BizumStatus } from './api';
import type { Notice } from './BizumPage';
import { money } from './format';
import type { Translate } from './messages';

/** Bizum pays into and out of an everyday account: the bank activates it on a current account only. */
const BIZUM_ACCOUNT_TYPE = 'current';

/**
 * Activating Bizum (issue 41 §2, the campaign's "Activar Bizum"): the customer's own mobile, shown
 * masked; the current account Bizum will charge and credit; the service's conditions, accepted;
 * then the customer's signature through the step-up. An agent on the assisted channel explains,
 * never signs.
 */
export function Activation({
  status,
  accounts,
  t,
  onActivated,
}: {
  status: BizumStatus;
  accounts: readonly ProductAccount[];
  t: Translate;
  onActivated: (notice: Notice) => void;
}) {
  const { http, channel, i18n } = useShell();
  const locale = useStore(i18n.locale);
  const signature = useSignature();
  const id = useId();
  const eligible = accounts.filter((account) => account.type === BIZUM_ACCOUNT_TYPE);
  const [accountId, setAccountId] = useState(eligible[0]?.id ?? '');
  const [accepted, setAccepted] = useState(false);
  const [missingAcceptance, setMissingAcceptance] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const acceptRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const outcome =
    failure ??
    (signature.failure === 'cancelled' ? t('signCancelled') : signature.failure === 'verifyFailed' ? t('signVerifyFailed') : null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function send(ticket: string) {
    try {
      await activate(http, accountId, ticket);
      onActivated({ kind: 'success', text: t('activatedNotice', { phone: status.maskedPhone }) });
    } catch (error) {
      const { refusal, message } = error instanceof HttpError ? refusalOf(error.body) : refusalOf(null);
      setFailure(
        refusal === 'ticketRejected'
          ? t('ticketRejected')
          : refusal === 'invalid' && message
            ? t('invalid', { message })
            : t('activationFailed'),
      );
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signature.state !== 'idle') return;
    if (!accepted) {
      setMissingAcceptance(true);
      acceptRef.current?.focus();
      return;
    }
    setFailure(null);
    signature.sign(send);
  }

  if (eligible.length === 0) return <p className="card bizum__card">{t('noCurrentAccount')}</p>;
  const assisted = channel.clientKind === 'assisted';
  return (
    <form className="card bizum__card bizum-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bizum__section-title">
        {t('activateTitle')}
      </h2>
      <p>{t('activateText')}</p>
      <dl className="bizum-figures">
        <div className="bizum-figures__row">
          <dt>{t('yourPhone')}</dt>
          <dd>{status.maskedPhone}</dd>
        </div>
      </dl>
      <div className="bizum-form__field">
        <label htmlFor={`${id}-account`}>{t('accountLabel')}</label>
        <select id={`${id}-account`} value={accountId} onChange={(event) => setAccountId(event.target.value)}>
          {eligible.map((account) => (
            <option key={account.id} value={account.id}>
              {t('accountOption', { alias: account.alias, digits: account.iban.slice(-4), balance: money(account.balance, locale) })}
            </option>
          ))}
        </select>
      </div>
      <details className="bizum__conditions">
        <summary>{t('conditionsSummary')}</summary>
        <ul>
          <li>
            {t('conditionLimits', {
              minimum: money(status.limits.minimum, locale),
              perOperation: money(status.limits.perOperation, locale),
              perDay: money(status.limits.perDay, locale),
              perMonth: money(status.limits.perMonth, locale),
            })}
          </li>
          <li>{t('conditionPhone')}</li>
          <li>{t('conditionSignature')}</li>
          <li>{t('conditionFree')}</li>
        </ul>
      </details>
      <label className="bizum-form__option">
        <input
          ref={acceptRef}
          type="checkbox"
          checked={accepted}
          aria-invalid={missingAcceptance ? true : undefined}
          aria-describedby={missingAcceptance ? `${id}-accept-error` : undefined}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setMissingAcceptance(false);
          }}
        />
        {t('acceptConditions')}
      </label>
      {missingAcceptance && (
        <p id={`${id}-accept-error`} className="bizum-form__error">
          {t('acceptRequired')}
        </p>
      )}
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={signature.failure === 'cancelled' && failure === null ? 'status' : 'alert'}
          className={signature.failure === 'cancelled' && failure === null ? 'bizum__note' : 'bizum__refusal'}
        >
          {outcome}
        </p>
      )}
      {assisted ? (
        <p className="bizum__note">{t('onlyCustomerSigns')}</p>
      ) : (
        <>
          <p className="bizum__note">{t('activateSignNote')}</p>
          <div className="bizum-form__actions">
            <button type="submit" className="button button--primary" aria-disabled={signature.state === 'idle' ? undefined : true}>
              {signature.state === 'idle' ? t('activate') : t('signing')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
