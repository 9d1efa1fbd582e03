import type { Queryable } from '../db';

/** How many of a person's inbox messages are unread. */
export async function countUnreadMessages(db: Queryable, personId: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    'SELECT count(*)::integer AS unread FROM inbox_messages WHERE person_id = $1 AND read_at IS NULL',
    [personId],
  );
  return rows[0]?.unread ?? 0;
}

/** The longest subject the inbox keeps (its column's check). */
const MAX_SUBJECT_LENGTH = 200;

/**
 * A message from the bank in a person's inbox, unread (issue 41 §4: every operation leaves one).
 * Its id names the operation, so the same operation never leaves two.
 */
export async function leaveInboxMessage(
  db: Queryable,
  message: { messageId: string; personId: string; subject: string; receivedAt: Date },
): Promise<void> {
  const subject = Array.from(message.subject).slice(0, MAX_SUBJECT_LENGTH).join('');
  await db.query(
    'INSERT INTO inbox_messages (message_id, person_id, subject, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT (message_id) DO NOTHING',
    [message.messageId, message.personId, subject, message.receivedAt],
  );
}
