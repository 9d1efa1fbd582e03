/**
 * The teen clients (shell.md §6: teen web, teen Android, teen iOS) are a bank for minors: an adult
 * who logs in on one is refused and sent to the bank's own online banking, as a teen bank would.
 */

/** The client kinds a login may name (the shell's, `packages/core/src/channels`). */
export const LOGIN_CLIENT_KINDS = [
  'web-transactional',
  'android-transactional',
  'ios-transactional',
  'sign-ups',
  'teen-web',
  'teen-android',
  'teen-ios',
  'assisted',
] as const;
export type LoginClientKind = (typeof LOGIN_CLIENT_KINDS)[number];

const TEEN_CLIENT_KINDS: ReadonlySet<LoginClientKind> = new Set(['teen-web', 'teen-android', 'teen-ios']);

/** The age of majority in Spain (Constitución Española, art. 12). */
export const ADULT_AGE_YEARS = 18;

const BIRTH_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Full years between a DD/MM/YYYY birth date and `nowMs`, on the calendar of Spain's clocks
 * (Europe/Madrid): a birthday counts from its own midnight there.
 */
export function ageInYears(birthDate: string, nowMs: number): number | undefined {
  const match = BIRTH_DATE_PATTERN.exec(birthDate);
  if (match === null) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = madridDate(nowMs);
  const hadBirthdayThisYear = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (hadBirthdayThisYear ? 0 : 1);
}

/** The day on Spain's clocks, in numbers: made once, as a formatter is costly to build. */
const MADRID_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', year: 'numeric', month: 'numeric', day: 'numeric' });

function madridDate(nowMs: number): { year: number; month: number; day: number } {
  const parts = MADRID_DAY.formatToParts(new Date(nowMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Whether a customer born on `birthDate` may not log in on a client of `clientKind` at `nowMs`. */
export function isAdultOnTeenClient(clientKind: LoginClientKind | undefined, birthDate: string, nowMs: number): boolean {
  if (clientKind === undefined || !TEEN_CLIENT_KINDS.has(clientKind)) return false;
  const age = ageInYears(birthDate, nowMs);
  return age === undefined || age >= ADULT_AGE_YEARS;
}
