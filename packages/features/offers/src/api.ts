import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput, Schema } from '@bank-shell/core';
import { requestProducts } from '@bank-shell/core/signed-in';
import type { Products } from '@bank-shell/core/signed-in';

/** features.md §7's offer calls, verbatim. */
export const LOAN_OFFER_PATH = '/genoma_api/rest/sign-ups/prepare-loans-sign-up/1/';
export const OVERDRAFT_OFFER_PATH = '/genoma_api/rest/sign-ups/prepare-loans-sign-up/4/';
export const MORTGAGE_OFFER_PATH = '/genoma_api/rest/prescoring/mortgage/';
const CREDIT_LINE_PATH = '/genoma_api/rest/preconLc';
const CARD_LIMIT_PATH = '/genoma_api/rest/card-limits-campaing';
const PROMOTION_PATH = '/v2/promotions/eligibility';
/** Where a loan is quoted, documented and contracted (docs/sandbox-api.md, Offers). */
export const LOANS_PATH = '/genoma_api/rest/loans';
const LOAN_QUOTE_PATH = `${LOANS_PATH}/quote`;
const LOAN_PRE_CONTRACT_PATH = `${LOANS_PATH}/pre-contract-information`;
/** Where a signed call carries the step-up's ticket (shell.md §4, docs/step-up.md). */
const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';

const HTTP_CONFLICT = 409;
const HTTP_NOT_FOUND = 404;
const amount = v.number();
const rate = v.number();

const loanSchema = v.object({
  loanSubtype: v.string(),
  minLimitAmount: amount,
  maxLimitAmount: amount,
  amountTermRange: v.array(v.object({ amount, maxRange: v.number() })),
  legalInfo: v.object({ payrollInterest: rate, noPayrollInterest: rate, tae: rate, noPayrollTAE: rate, defaultTAE: rate }),
});

const overdraftSchema = v.object({
  minLimitAmount: amount,
  maxLimitAmount: amount,
  legalInfo: v.object({
    delayInterest: rate,
    noPayrollInterest: rate,
    payrollInterest: rate,
    unpaidReceiptCost: amount,
    unpaidComissionAmount: amount,
    tae: rate,
    tin: rate,
    noPayrollTAE: rate,
    defaultTAE: rate,
    openingAmount: amount,
    payoffCommission: rate,
    payoffCommissionLastYear: rate,
  }),
});

const mortgageSchema = v.object({ amount });
const creditLineSchema = v.object({
  campaignCod: v.string(),
  productCod: v.string(),
  productNumber: v.string(),
  limitAmount: amount,
  tin: rate,
  tae: rate,
});
const cardLimitSchema = v.object({ campaignId: v.string(), cardId: v.string(), currentLimit: amount, offeredLimit: amount });

const promotionSchema = v.object({
  promotionId: v.string(),
  name: v.string(),
  eligible: v.boolean(),
  applicability: v.array(v.record(v.unknown())),
});

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The loan as it would be contracted today: the review's figures (docs/sandbox-api.md, Offers). */
const loanQuoteSchema = v.object({
  accountId: v.string(),
  amount,
  periods: v.number(),
  tin: rate,
  tae: rate,
  monthlyAmount: amount,
  lastInstalment: amount,
  totalInterest: amount,
  totalAmount: amount,
  firstPaymentOn: day,
  lastPaymentOn: day,
  withdrawalUntil: day,
});

const createdLoanSchema = v.object({
  loanId: v.pipe(v.string(), v.regex(/^LOAN-[0-9A-F]{8}$/)),
  accountId: v.string(),
  amount,
  periods: v.number(),
  tin: rate,
  tae: rate,
  monthlyAmount: amount,
  totalInterest: amount,
  totalAmount: amount,
  contractedOn: day,
  firstPaymentOn: day,
  lastPaymentOn: day,
  withdrawalUntil: day,
  balanceAfter: amount,
});

export type LoanOffer = InferOutput<typeof loanSchema>;
export type OverdraftOffer = InferOutput<typeof overdraftSchema>;
export type MortgageOffer = InferOutput<typeof mortgageSchema>;
export type CreditLineOffer = InferOutput<typeof creditLineSchema>;
export type CardLimitOffer = InferOutput<typeof cardLimitSchema>;
export type { Products };
export type CreatedLoan = InferOutput<typeof createdLoanSchema>;
export type LoanQuote = InferOutput<typeof loanQuoteSchema>;

/**
 * One offer call (features.md §7): the offer, or null when there is none (`204`) or the bank
 * answers 409, which this path family swallows: no data. Any other failure propagates, for the
 * screen to say so. Offers are asked afresh: one accepted a moment ago is gone.
 */
