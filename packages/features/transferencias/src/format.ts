import { formatMoney } from '@bank-shell/core/format';
import type { Locale } from '@bank-shell/core';

/** An amount as the customer's language writes it: `1.234,50 €` or `€1,234.50`. */
export function money(value: { amount: number; currency: string }, locale: Locale): string {
  return formatMoney(value.amount, value.currency, locale);
}

/** A bank day (`YYYY-MM-DD`) in the customer's language: "15 de marzo de 2026", "15 March 2026". */
export function bankDay(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** The time of an instant, as the bank's clock in Madrid shows it: `10:42`. */
export function clockTime(isoInstant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(isoInstant));
}

/** Today in Madrid, `YYYY-MM-DD`: the bank's day, whatever the device's zone. */
export function bankToday(nowMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(nowMs));
}

/** `12,5`, `12.50` or `1.234,56` as the customer typed it in euros; `null` when it is no amount. */
export function parseAmount(typed: string): number | null {
  const text = typed.trim().replace(/\s|€/g, '');
  if (!/^\d{1,3}([.,]?\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(text)) return null;
  // The last separator followed by one or two digits is the decimal one; the others group thousands.
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  const value = Number(`${whole}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(value) && value > 0 ? value : null;
}
