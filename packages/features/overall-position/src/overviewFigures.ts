import type { Translate } from './texts';

/** Balances are summed in cents to avoid floating-point drift. */
const CENTS_PER_UNIT = 100;

/** The currency of a total with no account to take it from. */
const DEFAULT_CURRENCY = 'EUR';

/** What the overview's top needs of an account: its balance. */
export interface Balanced {
  balance: { amount: number; currency: string };
}

/**
 * The money in the accounts, and only there: deposits are not money to spend
 * (docs/design/overview-contract.md). In the first account's currency.
 */
export function totalOf(accounts: readonly Balanced[]): { amount: number; currency: string } {
  const cents = accounts.reduce((sum, account) => sum + Math.round(account.balance.amount * CENTS_PER_UNIT), 0);
  return { amount: cents / CENTS_PER_UNIT, currency: accounts[0]?.balance.currency ?? DEFAULT_CURRENCY };
}

/** "Hola, Lucía", or "Hola" for a client whose name the bank could not say (features.md §7). */
export function greetingOf(name: string, t: Translate): string {
  return name ? t('greeting', { name }) : t('greetingAnonymous');
}

/** "2 cuentas", and that deposits are left out of the total when the customer has some. */
export function balanceNoteOf(accountCount: number, excludesDeposits: boolean, t: Translate): string {
  const count = accountCount === 1 ? t('accountsCountOne') : t('accountsCountMany', { count: accountCount });
  return excludesDeposits ? `${count} · ${t('depositsNotIncluded')}` : count;
}
