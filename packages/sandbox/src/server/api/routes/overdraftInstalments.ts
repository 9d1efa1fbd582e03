import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  OVERDRAFT_INSTALMENT_PERIODS,
  quoteOverdraftInstalments,
  splitOverdraft,
  type InstalmentOutcome,
  type OverdraftRefusal,
  type OverdraftQuote,
} from '../../../overdraftInstalments';
import { euros } from '../../../products';
import { AUTHENTICATION_TICKET_HEADER, spendStepUpTicket } from '../../../stepUpTickets';
import { requireBearer, requireCustomerSignature } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import {
  ACCOUNT_ID_PATTERN,
  CENTS_PER_EURO,
  centsOf,
  eurosField,
  idempotencyKeyOf,
  readJsonBody,
  readQuery,
  validate,
} from '../validation';

const HTTP_OK = 200;
const HTTP_CREATED = 201;
const BASIS_POINTS_PER_PERCENT = 100;

const accountId = z.string({ error: 'Falta accountId.' }).regex(ACCOUNT_ID_PATTERN, { error: 'accountId no es una cuenta.' });

const periodsText = OVERDRAFT_INSTALMENT_PERIODS.join(', ').replace(/, (\d+)$/, ' o $1');

const orderSchema = z.strictObject(
  {
    accountId,
    // The overdraft the customer reviewed: the bank splits it only if it is still the account's.
    amount: eurosField,
    // The bank's accounts and loans are in euros.
    currency: z.literal('EUR', { error: 'Solo se fraccionan descubiertos en euros (EUR).' }).optional(),
    periods: z
      .number({ error: `periods debe ser ${periodsText} meses.` })
      .refine((value) => (OVERDRAFT_INSTALMENT_PERIODS as readonly number[]).includes(value), {
        error: `periods debe ser ${periodsText} meses.`,
      })
      .transform((value) => value as (typeof OVERDRAFT_INSTALMENT_PERIODS)[number]),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.`
        : issue.input === undefined
          ? 'Falta el cuerpo.'
          : 'El cuerpo debe ser un objeto JSON.',
  },
);

const quoteQuerySchema = z.strictObject(
  { accountId },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Parámetros desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'La consulta no es válida.',
  },
);

/** The answer to an overdraft the bank does not quote or split. */
function sendRefusal(c: Context, refusal: OverdraftRefusal): Response {
  switch (refusal.kind) {
    case 'account_not_found':
      return sendError(c, 'product_not_found');
    case 'not_overdrawn':
      return sendError(c, 'account_not_overdrawn');
    case 'out_of_range':
      return sendError(c, 'overdraft_out_of_range', { message: refusal.message });
    case 'amount_changed':
      return sendError(c, 'overdraft_changed', { details: { overdrawnAmount: refusal.overdrawnCents / CENTS_PER_EURO } });
  }
}

/** A quote as the API answers it: euros, and rates in percent. */
function quoteAnswer(quote: OverdraftQuote) {
  return {
    accountId: quote.accountId,
    overdrawn: euros(quote.overdrawnCents),
    tin: quote.tinBp / BASIS_POINTS_PER_PERCENT,
    tae: quote.taeBp / BASIS_POINTS_PER_PERCENT,
    contractedOn: quote.contractedOn,
    withdrawalUntil: quote.withdrawalUntil,
    plans: quote.plans.map((plan) => ({
      periods: plan.periods,
      monthlyAmount: euros(plan.monthlyCents),
      lastInstalment: euros(plan.lastInstalmentCents),
      totalInterest: euros(plan.totalInterestCents),
      totalAmount: euros(plan.totalOwedCents),
      firstPaymentOn: plan.firstPaymentOn,
      lastPaymentOn: plan.lastPaymentOn,
    })),
  };
}

/** Why a signed split was not made: thrown, so that the transaction rolls back the spent signature. */
class SplitRefusedError extends Error {
  override readonly name = 'SplitRefusedError';
  constructor(readonly refusal: OverdraftRefusal) {
    super(`The overdraft was not split: ${refusal.kind}`);
  }
}

/**
 * An overdraft split into instalments (issue 41 §5; sandbox-api.md, Overdraft instalments), on the
 * bearer's own accounts:
 *
 * - `GET /genoma_api/rest/overdraft-instalments/quote?accountId=`: how far the account is below
 *   zero, and the plans the bank offers for it today (3, 6 or 12 months at a fixed rate), every
 *   figure the customer reviews; moves nothing. `404 product_not_found` for an account the profile
 *   does not hold, `409 account_not_overdrawn`, `422 overdraft_out_of_range`.
 * - `POST /genoma_api/rest/overdraft-instalments` (the customer's own, never an agent's):
 *   `{ accountId, amount, periods }`, the amount the overdraft the customer reviewed, with the
 *   step-up's ticket and an `Idempotency-Key`. `201` the loan made and the account back at zero;
 *   the same key and order again, `200` the same; the same key with another order,
 *   `422 idempotency_key_reused`; an amount that is not the account's overdraft now,
 *   `409 overdraft_changed` with the one it is. A refusal rolls everything back, signature included.
 */
export function registerOverdraftInstalmentRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  api.get(API_PATHS.overdraftInstalmentsQuote, bearer, async (c) => {
    const parameters = readQuery(c);
    const query = parameters.ok ? validate(quoteQuerySchema, parameters.data) : parameters;
    if (!query.ok) return sendError(c, 'invalid_request', { message: query.message });
    const quoted = await quoteOverdraftInstalments(
      ctx.db,
      { profileId: c.get('principal').profileId, accountId: query.data.accountId },
      ctx.now(),
    );
    if (quoted.kind !== 'quoted') return sendRefusal(c, quoted);
    return sendJson(c, quoteAnswer(quoted.quote));
  });

  api.post(API_PATHS.overdraftInstalments, bearer, requireCustomerSignature, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(orderSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const idempotencyKey = idempotencyKeyOf(c);
    if (idempotencyKey === undefined) {
      return sendError(c, 'invalid_request', { message: 'Falta la cabecera Idempotency-Key con un UUID que identifique esta orden.' });
    }
    const ticket = c.req.header(AUTHENTICATION_TICKET_HEADER)?.trim() ?? '';
    if (ticket === '') return sendError(c, 'step_up_required');
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const outcome: InstalmentOutcome = await ctx.db
      .transaction(async (tx) => {
        const split = await splitOverdraft(
          tx,
          {
            personId: principal.personId,
            profileId: principal.profileId,
            accountId: input.data.accountId,
            amountCents: centsOf(input.data.amount),
            periods: input.data.periods,
            idempotencyKey,
          },
          () => spendStepUpTicket(tx, ticket, principal.sessionHash, principal.personId, nowMs),
          nowMs,
        );
        if (split.kind === 'split' || split.kind === 'replayed' || split.kind === 'key_reused' || split.kind === 'invalid_ticket') {
          return split;
        }
        throw new SplitRefusedError(split);
      })
      .catch((error: unknown) => {
        if (error instanceof SplitRefusedError) return error.refusal;
        throw error;
      });
    switch (outcome.kind) {
      case 'split':
        return sendJson(c, outcome.split, HTTP_CREATED);
      case 'replayed':
        return sendJson(c, outcome.split, HTTP_OK);
      case 'key_reused':
        return sendError(c, 'idempotency_key_reused', {
          message: 'Esa clave de idempotencia ya se usó para otra orden: una orden nueva necesita una clave nueva.',
        });
      case 'invalid_ticket':
        return sendError(c, 'invalid_ticket');
      default:
        return sendRefusal(c, outcome);
    }
  });
}
