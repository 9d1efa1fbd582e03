import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

/**
 * Mi área's calls (docs/sandbox-api.md, Mi área): the client record, the PIN change, the
 * notification preferences, the documents and the count of operations waiting for the customer.
 */
export const CLIENT_PATH = '/genoma_api/rest/client';
export const PIN_PATH = '/genoma_api/rest/client/pin';
export const NOTIFICATION_PREFERENCES_PATH = '/genoma_api/rest/client/notification-preferences';
export const DOCUMENTS_PATH = '/genoma_api/rest/documents';
export const PENDING_OPERATIONS_PATH = '/genoma_api/rest/mobileconfirmation/pending-operations';
/** Where a signed call carries the step-up's ticket (shell.md §4, docs/step-up.md). */
const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';

const clientSchema = v.object({
  name: v.string(),
  firstSurname: v.string(),
  secondSurname: v.string(),
  birthDate: v.string(),
  nationality: v.string(),
  selfResFiscal: v.string(),
  documentMasked: v.optional(v.string()),
  mobilePhoneMasked: v.optional(v.string()),
  email: v.optional(v.string()),
});
export type PersonalData = InferOutput<typeof clientSchema>;

export async function getPersonalData(http: HttpClient): Promise<PersonalData> {
  return v.parse(clientSchema, await http.get(CLIENT_PATH));
}

/** Why the bank did not change the PIN, from its answer's `error` (docs/sandbox-api.md, Errors). */
export type PinRefusal = 'wrongCurrentPin' | 'weakPin' | 'pinUnchanged' | 'ticketRejected' | 'notAllowed' | 'failed';

export function pinRefusalOf(error: unknown): PinRefusal {
  const body =
    error instanceof HttpError && typeof error.body === 'object' && error.body !== null ? (error.body as { error?: unknown }) : {};
  switch (body.error) {
    case 'wrong_current_pin':
      return 'wrongCurrentPin';
    case 'weak_pin':
      return 'weakPin';
    case 'pin_unchanged':
      return 'pinUnchanged';
    case 'invalid_ticket':
    case 'step_up_required':
      return 'ticketRejected';
    case 'employee_not_allowed':
      return 'notAllowed';
    default:
      return 'failed';
  }
}

/** Changes the PIN, signed with the step-up's ticket. @throws HttpError when the bank refuses */
export async function changePin(http: HttpClient, currentPin: string, newPin: string, ticket: string): Promise<void> {
  await http.request(PIN_PATH, { method: 'PUT', json: { currentPin, newPin }, headers: { [AUTHENTICATION_TICKET_HEADER]: ticket } });
}

export const NOTIFICATION_TOPICS = ['operations', 'cards', 'statements', 'security', 'offers'] as const;
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const choiceSchema = v.object({ email: v.boolean(), sms: v.boolean(), push: v.boolean() });
const preferencesSchema = v.object({
  preferences: v.object({
    operations: choiceSchema,
    cards: choiceSchema,
    statements: choiceSchema,
    security: choiceSchema,
    offers: choiceSchema,
  }),
});
export type NotificationPreferences = InferOutput<typeof preferencesSchema>['preferences'];

/** Never from the cache: the page shows what the bank keeps now. */
export async function getNotificationPreferences(http: HttpClient): Promise<NotificationPreferences> {
  return v.parse(preferencesSchema, await http.get(NOTIFICATION_PREFERENCES_PATH, { cache: { useCache: false } })).preferences;
}

export async function saveNotificationPreferences(
  http: HttpClient,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const { body } = await http.request(NOTIFICATION_PREFERENCES_PATH, {
    method: 'PUT',
    json: { preferences },
    parse: (answer) => v.parse(preferencesSchema, answer),
  });
  return body.preferences;
}

const documentsSchema = v.object({
  statements: v.array(
    // `current`: the month under way, whose statement runs to today only.
    v.object({ accountId: v.string(), alias: v.string(), month: v.string(), current: v.optional(v.boolean()), path: v.string() }),
  ),
  receipts: v.array(
    v.object({
      kind: v.picklist(['transfer', 'bill', 'bizum']),
      id: v.string(),
      counterpart: v.string(),
      concept: v.string(),
      amount: v.object({ amount: v.number(), currency: v.string() }),
      date: v.string(),
      path: v.string(),
    }),
  ),
});
export type Documents = InferOutput<typeof documentsSchema>;
export type Receipt = Documents['receipts'][number];
export type Statement = Documents['statements'][number];

/** Never from the cache: a receipt of an operation made a minute ago must be there. */
export async function getDocuments(http: HttpClient): Promise<Documents> {
  return v.parse(documentsSchema, await http.get(DOCUMENTS_PATH, { cache: { useCache: false } }));
}

const pendingSchema = v.object({ pendingOperations: v.array(v.unknown()) });

/** How many operations wait for the customer's confirmation (features.md §7). */
export async function countPendingOperations(http: HttpClient): Promise<number> {
  return v.parse(pendingSchema, await http.get(PENDING_OPERATIONS_PATH, { cache: { useCache: false } })).pendingOperations.length;
}
