import type { Money } from './types';

const CENTS_PER_EURO = 100;

/**
 * Cents as the API's money (sandbox-api.md, Shapes). A bigint column arrives as text from
 * node-postgres and as a number from PGlite: both read the same.
 */
export function euros(cents: number | string): Money {
  return { amount: Number(cents) / CENTS_PER_EURO, currency: 'EUR' };
}

/**
 * Euros as a Spanish message writes them, thousands always grouped: 5.000,00 €. `Intl` leaves a
 * four-digit number ungrouped in es-ES by default, which a customer reads as a code, not money.
 */
const SPANISH_EUROS = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** An amount of the API's money in a Spanish message: `spanishEuros(euros(500_000))` is "5.000,00 €". */
export function spanishEuros(money: Money): string {
  return SPANISH_EUROS.format(money.amount);
}

const ENGLISH_EUROS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** An amount of the API's money in an English message: `englishEuros(euros(500_000))` is "€5,000.00". */
export function englishEuros(money: Money): string {
  return ENGLISH_EUROS.format(money.amount);
}
