import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../../db';
import { findCustomerByPersonId } from '../../../customers';
import { contractLoan, preContractFileName, preContractInformationHtml, quoteLoan, type ContractOutcome } from '../../../loans';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import { languageOfRequest } from '../../language';
import { requireBearer, requireCustomerSignature, type BearerEnv } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, readQuery, validate } from '../validation';

const HTTP_OK = 200;
const HTTP_CREATED = 201;
const CENTS_PER_UNIT = 100;
const BASIS_POINTS_PER_PERCENT = 100;
/** How far from a whole number of cents a typed amount may be: binary fractions are not exact. */
const CENT_TOLERANCE = 1e-6;
const ACCOUNT_ID = /^ACC-\d{4,12}$/;
/** The longest amount or term written in a query: a number of a few digits, never more. */
const MAX_QUERY_NUMBER_LENGTH = 12;

/** An amount of euros with at most two decimals. */
const euros = z
  .number({ error: 'amount debe ser un número.' })
  .positive({ error: 'amount debe ser mayor que 0.' })
  .refine((value) => Math.abs(value * CENTS_PER_UNIT - Math.round(value * CENTS_PER_UNIT)) < CENT_TOLERANCE, {
    error: 'amount admite como mucho dos decimales.',
  });
const periods = z.number({ error: 'periods debe ser un número de meses.' }).int({ error: 'periods debe ser un número entero de meses.' });
const accountId = z.string({ error: 'Falta accountId.' }).regex(ACCOUNT_ID, { error: 'accountId no es una cuenta.' });

const unknownKeys = (what: string) => (issue: { code?: string; keys?: string[]; input?: unknown }) =>
  issue.code === 'unrecognized_keys'
    ? `${what} desconocidos: ${(issue.keys ?? []).join(', ')}.`
    : issue.input === undefined
      ? 'Falta el cuerpo.'
      : 'El cuerpo debe ser un objeto JSON.';

const loanRequestSchema = z.strictObject(
  {
    amount: euros,
    periods,
    accountId,
    // The customer read the pre-contract information and accepted it and the terms (issue 38 §1).
    termsAccepted: z.literal(true, {
      error: 'Para contratar el préstamo tienes que aceptar la información precontractual y las condiciones.',
    }),
  },
  { error: unknownKeys('Campos') },
);

const quoteQuerySchema = z.strictObject(
  {
    amount: z
      .string({ error: 'Falta amount.' })
      .max(MAX_QUERY_NUMBER_LENGTH)
      .regex(/^\d+(\.\d{1,2})?$/, { error: 'amount no es un importe.' })
      .transform(Number),
    periods: z
      .string({ error: 'Falta periods.' })
      .max(MAX_QUERY_NUMBER_LENGTH)
      .regex(/^\d+$/, { error: 'periods no es un número de meses.' })
      .transform(Number),
    accountId,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Parámetros desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'La consulta no es válida.',
  },
);

/** Why a contract was refused: the whole transaction is rolled back, signature and offer included. */
class ContractRefusedError extends Error {
  override readonly name = 'ContractRefusedError';
  constructor(readonly outcome: Exclude<ContractOutcome, { kind: 'contracted' }>) {
    super(`The loan was not contracted: ${outcome.kind}`);
  }
}

/** The API's answer to a quote or contract the offer does not allow. */
function sendRefusal(c: Context, outcome: Exclude<ContractOutcome, { kind: 'contracted' }>): Response {
  switch (outcome.kind) {
    case 'held':
      return sendError(c, 'offers_held');
    case 'no_offer':
      return sendError(c, 'no_loan_offer');
    case 'account_not_found':
      return sendError(c, 'product_not_found');
    case 'out_of_range':
      return sendError(c, 'invalid_request', { message: outcome.message });
  }
}

/** The account, as the customer knows it, if the profile holds it: "Cuenta NÓMINA · 5671". */
async function accountNameOf(db: Database, profileId: string, accountId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ alias: string; iban: string }>(
    `SELECT alias, iban FROM accounts WHERE account_id = $1 AND profile_id = $2 AND account_type IN ('current', 'savings')`,
    [accountId, profileId],
  );
  const row = rows[0];
  return row === undefined ? undefined : `${row.alias} · ${row.iban.slice(-4)}`;
}

