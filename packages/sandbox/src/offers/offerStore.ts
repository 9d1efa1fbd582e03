import { PAYROLL_PROMOTION_IDS, payrollPaidInSql, payrollWindowStart } from '../campaigns/targeting';
import type { Queryable } from '../db';
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

const DEFAULT_MAX_TERM_MONTHS = 60;

/** The longest term the offer lends `amount` for (features.md §9): 60 months, raised by amountTermRange. */
export function offerMaxTerm(terms: LoanTerms, amount: number): number {
  return terms.amountTermRange.reduce(
    (longest, step) => (amount >= step.amount && step.maxRange > longest ? step.maxRange : longest),
    DEFAULT_MAX_TERM_MONTHS,
  );
}

/** A promotion and whether the person may have it. */
export interface PromotionEligibility {
  promotionId: string;
  name: string;
  eligible: boolean;
  applicability: PromotionApplicability[];
}

/**
 * The promotion in the language asked for (issue 42 §2): its name and conditions in English when
 * the bank has them in English, in Spanish otherwise; the English texts are never answered beside.
 * A payroll promotion is not for a person whose salary is paid in already (issue 42 §4): decided
 * from the ledger now, so it ends when the salary starts coming in.
 */
export async function findPromotionEligibility(
  db: Queryable,
  personId: string,
  promotionId: string,
  language: 'es-ES' | 'en-GB',
  nowMs: number,
): Promise<PromotionEligibility | null> {
  const { rows } = await db.query<{ name: string; nameEnGb: string | null; applicability: PromotionApplicability[]; eligible: boolean }>(
    `SELECT p.name, p.name_en_gb AS "nameEnGb", p.applicability,
            EXISTS (SELECT 1 FROM promotion_eligibility e WHERE e.promotion_id = p.promotion_id AND e.person_id = $2)
              AND NOT (p.promotion_id = ANY ($3::text[]) AND ${payrollPaidInSql('$2', '$4::date')}) AS eligible
       FROM promotions p WHERE p.promotion_id = $1`,
    [promotionId, personId, [...PAYROLL_PROMOTION_IDS], payrollWindowStart(nowMs)],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const english = language === 'en-GB';
  return {
    promotionId,
    name: english ? (row.nameEnGb ?? row.name) : row.name,
    eligible: row.eligible,
    applicability: row.applicability.map(({ conditionEnGb, ...window }) => ({
      ...window,
      condition: english ? (conditionEnGb ?? window.condition) : window.condition,
    })),
  };
}
