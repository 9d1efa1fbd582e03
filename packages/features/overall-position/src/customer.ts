import type { AffluentLevel, ClientKind } from '@bank-shell/core';

/** Below this age a customer is a teen: a minor, whose account a guardian supervises. */
export const TEEN_AGE_LIMIT = 18;

/**
 * Whether the overall position is a teen bank's: the page is one of the teen clients (shell.md §6,
 * `teen-web`, `teen-android`, `teen-ios`), or the customer is under {@link TEEN_AGE_LIMIT}. The age
 * is the client model's (features.md §3, derived from the birth date by core); null when unknown.
 */
export function isTeen({ clientKind, age }: { clientKind: ClientKind; age: number | null }): boolean {
  if (clientKind.startsWith('teen-')) return true;
  return age !== null && age < TEEN_AGE_LIMIT;
}

/** Any affluent level above none (`NO_AFLNT`, 0) marks an affluent customer (shell.md §3). */
export function isAffluent(level: AffluentLevel): boolean {
  return level > 0;
}
