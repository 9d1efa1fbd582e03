import type { Queryable } from '../db';
import type { CalendarMonth } from './calendarMonth';
import { euros } from './money';
import { productKindOfId } from './productIds';
import type {
  AccountDetail,
  AccountType,
  CardBrand,
  CardDetail,
  CardKind,
  CardStatus,
  Deposit,
  DepositDetail,
  ProductDetail,
  ProductKind,
  Products,
} from './types';

/** Four bullets and a space before the last four digits (sandbox-api.md, Card). */
const MASKED_PAN_PREFIX = '•••• ';
/** A deposit's rate is stored in hundredths of a percent. */
const BASIS_POINTS_PER_PERCENT = 100;

/** A bigint column arrives as text from node-postgres and as a number from PGlite. */
type Cents = number | string;

/**
 * What a card (`c`, its account joined as `a`) has available, worked out and never stored (issue
 * 38 §2, §7): a credit card its limit less what is used; a debit card its account's balance, none
 * when the account is overdrawn or gone.
 */
export const CARD_AVAILABLE_CENTS_SQL = `
  CASE WHEN c.kind = 'credit' THEN COALESCE(c.limit_cents - c.credit_used_cents, 0)
       ELSE GREATEST(0, COALESCE(a.balance_cents, 0)) END`;

interface AccountRow {
  id: string;
  alias: string;
  iban: string;
  type: AccountType;
  balanceCents: Cents;
}

interface CardRow {
  id: string;
  alias: string;
  brand: CardBrand;
  kind: CardKind;
  panLast4: string;
  availableCents: Cents;
}

interface DepositRow {
  id: string;
  alias: string;
  balanceCents: Cents;
  maturityOn: string;
  interestRateBp: number;
}

const DEPOSIT_COLUMNS = `
  deposit_id AS id, alias, balance_cents AS "balanceCents", to_char(maturity_on, 'YYYY-MM-DD') AS "maturityOn",
  interest_rate_bp AS "interestRateBp"`;

function toDeposit({ balanceCents, interestRateBp, ...deposit }: DepositRow): Deposit {
  return { ...deposit, balance: euros(balanceCents), interestRate: interestRateBp / BASIS_POINTS_PER_PERCENT };
}

/** The accounts, cards and deposits of one profile, and of no other. */
export async function listProducts(db: Queryable, profileId: string): Promise<Products> {
  const accounts = await db.query<AccountRow>(
    `SELECT account_id AS id, alias, iban, account_type AS type, balance_cents AS "balanceCents"
       FROM accounts WHERE profile_id = $1 ORDER BY position`,
    [profileId],
  );
  const cards = await db.query<CardRow>(
    `SELECT c.card_id AS id, c.alias, c.brand, c.kind, c.pan_last4 AS "panLast4", ${CARD_AVAILABLE_CENTS_SQL} AS "availableCents"
       FROM cards c LEFT JOIN accounts a ON a.account_id = c.linked_account_id
      WHERE c.profile_id = $1 ORDER BY c.position`,
    [profileId],
  );
  const deposits = await db.query<DepositRow>(`SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE profile_id = $1 ORDER BY position`, [
    profileId,
  ]);
  return {
    accounts: accounts.rows.map(({ balanceCents, ...account }) => ({ ...account, balance: euros(balanceCents) })),
    cards: cards.rows.map(({ panLast4, availableCents, ...card }) => ({
      ...card,
      maskedPan: `${MASKED_PAN_PREFIX}${panLast4}`,
      availableBalance: euros(availableCents),
    })),
    deposits: deposits.rows.map(toDeposit),
  };
}

interface AccountDetailRow extends AccountRow {
  openedOn: string;
  ownerName: string;
  coHolders: string[];
}

