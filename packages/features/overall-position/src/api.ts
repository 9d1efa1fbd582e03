import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput, Schema } from '@bank-shell/core';
import { defineApiCall } from '@bank-shell/core/api';
import { PRODUCTS_PATH, depositSchema, loanSchema, requestClient, requestProducts } from '@bank-shell/core/signed-in';
import type { Client, ProductAccount, ProductCard, ProductDeposit, ProductLoan, Products } from '@bank-shell/core/signed-in';

const money = v.object({ amount: v.number(), currency: v.pipe(v.string(), v.length(3)) });
const calendarDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'));

// A deposit's and a loan's pages add to what the products list of them (core's products provider).
const depositEntries = depositSchema.entries;
const loanEntries = loanSchema.entries;

const movementSchema = v.object({
  id: v.string(),
  productId: v.string(),
  productKind: v.picklist(['account', 'card']),
  productAlias: v.string(),
  bookedOn: calendarDay,
  concept: v.string(),
  amount: money,
  balanceAfter: v.nullable(money),
});

const movementsSchema = v.object({ movements: v.array(movementSchema) });

const accountDetailSchema = v.object({
  kind: v.picklist(['account']),
  id: v.string(),
  alias: v.string(),
  iban: v.string(),
  type: v.string(),
  balance: money,
  holders: v.array(v.string()),
  openedOn: calendarDay,
});

/** What a card may be used for (issue 42 §4), as the card's page and the change of it answer. */
const cardControlsSchema = v.object({ onlinePayments: v.boolean(), abroadPayments: v.boolean() });

const cardDetailSchema = v.object({
  kind: v.picklist(['card']),
  id: v.string(),
  alias: v.string(),
  brand: v.string(),
  cardKind: v.picklist(['debit', 'credit']),
  maskedPan: v.string(),
  status: v.picklist(['active', 'blocked']),
  availableBalance: money,
  limit: v.nullable(money),
  spentThisMonth: money,
  linkedAccountId: v.nullable(v.string()),
  // Optional: a bank that does not say them yet still shows the card, without its controls and
  // statements (issue 42 §4).
  controls: v.optional(cardControlsSchema),
  issuedOn: v.optional(calendarDay),
});

const depositDetailSchema = v.object({ kind: v.picklist(['deposit']), ...depositEntries });

/** One of the three shapes of `GET …/products/{productId}`, told apart by `kind`. */
const productDetailSchema: Schema<AccountDetail | CardDetail | DepositDetail> = {
  run: (input, path, issues) => {
    const kind = typeof input === 'object' && input !== null ? (input as { kind?: unknown }).kind : undefined;
    const schema = kind === 'card' ? cardDetailSchema : kind === 'deposit' ? depositDetailSchema : accountDetailSchema;
    return schema.run(input, path, issues);
  },
};

/** A loan's own page: its figures, the right of withdrawal, and the repayment schedule (sandbox-api.md, Offers). */
const loanDetailSchema = v.object({
  kind: v.picklist(['loan']),
  ...loanEntries,
  periods: v.number(),
  tin: v.number(),
  tae: v.number(),
  totalInterest: money,
  totalAmount: money,
  contractedOn: calendarDay,
  firstPaymentOn: calendarDay,
  lastPaymentOn: calendarDay,
  withdrawalUntil: calendarDay,
  schedule: v.array(
    v.object({ number: v.number(), dueOn: calendarDay, instalment: money, interest: money, principal: money, outstandingAfter: money }),
  ),
});

const productMovementsSchema = v.object({
  movements: v.array(movementSchema),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
});

const cardStatusSchema = v.object({ id: v.string(), status: v.picklist(['active', 'blocked']) });
const accessSchema = v.object({ lastAccessAt: v.nullable(v.string()) });
const inboxSummarySchema = v.object({ unread: v.number() });
const personalManagerSchema = v.object({ name: v.string(), phone: v.string(), email: v.string(), office: v.string() });

export type Money = InferOutput<typeof money>;
export type Movement = InferOutput<typeof movementSchema>;
export type { Products };
export type Account = ProductAccount;
export type Card = ProductCard;
export type Deposit = ProductDeposit;
export type Loan = ProductLoan;
export type LoanDetail = InferOutput<typeof loanDetailSchema>;
export type AccountDetail = InferOutput<typeof accountDetailSchema>;
export type CardDetail = InferOutput<typeof cardDetailSchema>;
export type DepositDetail = InferOutput<typeof depositDetailSchema>;
export type ProductDetail = AccountDetail | CardDetail | DepositDetail;
export type MovementPage = InferOutput<typeof productMovementsSchema>;
export type CardStatus = CardDetail['status'];
export type CardControls = InferOutput<typeof cardControlsSchema>;
export type PersonalManager = InferOutput<typeof personalManagerSchema>;

