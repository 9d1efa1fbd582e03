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

/** Whether a card can be used: its holder blocks and unblocks it. */
export type CardStatus = 'active' | 'blocked';

/** Where a card pays: its holder turns each on and off from the card's page (issue 42 §4). */
export interface CardControls {
  /** Purchases on the internet (a shop's card payment, pending operation type 76). */
  onlinePayments: boolean;
  /** Payments and cash withdrawals outside Spain. */
  abroadPayments: boolean;
}

/** A term deposit as `GET /genoma_api/rest/products` shows it (docs/design/overview-contract.md, Products). */
export interface Deposit {
  /** `DEP-…`. */
  id: string;
  alias: string;
  balance: Money;
  /** `YYYY-MM-DD`. */
  maturityOn: string;
  /** Percent a year, e.g. 2.25. */
  interestRate: number;
}

/** The products of one profile. */
export interface Products {
  accounts: Account[];
  cards: Card[];
  deposits: Deposit[];
}

/** One account with its holders and opening day (`GET /genoma_api/rest/products/{productId}`). */
export interface AccountDetail extends Account {
  kind: 'account';
  /** Full names, the customer first. */
  holders: string[];
  /** `YYYY-MM-DD`. */
  openedOn: string;
}

/** One card with its state, limit and spending (`GET /genoma_api/rest/products/{productId}`). */
export interface CardDetail {
  kind: 'card';
  id: string;
  alias: string;
  brand: CardBrand;
  cardKind: CardKind;
  maskedPan: string;
  status: CardStatus;
  availableBalance: Money;
  /** A credit card's limit; null for a debit card. */
  limit: Money | null;
  /** What the card's movements took this calendar month (Madrid), refunds taken off. */
  spentThisMonth: Money;
  linkedAccountId: string | null;
  controls: CardControls;
  /** `YYYY-MM-DD`: the card's statements start that month. */
  issuedOn: string;
}

/** One deposit (`GET /genoma_api/rest/products/{productId}`). */
export interface DepositDetail extends Deposit {
  kind: 'deposit';
}

/** What `GET /genoma_api/rest/products/{productId}` answers. */
export type ProductDetail = AccountDetail | CardDetail | DepositDetail;

/** The kinds of product a profile holds. */
export type ProductKind = ProductDetail['kind'];
