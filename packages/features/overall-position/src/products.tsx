import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Locale } from '@bank-shell/core';
import { Amount } from '@bank-shell/react/display';
import { formatIban } from './api';
import type { Account, Card, CardStatus, Deposit, Loan } from './api';
import { formatDay, formatRate } from './format';
import { Icon } from './icons';
import type { OverallPositionMessageKey } from './messages';
import { detailHref, loanHref } from './screens';
import type { Translate } from './texts';
import { TRACKED_LINK, useTrackLink } from './trackedLinks';

/** What the card pictures print: the brand as it appears on the plastic. */
const CARD_BRAND_MARK: Readonly<Record<string, string>> = { VISA: 'VISA', MASTERCARD: 'Mastercard' };
/** The brand as the card prints it; another brand as the bank writes it. */
export const brandMarkOf = (brand: string): string => CARD_BRAND_MARK[brand] ?? brand;
/** What a sentence calls the brand: its name, not its logo's lettering. */
const CARD_BRAND_NAME: Readonly<Record<string, string>> = { VISA: 'Visa', MASTERCARD: 'Mastercard' };
/** The brand's name in running text; another brand as the bank writes it. */
export const brandNameOf = (brand: string): string => CARD_BRAND_NAME[brand] ?? brand;

/** The name of each kind of account the bank has; another kind shows as the bank writes it. */
const ACCOUNT_TYPE: Readonly<Record<string, OverallPositionMessageKey>> = {
  current: 'accountTypeCurrent',
  savings: 'accountTypeSavings',
  business: 'accountTypeBusiness',
};
/** The name of an account's kind in the page's language. */
export const accountTypeOf = (type: string, t: Translate): string => {
  const key = ACCOUNT_TYPE[type];
  return key ? t(key) : type;
};

/** A section of the overview with its heading, which names its region for assistive technology. */
function ProductSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={className ? `overview__section ${className}` : 'overview__section'} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A section's list of products, each row a link to the product's detail ending in a chevron; its
 * empty text when it has none.
 */
