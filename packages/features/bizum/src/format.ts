import { formatMoney } from '@bank-shell/core/format';
import type { Locale } from '@bank-shell/core';

/** An amount as the customer's language writes it: `1.234,50 €` or `€1,234.50`. */
export function money(value: { amount: number; currency: string }, locale: Locale): string {
  return formatMoney(value.amount, value.currency, locale);
}

/** When something happened, as the bank's clock in Madrid shows it: "7 dic, 10:42", "7 Dec, 10:42". */
export function dayAndTime(isoInstant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  }).format(new Date(isoInstant));
}

/** A day, as the bank's clock in Madrid has it: "6 de enero de 2027", "6 January 2027". */
export function day(isoInstant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(
    new Date(isoInstant),
  );
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
