import { useSession, useTranslation } from '@bank-shell/react';
import type { Locale } from '@bank-shell/core';
import type { FeatureProps } from '@bank-shell/react';
import { formatDayMonth, formatMoney } from '@bank-shell/core/format';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { formatIban, getClient, getMovements, getProducts } from './api';
import type { Account, Card, Movement } from './api';

/** Sub-paths of the feature: the whole overview, or one of its two sections. */
type Section = 'all' | 'accounts' | 'cards';

function sectionOf(rest: string): Section {
  if (rest.startsWith('cuentas')) return 'accounts';
  if (rest.startsWith('tarjetas')) return 'cards';
  return 'all';
}

export function OverallPosition({ match }: FeatureProps) {
  const { t, locale } = useTranslation('overall-position');
  const money: FormatMoney = (amount, currency) => formatMoney(amount, currency, locale);
  const { profiles, activeProfileId } = useSession();
  const section = sectionOf(match.rest);
  const profile = profiles.find((p) => p.profileId === activeProfileId);
  // The client record is optional (features.md §7: a failure is tolerated), and so are the
  // movements (their section says it could not load them); products are not.
  const query = useApiQuery(
    async (http) => {
      const [client, products, movements] = await Promise.all([
        getClient(http).catch(() => null),
        getProducts(http),
        section === 'all'
          ? getMovements(http).then(
              ({ movements: latest }) => latest,
              () => null,
            )
          : Promise.resolve(null),
      ]);
      return { client, products, movements };
    },
    [activeProfileId],
  );

  const heading =
    section === 'accounts'
      ? t('accountsPageTitle')
      : section === 'cards'
        ? t('cardsPageTitle')
        : query.status === 'ready' && query.data.client
          ? t('greeting', { name: query.data.client.name })
          : t('greetingAnonymous');

  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{heading}</h1>
        {profile?.name && <p className="page__subtitle">{t('profileLabel', { name: profile.name })}</p>}
      </header>
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={section === 'all' ? ['hero', 'list', 'list'] : ['list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('error')}
        </QueryFailure>
      )}
      {query.status === 'ready' && (
        <div className="overview">
          {section === 'all' && <TotalBalance accounts={query.data.products.accounts} t={t} formatMoney={money} />}
          {section !== 'cards' && <Accounts accounts={query.data.products.accounts} t={t} formatMoney={money} />}
          {section !== 'accounts' && <Cards cards={query.data.products.cards} t={t} formatMoney={money} />}
          {section === 'all' && <LatestMovements movements={query.data.movements} t={t} formatMoney={money} locale={locale} />}
        </div>
      )}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];
type FormatMoney = (amount: number, currency: string) => string;

/** Balances are summed in cents to avoid floating-point drift. */
const CENTS_PER_UNIT = 100;

/** What the little card picture prints: the brand as it appears on the plastic. */
const CARD_BRAND_MARK: Readonly<Record<string, string>> = { VISA: 'VISA', MASTERCARD: 'mastercard' };

function TotalBalance({ accounts, t, formatMoney }: { accounts: readonly Account[]; t: Translate; formatMoney: FormatMoney }) {
  const cents = accounts.reduce((sum, account) => sum + Math.round(account.balance.amount * CENTS_PER_UNIT), 0);
  const currency = accounts[0]?.balance.currency ?? 'EUR';
  return (
    <div className="balance-hero">
      <p className="balance-hero__label">{t('totalBalance')}</p>
      <p className="balance-hero__amount amount">{formatMoney(cents / CENTS_PER_UNIT, currency)}</p>
    </div>
  );
}

function Accounts({ accounts, t, formatMoney }: { accounts: readonly Account[]; t: Translate; formatMoney: FormatMoney }) {
  return (
    <section className="overview__section" aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="section-title">
        {t('accountsTitle')}
      </h2>
      {accounts.length === 0 ? (
        <p className="empty">{t('noAccounts')}</p>
      ) : (
        <ul className="product-list card">
          {accounts.map((account) => (
            <li key={account.id} className="product">
              <div className="product__main">
                <p className="product__name">{account.alias}</p>
                <p className="product__detail iban">{formatIban(account.iban)}</p>
              </div>
              <p className="product__amount amount">{formatMoney(account.balance.amount, account.balance.currency)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Cards({ cards, t, formatMoney }: { cards: readonly Card[]; t: Translate; formatMoney: FormatMoney }) {
  return (
    <section className="overview__section" aria-labelledby="cards-title">
      <h2 id="cards-title" className="section-title">
        {t('cardsTitle')}
      </h2>
      {cards.length === 0 ? (
        <p className="empty">{t('noCards')}</p>
      ) : (
        <ul className="product-list card">
          {cards.map((card) => (
            <li key={card.id} className="product">
              <span className={`card-chip card-chip--${card.kind}`} aria-hidden="true">
                {CARD_BRAND_MARK[card.brand] ?? card.brand}
              </span>
              <div className="product__main">
                <p className="product__name">{card.alias}</p>
                <p className="product__detail">
                  {card.kind === 'debit' ? t('debit') : t('credit')} · {card.maskedPan}
                </p>
              </div>
              <div className="product__amount">
                <p className="product__caption">{t('available')}</p>
                <p className="amount">{formatMoney(card.availableBalance.amount, card.availableBalance.currency)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LatestMovements({
  movements,
  t,
  formatMoney,
  locale,
}: {
  movements: readonly Movement[] | null;
  t: Translate;
  formatMoney: FormatMoney;
  locale: Locale;
}) {
  return (
    <section className="overview__section overview__section--wide" aria-labelledby="movements-title">
      <h2 id="movements-title" className="section-title">
        {t('movementsTitle')}
      </h2>
      {movements === null ? (
        <p className="empty">{t('movementsError')}</p>
      ) : movements.length === 0 ? (
        <p className="empty">{t('noMovements')}</p>
      ) : (
        <ul className="movement-list card">
          {movements.map((movement) => (
            <li key={movement.id} className="movement">
              <p className="movement__day">{formatDayMonth(movement.bookedOn, locale)}</p>
              <div className="movement__main">
                <p className="movement__concept">{movement.concept}</p>
                <p className="movement__product">{movement.productAlias}</p>
              </div>
              <p className={movement.amount.amount > 0 ? 'movement__amount movement__amount--in amount' : 'movement__amount amount'}>
                {formatMoney(movement.amount.amount, movement.amount.currency)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
