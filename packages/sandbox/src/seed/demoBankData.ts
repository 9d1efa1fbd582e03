import { MS_PER_S } from '../clock';
import type { Queryable } from '../db';
import { DEMO_PERSON_ID } from './demoCustomers';

const MS_PER_DAY = 86_400 * MS_PER_S;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The card campaigns the bank runs (the card limit offers' campaign ids), named in both languages. */
export const DEMO_CARD_CAMPAIGNS = [
  {
    campaignId: 'LIM-CRD-0002',
    kind: 'card-limit',
    name: 'Más límite para tu tarjeta de crédito',
    nameEnGb: 'A higher limit for your credit card',
  },
  {
    campaignId: 'LIM-CRD-0004',
    kind: 'card-limit',
    name: 'Más límite para tu tarjeta de crédito',
    nameEnGb: 'A higher limit for your credit card',
  },
] as const;

/** The bank's funds: realistic Spanish fund names and ISINs with valid check digits' shape. */
export const DEMO_FUNDS = [
  { isin: 'ES0138922032', name: 'Naranja Renta Fija Corto Plazo', category: 'Renta fija', riskLevel: 2, ytd: 2.41, y1: 3.12, y3: 5.84 },
  {
    isin: 'ES0138922040',
    name: 'Naranja Standard & Poor’s 500',
    category: 'Renta variable EE. UU.',
    riskLevel: 6,
    ytd: 14.87,
    y1: 19.35,
    y3: 38.02,
  },
  { isin: 'ES0138922057', name: 'Naranja Euro Stoxx 50', category: 'Renta variable euro', riskLevel: 6, ytd: 9.62, y1: 12.48, y3: 27.16 },
  { isin: 'ES0138922065', name: 'Naranja Mixto 30', category: 'Mixto moderado', riskLevel: 4, ytd: 5.18, y1: 7.05, y3: 12.9 },
  { isin: 'ES0138922073', name: 'Naranja Emergentes', category: 'Renta variable emergente', riskLevel: 6, ytd: 7.34, y1: 10.21, y3: 9.87 },
] as const;

/**
 * Seeds the bank data of §7's remaining calls for the people the database holds, each row once
 * (a database seeded before them gets them; what is there is left as it is). Dates are counted
 * from the seeding day, so that nothing looks out of date whenever the sandbox starts.
 */
export async function seedDemoBankData(db: Queryable, seededAtMs: number): Promise<void> {
  const day = (days: number) => isoDay(seededAtMs + days * MS_PER_DAY);
  const endOfYear = `${new Date(seededAtMs).getUTCFullYear()}-12-31`;
  await db.query(`INSERT INTO bank_constants (resource, value) VALUES ('card-campaigns', $1::jsonb) ON CONFLICT (resource) DO NOTHING`, [
    JSON.stringify(DEMO_CARD_CAMPAIGNS),
  ]);
  await db.query(
    `INSERT INTO funds (isin, name, category, risk_level, return_ytd, return_1y, return_3y)
     SELECT f.isin, f.name, f.category, f."riskLevel", f.ytd, f.y1, f.y3
       FROM jsonb_to_recordset($1::jsonb) AS f(isin text, name text, category text, "riskLevel" smallint, ytd numeric, y1 numeric, y3 numeric)
     ON CONFLICT (isin) DO NOTHING`,
    [JSON.stringify(DEMO_FUNDS)],
  );
  const present = `WHERE EXISTS (SELECT 1 FROM customers WHERE person_id = r.person_id)`;
  await db.query(
    `INSERT INTO cdd_reviews (person_id, risk_level, last_review_on, next_review_on, pending_documents)
     SELECT r.person_id, r.risk, r.last::date, r.next::date, r.pending
       FROM jsonb_to_recordset($1::jsonb) AS r(person_id text, risk text, last text, next text, pending jsonb) ${present}
     ON CONFLICT (person_id) DO NOTHING`,
    [
      JSON.stringify([
        { person_id: DEMO_PERSON_ID.lucia, risk: 'low', last: day(-200), next: day(530), pending: [] },
        {
          person_id: DEMO_PERSON_ID.javier,
          risk: 'medium',
          last: day(-340),
          next: day(25),
          pending: ['Justificante de ingresos actualizado'],
        },
        { person_id: DEMO_PERSON_ID.carmen, risk: 'low', last: day(-90), next: day(640), pending: [] },
      ]),
    ],
  );
  await db.query(
    `INSERT INTO pension_plan_inputs (plan_id, person_id, name, pending_cents, deadline_on)
     SELECT r.plan_id, r.person_id, r.name, r.cents, r.deadline::date
       FROM jsonb_to_recordset($1::jsonb) AS r(plan_id text, person_id text, name text, cents bigint, deadline text) ${present}
     ON CONFLICT (plan_id) DO NOTHING`,
    [
      JSON.stringify([
        { plan_id: 'PLAN-0001', person_id: DEMO_PERSON_ID.javier, name: 'Plan Naranja 2040', cents: 150_000, deadline: endOfYear },
        { plan_id: 'PLAN-0002', person_id: DEMO_PERSON_ID.lucia, name: 'Plan Naranja Renta Fija', cents: 50_000, deadline: endOfYear },
      ]),
    ],
  );
  await db.query(
    `INSERT INTO proposals (proposal_id, person_id, title, title_en_gb, product, amount_cents, valid_until)
     SELECT r.proposal_id, r.person_id, r.title, r.title_en_gb, r.product, r.cents, r.until::date
       FROM jsonb_to_recordset($1::jsonb) AS r(proposal_id text, person_id text, title text, title_en_gb text, product text, cents bigint, until text) ${present}
     ON CONFLICT (proposal_id) DO NOTHING`,
    [
      JSON.stringify([
        {
          proposal_id: 'PROP-0001',
          person_id: DEMO_PERSON_ID.javier,
          title: 'Cartera gestionada perfil moderado',
          title_en_gb: 'Managed portfolio, moderate profile',
          product: 'managed-portfolio',
          cents: 5_000_000,
          until: day(20),
        },
        {
          proposal_id: 'PROP-0002',
          person_id: DEMO_PERSON_ID.lucia,
          title: 'Seguro de hogar con un 20 % de descuento',
          title_en_gb: 'Home insurance with a 20% discount',
          product: 'home-insurance',
          cents: null,
          until: day(45),
        },
      ]),
    ],
  );
  await db.query(
    `INSERT INTO fingerprint_devices (device_id, person_id, alias, platform, trusted, first_seen_at, last_seen_at)
     SELECT r.device_id, r.person_id, r.alias, r.platform, r.trusted, r.first::timestamptz, r.last::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS r(device_id text, person_id text, alias text, platform text, trusted boolean, first text, last text) ${present}
     ON CONFLICT (device_id) DO NOTHING`,
    [
      JSON.stringify([
        {
          device_id: 'dev-web-lucia-01',
          person_id: DEMO_PERSON_ID.lucia,
          alias: 'Chrome en Windows',
          platform: 'web',
          trusted: true,
          first: day(-400),
          last: day(-1),
        },
        {
          device_id: 'dev-ios-lucia-01',
          person_id: DEMO_PERSON_ID.lucia,
          alias: 'iPhone de Lucía',
          platform: 'ios',
          trusted: true,
          first: day(-300),
          last: day(-2),
        },
        {
          device_id: 'dev-and-carmen-01',
          person_id: DEMO_PERSON_ID.carmen,
          alias: 'Android de Carmen',
          platform: 'android',
          trusted: false,
          first: day(-3),
          last: day(-3),
        },
      ]),
    ],
  );
}
