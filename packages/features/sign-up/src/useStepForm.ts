import { useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useNavigate } from '@bank-shell/react';
import { saveStep } from './api';
import type { Application, SignUpStep } from './api';
import { useApplication, useApplicationStore } from './application';
import { PIN_SAVE_ERROR, formErrorOf, isTrackedError, systemErrorOf } from './errors';
import type { FieldErrorCode, FormError, FormErrorCode } from './errors';
import type { FieldStatus } from './fields';
import { choiceOf, funnelOf, nextPageOf, routeOf } from './flow';
import type { FlowPagePath } from './flow';
import { useReturnTo } from './pageContext';
import { useTexts } from './texts';
import { useSignUpTracking } from './tracking';
import { productVariablesOf } from './trackingKeys';
import { useSignUpHttp } from './useSignUpHttp';

export type FieldErrors<V> = Partial<Record<keyof V & string, FieldErrorCode>>;

export interface StepFormOptions<V> {
  readonly page: FlowPagePath;
  /** The page's tracking key, by what is chosen on it: a tracked error is a page view of it with `page_error`. */
  readonly trackingKey: string | ((values: V) => string);
  /** The form's first values: what the application saved, so a reload or an edit shows it. */
  readonly initial: () => V;
  /** The client's mirror of the server's rules; the server stays the authority. */
  readonly validate?: (values: V) => FieldErrors<V>;
  /** A check of the whole form before it goes on (the summary's: every data step saved). */
  readonly check?: (values: V) => FormError | null;
  /** The step the page saves and its body; a page without one only goes on. */
  readonly save?: (values: V) => { readonly step: SignUpStep; readonly body: unknown };
  /**
   * A page whose failure to save has a name of its own (the consents: features.md §8, consent
   * process and consent cancellation): what it is tracked as and what the alert says, when the
   * bank could not be reached or failed rather than refused the answer.
   */
  readonly failure?: (values: V) => { readonly tracked: string; readonly shown: FormErrorCode };
  /** The field each server refusal is about: marked invalid and described by the alert. */
  readonly serverFields?: Partial<Record<FormErrorCode, keyof V & string>>;
  /** Where to go once saved; the flow's next page by default. */
  readonly next?: (saved: Application, values: V) => FlowPagePath;
  /**
   * The create-PIN page: any other failure to save is tracked as `pin_save_error` (features.md §8);
   * on other pages it is tracked by its kind (`systemErrorOf`).
   */
  readonly savesPin?: boolean;
}

export interface StepForm<V> {
  readonly values: V;
  readonly setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** The status of a field, for its component. */
  readonly statusOf: (name: keyof V & string) => FieldStatus;
  readonly formError: FormError | null;
  readonly busy: boolean;
  readonly alertId: string;
  readonly alertRef: RefObject<HTMLDivElement | null>;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A step page's form: its values (kept whatever goes wrong), the client's checks, the save, the
 * tracked flow errors, and the way on once saved.
 */
export function useStepForm<V extends object>(options: StepFormOptions<V>): StepForm<V> {
  const { t } = useTexts();
  const application = useApplication();
  const store = useApplicationStore();
  const http = useSignUpHttp();
  const navigate = useNavigate();
  const tracking = useSignUpTracking();
  const returnTo = useReturnTo();
  const alertId = useId();
  const [values, setValues] = useState(options.initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  // State updates land after the render: a second click in between must find the form busy.
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const trackingKey = typeof options.trackingKey === 'string' ? options.trackingKey : options.trackingKey(values);
  const trackError = (code: string) =>
    tracking.pageView(trackingKey, funnelOf(choiceOf(application)), { ...productVariablesOf(application), page_error: code });

  const showError = (error: FormError) => {
    setFormError(error);
    alertRef.current?.focus();
  };

  async function submit() {
    const errors = options.validate?.(values) ?? {};
    const codes = Object.values<FieldErrorCode>(errors);
    if (codes.length > 0) {
      setFieldErrors(errors);
      const tracked = codes.find(isTrackedError);
      if (tracked !== undefined) trackError(tracked);
      showError({ code: 'check_fields' });
      return;
    }
    setFieldErrors({});
    const refusal = options.check?.(values) ?? null;
    if (refusal !== null) {
      showError(refusal);
      return;
    }
    setFormError(null);
    let saved = application;
    if (options.save) {
      sending.current = true;
      setBusy(true);
      try {
        const { step, body } = options.save(values);
        saved = await saveStep(http, step, body);
      } catch (error) {
        const refused = formErrorOf(error);
        const failure = refused.code === 'try_again' ? options.failure?.(values) : undefined;
        if (isTrackedError(refused.code)) trackError(refused.code);
        else if (options.savesPin) trackError(PIN_SAVE_ERROR);
        else trackError(failure?.tracked ?? systemErrorOf(error));
        showError(failure ? { code: failure.shown } : refused);
        return;
      } finally {
        sending.current = false;
        setBusy(false);
      }
      store.replace(saved);
    }
    navigate(routeOf(returnTo ?? options.next?.(saved, values) ?? nextPageOf(options.page, saved)));
  }

  return {
    values,
    setValue: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    statusOf: (name) => {
      const code = fieldErrors[name];
      if (code !== undefined) return { message: t(`error_${code}`) };
      return formError !== null && options.serverFields?.[formError.code] === name ? { alertId } : {};
    },
    formError,
    busy,
    alertId,
    alertRef,
    onSubmit: (event) => {
      event.preventDefault();
      if (!sending.current) void submit();
    },
  };
}
