import type { Queryable } from '../db';
import type { OfferKind, OfferTermsByKind, PromotionApplicability } from '../offers';
import { DEMO_PERSON_ID } from './demoCustomers';

interface DemoOffer<K extends OfferKind = OfferKind> {
  personId: string;
  kind: K;
  campaignCode: string | null;
  terms: OfferTermsByKind[K];
}

/**
 * Who the bank has offers for (issue 19 §5): Lucía all but the mortgage (her payroll is paid in:
 * TX), Javier a loan without payroll and a mortgage, Pablo none because his offers are held (409),
 * everyone else none.
 */
export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    personId: DEMO_PERSON_ID.lucia,
    kind: 'loan',
    campaignCode: null,
    terms: {
      loanSubtype: 'TX',
      minLimitAmount: 1_000,
      maxLimitAmount: 15_000,
      amountTermRange: [
        { amount: 6_000, maxRange: 84 },
        { amount: 12_000, maxRange: 96 },
      ],
      legalInfo: { payrollInterest: 6.5, noPayrollInterest: 7.95, tae: 6.7, noPayrollTAE: 8.25, defaultTAE: 8.25 },
    },
  } satisfies DemoOffer<'loan'>,
  {
    personId: DEMO_PERSON_ID.lucia,
    kind: 'overdraft',
    campaignCode: null,
    terms: {
      minLimitAmount: 300,
      maxLimitAmount: 1_500,
      legalInfo: {
        delayInterest: 9.5,
        noPayrollInterest: 7.5,
        payrollInterest: 0,
        unpaidReceiptCost: 0,
        unpaidComissionAmount: 0,
        tae: 0,
        tin: 0,
        noPayrollTAE: 7.76,
        defaultTAE: 0,
        openingAmount: 0,
        payoffCommission: 0,
        payoffCommissionLastYear: 0,
      },
    },
  } satisfies DemoOffer<'overdraft'>,
  {
    personId: DEMO_PERSON_ID.lucia,
    kind: 'credit-line',
    campaignCode: 'LC2026',
    terms: {
      campaignCod: 'LC2026',
      productCod: '5671',
      productNumber: 'ES3414650100990012345671',
      limitAmount: 3_000,
      tin: 9.9,
      tae: 10.36,
    },
  } satisfies DemoOffer<'credit-line'>,
  {
    personId: DEMO_PERSON_ID.lucia,
    kind: 'card-limit',
    campaignCode: 'LIM-CRD-0002',
    terms: { campaignId: 'LIM-CRD-0002', cardId: 'CRD-0002', currentLimit: 3_000, offeredLimit: 4_500 },
  } satisfies DemoOffer<'card-limit'>,
  {
    personId: DEMO_PERSON_ID.javier,
    kind: 'loan',
    campaignCode: null,
    terms: {
      loanSubtype: 'NTX',
      minLimitAmount: 3_000,
      maxLimitAmount: 30_000,
      amountTermRange: [{ amount: 10_000, maxRange: 96 }],
      legalInfo: { payrollInterest: 5.95, noPayrollInterest: 7.25, tae: 6.11, noPayrollTAE: 7.5, defaultTAE: 7.5 },
    },
  } satisfies DemoOffer<'loan'>,
  { personId: DEMO_PERSON_ID.javier, kind: 'mortgage', campaignCode: null, terms: { amount: 350_000 } } satisfies DemoOffer<'mortgage'>,
];

/** People whose offers the bank holds: every offer call answers 409. */
export const DEMO_OFFER_HOLDS: readonly { personId: string; reason: string }[] = [
  { personId: DEMO_PERSON_ID.pablo, reason: 'Cuenta en descubierto en gestión de recobro' },
];

