import { HttpError, schema as v } from '@bank-shell/core';
import { SIGN_UP_STEPS, errorCodeOf, errorMessageOf } from './api';
import type { SignUpStep } from './api';

/**
 * The flow errors the funnel tracks as `page_error` on a page view of the page (features.md §8),
 * answered by the API or caught by the client's own check first.
 */
export const TRACKED_ERROR_CODES = [
  'weak_pin',
  'pins_not_matching',
  'pin_not_entered',
  'minor',
  'not_a_teen',
  'tax_id_nationality_mismatch',
  'surname_tax_id_mismatch',
  'foreign_id_non_spanish_nationality',
  'tax_residence_outside_spain',
  'more_than_one_tax_residence',
  'residence_outside_spain',
  'invalid_document',
  'signature_mismatch',
] as const;
export type TrackedErrorCode = (typeof TRACKED_ERROR_CODES)[number];
export const isTrackedError = (code: string): code is TrackedErrorCode => (TRACKED_ERROR_CODES as readonly string[]).includes(code);

/** A PIN that could not be saved for any reason but the PIN rules (features.md §8, "error saving PIN"). */
export const PIN_SAVE_ERROR = 'pin_save_error';

/**
 * The funnel's name for a failure that is not the customer's answer (features.md §8, the backpack
 * and system errors): an answer without the attributes it must have (missing attributes), the bank
 * could not be reached (service access), it refused the request itself (bad request,
 * unauthorised, not found), failed (internal service, service), or refused the contracting as it
 * stands (a conflict: a step missing or out of order, a customer already); a signature sent
 * before its process could start (the contract's documents not shown: signing process not
 * initialised). The documents page tracks its own: CMS load, document opening, audit action.
 */
export function systemErrorOf(error: unknown): string {
  if (error instanceof v.SchemaError) return SYSTEM_ERROR.missingAttributes;
  if (!(error instanceof HttpError)) return SYSTEM_ERROR.serviceAccess;
  if (errorCodeOf(error) === 'signing_not_initialised') return SYSTEM_ERROR.signingNotInitialised;
  return SYSTEM_ERROR_BY_STATUS[error.status] ?? (error.status >= FIRST_SERVER_ERROR ? SYSTEM_ERROR.service : SYSTEM_ERROR.generic);
}

export const SYSTEM_ERROR = {
  missingAttributes: 'missing_attributes_error',
  consentProcess: 'consent_process_error',
  consentCancellation: 'consent_cancellation_error',
  cmsLoad: 'cms_load_error',
  signingNotInitialised: 'signing_process_not_initialised_error',
  auditAction: 'audit_action_error',
  documentOpening: 'document_opening_error',
  serviceAccess: 'service_access_error',
  badRequest: 'bad_request',
  unauthorised: 'unauthorised',
  notFound: 'not_found',
  internalService: 'internal_service_error',
  service: 'service_error',
  contracting: 'contracting_error',
  generic: 'generic_error',
} as const;

const SYSTEM_ERROR_BY_STATUS: Readonly<Record<number, string>> = {
  400: SYSTEM_ERROR.badRequest,
  401: SYSTEM_ERROR.unauthorised,
  403: SYSTEM_ERROR.unauthorised,
  404: SYSTEM_ERROR.notFound,
  409: SYSTEM_ERROR.contracting,
  500: SYSTEM_ERROR.internalService,
};

/**
 * A failed activation (features.md §8, backpack errors): the Orange account's creation has a name
 * of its own; any other account's is the activation's.
 */
export function activationErrorOf(product: string): string {
  return product === 'orange' ? 'orange_account_creation_error' : 'activation_error';
}

/** Every error code of the sign-up API (docs/sandbox-api.md, Sign-up errors), each with a text of its own. */
const API_ERROR_CODES = [
  ...TRACKED_ERROR_CODES,
  'step_out_of_order',
  'sign_up_not_found',
  'sign_up_already_active',
  'sign_up_incomplete',
  'sign_up_step_not_found',
  'invalid_request',
  'too_many_attempts',
  'conflict',
  'signing_not_initialised',
] as const;
type ApiErrorCode = (typeof API_ERROR_CODES)[number];
const isApiError = (code: string): code is ApiErrorCode => (API_ERROR_CODES as readonly string[]).includes(code);

/**
 * What the form's alert says: an API code, "try again" (network, 5xx), an answer that came
 * incomplete, a consent that could not be given or withdrawn, or "check the fields marked".
 */
export type FormErrorCode = ApiErrorCode | 'try_again' | 'missing_attributes' | 'consent_process' | 'consent_cancellation' | 'check_fields';

/** What the client's own checks say of a field. */
export type FieldErrorCode =
  | TrackedErrorCode
  | 'required'
  | 'invalid_name'
  | 'too_long'
  | 'invalid_text'
  | 'invalid_document_shape'
  | 'invalid_email'
  | 'invalid_mobile'
  | 'invalid_date'
  | 'future_date'
  | 'invalid_postal_code'
  | 'duplicate_country'
  | 'pin_format'
  | 'must_accept';

/** Every code with a text: `error_<code>` in the messages. */
export type ErrorCode = FormErrorCode | FieldErrorCode;

export interface FormError {
  readonly code: FormErrorCode;
  /** The server's own words, for `invalid_request` (the sandbox writes them in Spanish). */
  readonly serverMessage?: string;
  /** The steps a `step_out_of_order` or `sign_up_incomplete` names, to link to their pages. */
  readonly steps?: readonly SignUpStep[];
}

const FIRST_CLIENT_ERROR = 400;
const FIRST_SERVER_ERROR = 500;

/**
 * The steps a message names after its colon: `Faltan pasos por completar: consents,
 * identification-method.` or `Antes de tax-data hay que completar: personal-data-1.`
 */
export function stepsNamedIn(message: string): SignUpStep[] {
  const listed = message.slice(message.indexOf(':') + 1);
  const names = new Set(listed.split(/[\s,.]+/).filter((name) => name !== ''));
  return SIGN_UP_STEPS.filter((step) => names.has(step));
}

/** What the form says of a failed call: an API code it knows, or "try again" for the network and 5xx. */
export function formErrorOf(error: unknown): FormError {
  if (error instanceof v.SchemaError) return { code: 'missing_attributes' };
  if (!(error instanceof HttpError) || error.status >= FIRST_SERVER_ERROR || error.status < FIRST_CLIENT_ERROR)
    return { code: 'try_again' };
  const code = errorCodeOf(error) ?? 'invalid_request';
  const message = errorMessageOf(error);
  if (!isApiError(code)) return message === undefined ? { code: 'invalid_request' } : { code: 'invalid_request', serverMessage: message };
  if ((code === 'step_out_of_order' || code === 'sign_up_incomplete') && message !== undefined)
    return { code, steps: stepsNamedIn(message) };
  if (code === 'invalid_request' && message !== undefined) return { code, serverMessage: message };
  return { code };
}
