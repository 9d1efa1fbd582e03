import type { Queryable } from '../db';
import { euros } from './money';
import type { AccountType, CardBrand, CardKind, Products } from './types';

/** Four bullets and a space before the last four digits (sandbox-api.md, Card). */
const MASKED_PAN_PREFIX = '•••• ';

interface AccountRow {
  id: string;
  alias: string;
  iban: string;
  type: AccountType;
  balanceCents: number;
}

interface CardRow {
  id: string;
  alias: string;
  brand: CardBrand;
  kind: CardKind;
  panLast4: string;
  availableCents: number;
}

/** The accounts and cards of one profile, and of no other. */
export async function listProducts(db: Queryable, profileId: string): Promise<Products> {
  const accounts = await db.query<AccountRow>(
    `SELECT account_id AS id, alias, iban, account_type AS type, balance_cents AS "balanceCents"
       FROM accounts WHERE profile_id = $1 ORDER BY position`,
    [profileId],
  );
  const cards = await db.query<CardRow>(
    `SELECT card_id AS id, alias, brand, kind, pan_last4 AS "panLast4", available_cents AS "availableCents"
       FROM cards WHERE profile_id = $1 ORDER BY position`,
    [profileId],
  );
  return {
    accounts: accounts.rows.map(({ balanceCents, ...account }) => ({ ...account, balance: euros(balanceCents) })),
    cards: cards.rows.map(({ panLast4, availableCents, ...card }) => ({
      ...card,
      maskedPan: `${MASKED_PAN_PREFIX}${panLast4}`,
      availableBalance: euros(availableCents),
    })),
  };
}
