import type { FeatureProps } from '@bank-shell/react';
import { usePageTitle, useSession } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { getClient, getProducts } from './api';
import { BackLink } from './BackLink';
import { BalancesToggle } from './BalancesToggle';
import { Overview, TotalBalance, cardsFor, useTeen } from './Overview';
import { MovementsPage } from './MovementsPage';
import { LoanDetail } from './LoanDetail';
import { ProductDetail } from './ProductDetail';
import { AccountList, CardList } from './products';
import { overviewHref, screenOf } from './screens';
import type { ProductKind } from './screens';
import { useTexts } from './texts';

/**
 * The overall position and its screens (issue 18 §4), by the sub-path after `posicion-global`:
 * the overview; the accounts and the cards (the main navigation's tabs); an account's or a card's
 * detail and its movements; a loan's page. Every screen has its one `h1` from
 * its first render: on a new sub-path the shell moves focus to it (shell.md §2.1, `MountSignal`).
 * All of it is one module: a chunk of its own would share code with the entry, which then imports
 * a shared chunk before it renders (one request deeper: issue 12's flat chain).
 */
export function OverallPosition({ match }: FeatureProps) {
  const screen = screenOf(match.rest);
  switch (screen.name) {
    case 'overview':
      return <Overview />;
    case 'list':
      // One instance for both tabs: switching between them keeps the products it has (issue 12,
      // route changes between the tabs are measured).
      return <ProductListScreen kind={screen.kind} />;
    case 'detail': {
      const { kind, id } = screen;
      return <ProductDetail key={`detail/${kind}/${id}`} kind={kind} id={id} />;
    }
    case 'movements': {
      const { kind, id } = screen;
      return <MovementsPage key={`movements/${kind}/${id}`} kind={kind} id={id} />;
    }
    case 'loan':
      return <LoanDetail key={`loan/${screen.id}`} id={screen.id} />;
    case 'notFound':
      return <NotFoundScreen />;
  }
}

/** "Tus cuentas" and "Tus tarjetas": the products of one kind, each a link to its detail. */
function ProductListScreen({ kind }: { kind: ProductKind }) {
  const { t } = useTexts();
  const { profiles, activeProfileId } = useSession();
  const profile = profiles.find((p) => p.profileId === activeProfileId);
  const query = useApiQuery(
    async (http) => {
      const [client, products] = await Promise.all([getClient(http), getProducts(http)]);
      return { client, products };
    },
    [activeProfileId],
  );
  const data = query.status === 'ready' ? query.data : null;
  const teen = useTeen(data?.client);
  const title = kind === 'account' ? t('accountsPageTitle') : t('cardsPageTitle');
  usePageTitle(title);
  return (
    <div className="page">
      <header className="page__header">
        <BackLink href={overviewHref()}>{t('overviewLink')}</BackLink>
        <h1 className="page__title">{title}</h1>
        {profile?.name && <p className="page__subtitle">{t('profileLabel', { name: profile.name })}</p>}
        <BalancesToggle />
      </header>
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('error')}
        </QueryFailure>
      )}
      {data && (
        <div className="overview overview--list">
          {kind === 'account' && <TotalBalance accounts={data.products.accounts} t={t} />}
          {kind === 'account' ? (
            <AccountList accounts={data.products.accounts} t={t} />
          ) : (
            <CardList cards={cardsFor(data.products.cards, teen)} t={t} />
          )}
        </div>
      )}
    </div>
  );
}

/** A sub-path this feature has no screen for. */
function NotFoundScreen() {
  const { t } = useTexts();
  usePageTitle(t('screenNotFoundTitle'));
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">{t('screenNotFoundTitle')}</h1>
      </header>
      <p>{t('screenNotFoundText')}</p>
      <p>
        <a className="button button--primary" href={overviewHref()}>
          {t('backToOverview')}
        </a>
      </p>
    </div>
  );
}
