import type { Queryable } from '../db';

/**
 * A customer's id in consent receipts, as the consent manager takes it (`setUserId`): 1 to 64
 * letters, digits and hyphens.
 */
export const CONSENT_USER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** What the visitor allowed (sandbox-api.md, Consent). */
export interface ConsentChoices {
  analytics: boolean;
  personalisation: boolean;
}

/** One push of the consent manager: a customer's choices and when they made them. */
export interface ConsentReceipt {
  userId: string;
  choices: ConsentChoices;
  /** ISO 8601, by the browser's clock. */
  decidedAt: string;
}

/** What the sandbox holds for a customer: their latest choices and how many pushes it received. */
export interface StoredConsentReceipt extends ConsentChoices {
  userId: string;
  times: number;
}

/**
 * Stores a push of a customer's choices and counts it. One `INSERT … ON CONFLICT DO UPDATE`,
 * atomic in PostgreSQL, so concurrent pushes all count and none fails. Pushes may arrive out of
 * order (two tabs, a retry): the row keeps the choices of the latest decision, not of the
 * latest push.
 */
export async function recordConsentReceipt(db: Queryable, receipt: ConsentReceipt, nowMs: number): Promise<{ times: number }> {
  const { rows } = await db.query<{ times: number }>(
    `INSERT INTO consent_receipts (user_id, analytics, personalisation, decided_at, received_at, times)
     VALUES ($1, $2, $3, $4, $5, 1)
     ON CONFLICT (user_id) DO UPDATE
        SET analytics = CASE WHEN EXCLUDED.decided_at >= consent_receipts.decided_at
                             THEN EXCLUDED.analytics ELSE consent_receipts.analytics END,
            personalisation = CASE WHEN EXCLUDED.decided_at >= consent_receipts.decided_at
                                   THEN EXCLUDED.personalisation ELSE consent_receipts.personalisation END,
            decided_at = GREATEST(consent_receipts.decided_at, EXCLUDED.decided_at),
            received_at = GREATEST(consent_receipts.received_at, EXCLUDED.received_at),
            times = consent_receipts.times + 1
     RETURNING times`,
    [receipt.userId, receipt.choices.analytics, receipt.choices.personalisation, receipt.decidedAt, new Date(nowMs)],
  );
  return { times: rows[0]?.times ?? 1 };
}

interface ReceiptRow {
  user_id: string;
  analytics: boolean;
  personalisation: boolean;
  times: number;
}

/** A customer's stored choices, or `undefined` when no push of theirs arrived. */
export async function findConsentReceipt(db: Queryable, userId: string): Promise<StoredConsentReceipt | undefined> {
  const { rows } = await db.query<ReceiptRow>(
    'SELECT user_id, analytics, personalisation, times FROM consent_receipts WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return { userId: row.user_id, analytics: row.analytics, personalisation: row.personalisation, times: row.times };
}
