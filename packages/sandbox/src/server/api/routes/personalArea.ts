import type { Hono } from 'hono';
import { z } from 'zod';
import { findCustomerByPersonId } from '../../../customers';
import { hashPin } from '../../../crypto';
import { listReceipts, listStatements } from '../../../documents';
import { NOTIFICATION_TOPICS, readNotificationPreferences, saveNotificationPreferences } from '../../../notificationPreferences';
import { changePin } from '../../../pinChange';
import { bankDayAt, withProductNamesIn } from '../../../products';
import { isWeakPin } from '../../../signUps/weakPin';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import { recordLanguageOfRequest } from '../../language';
import { requireBearer, requireCustomerSignature } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, unknownKeys, validate } from '../validation';

/** The login's PIN: six digits. */
const PIN_PATTERN = /^\d{6}$/;
const PIN_MESSAGE = 'debe ser un PIN de 6 cifras.';
/** `YYYY-MM` of a bank day `YYYY-MM-DD`. */
const MONTH_LENGTH = 7;

const pinChangeSchema = z.strictObject(
  {
    currentPin: z.string({ error: `currentPin ${PIN_MESSAGE}` }).regex(PIN_PATTERN, { error: `currentPin ${PIN_MESSAGE}` }),
    newPin: z.string({ error: `newPin ${PIN_MESSAGE}` }).regex(PIN_PATTERN, { error: `newPin ${PIN_MESSAGE}` }),
  },
  { error: unknownKeys },
);

const channelChoiceSchema = (topic: string) =>
  z.strictObject(
    {
      email: z.boolean({ error: `${topic}.email debe ser true o false.` }),
      sms: z.boolean({ error: `${topic}.sms debe ser true o false.` }),
      push: z.boolean({ error: `${topic}.push debe ser true o false.` }),
    },
    { error: unknownKeys },
  );

/** Every kind of message, each with its three channels: the whole set is replaced at once. */
const preferencesSchema = z.strictObject(
  {
    preferences: z.strictObject(
      {
        operations: channelChoiceSchema('operations'),
        cards: channelChoiceSchema('cards'),
        statements: channelChoiceSchema('statements'),
        security: channelChoiceSchema('security').refine((choice) => choice.email || choice.sms || choice.push, {
          error: 'Los avisos de seguridad tienen que llegarte por algún canal: elige al menos uno.',
        }),
        offers: channelChoiceSchema('offers'),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? unknownKeys(issue) : `preferences debe tener ${NOTIFICATION_TOPICS.join(', ')}.`,
      },
    ),
  },
  { error: unknownKeys },
);

/**
 * Mi área's calls of the bearer's own person (issue 42 §3; sandbox-api.md, Mi área):
 *
 * - `PUT /genoma_api/rest/client/pin` `{ currentPin, newPin }`, signed with a step-up ticket
 *   (`x-authentication-ticket`): `200 { changed: true }`; the new PIN follows the sign-up's rules
 *   (`422 weak_pin`), differs from the current one (`422 pin_unchanged`); a wrong current PIN is
 *   `422 wrong_current_pin` and spends the ticket. The person's other sessions end. An
 *   assisted-channel agent is refused (`403 employee_not_allowed`): the PIN is the customer's.
 * - `GET|PUT /genoma_api/rest/client/notification-preferences`: which messages arrive by email,
 *   SMS and push.
 * - `GET /genoma_api/rest/documents`: the active profile's documents to download, the statements
 *   of its accounts' last three months and the receipts of its transfers and bill payments.
 */
export function registerPersonalAreaRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  api.put(API_PATHS.clientPin, bearer, requireCustomerSignature, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(pinChangeSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const { currentPin, newPin } = input.data;
    if (newPin === currentPin) return sendError(c, 'pin_unchanged');
    const principal = c.get('principal');
    const customer = await findCustomerByPersonId(ctx.db, principal.personId);
    if (customer === undefined) return sendError(c, 'invalid_token');
    if (isWeakPin(newPin, { birthDate: customer.birthDate, documentNumber: customer.document })) return sendError(c, 'weak_pin');
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');

    const newPinHash = await hashPin(newPin);
    const nowMs = ctx.now();
    const outcome = await ctx.db.transaction((tx) =>
      changePin(tx, {
        personId: principal.personId,
        sessionHash: principal.sessionHash,
        currentPin,
        newPinHash,
        spendTicket: () => spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs),
        nowMs,
      }),
    );
    switch (outcome.kind) {
      case 'changed':
        return sendJson(c, { changed: true });
      case 'invalid_ticket':
        return sendError(c, 'invalid_ticket');
      case 'wrong_current_pin':
        return sendError(c, 'wrong_current_pin');
      case 'customer_not_found':
        return sendError(c, 'invalid_token');
    }
  });

  api.get(API_PATHS.notificationPreferences, bearer, async (c) => {
    return sendJson(c, { preferences: await readNotificationPreferences(ctx.db, c.get('principal').personId) });
  });

  api.put(API_PATHS.notificationPreferences, bearer, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(preferencesSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const { personId } = c.get('principal');
    const nowMs = ctx.now();
    await ctx.db.transaction((tx) => saveNotificationPreferences(tx, personId, input.data.preferences, nowMs));
    return sendJson(c, { preferences: await readNotificationPreferences(ctx.db, personId) });
  });

  api.get(API_PATHS.documents, bearer, async (c) => {
    const { profileId } = c.get('principal');
    const currentMonth = bankDayAt(ctx.now()).slice(0, MONTH_LENGTH);
    const statements = await listStatements(ctx.db, profileId, currentMonth);
    // Accounts named in the request's language (issue 42 §2).
    return sendJson(c, withProductNamesIn({ statements, receipts: await listReceipts(ctx.db, profileId) }, recordLanguageOfRequest(c)));
  });
}
