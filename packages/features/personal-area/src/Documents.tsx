import { useId, useState } from 'react';
import { EVENT_TOPIC } from '@bank-shell/core';
import type { Locale } from '@bank-shell/core';
import { formatDayMonth, formatMoney } from '@bank-shell/core/format';
import { useShell } from '@bank-shell/react';
import { useApiQuery } from '@bank-shell/react/query';
import { getDocuments } from './api';
import type { Receipt, Statement } from './api';
import type { PersonalAreaMessageKey } from './messages';

type Translate = (key: PersonalAreaMessageKey, values?: Record<string, string>) => string;

const RECEIPT_NAME_KEYS: Readonly<Record<Receipt['kind'], PersonalAreaMessageKey>> = {
  transfer: 'receiptTransfer',
  bill: 'receiptBill',
  bizum: 'receiptBizum',
};

/** The bank's own file names for a receipt (docs/sandbox-api.md): a Bizum's says it is one. */
function receiptFileName(receipt: Receipt, locale: Locale): string {
  const spanish = locale === 'es-ES';
  const prefix = receipt.kind === 'bizum' ? (spanish ? 'justificante-bizum' : 'bizum-receipt') : spanish ? 'justificante' : 'receipt';
  return `${prefix}-${receipt.id}.html`;
}

/** `2026-11` → `noviembre de 2026`, `November 2026`. */
function monthName(month: string, locale: Locale): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

const dayOf = (isoDay: string, locale: Locale) => `${formatDayMonth(isoDay, locale)} ${isoDay.slice(0, 4)}`;

/**
 * Mi área's documents (issue 42 §3): the statements of the profile's accounts and the receipts of
 * its transfers, bill payments and Bizum payments sent, as the bank lists them, each downloaded through the shell's
 * document download (`download-document`), as a transfer's receipt is.
 */
export function Documents({ t, locale }: { t: Translate; locale: Locale }) {
  const documents = useApiQuery(getDocuments, []);
  const statementsId = useId();
  const receiptsId = useId();
  const [missing, setMissing] = useState<string | null>(null);
  if (documents.status === 'loading') return <p className="personal-area__hint">{t('documentsLoading')}</p>;
  if (documents.status === 'failed') {
    return (
      <div role="alert" className="alert alert--error personal-area__error">
        <p>{t('documentsError')}</p>
        <button type="button" className="button button--ghost" onClick={documents.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { statements, receipts } = documents.data;
  // The month under way's statement runs to today: its name says so.
  const statementName = (statement: Statement) =>
    t(statement.current === true ? 'statementNameCurrent' : 'statementName', {
      month: monthName(statement.month, locale),
      alias: statement.alias,
    });
  const receiptName = (receipt: Receipt) => t(RECEIPT_NAME_KEYS[receipt.kind], { name: receipt.counterpart });

  return (
    <div className="personal-area__sections personal-area__sections--single">
      <p className="personal-area__hint">{t('documentsIntro')}</p>
      {missing !== null && (
        <p role="alert" className="alert alert--error personal-area__error">
          {t('documentMissing')}
        </p>
      )}
      <section className="card personal-area__card" aria-labelledby={statementsId}>
        <h2 id={statementsId} className="section-title">
          {t('statementsTitle')}
        </h2>
        <ul className="device-list">
          {statements.map((statement) => (
            <DocumentRow
              key={statement.path}
              name={statementName(statement)}
              detail={null}
              path={statement.path}
              fileName={`${locale === 'es-ES' ? 'extracto' : 'statement'}-${statement.accountId}-${statement.month}.html`}
              t={t}
              onMissing={setMissing}
            />
          ))}
        </ul>
      </section>
      <section className="card personal-area__card" aria-labelledby={receiptsId}>
        <h2 id={receiptsId} className="section-title">
          {t('receiptsTitle')}
        </h2>
        {receipts.length === 0 ? (
          <p className="personal-area__hint">{t('receiptsNone')}</p>
        ) : (
          <ul className="device-list">
            {receipts.map((receipt) => (
              <DocumentRow
                key={receipt.path}
                name={receiptName(receipt)}
                detail={`${receipt.concept} · ${formatMoney(receipt.amount.amount, receipt.amount.currency, locale)} · ${dayOf(receipt.date, locale)}`}
                path={receipt.path}
                fileName={receiptFileName(receipt, locale)}
                t={t}
                onMissing={setMissing}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function DocumentRow({
  name,
  detail,
  path,
  fileName,
  t,
  onMissing,
}: {
  name: string;
  detail: string | null;
  path: string;
  fileName: string;
  t: Translate;
  onMissing: (path: string | null) => void;
}) {
  const { events } = useShell();
  function download() {
    onMissing(null);
    events.publish(EVENT_TOPIC.documentDownload, {
      url: path,
      document: { fileName, mimeType: 'text/html' },
      reportUnexistentFileCallback: () => onMissing(path),
      openNewWindow: true,
    });
  }
  return (
    <li className="device">
      <div className="device__text">
        <span className="device__alias">{name}</span>
        {detail !== null && <span className="device__detail">{detail}</span>}
      </div>
      <button type="button" className="button button--ghost device__remove" aria-label={t('downloadLabel', { name })} onClick={download}>
        {t('download')}
      </button>
    </li>
  );
}
