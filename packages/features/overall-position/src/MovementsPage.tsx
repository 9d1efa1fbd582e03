import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { usePageTitle } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { MOVEMENTS_PAGE_SIZE, SEARCH_MAX_LENGTH, getProduct, getProductMovements, isNotFound } from './api';
import { BackLink } from './BackLink';
import { MovementDays } from './movements';
import { detailHref, overviewHref } from './screens';
import type { ProductKind } from './screens';
import { useTexts } from './texts';

/** The search as applied: what the bank was asked for. Empty means no filter. */
interface Filters {
  readonly q: string;
  readonly from: string;
  readonly to: string;
}
const NO_FILTERS: Filters = { q: '', from: '', to: '' };

/** The days the bank searches between (its calendar days are of the years 1900 to 2999). */
const EARLIEST_DAY = '1900-01-01';
const LATEST_DAY = '2999-12-31';

/**
 * All the movements of one account or card (`…/cuentas/{id}/movimientos`, `…/tarjetas/{id}/movimientos`),
 * newest first, {@link MOVEMENTS_PAGE_SIZE} a page: searched by concept and between two days on
 * the bank (docs/design/overview-contract.md, `GET …/products/{id}/movements`), and paged with "Anterior" and
 * "Siguiente". A new page or search moves the focus to the results' heading, which says how many
 * there are, once they are there.
 */
export function MovementsPage({ kind, id }: { kind: ProductKind; id: string }) {
  const { t, locale } = useTexts();
  const fieldsId = useId();
  const resultsId = useId();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [rangeError, setRangeError] = useState(false);
  const [page, setPage] = useState(1);
  // Whether the customer asked for other results: only then do they take the focus.
  const [asked, setAsked] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const product = useApiQuery((http) => getProduct(http, { productId: id }), [id]);
  const query = useApiQuery(
    (http) => getProductMovements(http, { productId: id, page, ...filters }),
    [id, page, filters.q, filters.from, filters.to],
  );
  const ready = query.status === 'ready' ? query.data : null;
  useEffect(() => {
    if (ready && asked) resultsRef.current?.focus();
  }, [ready, asked]);

  const notFound = (product.status === 'failed' && isNotFound(product.error)) || (query.status === 'failed' && isNotFound(query.error));
  const alias = product.status === 'ready' ? product.data.alias : null;
  usePageTitle(notFound ? t('productNotFoundTitle') : alias ? `${t('movementsPageTitle')} · ${alias}` : null);
  const filtered = filters.q !== '' || filters.from !== '' || filters.to !== '';
  const pages = ready ? Math.max(1, Math.ceil(ready.total / MOVEMENTS_PAGE_SIZE)) : 1;

  function search(event: FormEvent) {
    event.preventDefault();
    if (draft.from !== '' && draft.to !== '' && draft.from > draft.to) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    setFilters({ q: draft.q.trim(), from: draft.from, to: draft.to });
    setPage(1);
    setAsked(true);
  }

  function clear() {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setRangeError(false);
    setPage(1);
    setAsked(true);
  }

  function goTo(next: number) {
    if (next < 1 || next > pages || query.status !== 'ready') return;
    setPage(next);
    setAsked(true);
  }

  if (notFound) {
    return (
      <div className="page movements-page">
        <header className="page__header">
          <BackLink href={overviewHref()}>{t('overviewLink')}</BackLink>
          <h1 className="page__title">{t('productNotFoundTitle')}</h1>
        </header>
        <div className="notice">
          <p>{t('productNotFoundText')}</p>
          <a className="button button--primary" href={overviewHref()}>
            {t('backToOverview')}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="page movements-page">
      <header className="page__header">
        <BackLink href={detailHref(kind, id)}>
          {alias ? t('backTo', { name: alias }) : kind === 'account' ? t('backToAccount') : t('backToCard')}
        </BackLink>
        <h1 className="page__title">{t('movementsPageTitle')}</h1>
        {alias && <p className="page__subtitle">{alias}</p>}
      </header>

      <form role="search" aria-label={t('searchLabel')} className="card movement-search" onSubmit={search} noValidate>
        <div className="movement-search__field movement-search__field--text">
          <label htmlFor={`${fieldsId}-q`}>{t('searchText')}</label>
          <input
            id={`${fieldsId}-q`}
            type="search"
            value={draft.q}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </div>
        <div className="movement-search__field">
          <label htmlFor={`${fieldsId}-from`}>{t('searchFrom')}</label>
          <input
            id={`${fieldsId}-from`}
            type="date"
            value={draft.from}
            min={EARLIEST_DAY}
            max={draft.to || LATEST_DAY}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="movement-search__field">
          <label htmlFor={`${fieldsId}-to`}>{t('searchTo')}</label>
          <input
            id={`${fieldsId}-to`}
            type="date"
            value={draft.to}
            min={draft.from || EARLIEST_DAY}
            max={LATEST_DAY}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${fieldsId}-error` : undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <div className="movement-search__actions">
          <button type="submit" className="button button--primary">
            {t('searchButton')}
          </button>
          {(filtered || draft.q !== '' || draft.from !== '' || draft.to !== '') && (
            <button type="button" className="button button--ghost" onClick={clear}>
              {t('clearSearch')}
            </button>
          )}
        </div>
        {rangeError && (
          <p id={`${fieldsId}-error`} role="alert" className="field__error movement-search__error">
            {t('searchRangeError')}
          </p>
        )}
      </form>

      {/* A "from" after "to" is not searched: its error alone speaks, not also the count of the
          results it did not ask for (issue 42 §4). */}
      <section className="movements-page__results" aria-labelledby={resultsId} hidden={rangeError}>
        <h2 ref={resultsRef} id={resultsId} tabIndex={-1} className="section-title">
          {ready === null ? t('results') : ready.total === 1 ? t('resultsOne') : t('resultsMany', { count: ready.total })}
        </h2>
        {query.status === 'loading' && <QueryLoading label={t('movementsLoading')} blocks={['list']} />}
        {query.status === 'failed' && (
          <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
            {t('movementsPageError')}
          </QueryFailure>
        )}
        {ready &&
          (ready.movements.length === 0 ? (
            <p className="empty card movements-page__empty">{filtered ? t('noSearchResults') : t('noProductMovements')}</p>
          ) : (
            <MovementDays movements={ready.movements} t={t} locale={locale} />
          ))}
        {ready && pages > 1 && (
          <nav className="pager" aria-label={t('pagerLabel')}>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={page <= 1 ? true : undefined}
              onClick={() => goTo(page - 1)}
            >
              {t('previousPage')}
            </button>
            <p className="pager__position">{t('pageOf', { page, pages })}</p>
            <button
              type="button"
              className="button button--ghost"
              aria-disabled={page >= pages ? true : undefined}
              onClick={() => goTo(page + 1)}
            >
              {t('nextPage')}
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}
