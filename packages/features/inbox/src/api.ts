import { schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';

/** The bank's inbox calls (docs/sandbox-api.md, Inbox). */
export const MESSAGES_PATH = '/genoma_api/rest/inbox/messages';

const category = v.picklist(['statement', 'operation', 'notice']);

const listedSchema = v.object({
  messageId: v.string(),
  subject: v.string(),
  preview: v.string(),
  category,
  receivedAt: v.string(),
  read: v.boolean(),
  archived: v.boolean(),
  link: v.nullable(v.string()),
});
const folderSchema = v.object({ messages: v.array(listedSchema), unread: v.number() });
const messageSchema = v.object({
  messageId: v.string(),
  subject: v.string(),
  body: v.string(),
  category,
  receivedAt: v.string(),
  read: v.boolean(),
  archived: v.boolean(),
  link: v.nullable(v.string()),
});

export type ListedMessage = InferOutput<typeof listedSchema>;
export type Message = InferOutput<typeof messageSchema>;
export type MessageCategory = Message['category'];
/** The inbox proper, or the messages put away. */
export type Folder = 'inbox' | 'archive';

const messagePath = (messageId: string) => `${MESSAGES_PATH}/${encodeURIComponent(messageId)}`;

/** A folder's messages, newest first, and how many in the inbox are unread. */
export function listMessages(http: HttpClient, folder: Folder): Promise<InferOutput<typeof folderSchema>> {
  return http.get(`${MESSAGES_PATH}?folder=${folder}`, { parse: (body) => v.parse(folderSchema, body) });
}

/** One message with its body; reading it marks nothing. */
export function getMessage(http: HttpClient, messageId: string): Promise<Message> {
  return http.get(messagePath(messageId), { parse: (body) => v.parse(messageSchema, body) });
}

/** Marks a message read or unread, archived or back in the inbox; the message as it now is. */
export async function changeMessage(http: HttpClient, messageId: string, change: { read?: boolean; archived?: boolean }): Promise<Message> {
  const { body } = await http.request(messagePath(messageId), {
    method: 'PATCH',
    json: change,
    parse: (answer) => v.parse(messageSchema, answer),
  });
  return body;
}

/** Deletes a message for good. */
export async function deleteMessage(http: HttpClient, messageId: string): Promise<void> {
  await http.delete(messagePath(messageId));
}

/**
 * An address inside the app a message may point at: a hash route and nothing else, so that a
 * message can never lead off the bank's site, whatever the bank's answer holds.
 */
export const IN_APP_LINK = /^#\/[a-z0-9][a-z0-9/-]*$/;
