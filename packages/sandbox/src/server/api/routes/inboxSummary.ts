import type { Hono } from 'hono';
import { z } from 'zod';
import {
  MESSAGE_ID_PATTERN,
  changeInboxMessage,
  countUnreadMessages,
  deleteInboxMessage,
  findInboxMessage,
  listInboxMessages,
  type InboxFolder,
} from '../../../inbox';
import { languageOfRequest } from '../../language';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

const HTTP_NO_CONTENT = 204;

/** What a customer may change of a message: nothing else, and at least one of the two. */
const changeSchema = z
  .strictObject(
    {
      read: z.boolean({ error: 'read debe ser true o false.' }).optional(),
      archived: z.boolean({ error: 'archived debe ser true o false.' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.`
          : 'El cuerpo debe ser { read, archived }.',
    },
  )
  .refine((change) => change.read !== undefined || change.archived !== undefined, { error: 'Indica read o archived.' });

const folderOf = (query: string | undefined): InboxFolder | null =>
  query === undefined || query === 'inbox' ? 'inbox' : query === 'archive' ? 'archive' : null;

/**
 * The inbox (issue 41 §4; docs/sandbox-api.md, Inbox), all with the bearer, all of the bearer's
 * person whatever the profile:
 * - `GET /genoma_api/rest/inbox/summary`: `{ unread }`, the unread messages still in the inbox
 *   (docs/design/overview-contract.md, Client extras);
 * - `GET …/inbox/messages?folder=inbox|archive`: `{ messages, unread }`, newest first;
 * - `GET …/inbox/messages/{id}`: one message with its body; reading it changes nothing;
 * - `PATCH …/inbox/messages/{id}` `{ read?, archived? }`: the message as it now is;
 * - `DELETE …/inbox/messages/{id}`: 204.
 * Another person's message is answered as a missing one (404 `inbox_message_not_found`).
 */
export function registerInboxSummaryRoute(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  api.get(API_PATHS.inboxSummary, bearer, async (c) => {
    return sendJson(c, { unread: await countUnreadMessages(ctx.db, c.get('principal').personId) });
  });

  api.get(API_PATHS.inboxMessages, bearer, async (c) => {
    const folder = folderOf(c.req.query('folder'));
    if (folder === null) return sendError(c, 'invalid_request', { message: 'folder debe ser inbox o archive.' });
    const { personId } = c.get('principal');
    const [messages, unread] = await Promise.all([
      listInboxMessages(ctx.db, personId, folder, languageOfRequest(c)),
      countUnreadMessages(ctx.db, personId),
    ]);
    return sendJson(c, { messages, unread });
  });

  api.get(API_PATHS.inboxMessage, bearer, async (c) => {
    const messageId = c.req.param('messageId');
    const message = MESSAGE_ID_PATTERN.test(messageId)
      ? await findInboxMessage(ctx.db, c.get('principal').personId, messageId, languageOfRequest(c))
      : null;
    return message === null ? sendError(c, 'inbox_message_not_found') : sendJson(c, message);
  });

  api.patch(API_PATHS.inboxMessage, bearer, async (c) => {
    const messageId = c.req.param('messageId');
    if (!MESSAGE_ID_PATTERN.test(messageId)) return sendError(c, 'inbox_message_not_found');
    const body = await readJsonBody(c);
    const change = body.ok ? validate(changeSchema, body.data) : body;
    if (!change.ok) return sendError(c, 'invalid_request', { message: change.message });
    const message = await changeInboxMessage(
      ctx.db,
      c.get('principal').personId,
      messageId,
      change.data,
      new Date(ctx.now()),
      languageOfRequest(c),
    );
    return message === null ? sendError(c, 'inbox_message_not_found') : sendJson(c, message);
  });

  api.delete(API_PATHS.inboxMessage, bearer, async (c) => {
    const messageId = c.req.param('messageId');
    const deleted = MESSAGE_ID_PATTERN.test(messageId) && (await deleteInboxMessage(ctx.db, c.get('principal').personId, messageId));
    return deleted ? c.body(null, HTTP_NO_CONTENT) : sendError(c, 'inbox_message_not_found');
  });
}
