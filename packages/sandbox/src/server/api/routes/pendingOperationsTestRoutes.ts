import type { Hono } from 'hono';
import { z } from 'zod';
import { findCustomerByDocument, findCustomerByPersonId } from '../../../customers';
import { completeOperationDraft, createPendingOperation, rejectAllPendingOperations } from '../../../pendingOperations';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';
import type { AppConfigSwitches } from './appConfig';
import { amountMessage, centsOfEuros, operationFieldSchemas } from './pendingOperationsInput';

const HTTP_CREATED = 201;
const MAX_ID_LENGTH = 32;

/** Refuses a field it does not know (`ammount`), rather than create an operation without it. */
function unknownFieldsMessage(issue: { code?: string; keys?: string[] }): string {
  return issue.code === 'unrecognized_keys'
    ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.`
    : 'El cuerpo debe ser un objeto JSON.';
}

const createSchema = z
  .strictObject(
    {
      document: z
        .string({ error: 'document debe ser texto.' })
        .min(1)
        .max(MAX_ID_LENGTH, { error: 'document es demasiado largo.' })
        .optional(),
      personId: z
        .string({ error: 'personId debe ser texto.' })
        .min(1)
        .max(MAX_ID_LENGTH, { error: 'personId es demasiado largo.' })
        .optional(),
      ...operationFieldSchemas({
        type: 'type',
        channelCode: 'channelCode',
        device: 'device',
        place: 'place',
        merchant: 'merchant',
        merchantCountry: 'merchantCountry',
        amount: 'amount',
        cardAlias: 'cardAlias',
        panLast4: 'panLast4',
        description: 'description',
        destination: 'destination',
      }),
      amount: z
        .number({ error: amountMessage('amount') })
        .transform((euros) => centsOfEuros(euros))
        .refine((cents) => cents !== undefined, { error: amountMessage('amount') })
        .optional(),
    },
    { error: unknownFieldsMessage },
  )
  .refine((input) => (input.document === undefined) !== (input.personId === undefined), {
    error: 'Indica el cliente con document o con personId (uno de los dos).',
  });

const clearSchema = z.strictObject(
  { document: z.string({ error: 'document debe ser texto.' }).min(1).max(MAX_ID_LENGTH, { error: 'document es demasiado largo.' }) },
  { error: unknownFieldsMessage },
);

const switchSchema = z.strictObject({ enabled: z.boolean({ error: 'enabled debe ser true o false.' }) }, { error: unknownFieldsMessage });

/**
 * The test-only interface of pending operations (test mode only):
 *
 * - `POST /__sandbox/pending-operations` creates a pending operation of any type for a customer
 *   named by `document` or `personId`; the fields its type needs and the body leaves out come from
 *   the type's defaults (a card payment names the customer's first card). `201 { pendingOperation }`.
 * - `POST /__sandbox/pending-operations/enabled` with `{ enabled }` switches
 *   `propsConfig['enable-pending-operation']` for the whole sandbox: `200 { enabled }`.
 * - `POST /__sandbox/pending-operations/clear` with `{ document }` rejects every pending operation
 *   of that customer, so that a test starts from none: `200 { rejected }`.
 */
export function registerTestPendingOperationRoutes(api: Hono, ctx: ApiContext, switches: AppConfigSwitches): void {
  api.post(API_PATHS.testPendingOperations, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(createSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const { document, personId, amount, ...fields } = input.data;
    const customer =
      document === undefined ? await findCustomerByPersonId(ctx.db, personId ?? '') : await findCustomerByDocument(ctx.db, document);
    if (customer?.identityKind !== 'CUSTOMER')
      return sendError(c, 'not_found', { message: 'No hay ningún cliente con ese documento o personId.' });
    const draft = await completeOperationDraft(ctx.db, { ...fields, amountCents: amount, personId: customer.personId });
    if (!draft.ok) return sendError(c, 'invalid_request', { message: draft.message });
    const pendingOperation = await createPendingOperation(ctx.db, draft.operation, ctx.now());
    return sendJson(c, { pendingOperation }, HTTP_CREATED);
  });

  api.post(API_PATHS.testPendingOperationsClear, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(clearSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const customer = await findCustomerByDocument(ctx.db, input.data.document);
    if (customer?.identityKind !== 'CUSTOMER') return sendError(c, 'not_found', { message: 'No hay ningún cliente con ese documento.' });
    return sendJson(c, { rejected: await rejectAllPendingOperations(ctx.db, customer.personId, ctx.now()) });
  });

  api.post(API_PATHS.testPendingOperationsEnabled, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(switchSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    switches.pendingOperationsEnabled = input.data.enabled;
    return sendJson(c, { enabled: switches.pendingOperationsEnabled });
  });
}
