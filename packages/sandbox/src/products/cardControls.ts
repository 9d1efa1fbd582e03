import type { Queryable } from '../db';
import type { CardControls } from './types';

/** A change of a card's controls: the ones named change, the others stay as they are. */
export type CardControlsChange = { [Control in keyof CardControls]?: CardControls[Control] | undefined };

/**
 * Sets the controls named in `change` of a card of a profile and answers all of them as they are
 * now, or undefined when the profile holds no such card. One `UPDATE`: any number of changes of the
 * same card arriving at once are each applied whole, and a change of one control never undoes a
 * change of the other made at the same time (each keeps the column it does not name).
 */
export async function setCardControls(
  db: Queryable,
  profileId: string,
  cardId: string,
  change: CardControlsChange,
): Promise<CardControls | undefined> {
  const { rows } = await db.query<CardControls>(
    `UPDATE cards SET online_payments = COALESCE($3, online_payments), abroad_payments = COALESCE($4, abroad_payments)
      WHERE card_id = $1 AND profile_id = $2
      RETURNING online_payments AS "onlinePayments", abroad_payments AS "abroadPayments"`,
    [cardId, profileId, change.onlinePayments ?? null, change.abroadPayments ?? null],
  );
  return rows[0];
}

/**
 * The PIN of a card of a profile, or undefined when the profile holds no such card. The caller
 * has checked the customer's step-up: this only reads.
 */
export async function readCardPin(db: Queryable, profileId: string, cardId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ pin: string }>('SELECT pin_code AS pin FROM cards WHERE card_id = $1 AND profile_id = $2', [
    cardId,
    profileId,
  ]);
  return rows[0]?.pin;
}