export type { Client };

/** Client record (features.md §7). */
export const CLIENT_PATH = '/genoma_api/rest/client';
/** A client record the page cannot read is tolerated (features.md §7): told to the developers only. */
const reportClientFailure = (error: unknown) => console.warn('Client record not read', error);
/** Accounts, cards, deposits and loans of the active profile (sandbox-api.md; docs/design/overview-contract.md, Products). */
export { PRODUCTS_PATH };
/** The person's previous completed login (docs/design/overview-contract.md, Client extras). */
export const ACCESS_PATH = '/genoma_api/rest/client/access';
/** How many unread messages the inbox holds (docs/design/overview-contract.md, Client extras). */
export const INBOX_SUMMARY_PATH = '/genoma_api/rest/inbox/summary';
/** An affluent person's manager; 404 `no_personal_manager` for others (docs/design/overview-contract.md). */
export const PERSONAL_MANAGER_PATH = '/genoma_api/rest/client/personal-manager';

/** How many of the latest movements the overview lists. */
export const LATEST_MOVEMENTS_COUNT = 6;
/** The latest movements of the active profile's accounts and cards (docs/sandbox-api.md, Movements). */
export const MOVEMENTS_PATH = `/genoma_api/rest/movements?limit=${LATEST_MOVEMENTS_COUNT}`;
/** Movements per page on a product's movements page. @default 20 (issue 18 §4) */
export const MOVEMENTS_PAGE_SIZE = 20;
/** How many movements a product's detail shows before "see all". */
export const DETAIL_MOVEMENTS_COUNT = 5;
/** The longest search text the bank takes (docs/design/overview-contract.md: q ≤ 64 chars). */
export const SEARCH_MAX_LENGTH = 64;

export const getMovements = defineApiCall({ method: 'GET', path: MOVEMENTS_PATH, response: movementsSchema });

/**
 * The client (features.md §3, §7) as core's client model reads it: its names tidied, its age and
 * nameUri derived on `today`. A failed call, or an answer that is no client, is the empty client
 * (a greeting without a name, no age).
 */
export function getClient(http: HttpClient, today: Date = new Date()): Promise<Client> {
  return requestClient(http, today, reportClientFailure);
}

/** The customer's products, from core's products provider: one source for every feature (features.md §7). */
export const getProducts = (http: HttpClient): Promise<Products> => requestProducts(http);

export const getAccess = defineApiCall({ method: 'GET', path: ACCESS_PATH, response: accessSchema });

export const getInboxSummary = defineApiCall({ method: 'GET', path: INBOX_SUMMARY_PATH, response: inboxSummarySchema });

