import type { Locale } from '@bank-shell/core';
import { formatDayMonth } from '@bank-shell/core/format';
import { Amount } from '@bank-shell/react/display';
import type { Movement } from './api';
import type { Translate } from './texts';

/**
 * Movements, newest first: the day, the concept (and, across products, which one), the amount
 * (money in marked) and an account's balance right after it. The day shows its year only when it
 * is not this year's.
 */
export function MovementList({
  movements,
  t,
  locale,
  showProduct = false,
}: {
  movements: readonly Movement[];
  t: Translate;
  locale: Locale;
  /** Name the product of each movement: a list that mixes products. @default false */
  showProduct?: boolean;
}) {
  const thisYear = new Date().getFullYear();
  return (
    <ul className="movement-list card">
      {movements.map((movement) => {
        const year = Number(movement.bookedOn.slice(0, 4));
        return (
          <li key={movement.id} className="movement">
            <time className="movement__day" dateTime={movement.bookedOn}>
              {formatDayMonth(movement.bookedOn, locale)}
              {year !== thisYear && <span className="movement__year"> {year}</span>}
            </time>
            <div className="movement__main">
              <p className="movement__concept">{movement.concept}</p>
              {showProduct && <p className="movement__product">{movement.productAlias}</p>}
            </div>
            <div className="movement__figures">
              <p className={movement.amount.amount > 0 ? 'movement__amount movement__amount--in' : 'movement__amount'}>
                <Amount amount={movement.amount.amount} currency={movement.amount.currency} />
              </p>
              {movement.balanceAfter && (
                <p className="movement__balance">
                  {t('balanceAfter')} <Amount amount={movement.balanceAfter.amount} currency={movement.balanceAfter.currency} />
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