async function findAccountDetail(db: Queryable, profileId: string, accountId: string): Promise<AccountDetail | undefined> {
  // The first holder is the customer whose profile holds the account, by the name the bank has on record.
  const { rows } = await db.query<AccountDetailRow>(
    `SELECT a.account_id AS id, a.alias, a.iban, a.account_type AS type, a.balance_cents AS "balanceCents",
            to_char(a.opened_on, 'YYYY-MM-DD') AS "openedOn",
            concat_ws(' ', c.name, NULLIF(c.first_surname, ''), NULLIF(c.second_surname, '')) AS "ownerName",
            COALESCE((SELECT json_agg(h.full_name ORDER BY h.position) FROM account_co_holders h WHERE h.account_id = a.account_id),
                     '[]'::json) AS "coHolders"
       FROM accounts a
       JOIN profiles p ON p.profile_id = a.profile_id
       JOIN customers c ON c.person_id = p.person_id
      WHERE a.account_id = $1 AND a.profile_id = $2`,
    [accountId, profileId],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const { balanceCents, ownerName, coHolders, ...account } = row;
  return { kind: 'account', ...account, balance: euros(balanceCents), holders: [ownerName, ...coHolders] };
}

interface CardDetailRow {
  id: string;
  alias: string;
  brand: CardBrand;
  cardKind: CardKind;
  panLast4: string;
  status: CardStatus;
  availableCents: Cents;
  limitCents: Cents | null;
  linkedAccountId: string | null;
  spentCents: string;
  onlinePayments: boolean;
  abroadPayments: boolean;
  issuedOn: string;
}

async function findCardDetail(db: Queryable, profileId: string, cardId: string, month: CalendarMonth): Promise<CardDetail | undefined> {
  // Spent this month: what the card's movements of the month took, refunds taken off, never below
  // zero. A credit card's settlement repays what was spent: it is not a refund.
  const { rows } = await db.query<CardDetailRow>(
    `SELECT c.card_id AS id, c.alias, c.brand, c.kind AS "cardKind", c.pan_last4 AS "panLast4", c.status,
            ${CARD_AVAILABLE_CENTS_SQL} AS "availableCents", c.limit_cents AS "limitCents", c.linked_account_id AS "linkedAccountId",
            GREATEST(0, -COALESCE((SELECT SUM(m.amount_cents) FROM movements m
                                    WHERE m.card_id = c.card_id AND NOT m.settlement
                                      AND m.booked_on >= $3::date AND m.booked_on < $4::date), 0))::text
              AS "spentCents",
            c.online_payments AS "onlinePayments", c.abroad_payments AS "abroadPayments", to_char(c.issued_on, 'YYYY-MM-DD') AS "issuedOn"
       FROM cards c LEFT JOIN accounts a ON a.account_id = c.linked_account_id
      WHERE c.card_id = $1 AND c.profile_id = $2`,
    [cardId, profileId, month.firstDay, month.nextMonthFirstDay],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const { panLast4, availableCents, limitCents, spentCents, onlinePayments, abroadPayments, ...card } = row;
  return {
    kind: 'card',
    ...card,
    controls: { onlinePayments, abroadPayments },
    maskedPan: `${MASKED_PAN_PREFIX}${panLast4}`,
    availableBalance: euros(availableCents),
    limit: limitCents === null ? null : euros(limitCents),
    spentThisMonth: euros(spentCents),
  };
}

async function findDepositDetail(db: Queryable, profileId: string, depositId: string): Promise<DepositDetail | undefined> {
  const { rows } = await db.query<DepositRow>(`SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE deposit_id = $1 AND profile_id = $2`, [
    depositId,
    profileId,
  ]);
  const row = rows[0];
  return row === undefined ? undefined : { kind: 'deposit', ...toDeposit(row) };
}

/**
 * One product of a profile, by its id, with what the product's own page shows; undefined for an
 * id of no product's shape, an unknown one, and another profile's alike. `month` is the calendar
 * month a card's spending is counted in.
 */
export async function findProductDetail(
  db: Queryable,
  profileId: string,
  productId: string,
  month: CalendarMonth,
): Promise<ProductDetail | undefined> {
  switch (productKindOfId(productId)) {
    case 'account':
      return findAccountDetail(db, profileId, productId);
    case 'card':
      return findCardDetail(db, profileId, productId, month);
    case 'deposit':
      return findDepositDetail(db, profileId, productId);
    default:
      return undefined;
  }
}

/** Whether a profile holds a product, per kind of product. */
const PRODUCT_EXISTS_SQL: Readonly<Record<ProductKind, string>> = {
  account: 'SELECT EXISTS (SELECT 1 FROM accounts WHERE account_id = $1 AND profile_id = $2) AS found',
  card: 'SELECT EXISTS (SELECT 1 FROM cards WHERE card_id = $1 AND profile_id = $2) AS found',
  deposit: 'SELECT EXISTS (SELECT 1 FROM deposits WHERE deposit_id = $1 AND profile_id = $2) AS found',
};

/**
 * The kind of a product of a profile, or undefined for an id of no product's shape, an unknown one
 * and another profile's alike.
 */
export async function findProductKind(db: Queryable, profileId: string, productId: string): Promise<ProductKind | undefined> {
  const kind = productKindOfId(productId);
  if (kind === undefined) return undefined;
  const { rows } = await db.query<{ found: boolean }>(PRODUCT_EXISTS_SQL[kind], [productId, profileId]);
  return rows[0]?.found === true ? kind : undefined;
}
