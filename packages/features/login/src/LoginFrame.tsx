import type { ReactNode, Ref } from 'react';

/**
 * A labelled input with its hint and, when it is wrong, its error: both read out with the field
 * (`aria-describedby`), the error only while there is one.
 */
export function LoginField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  input,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  input: Record<string, string | number>;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        required
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The login screens' frame, customers' and staff's alike: a decorative hero, and the panel with
 * the title, an introduction, the alert that announces what went wrong (focused after a failed
 * submission), the form and a note on security.
 */
export function LoginFrame({
  heroTitle,
  heroText,
  title,
  intro,
  alertRef,
  alert,
  secureNote,
  children,
}: {
  heroTitle: string;
  heroText: string;
  title: string;
  intro: string;
  alertRef: Ref<HTMLDivElement>;
  /** What to announce; empty when nothing went wrong. */
  alert: string;
  secureNote: string;
  children: ReactNode;
}) {
  return (
    <div className="login">
      <section className="login__hero" aria-hidden="true">
        <p className="login__hero-title">{heroTitle}</p>
        <p className="login__hero-text">{heroText}</p>
      </section>
      <section className="login__panel card">
        <h1 className="page__title">{title}</h1>
        <p className="login__intro">{intro}</p>
        <div ref={alertRef} tabIndex={-1} role="alert" className={alert ? 'alert alert--error' : 'alert alert--empty'}>
          {alert}
        </div>
        {children}
        <p className="login__secure">{secureNote}</p>
      </section>
    </div>
  );
}
