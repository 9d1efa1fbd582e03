import { CustomerTasks } from './CustomerTasks';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { Locale } from '@bank-shell/core';
import { OVERALL_POSITION_CAMPAIGN_SLOT, requestCampaigns } from '@bank-shell/core/signed-in';
import type { CampaignCommunication } from '@bank-shell/core/signed-in';
import { useSession, useShell } from '@bank-shell/react';
import { formatPhone } from '@bank-shell/core/format';
import { Amount } from '@bank-shell/react/display';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { getAccess, getInboxSummary, getMovements } from './api';
import type { Account, Card, Client, Movement, PersonalManager } from './api';
import { BalancesToggle } from './BalancesToggle';
import { Campaigns } from './Campaigns';
import { isAffluent, isTeen } from './customer';
import { loadOverview, takeFirstAnswers, takeSettledFirstAnswers } from './firstCalls';
import { formatDateTime } from './format';
import { Icon } from './icons';
import type { IconName } from './icons';
import type { OverallPositionMessageKey } from './messages';
import { MovementList } from './movements';
import { balanceNoteOf, overviewTitleOf, totalOf } from './overviewFigures';
import { BalanceHero, OverviewHeader } from './OverviewTop';
import { AccountList, CardList, DepositList, LoanList } from './products';
import { INBOX_HREF, QUICK_ACTIONS, quickActionHref } from './screens';
import type { QuickAction } from './screens';
import { useTexts } from './texts';
import { TRACKED_LINK, useTrackLink } from './trackedLinks';
import type { Translate } from './texts';

/** A campaign the bank sent that the page cannot show (features.md §4.4): told to the developers, not the customer. */
const reportUnshownCampaign = (error: unknown) => console.warn('Campaign not shown', error);

/**
 * Whether the overall position is the teen bank's (see `isTeen`): by the page's client while the
 * client record is not there, then by the customer's age too.
 */
export function useTeen(client: Client | null | undefined): boolean {
  const { channel } = useShell();
  return isTeen({ clientKind: channel.clientKind, age: client?.age ?? null });
}

/** A teen bank offers no credit: a teen's overall position shows no credit card. */
export const cardsFor = (cards: readonly Card[], teen: boolean): readonly Card[] =>
  teen ? cards.filter((card) => card.kind !== 'credit') : cards;

/**
 * The customer's overall position (issue 18 §4): greeting, last access and inbox, the total in
 * accounts, the quick actions, accounts, cards, deposits, the personal manager of an affluent
 * customer, and the latest movements. A teen's shows a guardian notice and no credit products.
 */
