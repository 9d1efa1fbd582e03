import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { HttpError } from '@bank-shell/core';
import { useHttp, useShell, useTranslation } from '@bank-shell/react';
import type { LoginMessageKey } from './messages';
import { normaliseDocument, validateLogin } from './validation';
import type { LoginFields } from './validation';

/** The login screen's own call (the spec does not name one; see docs/sandbox-api.md). */
export const LOGIN_PATH = '/genoma_api/login';
const UNAUTHORIZED = 401;
const TOO_MANY_REQUESTS = 429;
const PIN_LENGTH = 6;

type FieldErrors = Partial<Record<keyof LoginFields, LoginMessageKey>>;

function errorKeyFor(error: unknown): LoginMessageKey {
  if (error instanceof HttpError && error.status === UNAUTHORIZED) return 'errorCredentials';
  if (error instanceof HttpError && error.status === TOO_MANY_REQUESTS) return 'errorLocked';
  return 'errorUnavailable';
}

export function LoginPage() {
  const { t } = useTranslation('login');
  const http = useHttp();
  const { session } = useShell();
  const ids = { document: useId(), birthDate: useId(), pin: useId() };
  const [fields, setFields] = useState<LoginFields>({ document: '', birthDate: '', pin: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<LoginMessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const update = (name: keyof LoginFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const errors = validateLogin(fields, new Date());
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setFormError('errorSummary');
      alertRef.current?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await http.post(LOGIN_PATH, {
        json: { document: normaliseDocument(fields.document), birthDate: fields.birthDate.trim(), pin: fields.pin },
      });
      // The shell takes the customer on from here: to the page they asked for, or the overview.
      await session.login({ force: true });
    } catch (error) {
      setFields((current) => ({ ...current, pin: '' }));
      setFormError(errorKeyFor(error));
      setBusy(false);
      alertRef.current?.focus();
    }
  }

  const describedBy = (name: keyof LoginFields) => [`${ids[name]}-hint`, fieldErrors[name] ? `${ids[name]}-error` : ''].join(' ').trim();

  const field = (name: keyof LoginFields, label: LoginMessageKey, hint: LoginMessageKey, input: Record<string, string | number>) => (
    <div className={fieldErrors[name] ? 'field field--invalid' : 'field'}>
      <label htmlFor={ids[name]}>{t(label)}</label>
      <p id={`${ids[name]}-hint`} className="field__hint">
        {t(hint)}
      </p>
      <input
        id={ids[name]}
        name={name}
        value={fields[name]}
        onChange={(event) => update(name)(event.target.value)}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        required
        {...input}
      />
      {fieldErrors[name] && (
        <p id={`${ids[name]}-error`} className="field__error">
          {t(fieldErrors[name])}
        </p>
      )}
    </div>
  );

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
          {formError ? t(formError) : ''}
        </div>
        <form noValidate onSubmit={(event) => void submit(event)}>
          {field('document', 'document', 'documentHint', { autoComplete: 'username', autoCapitalize: 'characters', spellCheck: 'false' })}
          {field('birthDate', 'birthDate', 'birthDateHint', { autoComplete: 'bday', inputMode: 'numeric', placeholder: 'DD/MM/AAAA' })}
          {field('pin', 'pin', 'pinHint', {
            type: 'password',
            autoComplete: 'current-password',
            inputMode: 'numeric',
            maxLength: PIN_LENGTH,
          })}
          <button type="submit" className="button button--primary button--block" aria-disabled={busy || undefined}>
            {busy ? t('submitting') : t('submit')}
          </button>
        </form>
        <p className="login__secure">{t('secureNote')}</p>
      </section>
    </div>
  );
}
