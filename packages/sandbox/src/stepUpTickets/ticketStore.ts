import { MS_PER_S } from '../clock';
import { TOKEN_PATTERN, randomToken, sha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { STEP_UP_TICKET_TTL_S } from './constants';

/**
 * Issues a step-up ticket to a session and its person, and keeps only its SHA-256: the ticket
 * exists in clear only in the answer to generate-ticket. Good for {@link STEP_UP_TICKET_TTL_S}.
 * The session's spent and expired tickets are deleted first.
 */
export async function issueStepUpTicket(db: Queryable, sessionHash: string, personId: string, nowMs: number): Promise<string> {
  // A session keeps no dead tickets: its spent and expired ones go when it gets a new one, the
  // rest with the session itself (ON DELETE CASCADE).
  await db.query('DELETE FROM step_up_tickets WHERE session_hash = $1 AND (used_at IS NOT NULL OR expires_at <= $2)', [
    sessionHash,
    new Date(nowMs),
  ]);
  const ticket = randomToken();
  await db.query('INSERT INTO step_up_tickets (ticket_hash, session_hash, person_id, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    sha256Hex(ticket),
    sessionHash,
    personId,
    new Date(nowMs),
    new Date(nowMs + STEP_UP_TICKET_TTL_S * MS_PER_S),
  ]);
  return ticket;
}

/**
 * Spends a ticket of this session and person that is unused and not expired, in one conditional
 * `UPDATE`: of any number of calls racing with one ticket, exactly one gets true. False for a
 * ticket of no ticket's shape, an unknown, expired, used or another session's or person's one,
 * alike. Run it in the transaction of the action it allows, so that a failed action spends nothing.
 */
export async function spendStepUpTicket(
  db: Queryable,
  ticket: string,
  sessionHash: string,
  personId: string,
  nowMs: number,
): Promise<boolean> {
  if (!TOKEN_PATTERN.test(ticket)) return false;
  const { rows } = await db.query<{ ticketHash: string }>(
    `UPDATE step_up_tickets SET used_at = $4
      WHERE ticket_hash = $1 AND session_hash = $2 AND person_id = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING ticket_hash AS "ticketHash"`,
    [sha256Hex(ticket), sessionHash, personId, new Date(nowMs)],
  );
  return rows.length === 1;
}
