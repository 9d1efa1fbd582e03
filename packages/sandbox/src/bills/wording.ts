import type { Money } from '../products';

const ENGLISH_EUROS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** An amount in an English message: "€1,234.50". */
export function englishEurosOf(money: Money): string {
  return ENGLISH_EUROS.format(money.amount);
}

/** A bank day (`YYYY-MM-DD`) as Spanish and English messages write it: `05/01/2026`. */
export function slashDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** At most `max` characters (code points, as PostgreSQL counts them): a pair is never cut in two. */
export function clip(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}
