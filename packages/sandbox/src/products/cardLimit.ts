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

/** The outcome of a change of limit: done, or refused because the card has used more than the new limit. */
export type SetCardLimitOutcome =
  { kind: 'changed'; change: CardLimitChange } | { kind: 'below_used'; used: Money } | { kind: 'not_found' };

/**
 * Sets a credit card's limit, in whole euros (issue 38 §2). What is available is the limit less
 * what is used, so raising the limit gives back only the new room, and a limit below what is used
 * is refused (`below_used`, with what is used): the card would owe more than it may. One
 * conditional `UPDATE`, then a read that tells why it changed nothing; `not_found` when the
 * profile holds no such credit card.
 */
export async function setCardLimit(db: Queryable, profileId: string, cardId: string, limitEur: number): Promise<SetCardLimitOutcome> {
  const limitCents = limitEur * CENTS_PER_EURO;
  const { rows } = await db.query<{ limitCents: number | string; usedCents: number | string }>(
    `UPDATE cards SET limit_cents = $3::bigint
      WHERE card_id = $1 AND profile_id = $2 AND kind = 'credit' AND credit_used_cents <= $3::bigint
      RETURNING limit_cents AS "limitCents", credit_used_cents AS "usedCents"`,
    [cardId, profileId, limitCents],
  );
  const row = rows[0];
  if (row !== undefined) {
    return {
      kind: 'changed',
      change: { limit: euros(row.limitCents), availableBalance: euros(Number(row.limitCents) - Number(row.usedCents)) },
    };
  }
  const card = await db.query<{ usedCents: number | string }>(
    `SELECT credit_used_cents AS "usedCents" FROM cards WHERE card_id = $1 AND profile_id = $2 AND kind = 'credit'`,
    [cardId, profileId],
  );
  const used = card.rows[0]?.usedCents;
  return used === undefined ? { kind: 'not_found' } : { kind: 'below_used', used: euros(used) };
}
