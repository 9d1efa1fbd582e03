import { useShell, useStore } from '@bank-shell/react';
import { formatMoney } from '@bank-shell/core/format';

export interface AmountProps {
  /** In units of `currency` (euros, not cents); negative for money out. */
  readonly amount: number;
  /** ISO 4217 code, e.g. `EUR`. */
  readonly currency: string;
  /** More classes for the outer element, after `amount`. */
  readonly className?: string;
}

/**
 * An amount of money in the page's language: `<span class="amount"><span class="amount__value">`.
 * Every amount a customer sees goes through it, because masked mode is CSS (ARCHITECTURE.md,
 * "Masked balances are CSS"): under `[data-masked]` the value is hidden and `.amount::after` shows
 * bullets whose alternative text says the amount is hidden. No component checks the flag itself.
 */
export function Amount({ amount, currency, className }: AmountProps) {
  const locale = useStore(useShell().i18n.locale);
  return (
    <span className={className ? `amount ${className}` : 'amount'}>
      <span className="amount__value">{formatMoney(amount, currency, locale)}</span>
    </span>
  );
}
