import type { Queryable } from '../db';
import { euros } from './money';
import type { CardKind, Money } from './types';

/**
 * The range of a credit card's limit a customer may set, in whole euros (sandbox-api.md, Card
 * limit): below it a card is of little use, above it the bank would look at the customer's income
 * first, which the sandbox does not model.
 */
export const CARD_LIMIT_MIN_EUR = 500;
/** See {@link CARD_LIMIT_MIN_EUR}. */
export const CARD_LIMIT_MAX_EUR = 20_000;

const CENTS_PER_EURO = 100;

/** The kind of a card of a profile, or undefined when the profile holds no such card. */
export async function findCardKind(db: Queryable, profileId: string, cardId: string): Promise<CardKind | undefined> {
  const { rows } = await db.query<{ kind: CardKind }>('SELECT kind FROM cards WHERE card_id = $1 AND profile_id = $2', [cardId, profileId]);
  return rows[0]?.kind;
}

/** A credit card's limit and what is left of it after a change. */
export interface CardLimitChange {
  limit: Money;
  availableBalance: Money;
}

/**
 * Sets a credit card's limit, in whole euros, and moves what is available by as much as the limit
 * moved (what the card has spent stays spent), never below zero. One conditional `UPDATE`;
 * undefined when the profile holds no such credit card.
 */
export async function setCardLimit(
  db: Queryable,
  profileId: string,
  cardId: string,
  limitEur: number,
): Promise<CardLimitChange | undefined> {
  const { rows } = await db.query<{ limitCents: number | string; availableCents: number | string }>(
    `UPDATE cards SET available_cents = GREATEST(0, available_cents + ($3::bigint - limit_cents)), limit_cents = $3::bigint
      WHERE card_id = $1 AND profile_id = $2 AND kind = 'credit'
      RETURNING limit_cents AS "limitCents", available_cents AS "availableCents"`,
    [cardId, profileId, limitEur * CENTS_PER_EURO],
  );
  const row = rows[0];
  return row === undefined ? undefined : { limit: euros(row.limitCents), availableBalance: euros(row.availableCents) };
}
