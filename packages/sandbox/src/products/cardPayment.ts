import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';

/** The bank's country: a shop anywhere else is abroad (ISO 3166-1 alpha-2). */
export const BANK_COUNTRY = 'ES';

/** A card payment a customer confirmed, to be paid now. */
export interface CardPayment {
  cardId: string;
  amountCents: number;
  /** The shop, as the movement names it. */
  merchant: string;
  /** The shop's country, ISO 3166-1 alpha-2. */
  merchantCountry: string;
  /** `YYYY-MM-DD`, the bank's day. */
  bookedOn: string;
}

/** How paying went: paid (the movement's id), or refused, and why. */
export type CardPaymentOutcome =
  | { kind: 'paid'; movementId: string }
  | { kind: 'card_blocked' }
  | { kind: 'card_online_disabled' }
  | { kind: 'card_abroad_disabled' }
  | { kind: 'insufficient_funds' }
  | { kind: 'card_not_found' };

/** What a card payment's movement says, in Spanish as the bank's statements do. */
export const cardPaymentConcept = (merchant: string): string => `Compra en ${merchant}`;

/**
 * Pays a card payment (issue 38 §1, §7), in the caller's transaction: a debit card's payment is
 * drawn on its account, which must hold the amount (one conditional `UPDATE`, so two payments
 * racing for the last euros cannot both pass), and is one movement of the account and the card; a
 * credit card's adds to what is used, within the limit, and is a movement of the card alone. A
 * blocked card pays nothing, nor does a card whose holder turned its online purchases off (every
 * payment here is a shop's on the internet, issue 42 §4), nor one whose use abroad is off for a
 * shop outside {@link BANK_COUNTRY}. Nothing is written when it is refused.
 */
export async function payWithCard(tx: Queryable, payment: CardPayment): Promise<CardPaymentOutcome> {
  const { rows } = await tx.query<{ kind: 'debit' | 'credit'; status: string; online: boolean; abroad: boolean; accountId: string | null }>(
    `SELECT kind, status, online_payments AS online, abroad_payments AS abroad, linked_account_id AS "accountId"
       FROM cards WHERE card_id = $1`,
    [payment.cardId],
  );
  const card = rows[0];
  if (card === undefined) return { kind: 'card_not_found' };
  if (card.status !== 'active') return { kind: 'card_blocked' };
  if (!card.online) return { kind: 'card_online_disabled' };
  if (!card.abroad && payment.merchantCountry !== BANK_COUNTRY) return { kind: 'card_abroad_disabled' };
  const movementId = `MOV-PAY-${randomUUID()}`;
  const concept = cardPaymentConcept(payment.merchant);
  if (card.kind === 'debit') {
    if (card.accountId === null) return { kind: 'card_not_found' };
    const drawn = await tx.query(
      'UPDATE accounts SET balance_cents = balance_cents - $2 WHERE account_id = $1 AND balance_cents >= $2 RETURNING 1',
      [card.accountId, payment.amountCents],
    );
    if (drawn.rows.length === 0) return { kind: 'insufficient_funds' };
  } else {
    const used = await tx.query(
      'UPDATE cards SET credit_used_cents = credit_used_cents + $2 WHERE card_id = $1 AND credit_used_cents + $2 <= limit_cents RETURNING 1',
      [payment.cardId, payment.amountCents],
    );
    if (used.rows.length === 0) return { kind: 'insufficient_funds' };
  }
  await tx.query(
    `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents)
     VALUES ($1, $2, $3, $4::date, $5, $6)`,
    [movementId, card.kind === 'debit' ? card.accountId : null, payment.cardId, payment.bookedOn, concept, -payment.amountCents],
  );
  return { kind: 'paid', movementId };
}
