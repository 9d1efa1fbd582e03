import type { Queryable } from '../db';
import type { CardStatus } from './types';

/**
 * Sets a card of a profile to `status` and answers the status it has now, or undefined when the
 * profile holds no such card. One conditional `UPDATE`: however many blocks and unblocks of a card
 * arrive at once, each is applied whole, in some order, and answers what it set; the last one
 * applied is what stays. Setting the status a card has already is no change, and answers it.
 */
export async function setCardStatus(db: Queryable, profileId: string, cardId: string, status: CardStatus): Promise<CardStatus | undefined> {
  const { rows } = await db.query<{ status: CardStatus }>(
    'UPDATE cards SET status = $3 WHERE card_id = $1 AND profile_id = $2 RETURNING status',
    [cardId, profileId, status],
  );
  return rows[0]?.status;
}
