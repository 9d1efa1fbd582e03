/**
 * Pre-approved offers (features.md §3, §7): the terms of each kind in the spec's shape, and what
 * the sandbox adds where the spec says nothing (the credit line's and the card limit's terms).
 */
export const OFFER_KINDS = ['loan', 'overdraft', 'mortgage', 'credit-line', 'card-limit'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** features.md §3, "Pre-approved loan". Amounts in euros, rates in percent a year. */
export interface LoanTerms {
  /** `TX`: the customer's payroll is paid in (the payroll interest applies). */
  loanSubtype: string;
  /** The sandbox's addition: the least it lends. */
  minLimitAmount: number;
  maxLimitAmount: number;
  amountTermRange: { amount: number; maxRange: number }[];
  legalInfo: { payrollInterest: number; noPayrollInterest: number; tae: number; noPayrollTAE: number; defaultTAE: number };
}

/** features.md §3, "Pre-approved overdraft". */
export interface OverdraftTerms {
  minLimitAmount: number;
  maxLimitAmount: number;
  legalInfo: {
    delayInterest: number;
    noPayrollInterest: number;
    payrollInterest: number;
    unpaidReceiptCost: number;
    unpaidComissionAmount: number;
    tae: number;
    tin: number;
    noPayrollTAE: number;
    defaultTAE: number;
    openingAmount: number;
    payoffCommission: number;
    payoffCommissionLastYear: number;
  };
}

/** features.md §3, "Pre-approved mortgage". */
export interface MortgageTerms {
  amount: number;
}

/** The sandbox's shape (features.md §7 names the call only): a credit line for one of the customer's products. */
export interface CreditLineTerms {
  campaignCod: string;
  productCod: string;
  /** The product it is for: matched on its trailing digits (features.md §3, "Product"). */
  productNumber: string;
  limitAmount: number;
  tin: number;
  tae: number;
}

/** The sandbox's shape: a higher limit for one of the customer's credit cards. */
export interface CardLimitTerms {
  campaignId: string;
  cardId: string;
  currentLimit: number;
  offeredLimit: number;
}

export interface OfferTermsByKind {
  loan: LoanTerms;
  overdraft: OverdraftTerms;
  mortgage: MortgageTerms;
  'credit-line': CreditLineTerms;
  'card-limit': CardLimitTerms;
}

/** What the bank answers an offer call: the terms, none (`null`), or a hold (409). */
export type OfferAnswer<K extends OfferKind> = { kind: 'held' } | { kind: 'none' } | { kind: 'offer'; terms: OfferTermsByKind[K] };

/** A promotion's window (features.md §3: "applicability: a list whose first entry is used"). */
export interface PromotionApplicability {
  startDate: string;
  endDate: string;
  bonusAmount: number;
  condition: string;
  /** The condition in English, for a customer who reads the app in English (issue 42 §2). */
  conditionEnGb?: string;
}
