import { useId, useState } from 'react';
import { EVENT_TOPIC } from '@bank-shell/core';
import type { Locale } from '@bank-shell/core';
import { useShell } from '@bank-shell/react';
import type { Translate } from './texts';

/** How many months back a customer can download a statement of here (the bank's online window). */
export const STATEMENT_MONTHS = 12;
const MONTHS_PER_YEAR = 12;

/** Where an account's or a card's statement for a month is (docs/sandbox-api.md, Endpoints). */
export const statementPath = (productId: string, month: string) =>
  `/genoma_api/rest/products/${encodeURIComponent(productId)}/statements/${month}`;

const monthOf = (year: number, monthIndex: number) => `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`;

/**
 * The months a statement can be asked for: this one and the eleven before it, newest first, none
 * before the month of `since` (the day the account was opened, or the card issued).
 */
export function statementMonths(today: Date, since: string): string[] {
  const months: string[] = [];
  for (let back = 0; back < STATEMENT_MONTHS; back += 1) {
    const index = today.getFullYear() * MONTHS_PER_YEAR + today.getMonth() - back;
    const month = monthOf(Math.floor(index / MONTHS_PER_YEAR), index % MONTHS_PER_YEAR);
    if (month < since.slice(0, 7)) break;
    months.push(month);
  }
  return months;
}

/**
 * An account's or a card's statements: a month to choose (the last whole one by default) and a
 * download the shell makes (`download-document`, shell.md §3): the bank's printable document, saved
 * under the name it gives. A statement the bank does not have is said here.
 */
export function Statements({
  productId,
  since,
  t,
  locale,
  today = new Date(),
}: {
  /** The account's or the card's id: both have their statements under `products/{id}`. */
  productId: string;
  /** The first day there can be a statement of: the account's `openedOn`, the card's `issuedOn`. */
  since: string;
  t: Translate;
  locale: Locale;
  today?: Date;
}) {
  const { events } = useShell();
  const titleId = useId();
  const selectId = useId();
  const months = statementMonths(today, since);
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '');
  const [missing, setMissing] = useState(false);
  if (months.length === 0) return null;
  const label = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const nameOf = (value: string) => label.format(new Date(`${value}-01T00:00:00Z`));

  function download() {
    setMissing(false);
    events.publish(EVENT_TOPIC.documentDownload, {
      url: statementPath(productId, month),
      document: { mimeType: 'text/html' },
      reportUnexistentFileCallback: () => setMissing(true),
      openNewWindow: false,
    });
  }

  return (
    <section className="card detail__statements" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('statementsTitle')}
      </h2>
      <div className="statements">
        <div className="field statements__field">
          <label htmlFor={selectId} className="field__label">
            {t('statementMonth')}
          </label>
          <select id={selectId} className="statements__select" value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((value) => (
              <option key={value} value={value}>
                {nameOf(value)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--ghost statements__download" onClick={download}>
          {t('statementDownload')}
        </button>
      </div>
      {missing && (
        <p role="alert" className="alert alert--error">
          {t('statementMissing')}
        </p>
      )}
    </section>
  );
}
