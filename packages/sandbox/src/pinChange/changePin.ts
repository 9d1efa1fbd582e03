import { randomUUID } from 'node:crypto';
import { verifyPin } from '../crypto';
import type { Queryable } from '../db';
import { leaveInboxMessage } from '../inbox';
import { revokeSessionTokens } from '../tokens';

/** A PIN change as the customer signed it; the new PIN already hashed, so the row lock is held briefly. */
export interface PinChange {
  personId: string;
  /** The session the change is made in: the one that stays open. */
  sessionHash: string;
  currentPin: string;
  newPinHash: string;
  /** Spends the step-up ticket in the same transaction: false when it is not a valid one. */
  spendTicket: () => Promise<boolean>;
  nowMs: number;
}

export type PinChangeOutcome =
  { kind: 'changed'; endedSessions: number } | { kind: 'invalid_ticket' } | { kind: 'wrong_current_pin' } | { kind: 'customer_not_found' };

/**
 * Changes a person's PIN (issue 42 §3), in the caller's transaction: the customer's row is locked
 * first, so that of two changes racing with the same current PIN the second checks it against
 * the new hash and fails. The ticket is spent before the current PIN is checked and stays spent
 * when it is wrong: one code from the phone buys one guess, never a search. The person's other
 * sessions end and their tokens are revoked, as a stolen PIN's sessions should; a message in the
 * inbox tells the customer.
 */
export async function changePin(tx: Queryable, change: PinChange): Promise<PinChangeOutcome> {
  const { rows } = await tx.query<{ pinHash: string }>('SELECT pin_hash AS "pinHash" FROM customers WHERE person_id = $1 FOR UPDATE', [
    change.personId,
  ]);
  const stored = rows[0];
  if (stored === undefined) return { kind: 'customer_not_found' };
  if (!(await change.spendTicket())) return { kind: 'invalid_ticket' };
  if (!(await verifyPin(change.currentPin, stored.pinHash))) return { kind: 'wrong_current_pin' };

  await tx.query('UPDATE customers SET pin_hash = $2 WHERE person_id = $1', [change.personId, change.newPinHash]);
  const ended = await tx.query<{ sessionHash: string }>(
    `UPDATE sessions SET ended_at = $3
      WHERE person_id = $1 AND session_hash <> $2 AND ended_at IS NULL
      RETURNING session_hash AS "sessionHash"`,
    [change.personId, change.sessionHash, new Date(change.nowMs)],
  );
  for (const { sessionHash } of ended.rows) await revokeSessionTokens(tx, sessionHash);
  await leaveInboxMessage(tx, {
    messageId: `MSG-PIN-${randomUUID()}`,
    personId: change.personId,
    category: 'notice',
    subject: 'Has cambiado tu clave de acceso',
    body: 'Has cambiado la clave con la que entras en tu banca online y hemos cerrado tus otras sesiones. Si no has sido tú, llámanos al 910 000 000 (de lunes a domingo, de 8:00 a 22:00).',
    subjectEnGb: 'You have changed your PIN',
    bodyEnGb:
      'You have changed the PIN you log in to your online banking with, and we have closed your other sessions. If it was not you, call us on 910 000 000 (every day, 8:00 to 22:00).',
    link: '#/area-personal/clave',
    receivedAt: new Date(change.nowMs),
  });
  return { kind: 'changed', endedSessions: ended.rows.length };
}
