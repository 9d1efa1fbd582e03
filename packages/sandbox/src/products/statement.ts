import { escapeHtml } from '../html';
import type { Queryable } from '../db';

/** The languages the bank writes statements in (the sandbox's two). */
export type StatementLanguage = 'es-ES' | 'en-GB';

/** A calendar month, `YYYY-MM`. */
export const STATEMENT_MONTH_PATTERN = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;

/** One line of a statement: a movement and the balance right after it. */
export interface StatementLine {
  bookedOn: string;
  concept: string;
  amountCents: number;
  balanceAfterCents: number;
}

/** An account's statement for one month: its balances at both ends and what moved in between, oldest first. */
export interface AccountStatement {
  month: string;
  alias: string;
  iban: string;
  holder: string;
  openingCents: number;
  closingCents: number;
  lines: StatementLine[];
}

const CENTS_PER_UNIT = 100;

/** The last day of a `YYYY-MM` month, `YYYY-MM-DD`. */
function lastDayOf(month: string): string {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  // Day 0 of the next month is this month's last (UTC, no time zone in between).
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** A statement, or why there is none: no such account of the profile's, or no such month of the account's. */
export type StatementOutcome = { ok: true; statement: AccountStatement } | { ok: false; missing: 'account' | 'month' };

/**
 * The statement of one of a profile's accounts for a month, from the month it was opened to the
 * current one (`currentMonth`, the bank's). Another profile's account is missing as an unknown one. The closing balance is today's less what was booked after the
 * month; the opening one, the closing less the month's movements.
 */
export async function readAccountStatement(
  db: Queryable,
  profileId: string,
  accountId: string,
  month: string,
  currentMonth: string,
): Promise<StatementOutcome> {
  const { rows } = await db.query<{ alias: string; iban: string; openedOn: string; holder: string; closingCents: string }>(
    `SELECT a.alias, a.iban, to_char(a.opened_on, 'YYYY-MM') AS "openedOn",
            concat_ws(' ', c.name, NULLIF(c.first_surname, ''), NULLIF(c.second_surname, '')) AS holder,
            (a.balance_cents - COALESCE((SELECT SUM(m.amount_cents) FROM movements m
                                          WHERE m.account_id = a.account_id AND m.booked_on > $3::date), 0))::text AS "closingCents"
       FROM accounts a
       JOIN profiles p ON p.profile_id = a.profile_id
       JOIN customers c ON c.person_id = p.person_id
      WHERE a.account_id = $1 AND a.profile_id = $2`,
    [accountId, profileId, lastDayOf(month)],
  );
  const account = rows[0];
  if (account === undefined) return { ok: false, missing: 'account' };
  if (month < account.openedOn || month > currentMonth) return { ok: false, missing: 'month' };
  const movements = await db.query<{ bookedOn: string; concept: string; amountCents: string }>(
    `SELECT to_char(booked_on, 'YYYY-MM-DD') AS "bookedOn", concept, amount_cents::text AS "amountCents"
       FROM movements WHERE account_id = $1 AND booked_on BETWEEN $2::date AND $3::date
      ORDER BY booked_on, movement_id`,
    [accountId, `${month}-01`, lastDayOf(month)],
  );
  const closingCents = Number(account.closingCents);
  const openingCents = movements.rows.reduce((balance, row) => balance - Number(row.amountCents), closingCents);
  let balance = openingCents;
  const lines = movements.rows.map((row) => {
    balance += Number(row.amountCents);
    return { bookedOn: row.bookedOn, concept: row.concept, amountCents: Number(row.amountCents), balanceAfterCents: balance };
  });
  return {
    ok: true,
    statement: { month, alias: account.alias, iban: account.iban, holder: account.holder, openingCents, closingCents, lines },
  };
}

const TEXT = {
  'es-ES': {
    title: 'Extracto de cuenta',
    holder: 'Titular',
    account: 'Cuenta',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    date: 'Fecha',
    concept: 'Concepto',
    amount: 'Importe',
    balance: 'Saldo',
    none: 'Sin movimientos este mes.',
    footer: 'Banco Alba, S.A. · Paseo de la Castellana 95, 28046 Madrid. Documento informativo sin validez contable.',
  },
  'en-GB': {
    title: 'Account statement',
    holder: 'Holder',
    account: 'Account',
    opening: 'Opening balance',
    closing: 'Closing balance',
    date: 'Date',
    concept: 'Description',
    amount: 'Amount',
    balance: 'Balance',
    none: 'No transactions this month.',
    footer: 'Banco Alba, S.A. · Paseo de la Castellana 95, 28046 Madrid. For information only; not an accounting record.',
  },
} as const;

/** The printed statements' look: plain, legible, on any printer. */
const STATEMENT_STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right;white-space:nowrap}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}footer{margin-top:2rem;font-size:.85rem;color:#555}';

/** How a statement of `month` prints amounts, days and its month in one language, each escaped. */
function printedIn(language: StatementLanguage, month: string) {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const day = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return {
    euros: (cents: number) => escapeHtml(money.format(cents / CENTS_PER_UNIT)),
    dayOf: (isoDay: string) => escapeHtml(day.format(new Date(`${isoDay}T00:00:00Z`))),
    monthName: new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    ),
  };
}

