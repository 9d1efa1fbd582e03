import type { Queryable } from '../db';
import type { SandboxLanguage } from '../server/language';

/** What a message tells of: a statement, an operation the customer made or received, or a notice. */
export type InboxCategory = 'statement' | 'operation' | 'notice';
/** The inbox proper, or the messages the customer put away. */
export type InboxFolder = 'inbox' | 'archive';

/** A message id as the bank writes them: `MSG-` and the id of what it tells of. */
export const MESSAGE_ID_PATTERN = /^MSG-[A-Za-z0-9-]{1,80}$/;
/** The longest subject the inbox keeps (its column's check). */
const MAX_SUBJECT_LENGTH = 200;
/** The longest body the inbox keeps (its column's check). */
const MAX_BODY_LENGTH = 2000;
/** How much of the body a list shows under the subject. */
const PREVIEW_LENGTH = 140;
/** The most messages one list holds: a screen's worth, newest first. */
export const MAX_LISTED_MESSAGES = 200;

/** A message as the API shows it, in one language. */
export interface InboxMessage {
  messageId: string;
  subject: string;
  body: string;
  category: InboxCategory;
  receivedAt: string;
  read: boolean;
  archived: boolean;
  /** An address in the app where the customer can act on it (`#/transferencias`), or null. */
  link: string | null;
}

/** A message in a list: its body cut to a preview. */
export type InboxListItem = Omit<InboxMessage, 'body'> & { preview: string };

const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** How many of a person's messages in the inbox (not archived) are unread: the header's count. */
export async function countUnreadMessages(db: Queryable, personId: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    'SELECT count(*)::integer AS unread FROM inbox_messages WHERE person_id = $1 AND read_at IS NULL AND archived_at IS NULL',
    [personId],
  );
  return rows[0]?.unread ?? 0;
}

/** A message from the bank to leave in a person's inbox; Spanish first, English when written. */
export interface NewInboxMessage {
  messageId: string;
  personId: string;
  subject: string;
  body?: string;
  subjectEnGb?: string;
  bodyEnGb?: string;
  category?: InboxCategory;
  link?: string;
  receivedAt: Date;
}

/**
 * A message from the bank in a person's inbox, unread (issue 41 §4: every operation leaves one).
 * Its id names the operation, so the same operation never leaves two.
 */
export async function leaveInboxMessage(db: Queryable, message: NewInboxMessage): Promise<void> {
  await db.query(
    `INSERT INTO inbox_messages (message_id, person_id, subject, body, subject_en_gb, body_en_gb, category, link, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (message_id) DO NOTHING`,
    [
      message.messageId,
      message.personId,
      clip(message.subject, MAX_SUBJECT_LENGTH),
      clip(message.body ?? '', MAX_BODY_LENGTH),
      message.subjectEnGb === undefined ? null : clip(message.subjectEnGb, MAX_SUBJECT_LENGTH),
      message.bodyEnGb === undefined ? null : clip(message.bodyEnGb, MAX_BODY_LENGTH),
      message.category ?? 'operation',
      message.link ?? null,
      message.receivedAt,
    ],
  );
}

interface MessageRow {
  messageId: string;
  subject: string;
  body: string;
  subjectEnGb: string | null;
  bodyEnGb: string | null;
  category: InboxCategory;
  link: string | null;
  receivedAt: Date;
  readAt: Date | null;
  archivedAt: Date | null;
}

const MESSAGE_COLUMNS = `message_id AS "messageId", subject, body, subject_en_gb AS "subjectEnGb", body_en_gb AS "bodyEnGb",
  category, link, received_at AS "receivedAt", read_at AS "readAt", archived_at AS "archivedAt"`;

/** A row in the reader's language: English where the bank wrote it, Spanish otherwise. */
function messageOf(row: MessageRow, language: SandboxLanguage): InboxMessage {
  const english = language === 'en-GB' && row.subjectEnGb !== null;
  return {
    messageId: row.messageId,
    subject: english ? (row.subjectEnGb ?? row.subject) : row.subject,
    body: english ? (row.bodyEnGb ?? row.body) : row.body,
    category: row.category,
    receivedAt: new Date(row.receivedAt).toISOString(),
    read: row.readAt !== null,
    archived: row.archivedAt !== null,
    link: row.link,
  };
}

/** A person's messages in one folder, newest first. */
export async function listInboxMessages(
  db: Queryable,
  personId: string,
  folder: InboxFolder,
  language: SandboxLanguage,
): Promise<InboxListItem[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM inbox_messages
      WHERE person_id = $1 AND (archived_at IS NULL) = $2
      ORDER BY received_at DESC, message_id LIMIT $3`,
    [personId, folder === 'inbox', MAX_LISTED_MESSAGES],
  );
  return rows.map((row) => {
    const { body, ...message } = messageOf(row, language);
    const text = body.replace(/\s+/g, ' ').trim();
    // A cut preview says so, rather than ending mid-word as if that were the message.
    const preview = Array.from(text).length > PREVIEW_LENGTH ? `${clip(text, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
    return { ...message, preview };
  });
}

/** One of a person's messages, or null: another person's message is as unknown as a missing one. */
export async function findInboxMessage(
  db: Queryable,
  personId: string,
  messageId: string,
  language: SandboxLanguage,
): Promise<InboxMessage | null> {
  const { rows } = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM inbox_messages WHERE person_id = $1 AND message_id = $2`, [
    personId,
    messageId,
  ]);
  const row = rows[0];
  return row === undefined ? null : messageOf(row, language);
}

/** What the customer changes of a message: read or unread, archived or back in the inbox. */
export interface InboxMessageChange {
  read?: boolean | undefined;
  archived?: boolean | undefined;
}

/**
 * Marks one of a person's messages read or unread, archived or not, in one statement (two tabs
 * doing it at once end in the same state). A read message keeps the time it was first read.
 * @returns the message as it now is, or null when the person has no such message.
 */
export async function changeInboxMessage(
  db: Queryable,
  personId: string,
  messageId: string,
  change: InboxMessageChange,
  now: Date,
  language: SandboxLanguage,
): Promise<InboxMessage | null> {
  const { rows } = await db.query<MessageRow>(
    `UPDATE inbox_messages SET
        read_at = CASE WHEN $3::boolean IS NULL THEN read_at
                       WHEN $3 THEN coalesce(read_at, greatest($5::timestamptz, received_at))
                       ELSE NULL END,
        archived_at = CASE WHEN $4::boolean IS NULL THEN archived_at
                           WHEN $4 THEN coalesce(archived_at, greatest($5::timestamptz, received_at))
                           ELSE NULL END
      WHERE person_id = $1 AND message_id = $2
      RETURNING ${MESSAGE_COLUMNS}`,
    [personId, messageId, change.read ?? null, change.archived ?? null, now],
  );
  const row = rows[0];
  return row === undefined ? null : messageOf(row, language);
}

/** Deletes one of a person's messages. @returns whether there was one. */
export async function deleteInboxMessage(db: Queryable, personId: string, messageId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM inbox_messages WHERE person_id = $1 AND message_id = $2 RETURNING message_id', [
    personId,
    messageId,
  ]);
  return rows.length > 0;
}
