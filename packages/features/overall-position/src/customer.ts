import type { AffluentLevel, ClientKind } from '@bank-shell/core';

/** Below this age a customer is a teen: a minor, whose account a guardian supervises. */
export const TEEN_AGE_LIMIT = 18;

const SPANISH_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years from a birth date to `today` (the local calendar day), or null for a date it cannot
 * read. The bank writes birth dates DD/MM/YYYY (sandbox-api.md, Shapes); YYYY-MM-DD is read too.
 */
export function ageOn(birthDate: string, today: Date): number | null {
  const spanish = SPANISH_DAY.exec(birthDate);
  const iso = ISO_DAY.exec(birthDate);
  const [year, month, day] = spanish
    ? [Number(spanish[3]), Number(spanish[2]), Number(spanish[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  const age = today.getFullYear() - year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/**
 * Whether the overall position is a teen bank's: the page is one of the teen clients (shell.md §6,
 * `teen-web`, `teen-android`, `teen-ios`), or the customer is under {@link TEEN_AGE_LIMIT}.
 */
export function isTeen({ clientKind, birthDate, today }: { clientKind: ClientKind; birthDate: string | undefined; today: Date }): boolean {
  if (clientKind.startsWith('teen-')) return true;
  const age = birthDate === undefined ? null : ageOn(birthDate, today);
  return age !== null && age < TEEN_AGE_LIMIT;
}

/** Any affluent level above none (`NO_AFLNT`, 0) marks an affluent customer (shell.md §3). */
export function isAffluent(level: AffluentLevel): boolean {
  return level > 0;
}
