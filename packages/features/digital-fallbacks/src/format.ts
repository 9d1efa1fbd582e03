import { formatMoney, formatPercent } from '@bank-shell/core/format';
import type { Locale } from '@bank-shell/core';
import type { ProductAccount } from '@bank-shell/core/signed-in';
import type { DigitalFallbacksMessageKey } from './messages';

export type Translate = (key: DigitalFallbacksMessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** "Cuenta NÓMINA ···7283" ("NÓMINA account ···7283" in English): an account as the customer knows it. */
export function accountName(account: ProductAccount, t: Translate): string {
  return t('accountName', { alias: account.alias, digits: account.iban.slice(-4) });
}

/** An amount as the customer's language writes it: `-350,20 €` or `-€350.20`. */
export function money(value: { amount: number; currency: string }, locale: Locale): string {
  return formatMoney(value.amount, value.currency, locale);
}

/** A bank day (`YYYY-MM-DD`) in the customer's language: "7 de enero de 2027", "7 January 2027". */
export function bankDay(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** A rate in per cent, two decimals, as the customer's language writes it: `7,95 %`, `7.95%`. */
export function percent(value: number, locale: Locale): string {
  return formatPercent(value, locale);
}

/** Euros as a link to the transfer form writes them: a dot and two decimals, `200.00`. */
export function linkAmount(euros: number): string {
  return euros.toFixed(2);
}
