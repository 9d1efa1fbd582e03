import type { Money } from '../products';

/** The operation types (features.md §4.1, §9): login SCA, e-commerce, Bizum…, business. */
export const PENDING_OPERATION_TYPES = ['75', '76', '85', '91', '92', '94', '95', 'BUSINESS'] as const;

/** A pending operation's type code. */
export type PendingOperationType = (typeof PENDING_OPERATION_TYPES)[number];

/**
 * The channels an operation is confirmed on (features.md §9): 83 desktop/web, 86 mobile (the
 * native app). A type 75 operation is a desktop login (83) confirmed in the app.
 */
export const CHANNEL_CODES = [83, 86] as const;

/** A channel code of {@link CHANNEL_CODES}. */
export type ChannelCode = (typeof CHANNEL_CODES)[number];

/** Where an operation is: waiting for the customer, or decided once and for all. */
export type PendingOperationStatus = 'pending' | 'confirmed' | 'rejected';

/** What the customer decides. */
export type Decision = Exclude<PendingOperationStatus, 'pending'>;

/**
 * What {@link decidePendingOperation} did: decided it now, or found no such operation of the person,
 * or found it decided already.
 */
export type DecideOutcome = Decision | 'not_found' | 'decided';

/** `operationData` (docs/design/pending-contract.md, Shape): the fields of the operation's type only. */
export interface OperationData {
  channelCode: ChannelCode;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** 75, 91, 92: "Chrome en Windows". */
  device?: string;
  /** 75, 91, 92: "Madrid, España". */
  place?: string;
  /** 76, 85: "Zapatería Sol". */
  merchant?: string;
  /** 76: the country of the shop, ISO 3166-1 alpha-2 ("ES"): a card whose use abroad is off pays none but the bank's own. */
  merchantCountry?: string;
  /** 76, 85. */
  amount?: Money;
  /** 76: "Tarjeta Débito". */
  cardAlias?: string;
  /** 76: "•••• 4821". */
  maskedPan?: string;
  /**
   * 76: the customer's card it is paid with ("CRD-0007"), for the customer to block it when they
   * do not recognise the payment (issue 38 §1); absent for a card the customer does not hold.
   */
  cardId?: string;
  /** 94, 95, BUSINESS: what is being confirmed, in Spanish. */
  description?: string;
}

/** A pending operation as `GET …/mobileconfirmation/pending-operations` lists it. */
export interface PendingOperation {
  /** A random UUID. */
  secProcessId: string;
  personId: string;
  type: PendingOperationType;
  operationData: OperationData;
  /** BUSINESS only: a route path of the shell, e.g. "posicion-global". */
  destination?: string;
}

/** An operation with its status, as the back-office page lists it. */
export interface PendingOperationRecord extends PendingOperation {
  status: PendingOperationStatus;
  /** ISO-8601 UTC; null while pending. */
  decidedAt: string | null;
}

/** What creating an operation takes. Fields that do not belong to its type are not stored. */
export interface NewPendingOperation {
  personId: string;
  type: PendingOperationType;
  channelCode: ChannelCode;
  device?: string | undefined;
  place?: string | undefined;
  merchant?: string | undefined;
  /** ISO 3166-1 alpha-2, upper case. */
  merchantCountry?: string | undefined;
  /** Whole cents, more than zero. */
  amountCents?: number | undefined;
  cardAlias?: string | undefined;
  /** The card's last four digits: the only part of a card number the sandbox holds. */
  panLast4?: string | undefined;
  description?: string | undefined;
  destination?: string | undefined;
}
