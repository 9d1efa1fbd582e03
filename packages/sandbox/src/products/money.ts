import type { Money } from './types';

const CENTS_PER_EURO = 100;

/**
 * Cents as the API's money (sandbox-api.md, Shapes). A bigint column arrives as text from
 * node-postgres and as a number from PGlite: both read the same.
 */
export function euros(cents: number | string): Money {
  return { amount: Number(cents) / CENTS_PER_EURO, currency: 'EUR' };
}
