import type { ReactNode } from 'react';
import { Icon } from './icons';
import type { Translate } from './texts';

/**
 * The overview's header: the heading, an affluent customer's badge, the line under the heading
 * (`overviewTitleOf`), the slot of the visit's facts and the show/hide balances control. The page painted from the HTML
 * (`firstPaint/`) is made of the same pieces, so the two lay out alike.
 */
export function OverviewHeader({
  heading,
  affluent,
  subtitle,
  visitFacts,
  balancesToggle,
  t,
}: {
  heading: string;
  affluent: boolean;
  /** The profile's line, or a company's greeting (`overviewTitleOf`). */
  subtitle: string | null;
  visitFacts: ReactNode;
  /** The show/hide balances control (`BalancesToggle`). */
  balancesToggle: ReactNode;
  t: Translate;
}) {
  return (
    <header className="page__header">
      <div className="greeting">
        <h1 className="page__title">{heading}</h1>
        {affluent && (
          <p className="affluent-badge">
            <Icon name="star" size={16} />
            {t('affluentBadge')}
          </p>
        )}
      </div>
      {subtitle && <p className="page__subtitle">{subtitle}</p>}
      {/* Its lines are kept from the start, so that the facts arriving move nothing. */}
      <div className="visit-facts-slot">{visitFacts}</div>
      {balancesToggle}
    </header>
  );
}

/** The total in accounts, written large, with what it counts. */
export function BalanceHero({ affluent, amount, note, t }: { affluent: boolean; amount: ReactNode; note: string; t: Translate }) {
  return (
    <div className={affluent ? 'balance-hero balance-hero--affluent' : 'balance-hero'}>
      <p className="balance-hero__label">{t('totalBalance')}</p>
      <p className="balance-hero__amount">{amount}</p>
      <p className="balance-hero__note">{note}</p>
    </div>
  );
}