export function Overview() {
  const { t, locale } = useTexts();
  const { profiles, activeProfileId, affluentLevel } = useSession();
  const affluent = isAffluent(affluentLevel);
  const profile = profiles.find((p) => p.profileId === activeProfileId);
  // The products make the page: with the client (the greeting) and an affluent customer's manager
  // they are all it waits for. The last access and the inbox come once the page is there, and the
  // latest movements beside it, each in its own slot: a slow or failed call holds nothing else
  // back (features.md §7: a failed client record is tolerated), and the first calls have the
  // browser's connections to the bank to themselves (issue 12).
  // The page opened here: its calls may be on their way already (`firstCalls.ts`, issue 42 §6).
  // Answers already in (the page asked for them before its modules ran) make the first render.
  const query = useApiQuery(
    (http) => takeFirstAnswers(activeProfileId, affluent) ?? loadOverview(http, affluent),
    [activeProfileId, affluent],
    { initialData: () => takeSettledFirstAnswers(activeProfileId, affluent) },
  );
  const campaigns = useCampaigns(activeProfileId, locale);
  // The balances show as soon as the products are in (issue 42 §6); what comes after the campaigns'
  // banners waits for them the first time, so that their appearing moves nothing.
  const data = query.status === 'ready' ? query.data : null;
  const loading = query.status === 'loading';
  const teen = useTeen(data?.client);
  // The client model's tidied name (features.md §3); the empty client's is '' (features.md §7).
  const { heading, subtitle } = overviewTitleOf(data?.client.name ?? '', profile, t);
  const deposits = teen ? [] : (data?.products.deposits ?? []);
  const loans = data?.products.loans ?? [];

  return (
    <div className="page">
      <OverviewHeader
        heading={heading}
        affluent={affluent}
        subtitle={subtitle}
        visitFacts={data && <VisitFacts profileId={activeProfileId} t={t} locale={locale} />}
        balancesToggle={<BalancesToggle />}
        t={t}
      />
      {loading && <QueryLoading label={t('loading')} blocks={['hero', 'list', 'list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('error')}
        </QueryFailure>
      )}
      {data && (
        <div className="overview">
          {teen && <GuardianNotice t={t} />}
          <TotalBalance accounts={data.products.accounts} affluent={affluent} excludesDeposits={deposits.length > 0} t={t} />
          <QuickActions business={profile?.kind === 'business'} t={t} />
          {data.manager && <PersonalManagerCard manager={data.manager} t={t} locale={locale} />}
          <AccountList accounts={data.products.accounts} t={t} />
          <CardList cards={cardsFor(data.products.cards, teen)} t={t} />
          {deposits.length > 0 && <DepositList deposits={deposits} t={t} locale={locale} />}
          {loans.length > 0 && <LoanList loans={loans} t={t} locale={locale} />}
          {campaigns !== null && (
            <>
              <Campaigns communications={campaigns} t={t} />
              <LatestMovements profileId={activeProfileId} t={t} locale={locale} />
              <CustomerTasks profileId={activeProfileId} t={t} locale={locale} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The overall position's campaigns (features.md §2.4), in the page's language: their texts come
 * in the language asked for, so a change of language asks again, and the banners shown keep
 * their texts until the new ones arrive. Marketing never holds the page back: a failed call is
 * no campaigns. Null until the first answer.
 */
function useCampaigns(profileId: string | null, locale: Locale): readonly CampaignCommunication[] | null {
  const query = useApiQuery(
    (http) => requestCampaigns(http, OVERALL_POSITION_CAMPAIGN_SLOT, reportUnshownCampaign).catch((): CampaignCommunication[] => []),
    [profileId, locale],
  );
  const [latest, setLatest] = useState<readonly CampaignCommunication[] | null>(null);
  // Derived from the query as it renders (React's pattern for state that follows a prop).
  if (query.status === 'ready' && query.data !== latest) setLatest(query.data);
  return query.status === 'ready' ? query.data : latest;
}

/** When the customer last came in, and the inbox: each left out when the bank could not say. */
function VisitFacts({ profileId, t, locale }: { profileId: string | null; t: Translate; locale: Locale }) {
  const facts = useApiQuery(
    async (http) => {
      const [access, unread] = await Promise.all([
        getAccess(http).then(
          ({ lastAccessAt }) => ({ lastAccessAt }),
          () => null,
        ),
        getInboxSummary(http).then(
          (summary) => summary.unread,
          () => null,
        ),
      ]);
      return { access, unread };
    },
    [profileId],
  );
  if (facts.status !== 'ready') return null;
  const { access, unread } = facts.data;
  // null: the bank did not say; a first login has no previous one.
  const lastAccess =
    access === null ? null : access.lastAccessAt === null ? t('firstAccess') : lastAccessText(access.lastAccessAt, t, locale);
  if (lastAccess === null && unread === null) return null;
  return (
    <ul className="visit-facts">
      {lastAccess !== null && (
        <li className="visit-facts__item">
          <Icon name="clock" size={18} />
          {lastAccess}
        </li>
      )}
      {unread !== null && (
        <li className="visit-facts__item">
          <a className={unread > 0 ? 'visit-facts__inbox visit-facts__inbox--unread' : 'visit-facts__inbox'} href={INBOX_HREF}>
            <Icon name="inbox" size={18} />
            {unread === 0 ? t('inboxNone') : unread === 1 ? t('inboxOne') : t('inboxMany', { count: unread })}
          </a>
        </li>
      )}
    </ul>
  );
}

function lastAccessText(lastAccessAt: string, t: Translate, locale: Locale): string | null {
  const date = formatDateTime(lastAccessAt, locale);
  return date === null ? null : t('lastAccess', { date });
}

/** The teen bank's notice: a guardian supervises the account. */
function GuardianNotice({ t }: { t: Translate }) {
  return (
    <div className="guardian-notice">
      <Icon name="shield" size={24} className="guardian-notice__icon" />
      <div>
        <p className="guardian-notice__title">{t('guardianNotice')}</p>
        <p>{t('guardianDetail')}</p>
      </div>
    </div>
  );
}

/** The total in accounts (deposits are not money to spend), written large, with what it counts. */
export function TotalBalance({
  accounts,
  affluent = false,
  excludesDeposits = false,
  t,
}: {
  accounts: readonly Account[];
  affluent?: boolean;
  excludesDeposits?: boolean;
  t: Translate;
}) {
  const { amount, currency } = totalOf(accounts);
  return (
    <BalanceHero
      affluent={affluent}
      amount={<Amount amount={amount} currency={currency} />}
      note={balanceNoteOf(accounts.length, excludesDeposits, t)}
      t={t}
    />
  );
}

const QUICK_ACTION_TEXT: Readonly<Record<QuickAction, { label: OverallPositionMessageKey; icon: IconName }>> = {
  transferencia: { label: 'actionTransfer', icon: 'transfer' },
  bizum: { label: 'actionBizum', icon: 'bizum' },
  'pagar-recibo': { label: 'actionPayBill', icon: 'bill' },
};

/**
 * Transfer, Bizum, pay a bill: links to their features' screens. Bizum is a person's, between
 * people's phones: a company's profile does not offer it (issue 42 §3).
 */
function QuickActions({ business, t }: { business: boolean; t: Translate }) {
  const titleId = useId();
  const trackLink = useTrackLink();
  const actions = business ? QUICK_ACTIONS.filter((action) => action !== 'bizum') : QUICK_ACTIONS;
  return (
    <section className="quick-actions" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('quickActionsTitle')}
      </h2>
      <ul className="quick-actions__list">
        {actions.map((action) => (
          <li key={action}>
            <a className="quick-action" href={quickActionHref(action)} onClick={() => trackLink(TRACKED_LINK.quickAction(action))}>
              <span className="quick-action__icon">
                <Icon name={QUICK_ACTION_TEXT[action].icon} size={24} />
              </span>
              <span className="quick-action__label">{t(QUICK_ACTION_TEXT[action].label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Initials of a name for the manager's picture: the first letters of its first two words. */
const initialsOf = (name: string, locale: Locale) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase(locale))
    .join('');

/**
 * An e-mail address with the places a line may break where people expect it (issue 42 §4: on a
 * phone, "bank.localh" ended one line and "ost" began the next): after the `@` and before each
 * dot, as style guides break addresses, so that no part of it is cut in the middle.
 */
export function breakableEmail(email: string): ReactNode[] {
  return email.split(/(?=\.)|(?<=@)/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/** An affluent customer's personal manager: who, where, and how to reach them. */
function PersonalManagerCard({ manager, t, locale }: { manager: PersonalManager; t: Translate; locale: Locale }) {
  const titleId = useId();
  const { appName } = useShell();
  return (
    <section className="overview__section manager" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('managerTitle')}
      </h2>
      <div className="card manager__card">
        <span className="manager__avatar" aria-hidden="true">
          {initialsOf(manager.name, locale)}
        </span>
        <div className="manager__body">
          <p className="manager__name">{manager.name}</p>
          <p className="manager__role">{t('managerRole', { bank: appName })}</p>
          <p className="manager__office">
            <Icon name="office" size={16} />
            {manager.office}
          </p>
          <ul className="manager__contact">
            <li>
              <a className="button button--ghost manager__link" href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}>
                <Icon name="phone" size={18} />
                <span className="visually-hidden">{t('managerCall')} </span>
                {formatPhone(manager.phone)}
              </a>
            </li>
            <li>
              <a className="button button--ghost manager__link" href={`mailto:${manager.email}`}>
                <Icon name="mail" size={18} />
                <span className="visually-hidden">{t('managerWrite')} </span>
                <span className="manager__email">{breakableEmail(manager.email)}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The latest movements across the profile's accounts and cards, each naming its product. */
function LatestMovements({ profileId, t, locale }: { profileId: string | null; t: Translate; locale: Locale }) {
  const titleId = useId();
  const query = useApiQuery(
    (http) =>
      getMovements(http).then(
        ({ movements }): readonly Movement[] | null => movements,
        () => null,
      ),
    [profileId],
  );
  const movements = query.status === 'ready' ? query.data : null;
  return (
    <section className="overview__section overview__section--wide" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('movementsTitle')}
      </h2>
      {query.status === 'loading' ? (
        <QueryLoading label={t('loading')} blocks={['list']} />
      ) : movements === null ? (
        <p className="empty">{t('movementsError')}</p>
      ) : movements.length === 0 ? (
        <p className="empty">{t('noMovements')}</p>
      ) : (
        <MovementList movements={movements} t={t} locale={locale} showProduct />
      )}
    </section>
  );
}
