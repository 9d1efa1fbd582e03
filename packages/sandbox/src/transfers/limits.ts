import { euros, spanishEuros } from '../products';

/**
 * The bank's transfer limits (issue 41 §1; sandbox-api.md, Transfers). A limit caps what a stolen
 * session or a slip of the finger can send before someone notices.
 */

/** The most one transfer may send: 10.000 €. */
export const PER_OPERATION_LIMIT_CENTS = 1_000_000;
/** The most one customer may send in transfers ordered on one bank day, scheduled ones included: 20.000 €. */
export const PER_DAY_LIMIT_CENTS = 2_000_000;
/**
 * What a transfer costs, ordinary or immediate: nothing. Since January 2025 the EU's Instant
 * Payments Regulation (2024/886) forbids charging more for an instant transfer in euros than for
 * an ordinary one, and the bank charges nothing for ordinary SEPA transfers.
 */
export const TRANSFER_FEE_CENTS = 0;
/** How long a transfer to the same IBAN and amount counts as a possible duplicate: 10 minutes. */
export const DUPLICATE_WINDOW_MINUTES = 10;
/** How far ahead a transfer may be scheduled: a year. */
export const MAX_SCHEDULE_AHEAD_DAYS = 365;

/** Why an amount is over a limit, in the words the customer reads; undefined when it is within both. */
export function limitRefusal(amountCents: number, sentTodayCents: number): string | undefined {
  if (amountCents > PER_OPERATION_LIMIT_CENTS) {
    return `El importe supera el límite por transferencia, de ${spanishEuros(euros(PER_OPERATION_LIMIT_CENTS))}.`;
  }
  if (sentTodayCents + amountCents > PER_DAY_LIMIT_CENTS) {
    const leftCents = Math.max(0, PER_DAY_LIMIT_CENTS - sentTodayCents);
    return `El importe supera el límite diario de transferencias, de ${spanishEuros(euros(PER_DAY_LIMIT_CENTS))}: hoy te quedan ${spanishEuros(euros(leftCents))}.`;
  }
  return undefined;
}