/** `GET …/client/personal-manager`: the manager, or null when the bank says the person has none (404). */
export async function getPersonalManager(http: HttpClient): Promise<PersonalManager | null> {
  try {
    return await requestPersonalManager(http);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
const requestPersonalManager = defineApiCall({ method: 'GET', path: PERSONAL_MANAGER_PATH, response: personalManagerSchema });

/** `GET …/products/{productId}`: an account, a card or a deposit of the active profile. */
/** A loan's page (`GET …/products/{loanId}`): what is owed, the figures and the schedule. */
export const getLoan = defineApiCall({
  method: 'GET',
  path: `${PRODUCTS_PATH}/:loanId`,
  request: v.object({ loanId: v.pipe(v.string(), v.regex(/^LOAN-[0-9A-F]{8}$/)) }),
  response: loanDetailSchema,
});

export const getProduct = defineApiCall({
  method: 'GET',
  path: `${PRODUCTS_PATH}/:productId`,
  request: v.object({ productId: v.pipe(v.string(), v.minLength(1)) }),
  response: productDetailSchema,
});

/** What a movements page asks for: empty filters are left out of the query, not sent empty. */
export interface MovementQuery {
  readonly productId: string;
  readonly page: number;
  readonly q?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const requestProductMovements = defineApiCall({
  method: 'GET',
  path: `${PRODUCTS_PATH}/:productId/movements`,
  request: v.object({
    productId: v.pipe(v.string(), v.minLength(1)),
    page: v.pipe(v.number(), v.minValue(1)),
    pageSize: v.number(),
    q: v.optional(v.string()),
    from: v.optional(calendarDay),
    to: v.optional(calendarDay),
  }),
  response: productMovementsSchema,
});

/**
 * `GET …/products/{productId}/movements?page=&pageSize=&q=&from=&to=`, newest first. The bank
 * refuses unknown and malformed parameters (400), so a filter with nothing in it is not sent.
 */
export function getProductMovements(http: HttpClient, query: MovementQuery, pageSize = MOVEMENTS_PAGE_SIZE): Promise<MovementPage> {
  const q = query.q?.trim();
  return requestProductMovements(http, {
    productId: query.productId,
    page: query.page,
    pageSize,
    ...(q ? { q } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  });
}

/** What pressing block or unblock asks the bank for: the last segment of the call's path. */
export type CardAction = 'block' | 'unblock';

/** An id that is one plain path segment; the bank's are `CRD-…`. */
const PATH_SAFE_ID = /^[A-Za-z0-9_-]+$/;

/**
 * `POST /genoma_api/rest/cards/{cardId}/block` or `/unblock` (no body; the API client adds the
 * bearer and the XSRF header, and empties the profile's GET cache once it succeeds, so the next
 * detail shows the card as the bank has it). Resolves with the status the bank answers.
 *
 * @throws `HttpError` (404 for an unknown or foreign card), `NetworkError`, or `ApiContractError`
 */
export async function changeCardStatus(http: HttpClient, cardId: string, action: CardAction): Promise<CardStatus> {
  if (!PATH_SAFE_ID.test(cardId)) throw new RangeError('Not a card id');
  const call = defineApiCall({ method: 'POST', path: `/genoma_api/rest/cards/${cardId}/${action}`, response: cardStatusSchema });
  const { status } = await call(http);
  return status;
}

/**
 * Unblocking gives a card back its use, so the bank asks for a one-time password: it is a security
 * process (features.md §4.10) the shell runs, and this is the call it makes once the customer typed
 * the code. `POST /genoma_api/rest/cards/{cardId}/unblock`.
 */
export function cardUnblockCall(cardId: string) {
  if (!PATH_SAFE_ID.test(cardId)) throw new RangeError('Not a card id');
  return {
    securityUrl: `/genoma_api/rest/cards/${cardId}/unblock`,
    method: 'POST',
    processId: false,
    safValidation: true,
    payload: '',
    securityOptions: {},
  } as const;
}

/** The bank's answer to the unblock, as the security process hands it over: the card's status now. */
export function cardStatusOf(result: unknown): CardStatus {
  return v.parse(cardStatusSchema, result).status;
}

/**
 * The range of a credit card's limit the bank takes, in whole euros (sandbox-api.md, Card limit):
 * checked here too, so that the customer hears of a wrong amount before being asked for a code.
 */
export const CARD_LIMIT_MIN_EUR = 500;
/** See {@link CARD_LIMIT_MIN_EUR}. */
export const CARD_LIMIT_MAX_EUR = 20_000;
/** Where a sensitive call carries its step-up ticket (docs/step-up.md). */
export const AUTHENTICATION_TICKET_HEADER = 'x-authentication-ticket';

const cardLimitSchema = v.object({ id: v.string(), limit: money, availableBalance: money });
export type CardLimitChange = Omit<InferOutput<typeof cardLimitSchema>, 'id'>;

/** Whether a typed limit is whole euros within the bank's range. */
export function isValidCardLimit(limitEur: number): boolean {
  return Number.isInteger(limitEur) && limitEur >= CARD_LIMIT_MIN_EUR && limitEur <= CARD_LIMIT_MAX_EUR;
}

/**
 * `PUT /genoma_api/rest/cards/{cardId}/limit` with `{ limit }` and the step-up's ticket in
 * `x-authentication-ticket` (the API client adds the bearer and the XSRF header, and empties the
 * profile's GET cache once it succeeds). Resolves with the limit and what is available now.
 *
 * @throws `HttpError` (403 step_up_required, 401 invalid_ticket, 400, 404, 409 not_a_credit_card), `NetworkError`
 */
export async function changeCardLimit(http: HttpClient, cardId: string, limitEur: number, ticket: string): Promise<CardLimitChange> {
  if (!PATH_SAFE_ID.test(cardId)) throw new RangeError('Not a card id');
  const { body } = await http.request(`/genoma_api/rest/cards/${cardId}/limit`, {
    method: 'PUT',
    json: { limit: limitEur },
    headers: { [AUTHENTICATION_TICKET_HEADER]: ticket },
    parse: (answer) => v.parse(cardLimitSchema, answer),
  });
  return { limit: body.limit, availableBalance: body.availableBalance };
}

/** The bank's error code of a refused call (`{ error }`), when it sent one. */
export function bankErrorCode(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const code = (error.body as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : null;
}

/** The name of what a security process's `approvalError` receives when it was cancelled (docs/security-processes.md). */
const SECURITY_PROCESS_CANCELLED = 'SecurityProcessCancelled';

/** Whether a security process ended because the customer (or the shell) cancelled it. */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === SECURITY_PROCESS_CANCELLED;
}

const HTTP_NOT_FOUND = 404;

/** Whether the bank said 404: an unknown id, a malformed one or another profile's (docs/design/overview-contract.md). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === HTTP_NOT_FOUND;
}

/** Spaced in groups of four, as printed on Spanish statements. */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** features.md §7: the bank's card campaigns, as constants. */
export const CARD_CAMPAIGNS_PATH = '/genoma_api/rest/constants?resources=card-campaigns';
/** features.md §7: the card limit a campaign offers (`campaing`, as the bank spells it). */
const CARD_LIMIT_OFFER_PATH = '/genoma_api/rest/card-limits-campaing';
const HTTP_CONFLICT = 409;

const cardCampaignsSchema = v.object({
  'card-campaigns': v.array(v.object({ campaignId: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{1,40}$/)), kind: v.string(), name: v.string() })),
});
const cardLimitOfferSchema = v.object({ campaignId: v.string(), cardId: v.string(), currentLimit: v.number(), offeredLimit: v.number() });

/** A campaign that offers this card a higher limit: its name and the limit offered, in euros. */
export interface CardLimitCampaign {
  campaignId: string;
  name: string;
  offeredLimitEur: number;
}

/**
 * The card-limit campaign of a card, if the bank has one for it (features.md §7: the card
 * campaigns' constants, then each card-limit campaign's offer, which names its card). `204`, and
 * `409` of the offers' path family, are no offer; a failure is no campaign either: the card's page
 * shows without it.
 */
export async function getCardLimitCampaign(http: HttpClient, cardId: string): Promise<CardLimitCampaign | null> {
  try {
    const constants = v.parse(cardCampaignsSchema, await http.get(CARD_CAMPAIGNS_PATH));
    const campaigns = constants['card-campaigns'].filter((campaign) => campaign.kind === 'card-limit');
    const offers = await Promise.all(
      campaigns.map(async (campaign) => {
        try {
          const body = await http.get(`${CARD_LIMIT_OFFER_PATH}/${campaign.campaignId}/limit`, { cache: { useCache: false } });
          return body === null ? null : { campaign, offer: v.parse(cardLimitOfferSchema, body) };
        } catch (error) {
          if (error instanceof HttpError && error.status === HTTP_CONFLICT) return null;
          throw error;
        }
      }),
    );
    const found = offers.find(
      (entry) => entry !== null && entry.offer.cardId === cardId && entry.offer.offeredLimit > entry.offer.currentLimit,
    );
    return found ? { campaignId: found.campaign.campaignId, name: found.campaign.name, offeredLimitEur: found.offer.offeredLimit } : null;
  } catch (error) {
    console.warn('Card campaigns not read', error);
    return null;
  }
}

/** features.md §7's calls for what the bank waits for from the customer (docs/sandbox-api.md, Bank data). */
export const CDD_DATA_PATH = '/genoma_api/rest/cdddata';
export const PLAN_PENDING_INPUT_PATH = '/genoma_api/rest/plan-pending-input';
export const PROPOSAL_DATA_PATH = '/genoma_api/rest/proposalData';

const cddDataSchema = v.object({ nextReviewOn: calendarDay, pendingDocuments: v.array(v.string()) });
const pendingInputsSchema = v.object({
  plans: v.array(v.object({ planId: v.string(), name: v.string(), pendingAmount: v.number(), deadline: calendarDay })),
});
const proposalsSchema = v.object({
  proposals: v.array(v.object({ proposalId: v.string(), title: v.string(), amount: v.nullable(v.number()), validUntil: calendarDay })),
});

export type PendingPlanInput = InferOutput<typeof pendingInputsSchema>['plans'][number];
export type Proposal = InferOutput<typeof proposalsSchema>['proposals'][number];

/** What the bank waits for from the customer: documents for the review of their details, pension contributions, proposals to answer. */
export interface CustomerTasks {
  review: { documents: readonly string[]; dueOn: string } | null;
  plans: readonly PendingPlanInput[];
  proposals: readonly Proposal[];
}

/**
 * The customer's tasks from `cdddata`, `plan-pending-input` and `proposalData` (features.md §7):
 * each call on its own, a failed one (or `204`, nothing on file) giving none of its tasks, so
 * that one of them failing hides nothing else.
 */
export async function getCustomerTasks(http: HttpClient): Promise<CustomerTasks> {
  const [review, plans, proposals] = await Promise.all([
    http.get(CDD_DATA_PATH).then(
      (body) => {
        if (body === null) return null;
        const cdd = v.parse(cddDataSchema, body);
        return cdd.pendingDocuments.length > 0 ? { documents: cdd.pendingDocuments, dueOn: cdd.nextReviewOn } : null;
      },
      () => null,
    ),
    http.get(PLAN_PENDING_INPUT_PATH).then(
      (body) => v.parse(pendingInputsSchema, body).plans.filter((plan) => plan.pendingAmount > 0),
      () => [],
    ),
    http.get(PROPOSAL_DATA_PATH).then(
      (body) => v.parse(proposalsSchema, body).proposals,
      () => [],
    ),
  ]);
  return { review, plans, proposals };
}
