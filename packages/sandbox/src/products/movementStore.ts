import type { Queryable } from '../db';
import { euros } from './money';
import type { Money } from './types';

/** A movement as `GET /genoma_api/rest/movements` shows it (sandbox-api.md, Movements). */
export interface Movement {
  id: string;
  productId: string;
  productKind: 'account' | 'card';
  productAlias: string;
  /** `YYYY-MM-DD`. */
  bookedOn: string;
  concept: string;
  /** Negative for money out. */
  amount: Money;
  /** An account's balance right after the movement; null for cards. */
  balanceAfter: Money | null;
}

interface MovementRow {
  id: string;
  productId: string;
  productKind: 'account' | 'card';
  productAlias: string;
  bookedOn: string;
  concept: string;
  amountCents: string;
  balanceAfterCents: string | null;
}

/**
 * The latest movements of one profile's accounts and cards, newest first, and of no other
 * profile. An account's balance after a movement is its balance now less the movements booked
 * after it (the same day's by id, newest last).
 */
export async function listLatestMovements(db: Queryable, profileId: string, limit: number): Promise<Movement[]> {
  const { rows } = await db.query<MovementRow>(
    `WITH profile_movements AS (
       SELECT m.movement_id, m.booked_on, m.concept, m.amount_cents, a.account_id AS product_id,
              'account' AS product_kind, a.alias AS product_alias,
              a.balance_cents - COALESCE(SUM(m.amount_cents) OVER (
                PARTITION BY a.account_id ORDER BY m.booked_on DESC, m.movement_id DESC
                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after_cents
         FROM movements m JOIN accounts a ON a.account_id = m.account_id
        WHERE a.profile_id = $1
       UNION ALL
       SELECT m.movement_id, m.booked_on, m.concept, m.amount_cents, c.card_id, 'card', c.alias, NULL
         FROM movements m JOIN cards c ON c.card_id = m.card_id
        WHERE c.profile_id = $1
     )
     SELECT movement_id AS id, product_id AS "productId", product_kind AS "productKind",
            product_alias AS "productAlias", to_char(booked_on, 'YYYY-MM-DD') AS "bookedOn", concept,
            amount_cents::text AS "amountCents", balance_after_cents::text AS "balanceAfterCents"
       FROM profile_movements
      ORDER BY booked_on DESC, movement_id DESC
      LIMIT $2`,
    [profileId, limit],
  );
  return rows.map(({ amountCents, balanceAfterCents, ...movement }) => ({
    ...movement,
    amount: euros(amountCents),
    balanceAfter: balanceAfterCents === null ? null : euros(balanceAfterCents),
  }));
}
