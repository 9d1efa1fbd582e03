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

/** The kind the session gives a company's profile. */
const BUSINESS_PROFILE_KIND = 'business';

/** What the overview's top shows of the profile the page is of, as the session lists it. */
export interface ShownProfile {
  kind?: string | undefined;
  name?: string | undefined;
}

/** Whether the page is a company's: a business profile with its name. */
export const isBusinessProfile = (profile: ShownProfile | null | undefined): profile is ShownProfile & { name: string } =>
  profile?.kind === BUSINESS_PROFILE_KIND && Boolean(profile.name);

/**
 * The overview's heading and the line under it (issue 42 §3). A personal page greets the customer
 * and names its profile ("Perfil: Personal"); a company's is headed by the company's name, and
 * greets the customer under it, as a business's page does.
 */
export function overviewTitleOf(
  name: string,
  profile: ShownProfile | null | undefined,
  t: Translate,
): { heading: string; subtitle: string | null } {
  if (isBusinessProfile(profile)) {
    return { heading: profile.name, subtitle: name ? t('businessGreeting', { name }) : t('businessProfile') };
  }
  return { heading: greetingOf(name, t), subtitle: profile?.name ? t('profileLabel', { name: profile.name }) : null };
}

/** "2 cuentas", and that deposits are left out of the total when the customer has some. */
export function balanceNoteOf(accountCount: number, excludesDeposits: boolean, t: Translate): string {
  const count = accountCount === 1 ? t('accountsCountOne') : t('accountsCountMany', { count: accountCount });
  return excludesDeposits ? `${count} · ${t('depositsNotIncluded')}` : count;
}
