import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

/** The sign-up calls (docs/sandbox-api.md, Sign-up); the application is the one of the HttpOnly cookie. */
export const APPLICATIONS_PATH = '/genoma_api/rest/sign-ups/applications';
export const CURRENT_APPLICATION_PATH = `${APPLICATIONS_PATH}/current`;
export const ACTIVATION_PATH = `${CURRENT_APPLICATION_PATH}/activation`;
export const stepPathOf = (step: SignUpStep) => `${CURRENT_APPLICATION_PATH}/steps/${step}`;

/** Every step the API saves, in the order `nextStep` follows (sandbox `signUps/steps.ts`). */
export const SIGN_UP_STEPS = [
  'what-is-your-name',
  'access-and-contact-data',
  'personal-data-1',
  'personal-data-2',
  'address-1',
  'address-2',
  'employment-data',
  'tax-data',
  'funds-origin-and-purpose',
  'representative',
  'create-security-pin',
  'pin-confirmation',
  'consents',
  'legal-documents-sign',
  'identification-method',
] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

export const SIGN_UP_PRODUCTS = ['current', 'orange', 'broker'] as const;
export type SignUpProduct = (typeof SIGN_UP_PRODUCTS)[number];
export const SIGN_UP_FLOWS = ['adult', 'teen'] as const;
export type SignUpFlow = (typeof SIGN_UP_FLOWS)[number];

const step = v.picklist(SIGN_UP_STEPS);
const stepData = v.record(v.unknown());

const applicationSchema = v.object({
  applicationId: v.string(),
  product: v.picklist(SIGN_UP_PRODUCTS),
  flow: v.picklist(SIGN_UP_FLOWS),
  status: v.picklist(['in-progress', 'active']),
  stepsDone: v.array(step),
  nextStep: v.nullable(step),
  data: v.record(stepData),
});

const createdSchema = v.object({
  applicationId: v.string(),
  product: v.picklist(SIGN_UP_PRODUCTS),
  flow: v.picklist(SIGN_UP_FLOWS),
  stepsDone: v.array(step),
  nextStep: v.nullable(step),
});

/** The document the new customer logs in with: the bank tells the prospect nothing more (issue 38 §5). */
const activationSchema = v.object({ document: v.string() });

/** A sign-up application as `GET …/current` answers it: never a PIN. */
export type Application = InferOutput<typeof applicationSchema>;
export type Activation = InferOutput<typeof activationSchema>;

const HTTP_NOT_FOUND = 404;
const NOT_FOUND_CODE = 'sign_up_not_found';

/** The `error` code of an API error answer's body, when it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const code = (error.body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : undefined;
}

/** The `message` of an API error answer's body (the sandbox writes it in Spanish). */
export function errorMessageOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Opens an application (it sets the cookie the other calls need): a fresh one has saved nothing. */
export async function openApplication(http: HttpClient, product: SignUpProduct, flow: SignUpFlow): Promise<Application> {
  const created = await http.post(APPLICATIONS_PATH, { json: { product, flow }, parse: (body) => v.parse(createdSchema, body) });
  return { ...created, status: 'in-progress', data: {} };
}

const HTTP_NO_CONTENT = 204;

/**
 * The live application of this browser, or null when there is none: `204`, a visitor's usual case
 * and no error (issue 42 §4), or `404 sign_up_not_found` from a bank that still answers so.
 */
export async function getApplication(http: HttpClient): Promise<Application | null> {
  try {
    // Never from the cache: each save changes it.
    const answer = await http.request(CURRENT_APPLICATION_PATH, {
      cache: { useCache: false },
      parse: (body) => (body === null ? null : v.parse(applicationSchema, body)),
    });
    return answer.status === HTTP_NO_CONTENT ? null : answer.body;
  } catch (error) {
    if (error instanceof HttpError && error.status === HTTP_NOT_FOUND && errorCodeOf(error) === NOT_FOUND_CODE) return null;
    throw error;
  }
}

/** Saves one step (replacing what it saved before) and answers the application as it is now. */
export async function saveStep(http: HttpClient, step: SignUpStep, body: unknown): Promise<Application> {
  const answer = await http.request(stepPathOf(step), { method: 'PUT', json: body, parse: (value) => v.parse(applicationSchema, value) });
  return answer.body;
}

/** Turns the complete application into a customer. */
export function activateApplication(http: HttpClient): Promise<Activation> {
  return http.post(ACTIVATION_PATH, { parse: (body) => v.parse(activationSchema, body) });
}

/** The contract's documents, as the bank's content system publishes them (docs/sandbox-api.md, Sign-up). */
export const LEGAL_DOCUMENTS_PATH = '/genoma_api/rest/sign-ups/legal-documents';
export const AUDIT_PATH = `${CURRENT_APPLICATION_PATH}/audit`;

const legalDocumentSummarySchema = v.object({ documentId: v.string(), version: v.number(), title: v.string() });
const legalDocumentsSchema = v.object({ documents: v.pipe(v.array(legalDocumentSummarySchema), v.minLength(1)) });
const legalDocumentSchema = v.object({ ...legalDocumentSummarySchema.entries, paragraphs: v.array(v.string()) });

export type LegalDocumentSummary = InferOutput<typeof legalDocumentSummarySchema>;
export type LegalDocument = InferOutput<typeof legalDocumentSchema>;

/** The documents to read before signing, in the page's language (the call's `accept-language`). */
export async function getLegalDocuments(http: HttpClient): Promise<readonly LegalDocumentSummary[]> {
  return (await http.get(LEGAL_DOCUMENTS_PATH, { parse: (body) => v.parse(legalDocumentsSchema, body) })).documents;
}

/** One document's text. */
export function getLegalDocument(http: HttpClient, documentId: string): Promise<LegalDocument> {
  return http.get(`${LEGAL_DOCUMENTS_PATH}/${encodeURIComponent(documentId)}`, { parse: (body) => v.parse(legalDocumentSchema, body) });
}

/**
 * Tells the bank what the prospect was shown (features.md §8 "audit action"): the list of
 * documents, each in its version (the signature needs it), or one document opened.
 */
export async function recordAudit(
  http: HttpClient,
  entry:
    | { action: 'legal-documents-shown'; documents: readonly { documentId: string; version: number }[] }
    | { action: 'legal-document-opened'; documentId: string; version: number },
): Promise<void> {
  await http.post(AUDIT_PATH, { json: entry });
}

/** Cancels the contracting process: the application and all it saved are deleted. */
export async function cancelApplication(http: HttpClient): Promise<void> {
  try {
    await http.delete(CURRENT_APPLICATION_PATH);
  } catch (error) {
    // Already gone is what cancelling wanted.
    if (!(error instanceof HttpError && error.status === HTTP_NOT_FOUND)) throw error;
  }
}
