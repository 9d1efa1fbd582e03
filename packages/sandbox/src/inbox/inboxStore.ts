import type { Queryable } from '../db';

/** How many of a person's inbox messages are unread. */
export async function countUnreadMessages(db: Queryable, personId: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    'SELECT count(*)::integer AS unread FROM inbox_messages WHERE person_id = $1 AND read_at IS NULL',
    [personId],
  );
  return rows[0]?.unread ?? 0;
}
