import { randomUUID } from 'node:crypto';
import { MS_PER_S } from '../clock';
import { randomToken, sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import type { SavedSteps } from './stepRules';
import { SIGN_UP_STEPS, type SavedData, type SignUpFlow, type SignUpProduct, type SignUpStep } from './steps';

/**
 * How long an application lives, activated or not: 24 hours from its creation, as its cookie.
 * A prospect who has not finished by then starts again.
 */
export const SIGN_UP_APPLICATION_TTL_S = 24 * 60 * 60;

/** Where an application stands: being filled in, or turned into a customer. */
export type SignUpStatus = 'in-progress' | 'active';

/** An application as stored, with the steps it has saved. */
export interface SignUpApplication {
  applicationId: string;
  /** Numbers the person id activation gives (`7` and seven digits). */
  number: number;
  product: SignUpProduct;
  flow: SignUpFlow;
  status: SignUpStatus;
  /** The hash of the PIN chosen, once create-security-pin is saved; never shown. */
  pinHash: string | null;
  /** The customer activation made. */
  personId: string | null;
  /** How many steps it has saved, corrections included (issue 38 §5: they are limited). */
  stepSaves: number;
  steps: SavedSteps;
}

/** An application just created, with the secret that goes into its cookie. */
export interface CreatedApplication {
  application: SignUpApplication;
  /** The `signup_application` cookie value; only its hash is stored. */
  token: string;
}

const APPLICATION_COLUMNS = `
  application_id AS "applicationId", number::int AS number, product, flow, status, pin_hash AS "pinHash",
  person_id AS "personId", step_saves AS "stepSaves"`;

type ApplicationRow = Omit<SignUpApplication, 'steps'>;

/** Opens an application for a prospect: no step saved, alive for {@link SIGN_UP_APPLICATION_TTL_S}. */
export async function createApplication(
  db: Queryable,
  choice: { product: SignUpProduct; flow: SignUpFlow },
  nowMs: number,
): Promise<CreatedApplication> {
  const token = randomToken();
  const { rows } = await db.query<ApplicationRow>(
    `INSERT INTO sign_up_applications (application_id, token_hash, product, flow, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${APPLICATION_COLUMNS}`,
    [randomUUID(), sha256Hex(token), choice.product, choice.flow, new Date(nowMs), new Date(nowMs + SIGN_UP_APPLICATION_TTL_S * MS_PER_S)],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The new sign-up application was not stored');
  return { application: { ...row, steps: {} }, token };
}

/**
 * Deletes the applications past their 24 hours, with their steps: no answer reads them any more.
 * @returns how many were deleted
 */
export async function pruneExpiredApplications(db: Queryable, nowMs: number): Promise<number> {
  const { rows } = await db.query<{ pruned: number }>(
    `WITH pruned AS (DELETE FROM sign_up_applications WHERE expires_at <= $1 RETURNING 1)
     SELECT count(*)::int AS pruned FROM pruned`,
    [new Date(nowMs)],
  );
  return rows[0]?.pruned ?? 0;
}

async function loadSteps(db: Queryable, applicationId: string): Promise<SavedSteps> {
  const { rows } = await db.query<{ step: SignUpStep; data: SavedData }>('SELECT step, data FROM sign_up_steps WHERE application_id = $1', [
    applicationId,
  ]);
  const steps: Partial<Record<SignUpStep, SavedData>> = {};
  for (const row of rows) steps[row.step] = row.data;
  // What a step saved passed that step's schema: it is read back as that step's data.
  return steps as SavedSteps;
}

async function withSteps(db: Queryable, row: ApplicationRow | undefined): Promise<SignUpApplication | undefined> {
  return row === undefined ? undefined : { ...row, steps: await loadSteps(db, row.applicationId) };
}

/**
 * The live application a `signup_application` cookie value stands for, if any. One past its 24
 * hours is deleted on the way, and answers as none.
 */
export async function findApplication(db: Queryable, token: string, nowMs: number): Promise<SignUpApplication | undefined> {
  const tokenHash = sha256Hex(token);
  await db.query('DELETE FROM sign_up_applications WHERE token_hash = $1 AND expires_at <= $2', [tokenHash, new Date(nowMs)]);
  const { rows } = await db.query<ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM sign_up_applications WHERE token_hash = $1`, [
    tokenHash,
  ]);
  return withSteps(db, rows[0]);
}

/**
 * The live application of a cookie value, locked until the transaction `tx` ends (`FOR UPDATE`):
 * the calls that change one application take turns, so that each sees what the one before saved.
 */
export async function lockApplication(tx: Queryable, token: string, nowMs: number): Promise<SignUpApplication | undefined> {
  const { rows } = await tx.query<ApplicationRow>(
    `SELECT ${APPLICATION_COLUMNS} FROM sign_up_applications WHERE token_hash = $1 AND expires_at > $2 FOR UPDATE`,
    [sha256Hex(token), new Date(nowMs)],
  );
  return withSteps(tx, rows[0]);
}

/** Saves a step of a locked application (replacing what it saved before) and removes `invalidated`. */
export async function writeStep(
  tx: Queryable,
  applicationId: string,
  step: SignUpStep,
  data: SavedData,
  invalidated: readonly SignUpStep[],
  nowMs: number,
): Promise<void> {
  if (invalidated.length > 0) {
    await tx.query('DELETE FROM sign_up_steps WHERE application_id = $1 AND step IN (SELECT jsonb_array_elements_text($2::jsonb))', [
      applicationId,
      JSON.stringify(invalidated),
    ]);
  }
  await tx.query(
    `INSERT INTO sign_up_steps (application_id, step, data, saved_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (application_id, step) DO UPDATE SET data = EXCLUDED.data, saved_at = EXCLUDED.saved_at`,
    [applicationId, step, JSON.stringify(data), new Date(nowMs)],
  );
  await tx.query('UPDATE sign_up_applications SET step_saves = step_saves + 1 WHERE application_id = $1', [applicationId]);
}

/** Keeps the hash of the PIN a locked application chose. */
export async function writePinHash(tx: Queryable, applicationId: string, pinHash: string): Promise<void> {
  await tx.query('UPDATE sign_up_applications SET pin_hash = $2 WHERE application_id = $1', [applicationId, pinHash]);
}

/** Marks a locked application active: its customer exists now. */
export async function markActive(tx: Queryable, applicationId: string, personId: string, nowMs: number): Promise<void> {
  await tx.query("UPDATE sign_up_applications SET status = 'active', person_id = $2, activated_at = $3 WHERE application_id = $1", [
    applicationId,
    personId,
    new Date(nowMs),
  ]);
}

/**
 * Closes an application whose document a customer already held (issue 38 §5): active, as any
 * activated one, with no customer made; the customer it names is the one to be told.
 */
export async function markDuplicate(tx: Queryable, applicationId: string, ownerPersonId: string, nowMs: number): Promise<void> {
  await tx.query("UPDATE sign_up_applications SET status = 'active', duplicate_of = $2, activated_at = $3 WHERE application_id = $1", [
    applicationId,
    ownerPersonId,
    new Date(nowMs),
  ]);
}

/**
 * Deletes the application of a cookie value and everything it saved (the contracting process
 * cancelled). A customer it already made stays.
 * @returns whether there was a live one
 */
export async function deleteApplication(db: Queryable, token: string, nowMs: number): Promise<boolean> {
  const { rows } = await db.query<{ live: boolean }>(
    'DELETE FROM sign_up_applications WHERE token_hash = $1 RETURNING expires_at > $2 AS live',
    [sha256Hex(token), new Date(nowMs)],
  );
  return rows[0]?.live === true;
}

/** The saved steps, in the order of {@link SIGN_UP_STEPS}. */
export function savedStepsOf(application: SignUpApplication): Set<SignUpStep> {
  return new Set(SIGN_UP_STEPS.filter((step) => application.steps[step] !== undefined));
}
