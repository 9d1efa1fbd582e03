import type { Locale } from '@bank-shell/core';
import { formatDayMonth } from '@bank-shell/core/format';
import { Amount } from '@bank-shell/react/display';
import type { Movement } from './api';
import { categoryOf } from './categories';
import type { MovementCategory } from './categories';
import { Icon } from './icons';
import type { IconName } from './icons';
import type { Translate } from './texts';

/** The picture of each category: the bank's operations share the quick actions' pictures. */
const CATEGORY_ICON: Readonly<Record<MovementCategory, IconName>> = {
  salary: 'salary',
  bizum: 'bizum',
  transfer: 'transfer',
  cash: 'loan',
  home: 'home',
  bills: 'bill',
  taxes: 'taxes',
  savings: 'savings',
  loan: 'office',
  card: 'card',
  food: 'food',
  travel: 'travel',
  leisure: 'leisure',
  shopping: 'shopping',
  income: 'salary',
  other: 'other',
};

/**
 * Movements, newest first: the category's picture, the concept (and, across products, which one),
 * the amount (money in marked) and an account's balance right after it. Each row says its day; a
 * list grouped by day ({@link MovementDays}) says it once, in the day's heading instead.
 */
export function MovementList({
  movements,
  t,
  locale,
  showProduct = false,
  showDay = true,
}: {
  movements: readonly Movement[];
  t: Translate;
  locale: Locale;
  /** Name the product of each movement: a list that mixes products. @default false */
  showProduct?: boolean;
  /** Say each movement's day: not under a heading that says it. @default true */
  showDay?: boolean;
}) {
  const thisYear = new Date().getFullYear();
  return (
    <ul className={showDay ? 'movement-list card' : 'movement-list movement-list--grouped card'}>
      {movements.map((movement) => {
        const year = Number(movement.bookedOn.slice(0, 4));
        const category = categoryOf(movement);
        return (
          <li key={movement.id} className="movement" data-category={category}>
            <span className={`movement__icon movement__icon--${category}`}>
              <Icon name={CATEGORY_ICON[category]} size={20} />
            </span>
            {showDay && (
              <time className="movement__day" dateTime={movement.bookedOn}>
                {formatDayMonth(movement.bookedOn, locale)}
                {year !== thisYear && <span className="movement__year"> {year}</span>}
              </time>
            )}
            <div className="movement__main">
              {/* The concept is the bank's record or the merchant's words, kept in Spanish in either language (issue 42 §2). */}
              <p className="movement__concept" lang="es-ES">
                {movement.concept}
              </p>
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

/** Consecutive movements of the same day, in the order they came. */
export function byDay(movements: readonly Movement[]): { day: string; movements: Movement[] }[] {
  const days: { day: string; movements: Movement[] }[] = [];
  for (const movement of movements) {
    const last = days.at(-1);
    if (last?.day === movement.bookedOn) last.movements.push(movement);
    else days.push({ day: movement.bookedOn, movements: [movement] });
  }
  return days;
}

const MS_PER_DAY = 86_400_000;

/**
 * A day's heading: "Hoy", "Ayer", or the weekday and the date ("lunes, 7 de diciembre"), with its
 * year when it is not this year's. Days are calendar days of the device's clock.
 */
export function dayHeading(day: string, t: Translate, locale: Locale, today: Date = new Date()): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shown = Date.UTC(year, month - 1, date);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (shown === now) return t('today');
  if (shown === now - MS_PER_DAY) return t('yesterday');
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year === today.getFullYear() ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(shown);
}

/**
 * Movements grouped by the day they were booked (issue 42 §4): a heading for each day, then that
 * day's movements. `level` is the headings' level in the page's outline.
 */
export function MovementDays({
  movements,
  t,
  locale,
  level = 3,
}: {
  movements: readonly Movement[];
  t: Translate;
  locale: Locale;
  /** @default 3 */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="movement-days">
      {byDay(movements).map(({ day, movements: ofDay }) => (
        <div key={day} className="movement-day">
          <Heading className="movement-day__title">
            <time dateTime={day}>{dayHeading(day, t, locale)}</time>
          </Heading>
          <MovementList movements={ofDay} t={t} locale={locale} showDay={false} />
        </div>
      ))}
    </div>
  );
}
