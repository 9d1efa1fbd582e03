import type { Queryable } from '../db';
import { limitsOf, type BizumLimits } from './limits';
import { leaveDeregistrationMessage, leaveRegistrationMessage } from './messages';
import { findPartyByPerson, lockPerson } from './parties';
import { maskedPhone } from './phone';
import { cancelRequestsOf } from './requestStore';

/** Where the customer stands with Bizum (sandbox-api.md, Bizum): `GET …/bizum/registration`. */
export interface BizumStatus {
  registered: boolean;
  /** The customer's mobile, masked: the one Bizum uses, or would use once activated. */
  maskedPhone: string;
  /** The account Bizum charges and credits; null when not registered. */
  accountId: string | null;
  registeredAt: string | null;
  limits: BizumLimits;
}

/** Where the person stands with Bizum now. */
export async function bizumStatus(db: Queryable, personId: string, nowMs: number): Promise<BizumStatus> {
  const { rows } = await db.query<{ mobilePhone: string; accountId: string | null; registeredAt: Date | null }>(
    `SELECT c.mobile_phone AS "mobilePhone", r.account_id AS "accountId", r.registered_at AS "registeredAt"
       FROM customers c LEFT JOIN bizum_registrations r ON r.person_id = c.person_id
      WHERE c.person_id = $1`,
    [personId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`No customer ${personId}`);
  return {
    registered: row.accountId !== null,
    maskedPhone: maskedPhone(row.mobilePhone),
    accountId: row.accountId,
    registeredAt: row.registeredAt === null ? null : new Date(row.registeredAt).toISOString(),
    limits: await limitsOf(db, personId, nowMs),
  };
}

/** What activating Bizum came to. */
export type RegistrationOutcome =
  | { kind: 'registered' }
  | { kind: 'already_registered' }
  | { kind: 'account_not_found' }
  | { kind: 'invalid'; message: string }
  | { kind: 'phone_taken' }
  | { kind: 'invalid_ticket' };

/**
 * Activates Bizum for the person (issue 41 §2: Elena's "Activar Bizum"), in the caller's
 * transaction: their own mobile, and a current account of the bearer's profile, which Bizum will
 * charge and credit. Under the person's lock: a registration already there answers
 * `already_registered` and spends no signature; then the signature is spent
 * (`spendSignature`, false: `invalid_ticket`), the registration stored and its message left.
 */
export async function registerForBizum(
  tx: Queryable,
  { personId, profileId, accountId }: { personId: string; profileId: string; accountId: string },
  spendSignature: () => Promise<boolean>,
  nowMs: number,
): Promise<RegistrationOutcome> {
  await lockPerson(tx, personId);
  if ((await findPartyByPerson(tx, personId)) !== undefined) return { kind: 'already_registered' };
  const accounts = await tx.query<{ type: string; iban: string; phone: string }>(
    `SELECT a.account_type AS type, a.iban, c.mobile_phone AS phone
       FROM accounts a JOIN profiles p ON p.profile_id = a.profile_id JOIN customers c ON c.person_id = p.person_id
      WHERE a.account_id = $1 AND a.profile_id = $2 AND p.person_id = $3`,
    [accountId, profileId, personId],
  );
  const account = accounts.rows[0];
  if (account === undefined) return { kind: 'account_not_found' };
  // Bizum pays into and out of an everyday account; savings and business accounts are not one.
  if (account.type !== 'current') return { kind: 'invalid', message: 'Bizum solo se activa en una cuenta corriente.' };
  const taken = await tx.query('SELECT 1 FROM bizum_registrations WHERE phone = $1', [account.phone]);
  if (taken.rows.length > 0) return { kind: 'phone_taken' };
  if (!(await spendSignature())) return { kind: 'invalid_ticket' };
  const at = new Date(nowMs);
  await tx.query('INSERT INTO bizum_registrations (person_id, phone, account_id, registered_at) VALUES ($1, $2, $3, $4)', [
    personId,
    account.phone,
    accountId,
    at,
  ]);
  await leaveRegistrationMessage(tx, { personId, phone: account.phone, iban: account.iban, at });
  return { kind: 'registered' };
}

/**
 * Deactivates Bizum for the person, in the caller's transaction: the registration goes, and the
 * requests they made or were asked that are still pending are cancelled (their operations
 * rejected), since nobody can pay into or out of a phone that no longer uses Bizum.
 * @returns false when the person was not registered
 */
export async function deregisterFromBizum(tx: Queryable, personId: string, nowMs: number): Promise<boolean> {
  await lockPerson(tx, personId);
  const { rows } = await tx.query<{ phone: string }>('DELETE FROM bizum_registrations WHERE person_id = $1 RETURNING phone', [personId]);
  const removed = rows[0];
  if (removed === undefined) return false;
  const at = new Date(nowMs);
  await cancelRequestsOf(tx, personId, at);
  await leaveDeregistrationMessage(tx, { personId, phone: removed.phone, at });
  return true;
}
