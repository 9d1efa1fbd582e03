/**
 * `@bank-shell/core/format`: amounts, rates and days in the customer's language, as `Intl` writes
 * them but without ICU's start-up cost on the first render of a customer's figures. A later entry:
 * the login page shows no amount, so it never loads it (issue 12). Every screen writes its figures
 * through it, so a page shows one number format, its language's (issue 42 §2).
 */
export { formatMoney } from './formatMoney';
export type { MoneyFormatOptions } from './formatMoney';
export { formatPercent } from './formatPercent';
export { formatDayMonth } from './formatDayMonth';
export { formatPhone } from './formatPhone';
