import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@bank-shell/core';
import { useHttp, useShell, useTranslation } from '@bank-shell/react';
import type { FormError } from '../loginRefusal';
import { AGENT_LOGIN_NAMESPACE, agentLoginMessages } from './messages';
import type { AgentLoginMessageKey } from './messages';
import { submitAgentLogin } from './submitAgentLogin';
import type { AgentFieldErrors, AgentLoginFields } from './submitAgentLogin';

const STAFF_ID_LENGTH = 8;
const PIN_LENGTH = 6;

/** The i18n instances that have this screen's texts: registered once each. */
const registeredIn = new WeakSet<I18n>();

/**
 * The assisted client's login (shell.md §6, the twin client): a member of staff signs in with a
 * staff id and PIN, naming the customer to assist, and the shell then shows that customer's pages.
 */
export default function AgentLoginPage() {
  const { session, i18n } = useShell();
  if (!registeredIn.has(i18n)) {
    i18n.addNamespace(AGENT_LOGIN_NAMESPACE, agentLoginMessages);
    registeredIn.add(i18n);
  }
  const { t, locale } = useTranslation(AGENT_LOGIN_NAMESPACE);
  const http = useHttp();
  const ids = { staffId: useId(), pin: useId(), customerDocument: useId() };
  const [fields, setFields] = useState<AgentLoginFields>({ staffId: '', pin: '', customerDocument: '' });
  const [fieldErrors, setFieldErrors] = useState<AgentFieldErrors>({});
  const [formError, setFormError] = useState<FormError<AgentLoginMessageKey> | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    const outcome = await submitAgentLogin(fields, { http, session, now: new Date(), locale });
    if (outcome.kind === 'logged-in') return;
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setFieldErrors(outcome.errors);
      setFormError({ key: 'errorSummary' });
    } else {
      setFieldErrors({});
      setFields((current) => ({ ...current, pin: '' }));
      setFormError(outcome.error);
    }
    alertRef.current?.focus();
  }

  const field = (name: keyof AgentLoginFields, hint: AgentLoginMessageKey, input: Record<string, string | number>) => {
    const error = fieldErrors[name];
    return (
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={ids[name]}>{t(name)}</label>
        <p id={`${ids[name]}-hint`} className="field__hint">
          {t(hint)}
        </p>
        <input
          id={ids[name]}
          name={name}
          value={fields[name]}
          onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${ids[name]}-hint`, error ? `${ids[name]}-error` : ''].join(' ').trim()}
          required
          {...input}
        />
        {error && (
          <p id={`${ids[name]}-error`} className="field__error">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="login">
      <section className="login__hero" aria-hidden="true">
        <p className="login__hero-title">{t('heroTitle')}</p>
        <p className="login__hero-text">{t('heroText')}</p>
      </section>
      <section className="login__panel card">
        <h1 className="page__title">{t('title')}</h1>
        <p className="login__intro">{t('intro')}</p>
        <div ref={alertRef} tabIndex={-1} role="alert" className={formError ? 'alert alert--error' : 'alert alert--empty'}>
          {formError ? t(formError.key, formError.values) : ''}
        </div>
        <form noValidate onSubmit={(event) => void submit(event)}>
          {field('staffId', 'staffIdHint', { autoComplete: 'username', inputMode: 'numeric', maxLength: STAFF_ID_LENGTH })}
          {field('pin', 'pinHint', { type: 'password', autoComplete: 'current-password', inputMode: 'numeric', maxLength: PIN_LENGTH })}
          {field('customerDocument', 'customerDocumentHint', { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: 'false' })}
          <button type="submit" className="button button--primary button--block" aria-disabled={busy || undefined}>
            {busy ? t('submitting') : t('submit')}
          </button>
        </form>
        <p className="login__secure">{t('secureNote')}</p>
      </section>
    </div>
  );
}
