import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * Form fields of the sign-up, each labelled, with its hint and error tied to it
 * (`aria-describedby`) and `aria-invalid` when wrong. An error the server answered lives in the
 * form's alert: the field then points at the alert instead of repeating it.
 */
export interface FieldStatus {
  /** The client's check: shown under the field. */
  readonly message?: string;
  /** The id of the alert that says what the server refused about this field. */
  readonly alertId?: string;
}

const describedByOf = (ids: readonly (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error sign-up-field__error">
      {message}
    </p>
  ) : null;
}

type TextFieldProps = {
  readonly label: string;
  readonly hint?: string;
  readonly status: FieldStatus;
  readonly value: string;
  readonly onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export function TextField({ label, hint, status, value, onValue, ...input }: TextFieldProps) {
  const id = useId();
  const invalid = Boolean(status.message ?? status.alertId);
  return (
    <div className={invalid ? 'field field--invalid sign-up-field' : 'field sign-up-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByOf([hint && `${id}-hint`, status.message && `${id}-error`, status.alertId])}
        {...input}
      />
      <FieldError id={`${id}-error`} message={status.message} />
    </div>
  );
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

export function SelectField({
  label,
  hint,
  status,
  value,
  onValue,
  options,
  placeholder,
  autoComplete,
}: {
  readonly label: string;
  readonly hint?: string;
  readonly status: FieldStatus;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly options: readonly Option[];
  /** The empty first option, "Choose…". */
  readonly placeholder: string;
  readonly autoComplete?: string;
}) {
  const id = useId();
  const invalid = Boolean(status.message ?? status.alertId);
  return (
    <div className={invalid ? 'field field--invalid sign-up-field' : 'field sign-up-field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <select
        id={id}
        className="sign-up-select"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByOf([hint && `${id}-hint`, status.message && `${id}-error`, status.alertId])}
        autoComplete={autoComplete}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={status.message} />
    </div>
  );
}

/** One choice among a few, as radio buttons in a fieldset: each a 44 px target. */
export function ChoiceField({
  legend,
  hint,
  status,
  value,
  onValue,
  options,
}: {
  readonly legend: string;
  readonly hint?: string;
  readonly status: FieldStatus;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly options: readonly (Option & { readonly description?: string })[];
}) {
  const id = useId();
  const invalid = Boolean(status.message ?? status.alertId);
  return (
    <fieldset
      className={invalid ? 'sign-up-choices sign-up-choices--invalid' : 'sign-up-choices'}
      aria-describedby={describedByOf([hint && `${id}-hint`, status.message && `${id}-error`, status.alertId])}
    >
      <legend className="sign-up-choices__legend">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {options.map((option) => (
        <label key={option.value} className="sign-up-choice">
          <input type="radio" name={id} value={option.value} checked={value === option.value} onChange={() => onValue(option.value)} />
          <span className="sign-up-choice__text">
            <span className="sign-up-choice__label">{option.label}</span>
            {option.description && <span className="sign-up-choice__description">{option.description}</span>}
          </span>
        </label>
      ))}
      <FieldError id={`${id}-error`} message={status.message} />
    </fieldset>
  );
}

export function CheckField({
  label,
  status,
  checked,
  onChecked,
  required,
}: {
  readonly label: ReactNode;
  readonly status: FieldStatus;
  readonly checked: boolean;
  readonly onChecked: (checked: boolean) => void;
  readonly required?: boolean;
}) {
  const id = useId();
  const invalid = Boolean(status.message ?? status.alertId);
  return (
    <div className={invalid ? 'sign-up-check sign-up-check--invalid' : 'sign-up-check'}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedByOf([status.message && `${id}-error`, status.alertId])}
      />
      <label htmlFor={id} className="sign-up-check__label">
        {label}
      </label>
      <FieldError id={`${id}-error`} message={status.message} />
    </div>
  );
}
