import type { OverallPositionMessageKey } from './messages';

/** The overall position's texts in English: loaded only when a customer chooses English. */
export const en: Readonly<Record<OverallPositionMessageKey, string>> = {
  greeting: 'Hello, {name}',
  greetingAnonymous: 'Hello',
  accountsTitle: 'Accounts',
  cardsTitle: 'Cards',
  accountsPageTitle: 'Your accounts',
  cardsPageTitle: 'Your cards',
  totalBalance: 'Total balance in accounts',
  available: 'Available',
  debit: 'Debit',
  credit: 'Credit',
  noAccounts: 'You have no accounts in this profile.',
  noCards: 'You have no cards in this profile.',
  loading: 'Loading your overview…',
  error: 'We could not load your overview. Please try again.',
  retry: 'Try again',
  profileLabel: 'Profile: {name}',
  movementsTitle: 'Latest transactions',
  noMovements: 'There are no transactions in this profile yet.',
  movementsError: 'We could not load your latest transactions. Please try again later.',
};
