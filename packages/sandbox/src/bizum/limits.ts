import type { Queryable } from '../db';
import { euros, spanishEuros, type Money } from '../products';
import { sentSoFar } from './parties';

/**
 * Bizum's limits (issue 41 §2; sandbox-api.md, Bizum), as the banks that offer it set them: a
 * limit caps what a stolen session or a slip of the finger can send before someone notices.
 */

/** The least one Bizum may send or ask for: 0,50 €. */
export const MIN_BIZUM_CENTS = 50;
/** The most one Bizum may send or ask for: 1.000 €. */
export const MAX_BIZUM_EUR_CENTS = 100_000;
/** The most one customer may send by Bizum on one bank day: 2.000 €. */
export const PER_DAY_LIMIT_CENTS = 200_000;
/** The most one customer may send by Bizum in one calendar month of the bank's days: 5.000 €. */
export const PER_MONTH_LIMIT_CENTS = 500_000;
/** How long a request waits for its payee before it expires. */
export const REQUEST_LIFETIME_DAYS = 30;
/** The longest concept Bizum carries. */
export const MAX_BIZUM_CONCEPT_LENGTH = 35;
const eurosText = (cents: number) => spanishEuros(euros(cents));

/** Why one operation's amount is outside Bizum's bounds, in the words the customer reads; undefined when inside. */
export function amountRefusal(amountCents: number): string | undefined {
  if (amountCents < MIN_BIZUM_CENTS) return `El importe mínimo de un Bizum es de ${eurosText(MIN_BIZUM_CENTS)}.`;
  if (amountCents > MAX_BIZUM_EUR_CENTS) return `El importe supera el límite por operación de Bizum, de ${eurosText(MAX_BIZUM_EUR_CENTS)}.`;
  return undefined;
}

/** What the customer has sent by Bizum so far, in cents: on the bank's day, and in its calendar month. */
export interface SentSoFar {
  todayCents: number;
  thisMonthCents: number;
}

/** What is left of the daily and monthly limits, in cents, never below zero. */
export function leftOf(sent: SentSoFar): { todayCents: number; thisMonthCents: number } {
  return {
    todayCents: Math.max(0, PER_DAY_LIMIT_CENTS - sent.todayCents),
    thisMonthCents: Math.max(0, PER_MONTH_LIMIT_CENTS - sent.thisMonthCents),
  };
}

/** Why sending an amount now is over a limit, naming the limit; undefined when it is within all of them. */
export function limitRefusal(amountCents: number, sent: SentSoFar): string | undefined {
  const bounds = amountRefusal(amountCents);
  if (bounds !== undefined) return bounds;
  const left = leftOf(sent);
  if (amountCents > left.todayCents) {
    return `El importe supera el límite diario de Bizum, de ${eurosText(PER_DAY_LIMIT_CENTS)}: hoy te quedan ${eurosText(left.todayCents)}.`;
  }
  if (amountCents > left.thisMonthCents) {
    return `El importe supera el límite mensual de Bizum, de ${eurosText(PER_MONTH_LIMIT_CENTS)}: este mes te quedan ${eurosText(left.thisMonthCents)}.`;
  }
  return undefined;
}

/** Bizum's limits as the customer reads them, with what is left of them now. */
export interface BizumLimits {
  minimum: Money;
  perOperation: Money;
  perDay: Money;
  perMonth: Money;
  leftToday: Money;
  leftThisMonth: Money;
}

/** The limits, and what the person's payments so far leave of them. */
export async function limitsOf(db: Queryable, personId: string, nowMs: number): Promise<BizumLimits> {
  const left = leftOf(await sentSoFar(db, personId, nowMs));
  return {
    minimum: euros(MIN_BIZUM_CENTS),
    perOperation: euros(MAX_BIZUM_EUR_CENTS),
    perDay: euros(PER_DAY_LIMIT_CENTS),
    perMonth: euros(PER_MONTH_LIMIT_CENTS),
    leftToday: euros(left.todayCents),
    leftThisMonth: euros(left.thisMonthCents),
  };
}