/** The promotions the sandbox knows, and who may have each. */
export const DEMO_PROMOTIONS: readonly {
  promotionId: string;
  name: string;
  /** The name in English (issue 42 §2). */
  nameEnGb: string;
  applicability: PromotionApplicability[];
  eligible: readonly string[];
}[] = [
  {
    promotionId: 'NOMINA-150',
    name: '150 € por traer tu nómina',
    nameEnGb: '€150 for bringing your salary',
    applicability: [
      {
        startDate: '2026-09-01',
        endDate: '2026-12-31',
        bonusAmount: 150,
        condition: 'Nómina de al menos 700 € al mes durante 6 meses',
        conditionEnGb: 'A salary of at least €700 a month for 6 months',
      },
      {
        startDate: '2027-01-01',
        endDate: '2027-06-30',
        bonusAmount: 100,
        condition: 'Nómina de al menos 700 € al mes durante 6 meses',
        conditionEnGb: 'A salary of at least €700 a month for 6 months',
      },
    ],
    // Lucía and Javier are paid into the bank, so it is not offered to them; Elena is paid elsewhere.
    eligible: [DEMO_PERSON_ID.lucia, DEMO_PERSON_ID.javier, DEMO_PERSON_ID.elena],
  },
  {
    promotionId: 'AMIGO_2026',
    name: 'Invita a un amigo',
    nameEnGb: 'Invite a friend',
    applicability: [
      {
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        bonusAmount: 50,
        condition: 'Tu amigo abre una Cuenta NÓMINA',
        conditionEnGb: 'Your friend opens a NÓMINA account',
      },
    ],
    eligible: [DEMO_PERSON_ID.lucia],
  },
];

/**
 * Stores the demo offers, holds and promotions of the people the database holds, each once: a
 * database seeded before offers existed gets them, and an offer already there (accepted, say)
 * is left as it is.
 */
export async function seedDemoOffers(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO preapproved_offers (person_id, kind, campaign_code, terms)
     SELECT o.person_id, o.kind, o.campaign_code, o.terms
       FROM jsonb_to_recordset($1::jsonb) AS o(person_id text, kind text, campaign_code text, terms jsonb)
      WHERE EXISTS (SELECT 1 FROM customers WHERE person_id = o.person_id)
     ON CONFLICT (person_id, kind) DO NOTHING`,
    [JSON.stringify(DEMO_OFFERS.map((o) => ({ person_id: o.personId, kind: o.kind, campaign_code: o.campaignCode, terms: o.terms })))],
  );
  await db.query(
    `INSERT INTO offer_holds (person_id, reason)
     SELECT h.person_id, h.reason FROM jsonb_to_recordset($1::jsonb) AS h(person_id text, reason text)
      WHERE EXISTS (SELECT 1 FROM customers WHERE person_id = h.person_id)
     ON CONFLICT (person_id) DO NOTHING`,
    [JSON.stringify(DEMO_OFFER_HOLDS.map((h) => ({ person_id: h.personId, reason: h.reason })))],
  );
  await db.query(
    `INSERT INTO promotions (promotion_id, name, name_en_gb, applicability)
     SELECT p.promotion_id, p.name, p.name_en_gb, p.applicability
       FROM jsonb_to_recordset($1::jsonb) AS p(promotion_id text, name text, name_en_gb text, applicability jsonb)
     ON CONFLICT (promotion_id) DO NOTHING`,
    [
      JSON.stringify(
        DEMO_PROMOTIONS.map((p) => ({ promotion_id: p.promotionId, name: p.name, name_en_gb: p.nameEnGb, applicability: p.applicability })),
      ),
    ],
  );
  await db.query(
    `INSERT INTO promotion_eligibility (promotion_id, person_id)
     SELECT e.promotion_id, e.person_id FROM jsonb_to_recordset($1::jsonb) AS e(promotion_id text, person_id text)
      WHERE EXISTS (SELECT 1 FROM customers WHERE person_id = e.person_id)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DEMO_PROMOTIONS.flatMap((p) => p.eligible.map((personId) => ({ promotion_id: p.promotionId, person_id: personId }))))],
  );
}
