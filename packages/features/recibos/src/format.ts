import { formatMoney } from '@bank-shell/core/format';
import type { Locale } from '@bank-shell/core';

/** An amount as the customer's language writes it: `1.234,50 €` or `€1,234.50`. */
export function money(value: { amount: number; currency: string }, locale: Locale): string {
  return formatMoney(value.amount, value.currency, locale);
}

/** A bank day (`YYYY-MM-DD`) in the customer's language: "8 de enero de 2026", "8 January 2026". */
export function bankDay(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** What was typed, without the spaces and dots a printed code is often grouped with. */
export function digitsOf(typed: string): string {
  return typed.replace(/[\s.-]/g, '');
}

/** An account as a list names it: its alias and the last four digits of its IBAN. */
export function accountName(account: { alias: string; iban: string }): string {
  return `${account.alias} ···${account.iban.slice(-4)}`;
}