/** The IBAN in groups of four, as printed. */
const printedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The statement as a printable HTML document in one language, every value escaped. */
export function accountStatementHtml(statement: AccountStatement, language: StatementLanguage): string {
  const text = TEXT[language];
  const { euros, dayOf, monthName } = printedIn(language, statement.month);
  const rows = statement.lines
    .map(
      (line) =>
        `<tr><td>${dayOf(line.bookedOn)}</td><td>${escapeHtml(line.concept)}</td><td class="n">${euros(line.amountCents)}</td><td class="n">${euros(line.balanceAfterCents)}</td></tr>`,
    )
    .join('');
  const table =
    statement.lines.length === 0
      ? `<p>${text.none}</p>`
      : `<table><thead><tr><th>${text.date}</th><th>${text.concept}</th><th class="n">${text.amount}</th><th class="n">${text.balance}</th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<!doctype html><html lang="${language === 'es-ES' ? 'es' : 'en'}"><head><meta charset="utf-8"><title>${text.title} · ${escapeHtml(monthName)}</title><style>${STATEMENT_STYLE}</style></head><body><main><h1>${text.title} · ${escapeHtml(monthName)}</h1><dl><dt>${text.holder}</dt><dd>${escapeHtml(statement.holder)}</dd><dt>${text.account}</dt><dd>${escapeHtml(statement.alias)} · ${escapeHtml(printedIban(statement.iban))}</dd><dt>${text.opening}</dt><dd>${euros(statement.openingCents)}</dd><dt>${text.closing}</dt><dd>${euros(statement.closingCents)}</dd></dl>${table}</main><footer>${text.footer}</footer></body></html>`;
}

/** The file name the customer saves it under: the account's last four digits and the month. */
export const accountStatementFileName = (statement: AccountStatement, language: StatementLanguage): string =>
  `${language === 'es-ES' ? 'extracto' : 'statement'}-${statement.iban.slice(-4)}-${statement.month}.html`;

/** A card's statement for one month: what moved on it, oldest first, and the month's total. */
export interface CardStatement {
  month: string;
  alias: string;
  panLast4: string;
  holder: string;
  totalCents: number;
  lines: Omit<StatementLine, 'balanceAfterCents'>[];
}

/** A card's statement, or why there is none: no such card of the profile's, or no such month of the card's. */
export type CardStatementOutcome = { ok: true; statement: CardStatement } | { ok: false; missing: 'card' | 'month' };

/**
 * The statement of one of a profile's cards for a month, from the month it was issued to the
 * current one (`currentMonth`, the bank's; issue 42 §4). Another profile's card is missing as an
 * unknown one. A card has no balance of its own to carry: the statement is the month's movements
 * and their total (a debit card's are its account's too, whose statement has the balances).
 */
