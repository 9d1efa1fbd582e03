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
 * The movements of one profile's accounts and cards (`$1`), or of one of them only (`$2`, null for
 * all). A debit card's payment is a movement of its account and of the card: listed with each of
 * them, and once, as the account's, among all the profile's. An account's balance after a movement is its balance now less the movements booked after
 * it (the same day's by id, newest last), counted over all of the account's movements, whatever a
 * query then keeps of them.
 */
const PROFILE_MOVEMENTS_CTE = `
  profile_movements AS (
    SELECT m.movement_id, m.booked_on, m.concept, m.amount_cents, a.account_id AS product_id,
           'account' AS product_kind, a.alias AS product_alias,
           a.balance_cents - COALESCE(SUM(m.amount_cents) OVER (
             PARTITION BY a.account_id ORDER BY m.booked_on DESC, m.movement_id DESC
             ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after_cents
      FROM movements m JOIN accounts a ON a.account_id = m.account_id
     WHERE a.profile_id = $1 AND ($2::text IS NULL OR a.account_id = $2)
    UNION ALL
    SELECT m.movement_id, m.booked_on, m.concept, m.amount_cents, c.card_id, 'card', c.alias, NULL
      FROM movements m JOIN cards c ON c.card_id = m.card_id
     WHERE c.profile_id = $1 AND (c.card_id = $2 OR ($2::text IS NULL AND m.account_id IS NULL))
  )`;

const MOVEMENT_COLUMNS = `
  movement_id AS id, product_id AS "productId", product_kind AS "productKind", product_alias AS "productAlias",
  to_char(booked_on, 'YYYY-MM-DD') AS "bookedOn", concept, amount_cents::text AS "amountCents",
  balance_after_cents::text AS "balanceAfterCents"`;

function toMovement({ amountCents, balanceAfterCents, ...movement }: MovementRow): Movement {
  return { ...movement, amount: euros(amountCents), balanceAfter: balanceAfterCents === null ? null : euros(balanceAfterCents) };
}

/**
 * The latest movements of one profile's accounts and cards, newest first, and of no other
 * profile.
 */
export async function listLatestMovements(db: Queryable, profileId: string, limit: number): Promise<Movement[]> {
  const { rows } = await db.query<MovementRow>(
    `WITH ${PROFILE_MOVEMENTS_CTE}
     SELECT ${MOVEMENT_COLUMNS}
       FROM profile_movements
      ORDER BY booked_on DESC, movement_id DESC
      LIMIT $3`,
    [profileId, null, limit],
  );
  return rows.map(toMovement);
}

/**
 * The accented letters a search ignores the accent of, and the same letters without it: Spanish's
 * own and its neighbours' (`ÀÂÄÃ`, `Ç`…). A search compares the concept and the text sought both
 * through `translate` with these two, then `lower`, in the same SQL expression, so that the two
 * sides are folded alike whatever the database's character type.
 */
export const ACCENTED_LETTERS = 'ÁÀÂÄÃáàâäãÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç';
export const UNACCENTED_LETTERS = ACCENTED_LETTERS.normalize('NFD').replace(/\p{Mn}/gu, '');

/** What to keep of a product's movements, and which page of them. */
export interface MovementSearch {
  /** From 1. */
  page: number;
  pageSize: number;
  /** Text the concept contains, whatever its case and accents; undefined for any. */
  text?: string | undefined;
  /** `YYYY-MM-DD`, inclusive; undefined for no bound. */
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of the movements a search keeps, and how many it keeps in all. */
export interface MovementPage {
  movements: Movement[];
  total: number;
}

interface PagedMovementRow extends MovementRow {
  total: number;
}

/**
 * One page of the movements of one account or card of a profile, newest first, kept by `search`.
 * A product the profile does not hold has none.
 */
export async function searchProductMovements(
  db: Queryable,
  profileId: string,
  productId: string,
  search: MovementSearch,
): Promise<MovementPage> {
  const where = `
    ($3::text IS NULL OR strpos(lower(translate(concept, $4, $5)), lower(translate($3, $4, $5))) > 0)
    AND ($6::date IS NULL OR booked_on >= $6::date)
    AND ($7::date IS NULL OR booked_on <= $7::date)`;
  const params = [
    profileId,
    productId,
    search.text === undefined ? null : search.text.normalize('NFC'),
    ACCENTED_LETTERS,
    UNACCENTED_LETTERS,
    search.from ?? null,
    search.to ?? null,
  ];
  // The window counts every movement kept before LIMIT and OFFSET take the page.
  const { rows } = await db.query<PagedMovementRow>(
    `WITH ${PROFILE_MOVEMENTS_CTE}
     SELECT ${MOVEMENT_COLUMNS}, count(*) OVER ()::integer AS total
       FROM profile_movements
      WHERE ${where}
      ORDER BY booked_on DESC, movement_id DESC
      LIMIT $8 OFFSET $9`,
    [...params, search.pageSize, (search.page - 1) * search.pageSize],
  );
  const first = rows[0];
  if (first !== undefined) return { movements: rows.map(({ total: _total, ...row }) => toMovement(row)), total: first.total };
  // A page past the last one holds no row to carry the count.
  if (search.page === 1) return { movements: [], total: 0 };
  const counted = await db.query<{ total: number }>(
    `WITH ${PROFILE_MOVEMENTS_CTE} SELECT count(*)::integer AS total FROM profile_movements WHERE ${where}`,
    params,
  );
  return { movements: [], total: counted.rows[0]?.total ?? 0 };
}