async function fetchOffer<T>(http: HttpClient, path: string, schema: Schema<T>): Promise<T | null> {
  try {
    const body = await http.get(path, { cache: { useCache: false } });
    return body === null ? null : v.parse(schema, body);
  } catch (error) {
    if (error instanceof HttpError && error.status === HTTP_CONFLICT) return null;
    throw error;
  }
}

export const getLoanOffer = (http: HttpClient) => fetchOffer(http, LOAN_OFFER_PATH, loanSchema);
export const getOverdraftOffer = (http: HttpClient) => fetchOffer(http, OVERDRAFT_OFFER_PATH, overdraftSchema);
export const getMortgageOffer = (http: HttpClient) => fetchOffer(http, MORTGAGE_OFFER_PATH, mortgageSchema);

/**
 * Path parameters for promotion lookup are reduced to letters, digits, hyphen and underscore
 * (features.md §5); the same goes for the other offers' codes in a path or query.
 */
export function pathParameter(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '');
}

/** `preconLc?personId=0&campaignCod=…&productCod=…` (features.md §7): personId 0 is the session's person. */
export function getCreditLineOffer(http: HttpClient, campaignCod: string, productCod: string): Promise<CreditLineOffer | null> {
  const query = new URLSearchParams({ personId: '0', campaignCod: pathParameter(campaignCod), productCod: pathParameter(productCod) });
  return fetchOffer(http, `${CREDIT_LINE_PATH}?${query.toString()}`, creditLineSchema);
}

export function getCardLimitOffer(http: HttpClient, campaignId: string): Promise<CardLimitOffer | null> {
  return fetchOffer(http, `${CARD_LIMIT_PATH}/${pathParameter(campaignId)}/limit`, cardLimitSchema);
}

/** The customer's accounts and cards, from core's products provider: one source for every feature (features.md §7). */
export const getProducts = (http: HttpClient): Promise<Products> => requestProducts(http);

/** A promotion as the bank answers it, with its first applicability entry (features.md §3). */
export interface Promotion {
  readonly promotionId: string;
  readonly name: string;
  readonly eligible: boolean;
  readonly applicability: Readonly<Record<string, unknown>> | null;
}

/** `/v2/promotions/eligibility/{id}`, the id reduced to letters, digits, hyphen and underscore (features.md §5). */
export async function getPromotion(http: HttpClient, promotionId: string): Promise<Promotion | null> {
  const id = pathParameter(promotionId);
  if (id === '') throw new RangeError('A promotion id needs letters, digits, hyphens or underscores');
  try {
    const promotion = await fetchOffer(http, `${PROMOTION_PATH}/${id}`, promotionSchema);
    return promotion === null ? null : { ...promotion, applicability: promotion.applicability[0] ?? null };
  } catch (error) {
    // A promotion the bank no longer runs is none; any other failure propagates.
    if (error instanceof HttpError && error.status === HTTP_NOT_FOUND) return null;
    throw error;
  }
}

/** A loan the customer chose: how much, over how many months, paid into which account. */
export interface LoanChoice {
  readonly amount: number;
  readonly periods: number;
  readonly accountId: string;
}

const choiceQuery = ({ amount: euros, periods, accountId }: LoanChoice) =>
  new URLSearchParams({ amount: String(euros), periods: String(periods), accountId: pathParameter(accountId) }).toString();

/** The loan as the bank would contract it today: every figure of the review, from the bank. */
export async function getLoanQuote(http: HttpClient, choice: LoanChoice): Promise<LoanQuote> {
  return v.parse(loanQuoteSchema, await http.get(`${LOAN_QUOTE_PATH}?${choiceQuery(choice)}`, { cache: { useCache: false } }));
}

/** Where the Standard European Consumer Credit Information of the chosen loan is (an API path). */
export const preContractInformationPath = (choice: LoanChoice): string => `${LOAN_PRE_CONTRACT_PATH}?${choiceQuery(choice)}`;

/**
 * Contracts the loan (issue 38 §1): the customer accepted the pre-contract information and the
 * terms, and signed with the step-up, whose ticket goes with the call. The bank pays the money in.
 */
export async function contractLoan(http: HttpClient, choice: LoanChoice, ticket: string): Promise<CreatedLoan> {
  const { body } = await http.request(LOANS_PATH, {
    method: 'POST',
    json: { amount: choice.amount, periods: choice.periods, accountId: choice.accountId, termsAccepted: true },
    headers: { [AUTHENTICATION_TICKET_HEADER]: ticket },
    parse: (answer) => v.parse(createdLoanSchema, answer),
  });
  return body;
}
