/**
 * Who a campaign is for (issue 42 §4), decided each time the communications are listed from what
 * the bank knows then, never frozen in the seed: a customer who turns Bizum on stops being asked
 * to, and one whose salary starts coming in stops being offered money to bring it.
 */

/** The action of a communication that asks the customer to start using Bizum. */
export const BIZUM_SIGN_UP_ACTION_CODE = 'BIZUM-SIGN-UP';

/** The action of a communication that promotes bringing one's salary to the bank. */
export const PAYROLL_PROMOTION_ACTION_CODE = 'PAYROLL-PROMOTION';

/** The promotions that pay a customer for bringing their salary: not for one whose salary is paid in already. */
export const PAYROLL_PROMOTION_IDS: readonly string[] = ['NOMINA-150'];

/**
 * Communications whose action starts so are for a business profile, and only for one: a company
 * is not offered a personal loan, nor a person a payment terminal.
 */
export const BUSINESS_ACTION_PREFIX = 'BUSINESS-';

/**
 * A salary is paid in when a payroll credit reached one of the person's accounts within this many
 * days: a monthly salary arrives every 28 to 31 days, and a few days' slack covers a payday moved
 * by a weekend or a bank holiday.
 */
export const PAYROLL_WINDOW_DAYS = 35;

/**
 * SQL true when the person `personIdSql` has had a payroll credit ("Nómina …", money in) in an
 * account of theirs on a day after `sinceSql` (a date). The bank books a salary with that concept.
 */
export function payrollPaidInSql(personIdSql: string, sinceSql: string): string {
  return `EXISTS (
    SELECT 1 FROM movements m
      JOIN accounts a ON a.account_id = m.account_id
      JOIN profiles p ON p.profile_id = a.profile_id
     WHERE p.person_id = ${personIdSql} AND m.amount_cents > 0 AND m.booked_on > ${sinceSql}
       AND m.concept ~* '^n(o|ó|Ó)mina\\y')`;
}

/** The day before which a payroll credit no longer counts, as `YYYY-MM-DD`. */
export function payrollWindowStart(nowMs: number): string {
  const MS_PER_DAY = 86_400_000;
  return new Date(nowMs - PAYROLL_WINDOW_DAYS * MS_PER_DAY).toISOString().slice(0, 10);
}
