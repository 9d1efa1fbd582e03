import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { loadOnce } from '@bank-shell/core';
import { useHttp, useShell, useTranslation } from '@bank-shell/react';
import type { LoginMessageKey } from './messages';
import type { FieldErrors, FormError } from './submitLogin';
import { formatBirthDateInput } from './birthDateInput';
import type { LoginFields } from './validation';

const PIN_LENGTH = 6;
/** The i18n namespace of the form's error texts, which `submitLogin` brings and registers. */
const LOGIN_ERRORS_NAMESPACE = 'login-errors';
/** `DD/MM/YYYY`: eight digits and the two separators the field puts in. */
const BIRTH_DATE_TEXT_LENGTH = 10;

/** Where a customer who forgot the PIN recovers it, and where a visitor becomes a customer. */
const PIN_RECOVERY_HREF = '#/pin-recovery';
const SIGN_UP_HREF = '#/signups-account';
/** The refusals of the credentials: after them the form offers the way to recover the PIN. */
const CREDENTIAL_REFUSALS: ReadonlySet<string> = new Set([
  'errorCredentials',
  'errorCredentialsTriesLeft',
  'errorLocked',
  'errorLockedUntil',
]);

/** The checks and the call, loaded at the first touch of the form; a failed load is tried again. */
const loadSubmitLogin = loadOnce(() => import('./submitLogin').then(({ submitLogin }) => submitLogin));
const prepareSubmit = () => void loadSubmitLogin().catch(() => undefined);

export function LoginPage() {
  const { t, locale } = useTranslation('login');
  // Registered by `submitLogin` before it reports anything: used only to show what it reported.
  const { t: tError } = useTranslation(LOGIN_ERRORS_NAMESPACE);
  const http = useHttp();
  const { session, i18n, channel } = useShell();
  const ids = { document: useId(), birthDate: useId(), pin: useId() };
  const [fields, setFields] = useState<LoginFields>({ document: '', birthDate: '', pin: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // 'unavailable': the code that checks and sends the form could not load.
  const [formError, setFormError] = useState<FormError | 'unavailable' | null>(null);
  const [busy, setBusy] = useState(false);
  const [pinShown, setPinShown] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const update = (name: keyof LoginFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: name === 'birthDate' ? formatBirthDateInput(value) : value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    const outcome = await loadSubmitLogin().then(
      (submitLogin) =>
        submitLogin(fields, {
          http,
          session,
          i18n,
          channel,
          errorsNamespace: LOGIN_ERRORS_NAMESPACE,
          today: new Date(),
          locale,
        }),
      () => ({ kind: 'failed', error: 'unavailable' }) as const,
    );
    // On a login the shell takes the customer on: to the page they asked for, or the overview.
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

  const describedBy = (name: keyof LoginFields) => [`${ids[name]}-hint`, fieldErrors[name] ? `${ids[name]}-error` : ''].join(' ').trim();

  const field = (
    name: keyof LoginFields,
    label: LoginMessageKey,
    hint: LoginMessageKey,
    input: Record<string, string | number>,
    beside?: ReactNode,
  ) => (
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
      {beside}
      {fieldErrors[name] && (
        <p id={`${ids[name]}-error`} className="field__error">
          {tError(fieldErrors[name])}
        </p>
      )}
    </div>
  );

  return (
    <div className="login">
      <section className="login__hero" aria-hidden="true">
        <p className="login__hero-title">{t('heroTitle')}</p>
        <p className="login__hero-text">{t('heroText')}</p>
        <LoginArt />
      </section>
      <section className="login__panel card">
        <h1 className="page__title">{t('title')}</h1>
        <p className="login__intro">{t('intro')}</p>
        <div ref={alertRef} tabIndex={-1} role="alert" className={formError ? 'alert alert--error' : 'alert alert--empty'}>
          {formError === 'unavailable' ? t('errorUnavailable') : formError ? tError(formError.key, formError.values) : ''}
          {formError !== null && formError !== 'unavailable' && CREDENTIAL_REFUSALS.has(formError.key) && (
            <>
              {' '}
              <a href={PIN_RECOVERY_HREF}>{t('forgotPin')}</a>
            </>
          )}
        </div>
        <form noValidate onSubmit={(event) => void submit(event)} onFocus={prepareSubmit} onPointerDown={prepareSubmit}>
          {field('document', 'document', 'documentHint', { autoComplete: 'username', autoCapitalize: 'characters', spellCheck: 'false' })}
          {field('birthDate', 'birthDate', 'birthDateHint', {
            autoComplete: 'bday',
            inputMode: 'numeric',
            placeholder: t('birthDatePlaceholder'),
            maxLength: BIRTH_DATE_TEXT_LENGTH,
          })}
          {field(
            'pin',
            'pin',
            'pinHint',
            { type: pinShown ? 'text' : 'password', autoComplete: 'current-password', inputMode: 'numeric', maxLength: PIN_LENGTH },
            <button
              type="button"
              className="button button--ghost login__show-pin"
              aria-pressed={pinShown}
              onClick={() => setPinShown((shown) => !shown)}
            >
              {pinShown ? t('hidePin') : t('showPin')}
            </button>,
          )}
          <button type="submit" className="button button--primary button--block" aria-disabled={busy || undefined}>
            {busy ? t('submitting') : t('submit')}
          </button>
        </form>
        <p className="login__links">
          <a href={PIN_RECOVERY_HREF}>{t('forgotPin')}</a>
          <span>
            {t('notACustomer')} <a href={SIGN_UP_HREF}>{t('becomeCustomer')}</a>
          </span>
        </p>
        <p className="login__secure">{t('secureNote')}</p>
      </section>
    </div>
  );
}

/**
 * The hero's picture: the bank's mark, the sun rising over the sea ("alba", dawn), drawn inline so
 * it costs no request and a few hundred bytes, in the theme's hero colours (shell.css).
 */
function LoginArt() {
  return (
    <svg className="login__art" viewBox="0 0 320 150" focusable="false">
      <circle className="login__art-rays" cx="160" cy="112" r="84" />
      <circle className="login__art-sun" cx="160" cy="112" r="58" />
      <path className="login__art-sea" d="M0 112h320v38H0z" />
      <path className="login__art-wave" d="M0 132q40-8 80 0t80 0 80 0 80 0v18H0z" />
      <path className="login__art-line" d="M20 112h280" />
    </svg>
  );
}
