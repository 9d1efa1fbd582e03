import type { Queryable } from '../db';

/** The values of some constant resources, by name; a name with no row is left out. */
export async function readConstants(
  db: Queryable,
  resources: readonly string[],
  language: 'es-ES' | 'en-GB' = 'es-ES',
): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ resource: string; value: unknown }>(
    'SELECT resource, value FROM bank_constants WHERE resource = ANY ($1::text[]) ORDER BY resource',
    [resources],
  );
  return Object.fromEntries(rows.map((row) => [row.resource, namedIn(row.value, language)]));
}

/**
 * A constant's entries named in the language asked for (issue 42 §2): an entry's `nameEnGb`, kept
 * beside its Spanish `name`, is its name in English; it is never answered itself.
 */
function namedIn(value: unknown, language: 'es-ES' | 'en-GB'): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: unknown) => {
    if (entry === null || typeof entry !== 'object' || !('nameEnGb' in entry)) return entry;
    const { nameEnGb, ...rest } = entry as { nameEnGb: unknown; name?: unknown };
    return language === 'en-GB' && typeof nameEnGb === 'string' ? { ...rest, name: nameEnGb } : rest;
  });
}

/** The names of every constant resource there is. */
export async function constantResources(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ resource: string }>('SELECT resource FROM bank_constants ORDER BY resource');
  return rows.map((row) => row.resource);
}

export interface CddData {
  personId: string;
  riskLevel: 'low' | 'medium' | 'high';
  lastReviewOn: string;
  nextReviewOn: string;
  pendingDocuments: string[];
}

/** A person's due-diligence review, or null when there is none on file. */
export async function readCddData(db: Queryable, personId: string): Promise<CddData | null> {
  const { rows } = await db.query<{ risk_level: CddData['riskLevel']; last: string; next: string; pending: string[] }>(
    `SELECT risk_level, to_char(last_review_on, 'YYYY-MM-DD') AS last, to_char(next_review_on, 'YYYY-MM-DD') AS next,
            pending_documents AS pending
       FROM cdd_reviews WHERE person_id = $1`,
    [personId],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : { personId, riskLevel: row.risk_level, lastReviewOn: row.last, nextReviewOn: row.next, pendingDocuments: row.pending };
}

export interface FundReturns {
  isin: string;
  name: string;
  category: string;
  riskLevel: number;
  /** Percent. */
  returnYtd: number;
  return1y: number;
  return3y: number;
}

const FUND_COLUMNS = `isin, name, category, risk_level AS "riskLevel", return_ytd::float8 AS "returnYtd",
                      return_1y::float8 AS "return1y", return_3y::float8 AS "return3y"`;

/** Every fund with its returns, by name. */
export async function listFundReturns(db: Queryable): Promise<FundReturns[]> {
  const { rows } = await db.query<FundReturns>(`SELECT ${FUND_COLUMNS} FROM funds ORDER BY name, isin`);
  return rows;
}

/** The `limit` funds that returned most over a year, best first. */
export async function listMostProfitableFunds(db: Queryable, limit: number): Promise<FundReturns[]> {
  const { rows } = await db.query<FundReturns>(`SELECT ${FUND_COLUMNS} FROM funds ORDER BY return_1y DESC, isin LIMIT $1`, [limit]);
  return rows;
}

/**
 * That the bearer's profile (the query's `parameter`) is not a company's: a person's pension plan
 * and the bank's proposals to the person (insurance, a loan) are theirs, and a business profile
 * shows none (issue 42 §3).
 */
const notBusinessProfile = (parameter: string) =>
  `NOT EXISTS (SELECT 1 FROM profiles p WHERE p.profile_id = ${parameter} AND p.kind = 'business')`;

export interface PendingPlanInput {
  planId: string;
  name: string;
  /** Euros still to contribute this year. */
  pendingAmount: number;
  deadline: string;
}

const CENTS_PER_UNIT = 100;

export async function listPendingPlanInputs(db: Queryable, personId: string, profileId: string): Promise<PendingPlanInput[]> {
  const { rows } = await db.query<{ plan_id: string; name: string; cents: number; deadline: string }>(
    `SELECT plan_id, name, pending_cents::float8 AS cents, to_char(deadline_on, 'YYYY-MM-DD') AS deadline
       FROM pension_plan_inputs WHERE person_id = $1 AND ${notBusinessProfile('$2')} ORDER BY deadline_on, plan_id`,
    [personId, profileId],
  );
  return rows.map((row) => ({ planId: row.plan_id, name: row.name, pendingAmount: row.cents / CENTS_PER_UNIT, deadline: row.deadline }));
}

export interface Proposal {
  proposalId: string;
  title: string;
  product: string;
  amount: number | null;
  validUntil: string;
}

/**
 * A person's open proposals, soonest to expire first, titled in the language asked for: English
 * where the bank has an English title, Spanish otherwise (issue 42 §2).
 */
export async function listOpenProposals(
  db: Queryable,
  personId: string,
  profileId: string,
  language: 'es-ES' | 'en-GB' = 'es-ES',
): Promise<Proposal[]> {
  const { rows } = await db.query<{ proposal_id: string; title: string; product: string; cents: number | null; valid_until: string }>(
    `SELECT proposal_id, CASE WHEN $2 = 'en-GB' THEN COALESCE(title_en_gb, title) ELSE title END AS title, product,
            amount_cents::float8 AS cents, to_char(valid_until, 'YYYY-MM-DD') AS valid_until
       FROM proposals WHERE person_id = $1 AND status = 'open' AND ${notBusinessProfile('$3')}
      ORDER BY valid_until, proposal_id`,
    [personId, language, profileId],
  );
  return rows.map((row) => ({
    proposalId: row.proposal_id,
    title: row.title,
    product: row.product,
    amount: row.cents === null ? null : row.cents / CENTS_PER_UNIT,
    validUntil: row.valid_until,
  }));
}

export interface FingerprintDevice {
  deviceId: string;
  alias: string;
  platform: 'web' | 'android' | 'ios';
  trusted: boolean;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** One of the person's devices, or null for a device the person does not have (another's included). */
export async function findDevice(db: Queryable, personId: string, deviceId: string): Promise<FingerprintDevice | null> {
  const { rows } = await db.query<{ alias: string; platform: FingerprintDevice['platform']; trusted: boolean; first: Date; last: Date }>(
    `SELECT alias, platform, trusted, first_seen_at AS first, last_seen_at AS last
       FROM fingerprint_devices WHERE device_id = $1 AND person_id = $2`,
    [deviceId, personId],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : {
        deviceId,
        alias: row.alias,
        platform: row.platform,
        trusted: row.trusted,
        firstSeenAt: new Date(row.first).toISOString(),
        lastSeenAt: new Date(row.last).toISOString(),
      };
}

/** The ids of the person's devices, the one seen last first. */
export async function listDeviceIds(db: Queryable, personId: string): Promise<string[]> {
  const { rows } = await db.query<{ deviceId: string }>(
    'SELECT device_id AS "deviceId" FROM fingerprint_devices WHERE person_id = $1 ORDER BY last_seen_at DESC, device_id',
    [personId],
  );
  return rows.map((row) => row.deviceId);
}

/**
 * Forgets one of the person's devices: the next sign-in from it is a new device. False when the
 * person has no such device, another's included; of two concurrent calls, one forgets it.
 */
export async function forgetDevice(db: Queryable, personId: string, deviceId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM fingerprint_devices WHERE device_id = $1 AND person_id = $2 RETURNING device_id', [
    deviceId,
    personId,
  ]);
  return rows.length > 0;
}