export async function readCardStatement(
  db: Queryable,
  profileId: string,
  cardId: string,
  month: string,
  currentMonth: string,
): Promise<CardStatementOutcome> {
  const { rows } = await db.query<{ alias: string; panLast4: string; issuedOn: string; holder: string }>(
    `SELECT k.alias, k.pan_last4 AS "panLast4", to_char(k.issued_on, 'YYYY-MM') AS "issuedOn",
            concat_ws(' ', c.name, NULLIF(c.first_surname, ''), NULLIF(c.second_surname, '')) AS holder
       FROM cards k
       JOIN profiles p ON p.profile_id = k.profile_id
       JOIN customers c ON c.person_id = p.person_id
      WHERE k.card_id = $1 AND k.profile_id = $2`,
    [cardId, profileId],
  );
  const card = rows[0];
  if (card === undefined) return { ok: false, missing: 'card' };
  if (month < card.issuedOn || month > currentMonth) return { ok: false, missing: 'month' };
  const movements = await db.query<{ bookedOn: string; concept: string; amountCents: string }>(
    `SELECT to_char(booked_on, 'YYYY-MM-DD') AS "bookedOn", concept, amount_cents::text AS "amountCents"
       FROM movements WHERE card_id = $1 AND booked_on BETWEEN $2::date AND $3::date
      ORDER BY booked_on, movement_id`,
    [cardId, `${month}-01`, lastDayOf(month)],
  );
  const lines = movements.rows.map((row) => ({ bookedOn: row.bookedOn, concept: row.concept, amountCents: Number(row.amountCents) }));
  const totalCents = lines.reduce((total, line) => total + line.amountCents, 0);
  return { ok: true, statement: { month, alias: card.alias, panLast4: card.panLast4, holder: card.holder, totalCents, lines } };
}

const CARD_TEXT = {
  'es-ES': { ...TEXT['es-ES'], title: 'Extracto de tarjeta', account: 'Tarjeta', total: 'Total del mes' },
  'en-GB': { ...TEXT['en-GB'], title: 'Card statement', account: 'Card', total: 'Total for the month' },
} as const;

/** The card's statement as a printable HTML document in one language, every value escaped. */
export function cardStatementHtml(statement: CardStatement, language: StatementLanguage): string {
  const text = CARD_TEXT[language];
  const { euros, dayOf, monthName } = printedIn(language, statement.month);
  const rows = statement.lines
    .map(
      (line) =>
        `<tr><td>${dayOf(line.bookedOn)}</td><td>${escapeHtml(line.concept)}</td><td class="n">${euros(line.amountCents)}</td></tr>`,
    )
    .join('');
  const table =
    statement.lines.length === 0
      ? `<p>${text.none}</p>`
      : `<table><thead><tr><th>${text.date}</th><th>${text.concept}</th><th class="n">${text.amount}</th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<!doctype html><html lang="${language === 'es-ES' ? 'es' : 'en'}"><head><meta charset="utf-8"><title>${text.title} · ${escapeHtml(monthName)}</title><style>${STATEMENT_STYLE}</style></head><body><main><h1>${text.title} · ${escapeHtml(monthName)}</h1><dl><dt>${text.holder}</dt><dd>${escapeHtml(statement.holder)}</dd><dt>${text.account}</dt><dd>${escapeHtml(statement.alias)} · •••• ${escapeHtml(statement.panLast4)}</dd><dt>${text.total}</dt><dd>${euros(statement.totalCents)}</dd></dl>${table}</main><footer>${text.footer}</footer></body></html>`;
}

/** The file name the customer saves a card's statement under: its last four digits and the month. */
export const cardStatementFileName = (statement: CardStatement, language: StatementLanguage): string =>
  `${language === 'es-ES' ? 'extracto-tarjeta' : 'card-statement'}-${statement.panLast4}-${statement.month}.html`;