function ProductLinkList<T extends { id: string }>({
  title,
  emptyText,
  products,
  hrefOf,
  trackedLink,
  row,
}: {
  title: string;
  emptyText: string;
  products: readonly T[];
  hrefOf: (product: T) => string;
  /** The link's id in the available links (features.md §4.8). */
  trackedLink: string;
  row: (product: T) => ReactNode;
}) {
  const trackLink = useTrackLink();
  return (
    <ProductSection title={title}>
      {products.length === 0 ? (
        <p className="empty">{emptyText}</p>
      ) : (
        <ul className="product-list card">
          {products.map((product) => (
            <li key={product.id}>
              <a className="product product--link" href={hrefOf(product)} onClick={() => trackLink(trackedLink)}>
                {row(product)}
                <Icon name="chevronRight" className="product__chevron" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </ProductSection>
  );
}

/** The accounts, each a link to its detail: alias and IBAN, and the balance. */
export function AccountList({ accounts, t }: { accounts: readonly Account[]; t: Translate }) {
  return (
    <ProductLinkList
      title={t('accountsTitle')}
      emptyText={t('noAccounts')}
      products={accounts}
      hrefOf={(account) => detailHref('account', account.id)}
      trackedLink={TRACKED_LINK.account}
      row={(account) => (
        <>
          <span className="product__main">
            <span className="product__name">{account.alias}</span>
            <span className="product__detail iban">{formatIban(account.iban)}</span>
          </span>
          <span className="product__amount">
            <Amount amount={account.balance.amount} currency={account.balance.currency} />
          </span>
        </>
      )}
    />
  );
}

/** The little picture of a card in a list: its colours by kind, the brand at its corner. */
export function CardChip({ brand, kind }: { brand: string; kind: Card['kind'] }) {
  return (
    <span className={`card-chip card-chip--${kind}`} aria-hidden="true">
      {/* A word as long as "mastercard" does not fit the little picture: its two circles do. */}
      {brand === 'MASTERCARD' ? <span className="card-chip__circles" /> : brandMarkOf(brand)}
    </span>
  );
}

/** The cards, each a link to its detail: picture, alias, kind and number, and what is available. */
export function CardList({ cards, t }: { cards: readonly Card[]; t: Translate }) {
  return (
    <ProductLinkList
      title={t('cardsTitle')}
      emptyText={t('noCards')}
      products={cards}
      hrefOf={(card) => detailHref('card', card.id)}
      trackedLink={TRACKED_LINK.card}
      row={(card) => (
        <>
          <CardChip brand={card.brand} kind={card.kind} />
          <span className="product__main">
            <span className="product__name">{card.alias}</span>
            <span className="product__detail">
              {card.kind === 'debit' ? t('debit') : t('credit')} · {card.maskedPan}
            </span>
          </span>
          <span className="product__amount">
            <span className="product__caption">{t('available')}</span>
            <Amount amount={card.availableBalance.amount} currency={card.availableBalance.currency} />
          </span>
        </>
      )}
    />
  );
}

/**
 * The deposits, in their own section: money put away until a day, at a rate. They are savings,
 * not money to spend: "saldo total en cuentas" never counts them (docs/design/overview-contract.md).
 */
export function DepositList({ deposits, t, locale }: { deposits: readonly Deposit[]; t: Translate; locale: Locale }) {
  return (
    <ProductSection title={t('depositsTitle')}>
      <ul className="product-list card">
        {deposits.map((deposit) => (
          <li key={deposit.id} className="product">
            <span className="deposit-mark" aria-hidden="true">
              %
            </span>
            <span className="product__main">
              <span className="product__name">{deposit.alias}</span>
              <span className="product__detail">
                {t('depositTerms', { rate: formatRate(deposit.interestRate, locale), date: formatDay(deposit.maturityOn, locale) })}
              </span>
            </span>
            <span className="product__amount">
              <Amount amount={deposit.balance.amount} currency={deposit.balance.currency} />
            </span>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}

/**
 * The loans, in their own section (issue 38 §1): each with what is still owed, the instalment and
 * the next payment's day, and a link to its page with the repayment schedule. Debts, not money:
 * "saldo total en cuentas" never counts them.
 */
export function LoanList({ loans, t, locale }: { loans: readonly Loan[]; t: Translate; locale: Locale }) {
  return (
    <ProductLinkList
      title={t('loansTitle')}
      emptyText=""
      products={loans}
      hrefOf={(loan) => loanHref(loan.id)}
      trackedLink={TRACKED_LINK.loan}
      row={(loan) => (
        <>
          <span className="loan-mark" aria-hidden="true">
            €
          </span>
          <span className="product__main">
            <span className="product__name">{loan.alias}</span>
            <span className="product__detail">
              {loan.nextPaymentOn === null ? (
                t('loanPaidOff')
              ) : (
                <>
                  {t('loanInstalment')} <Amount amount={loan.monthlyAmount.amount} currency={loan.monthlyAmount.currency} /> ·{' '}
                  {t('loanNextPayment', { date: formatDay(loan.nextPaymentOn, locale) })}
                </>
              )}
            </span>
          </span>
          <span className="product__amount">
            <span className="product__caption">{t('loanOutstanding')}</span>
            <Amount amount={loan.outstanding.amount} currency={loan.outstanding.currency} />
          </span>
        </>
      )}
    />
  );
}

/**
 * The brand's mark as the card's picture prints it (issue 42 §4: the bank wrote "mastercard" in
 * plain text): Mastercard's two circles, Visa's italic capitals, another brand's name in capitals.
 * Part of a picture hidden from assistive technology; the page's text names the brand.
 */
export function BrandMark({ brand }: { brand: string }) {
  if (brand === 'MASTERCARD') {
    return (
      <svg className="brand-mark brand-mark--mastercard" width="44" height="28" viewBox="0 0 44 28" aria-hidden="true" focusable="false">
        <circle cx="15" cy="14" r="12" fill="#eb001b" />
        <circle cx="29" cy="14" r="12" fill="#f79e1b" />
        <path d="M22 4.2a12 12 0 0 1 0 19.6 12 12 0 0 1 0-19.6z" fill="#ff5f00" />
      </svg>
    );
  }
  return <span className={`brand-mark brand-mark--${brand === 'VISA' ? 'visa' : 'other'}`}>{brandMarkOf(brand)}</span>;
}

/**
 * A card as the customer knows it, large: colours by kind, the brand, the number's last digits and
 * its name; greyed with a padlock while blocked. A picture: the detail's text says all it shows.
 */
export function CardPicture({
  brand,
  kind,
  maskedPan,
  alias,
  status,
}: {
  brand: string;
  kind: Card['kind'];
  maskedPan: string;
  alias: string;
  status: CardStatus;
}) {
  return (
    <div className={`card-picture card-picture--${kind}${status === 'blocked' ? ' card-picture--blocked' : ''}`} aria-hidden="true">
      <span className="card-picture__chip" />
      {status === 'blocked' && (
        <span className="card-picture__lock">
          <Icon name="lock" size={28} />
        </span>
      )}
      <span className="card-picture__pan">{maskedPan}</span>
      <span className="card-picture__foot">
        <span className="card-picture__alias">{alias}</span>
        <BrandMark brand={brand} />
      </span>
    </div>
  );
}
