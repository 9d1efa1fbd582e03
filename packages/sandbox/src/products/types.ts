/** What an account is for. */
export type AccountType = 'current' | 'savings' | 'business';
/** Card scheme. */
export type CardBrand = 'VISA' | 'MASTERCARD';
/** Whether a card draws on an account or on a credit line. */
export type CardKind = 'debit' | 'credit';

/** An amount in euros with two decimals (sandbox-api.md, Shapes). */
export interface Money {
  amount: number;
  currency: 'EUR';
}

/** An account as `GET /genoma_api/rest/products` shows it. */
export interface Account {
  id: string;
  alias: string;
  iban: string;
  type: AccountType;
  balance: Money;
}

/** A card as `GET /genoma_api/rest/products` shows it. */
export interface Card {
  id: string;
  alias: string;
  brand: CardBrand;
  kind: CardKind;
  /** "•••• 4821". */
  maskedPan: string;
  availableBalance: Money;
}

/** The products of one profile. */
export interface Products {
  accounts: Account[];
  cards: Card[];
}
