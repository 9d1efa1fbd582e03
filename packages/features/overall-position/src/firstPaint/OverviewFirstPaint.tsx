import { QueryLoading } from '@bank-shell/react/query';
import { BalancesToggleView } from '../BalancesToggle';
import { useTexts } from '../texts';
import { BalanceHero, OverviewHeader } from '../OverviewTop';
import type { OverallPositionMessageKey } from '../messages';

/** The texts the painting script writes itself, in the template's language (`paintOverview`). */
export const PAINTED_TEXT_KEYS = [
  'greeting',
  'greetingAnonymous',
  'profileLabel',
  'businessProfile',
  'businessGreeting',
  'accountsCountOne',
  'accountsCountMany',
  'depositsNotIncluded',
] as const satisfies readonly OverallPositionMessageKey[];

export type PaintedTexts = Record<(typeof PAINTED_TEXT_KEYS)[number], string>;

/** Keeps a line of text its height while the script has not filled it. */
const BLANK = '\u00a0';

/**
 * The overview's top as the page paints it from the HTML (issue 42 §6), rendered at build time into
 * a template per language: the same header and total as the overview's (`OverviewTop`), its figures
 * blank for the script to fill from the early answers. It is drawn for every customer and adjusted
 * by the script: the affluent badge and the profile's line are taken out when they do not apply, and
 * a company's profile is headed by its name (`overviewTitleOf`).
 */
export function OverviewFirstPaint() {
  const { t } = useTexts();
  return (
    <div className="page">
      <OverviewHeader
        heading={BLANK}
        affluent
        subtitle={BLANK}
        visitFacts={null}
        balancesToggle={<BalancesToggleView masked={false} />}
        t={t}
      />
      <div className="overview overview--painted">
        {/* The amount as `Amount` writes it, blank. */}
        <BalanceHero
          affluent={false}
          amount={
            <span className="amount">
              <span className="amount__value">{BLANK}</span>
            </span>
          }
          note={BLANK}
          t={t}
        />
        {/* What follows the total loads with the page, as the overview shows it loading. */}
        <QueryLoading label={t('loading')} blocks={['list', 'list']} />
      </div>
    </div>
  );
}