/**
 * The pre-approved loan, contracted as a Spanish bank's customer contracts it (issue 38 §1;
 * sandbox-api.md, Offers):
 *
 * - `GET /genoma_api/rest/loans/quote?amount=&periods=&accountId=` (bearer): the loan as it would
 *   be contracted today, every figure of the review (JSON), refused as the document below;
 * - `GET /genoma_api/rest/loans/pre-contract-information?amount=&periods=&accountId=` (bearer):
 *   the Standard European Consumer Credit Information of the loan as quoted today, an HTML
 *   document in the request's language, to open or keep; `409 no_loan_offer`, `409 offers_held`,
 *   `400 invalid_request` for an amount or term the offer does not lend, `404 product_not_found`
 *   for an account the profile does not hold.
 * - `POST /genoma_api/rest/loans` (bearer and XSRF, the customer's own): `{ amount, periods,
 *   accountId, termsAccepted: true }` with the step-up's ticket in `x-authentication-ticket`. A
 *   body without the acceptance is `400`; no ticket `403 step_up_required`; then, in one
 *   transaction, the ticket is spent (`401 invalid_ticket`), the offer taken and the money paid in:
 *   `201` the loan with every figure the customer reviewed. A refusal rolls it all back.
 */
export function registerLoanRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  /** The quote a query asks for, of the bearer's person, paid into an account of the bearer's profile. */
  async function quoteOf(c: Context<BearerEnv>) {
    const parameters = readQuery(c);
    const query = parameters.ok ? validate(quoteQuerySchema, parameters.data) : parameters;
    if (!query.ok) return { refusal: sendError(c, 'invalid_request', { message: query.message }) };
    const { personId, profileId } = c.get('principal');
    const account = await accountNameOf(ctx.db, profileId, query.data.accountId);
    if (account === undefined) return { refusal: sendError(c, 'product_not_found') };
    const quoted = await quoteLoan(
      ctx.db,
      { personId, amountCents: Math.round(query.data.amount * CENTS_PER_UNIT), periods: query.data.periods },
      ctx.now(),
    );
    if (quoted.kind !== 'quoted') return { refusal: sendRefusal(c, quoted) };
    return { quote: quoted.quote, account, accountId: query.data.accountId, personId };
  }

  api.get(API_PATHS.loanQuote, bearer, async (c) => {
    const quoted = await quoteOf(c);
    if ('refusal' in quoted) return quoted.refusal;
    const { quote } = quoted;
    return sendJson(c, {
      accountId: quoted.accountId,
      amount: quote.amountCents / CENTS_PER_UNIT,
      periods: quote.periods,
      tin: quote.tinBp / BASIS_POINTS_PER_PERCENT,
      tae: quote.taeBp / BASIS_POINTS_PER_PERCENT,
      monthlyAmount: quote.monthlyCents / CENTS_PER_UNIT,
      lastInstalment: (quote.totalOwedCents - quote.monthlyCents * (quote.periods - 1)) / CENTS_PER_UNIT,
      totalInterest: quote.totalInterestCents / CENTS_PER_UNIT,
      totalAmount: quote.totalOwedCents / CENTS_PER_UNIT,
      firstPaymentOn: quote.firstPaymentOn,
      lastPaymentOn: quote.lastPaymentOn,
      withdrawalUntil: quote.withdrawalUntil,
    });
  });

  api.get(API_PATHS.loanPreContractInformation, bearer, async (c) => {
    const quoted = await quoteOf(c);
    if ('refusal' in quoted) return quoted.refusal;
    const { personId, account } = quoted;
    const customer = await findCustomerByPersonId(ctx.db, personId);
    const customerName = [customer?.name, customer?.firstSurname, customer?.secondSurname].filter(Boolean).join(' ');
    const language = languageOfRequest(c);
    return c.body(preContractInformationHtml(quoted.quote, { account, customerName }, language), HTTP_OK, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${preContractFileName(language)}"`,
      'Content-Language': language,
    });
  });

  api.post(API_PATHS.loans, bearer, requireCustomerSignature, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(loanRequestSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const outcome = await ctx.db
      .transaction(async (tx) => {
        if (!(await spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs))) return 'invalid_ticket' as const;
        const contracted = await contractLoan(
          tx,
          {
            personId: principal.personId,
            profileId: principal.profileId,
            accountId: input.data.accountId,
            amountCents: Math.round(input.data.amount * CENTS_PER_UNIT),
            periods: input.data.periods,
          },
          nowMs,
        );
        if (contracted.kind !== 'contracted') throw new ContractRefusedError(contracted);
        return contracted.loan;
      })
      .catch((error: unknown) => {
        if (error instanceof ContractRefusedError) return error;
        throw error;
      });
    if (outcome === 'invalid_ticket') return sendError(c, 'invalid_ticket');
    if (outcome instanceof ContractRefusedError) return sendRefusal(c, outcome.outcome);
    return sendJson(c, outcome, HTTP_CREATED);
  });
}
