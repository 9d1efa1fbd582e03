import { formatMoney, formatPercent } from '@bank-shell/core/format';
import { useShell, useStore } from '@bank-shell/react';

/** How the offers write their figures: euros with or without cents, and rates. */
export interface OfferFigures {
  /** 1500 → "1.500,00 €" (es-ES), "€1,500.00" (en-GB); with `cents: false`, "1.500 €", "€1,500". */
  readonly euros: (amount: number, options?: { cents?: boolean }) => string;
  /** 6.5 → "6,50 %" (es-ES), "6.50%" (en-GB). */
  readonly percent: (rate: number) => string;
}

/**
 * The offers' figures in the page's language, as every other screen writes them (issue 42 §2: one
 * number format per language). This departs from features.md §9's "es-ES for offers", which
 * left English pages with Spanish figures beside English ones.
 */
export function useOfferFigures(): OfferFigures {
  const { i18n } = useShell();
  const locale = useStore(i18n.locale);
  return {
    euros: (amount, options) => formatMoney(amount, 'EUR', locale, options),
    percent: (rate) => formatPercent(rate, locale),
  };
}
