/**
 * `@bank-shell/core/format`: amounts and days in the customer's language, as `Intl` writes them
 * but without ICU's start-up cost on the first render of a customer's figures. A later entry:
 * the login page shows no amount, so it never loads it (issue 12).
 */
export { formatMoney } from './formatMoney';
export { formatDayMonth } from './formatDayMonth';
