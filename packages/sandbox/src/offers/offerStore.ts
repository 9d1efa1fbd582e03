import { randomUUID } from 'node:crypto';
import type { Queryable, Database } from '../db';
import { instalmentCents } from './loanMaths';
import type { LoanTerms, OfferAnswer, OfferKind, OfferTermsByKind, PromotionApplicability } from './types';

/** Whether the bank holds the person's offers (every offer call answers 409). */
async function isHeld(db: Queryable, personId: string): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>('SELECT EXISTS (SELECT 1 FROM offer_holds WHERE person_id = $1) AS held', [personId]);
  return rows[0]?.held === true;
}

/**
 * The person's offer of a kind that is still available: held, none, or its terms. The credit line
 * and the card limit are asked for by campaign: another campaign's code is none.
 */
export async function findOffer<K extends OfferKind>(
  db: Queryable,
  personId: string,
  kind: K,
  campaignCode?: string,
): Promise<OfferAnswer<K>> {
  if (await isHeld(db, personId)) return { kind: 'held' };
  const { rows } = await db.query<{ terms: OfferTermsByKind[K] }>(
    `SELECT terms FROM preapproved_offers
      WHERE person_id = $1 AND kind = $2 AND status = 'available' AND ($3::text IS NULL OR campaign_code = $3)`,
    [personId, kind, campaignCode ?? null],
  );
  const terms = rows[0]?.terms;
  return terms === undefined ? { kind: 'none' } : { kind: 'offer', terms };
}

/** What a customer asks for when accepting the loan offer. */
export interface LoanRequest {
  personId: string;
  /** The bearer's profile: the account must be one of its. */
  profileId: string;
  accountId: string;
  amountCents: number;
  periods: number;
}

export interface CreatedLoan {
  loanId: string;
  accountId: string;
  amount: number;
  periods: number;
  tin: number;
  monthlyAmount: number;
  balanceAfter: number;
}

export type AcceptLoanOutcome =
  | { kind: 'held' }
  | { kind: 'no_offer' }
  | { kind: 'account_not_found' }
  | { kind: 'out_of_range'; message: string }
  | { kind: 'created'; loan: CreatedLoan };

const CENTS_PER_UNIT = 100;
const BASIS_POINTS_PER_PERCENT = 100;
const MIN_LOAN_PERIODS = 6;
const DEFAULT_MAX_TERM_MONTHS = 60;

/** The longest term the offer lends `amount` for (features.md §9): 60 months, raised by amountTermRange. */
export function offerMaxTerm(terms: LoanTerms, amount: number): number {
  return terms.amountTermRange.reduce(
    (longest, step) => (amount >= step.amount && step.maxRange > longest ? step.maxRange : longest),
    DEFAULT_MAX_TERM_MONTHS,
  );
}

/**
 * Accepts the person's loan offer: the loan is created, its amount paid into the account (a
 * movement and the balance), and the offer is no longer available. Taking the offer is one
 * conditional `UPDATE … WHERE status = 'available'` inside the transaction: of concurrent
 * acceptances one creates the loan and the others find no offer.
 */
export async function acceptLoanOffer(db: Database, request: LoanRequest, nowMs: number): Promise<AcceptLoanOutcome> {
  const offer = await findOffer(db, request.personId, 'loan');
  if (offer.kind === 'held') return { kind: 'held' };
  if (offer.kind === 'none') return { kind: 'no_offer' };
  const { terms } = offer;
  const amount = request.amountCents / CENTS_PER_UNIT;
  if (amount < terms.minLimitAmount || amount > terms.maxLimitAmount) {
    return { kind: 'out_of_range', message: `amount debe estar entre ${terms.minLimitAmount} y ${terms.maxLimitAmount}.` };
  }
  const maxTerm = offerMaxTerm(terms, amount);
  if (request.periods < MIN_LOAN_PERIODS || request.periods > maxTerm) {
    return { kind: 'out_of_range', message: `periods debe estar entre ${MIN_LOAN_PERIODS} y ${maxTerm} meses para ese importe.` };
  }
  const tin = terms.loanSubtype === 'TX' ? terms.legalInfo.payrollInterest : terms.legalInfo.noPayrollInterest;
  const tinBp = Math.round(tin * BASIS_POINTS_PER_PERCENT);
  const monthlyCents = instalmentCents(request.amountCents, tinBp, request.periods);
  const loanId = `LOAN-${randomUUID().slice(0, 8).toUpperCase()}`;
  const at = new Date(nowMs);
  return db
    .transaction(async (tx): Promise<AcceptLoanOutcome> => {
      const account = await tx.query<{ balance_cents: string }>(
        `UPDATE accounts SET balance_cents = balance_cents + $3
        WHERE account_id = $1 AND profile_id = $2 AND account_type IN ('current', 'savings')
        RETURNING balance_cents`,
        [request.accountId, request.profileId, request.amountCents],
      );
      const balanceCents = account.rows[0]?.balance_cents;
      if (balanceCents === undefined) return { kind: 'account_not_found' };
      const taken = await tx.query(
        `UPDATE preapproved_offers SET status = 'accepted', accepted_at = $2
        WHERE person_id = $1 AND kind = 'loan' AND status = 'available' RETURNING 1`,
        [request.personId, at],
      );
      // Another acceptance took it first: this one is undone, balance included.
      if (taken.rows.length === 0) throw new OfferTakenError();
      await tx.query(
        `INSERT INTO loans (loan_id, person_id, account_id, amount_cents, tin_bp, periods, monthly_cents, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [loanId, request.personId, request.accountId, request.amountCents, tinBp, request.periods, monthlyCents, at],
      );
      await tx.query(
        `INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents)
       VALUES ($1, $2, NULL, $3::date, $4, $5)`,
        [`MOV-${loanId}`, request.accountId, at.toISOString().slice(0, 10), 'Préstamo preconcedido', request.amountCents],
      );
      return {
        kind: 'created',
        loan: {
          loanId,
          accountId: request.accountId,
          amount,
          periods: request.periods,
          tin,
          monthlyAmount: monthlyCents / CENTS_PER_UNIT,
          balanceAfter: Number(balanceCents) / CENTS_PER_UNIT,
        },
      };
    })
    .catch((error: unknown) => {
      if (error instanceof OfferTakenError) return { kind: 'no_offer' } as const;
      throw error;
    });
}

class OfferTakenError extends Error {}

/** A promotion and whether the person may have it. */
export interface PromotionEligibility {
  promotionId: string;
  name: string;
  eligible: boolean;
  applicability: PromotionApplicability[];
}

export async function findPromotionEligibility(db: Queryable, personId: string, promotionId: string): Promise<PromotionEligibility | null> {
  const { rows } = await db.query<{ name: string; applicability: PromotionApplicability[]; eligible: boolean }>(
    `SELECT p.name, p.applicability,
            EXISTS (SELECT 1 FROM promotion_eligibility e WHERE e.promotion_id = p.promotion_id AND e.person_id = $2) AS eligible
       FROM promotions p WHERE p.promotion_id = $1`,
    [promotionId, personId],
  );
  const row = rows[0];
  return row === undefined ? null : { promotionId, name: row.name, eligible: row.eligible, applicability: row.applicability };
}
