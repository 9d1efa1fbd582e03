/**
 * The bank's investment funds: a remote module that is a web component (shell.md §2.1;
 * docs/remote-modules.md), mounted as the `<bank-fund-prices>` its route names. Its figures are the
 * bank's (features.md §7): each fund's returns from `reports/fundInfoRentability` and the three best
 * of the year from `reports/fundMostProfitable`, asked through the `bankApi` the shell hands it.
 * Its `<bank-figure>` is another element than the exchange rates' one under the same tag name,
 * which scoped registries allow: this one writes a return in per cent.
 */

type Locale = 'es-ES' | 'en-GB';

interface Texts {
  title: string;
  intro: string;
  loading: string;
  failed: string;
  best: string;
  all: string;
  fund: string;
  category: string;
  risk: string;
  riskOf: (level: number) => string;
  ytd: string;
  oneYear: string;
  threeYears: string;
  pastReturns: string;
}

const TEXTS: Readonly<Record<Locale, Texts>> = {
  'es-ES': {
    title: 'Rentabilidad de los fondos',
    intro: 'Lo que ha rentado cada fondo del banco, en el año y a uno y tres años.',
    loading: 'Cargando la rentabilidad de los fondos…',
    failed: 'No hemos podido cargar la rentabilidad de los fondos. Inténtalo de nuevo más tarde.',
    best: 'Los más rentables del último año',
    all: 'Todos los fondos',
    fund: 'Fondo',
    category: 'Categoría',
    risk: 'Riesgo',
    riskOf: (level) => `${level} de 7`,
    ytd: 'En el año',
    oneYear: '1 año',
    threeYears: '3 años',
    pastReturns: 'Rentabilidades pasadas no garantizan rentabilidades futuras.',
  },
  'en-GB': {
    title: 'Fund returns',
    intro: 'What each of the bank’s funds has returned this year, and over one and three years.',
    loading: 'Loading the funds’ returns…',
    failed: 'We could not load the funds’ returns. Please try again later.',
    best: 'Best over the last year',
    all: 'All funds',
    fund: 'Fund',
    category: 'Category',
    risk: 'Risk',
    riskOf: (level) => `${level} of 7`,
    ytd: 'This year',
    oneYear: '1 year',
    threeYears: '3 years',
    pastReturns: 'Past returns are no guarantee of future returns.',
  },
};

/** features.md §7's two fund reports, on the bank's API host. */
export const FUND_RETURNS_PATH = '/genoma_api/rest/reports/fundInfoRentability';
export const BEST_FUNDS_PATH = '/genoma_api/rest/reports/fundMostProfitable';

/** One fund as the reports give it (docs/sandbox-api.md, `FundReturns`); returns in per cent. */
export interface FundReturns {
  isin: string;
  name: string;
  category: string;
  riskLevel: number;
  returnYtd: number;
  return1y: number;
  return3y: number;
}

const HIGHEST_RISK_LEVEL = 7;

const isFinite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** One fund of a report, or `null` when the entry is not one: the page shows what it can read. */
function fundOf(entry: unknown): FundReturns | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { isin, name, category, riskLevel, returnYtd, return1y, return3y } = entry as Record<string, unknown>;
  if (!isText(isin) || !isText(name) || !isText(category)) return null;
  if (!Number.isInteger(riskLevel) || (riskLevel as number) < 1 || (riskLevel as number) > HIGHEST_RISK_LEVEL) return null;
  if (!isFinite(returnYtd) || !isFinite(return1y) || !isFinite(return3y)) return null;
  return { isin, name, category, riskLevel: riskLevel as number, returnYtd, return1y, return3y };
}

/** A report's funds (`{ funds: FundReturns[] }`); anything else is a report that cannot be read. */
export function fundsOf(body: unknown): FundReturns[] {
  const funds = (body as { funds?: unknown } | null)?.funds;
  if (!Array.isArray(funds)) throw new Error('The fund report has no list of funds');
  return funds.map(fundOf).filter((fund): fund is FundReturns => fund !== null);
}

/** A return, as this page writes it: per cent in the page's language, with its sign. */
export class ReturnFigure extends HTMLElement {
  connectedCallback(): void {
    const value = Number(this.getAttribute('value'));
    const locale = this.closest('[lang]')?.getAttribute('lang') ?? 'en-GB';
    this.textContent = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    }).format(value / 100);
    this.dataset['figure'] = 'return';
  }
}

/**
 * The page's looks, with the shell's design tokens (custom properties cross the shadow root). A
 * constructed sheet adopted by the root the element is in: the page's policy allows no inline style.
 */
const OWN_STYLES = `
  .funds { display: grid; gap: 24px; }
  .funds__subtitle { margin: 0 0 8px; font-size: 1.125rem; }
  .funds__note { margin: 0; font-size: 0.875rem; color: var(--ink-muted, #4b5563); }
  .funds__scroll { overflow-x: auto; border-radius: var(--radius-m, 14px); box-shadow: var(--shadow-card); }
  .rates-table { width: 100%; border-collapse: collapse; background: var(--surface, #fff); }
  .rates-table th, .rates-table td { padding: 12px 16px; text-align: left; border-bottom: 1px solid var(--line, #e5e7eb); }
  .rates-table thead th { font-size: 0.875rem; color: var(--ink-muted, #4b5563); }
  .rates-table td.number, .rates-table thead th.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .rates-table tbody tr:last-child th, .rates-table tbody tr:last-child td { border-bottom: 0; }
  .funds__category { display: block; font-size: 0.875rem; font-weight: normal; color: var(--ink-muted, #4b5563); }
  .funds__scroll:focus-visible { outline: 3px solid var(--focus, #1d4ed8); outline-offset: 2px; }
  @media (max-width: 560px) {
    .rates-table th, .rates-table td { padding: 10px 8px; font-size: 0.875rem; }
    .rates-table tbody th { min-width: 9rem; }
  }
`;

function adoptOwnStyles(element: HTMLElement): void {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot) || typeof CSSStyleSheet.prototype.replaceSync !== 'function') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(OWN_STYLES);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** What the shell hands the element (docs/remote-modules.md). */
interface BankApi {
  get(path: string): Promise<unknown>;
}

type Reports = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; all: FundReturns[]; best: FundReturns[] };

export default class FundPrices extends HTMLElement {
  #locale: Locale = 'es-ES';
  #api: BankApi | null = null;
  #reports: Reports = { status: 'loading' };

  set locale(value: string) {
    this.#locale = value === 'en-GB' ? 'en-GB' : 'es-ES';
    if (this.isConnected) this.render();
  }

  /** The shell's API: the reports are asked for once it is here (and again for another one). */
  set bankApi(api: BankApi) {
    if (api === this.#api) return;
    this.#api = api;
    void this.load(api);
  }

  connectedCallback(): void {
    adoptOwnStyles(this);
    this.render();
  }

  private async load(api: BankApi): Promise<void> {
    this.#reports = { status: 'loading' };
    this.render();
    try {
      const [all, best] = await Promise.all([api.get(FUND_RETURNS_PATH), api.get(BEST_FUNDS_PATH)]);
      if (api !== this.#api) return;
      this.#reports = { status: 'ready', all: fundsOf(all), best: fundsOf(best) };
    } catch (error) {
      if (api !== this.#api) return;
      console.error(error);
      this.#reports = { status: 'failed' };
    }
    if (this.isConnected) this.render();
  }

  private render(): void {
    const texts = TEXTS[this.#locale];
    const reports = this.#reports;
    let content: string;
    if (reports.status === 'loading') content = `<p role="status">${escape(texts.loading)}</p>`;
    else if (reports.status === 'failed') content = `<p role="alert">${escape(texts.failed)}</p>`;
    else
      content = `${table('funds-best', texts.best, reports.best, texts)}${table('funds-all', texts.all, reports.all, texts)}<p class="funds__note">${escape(texts.pastReturns)}</p>`;
    // Markup, so that the <bank-figure> inside is the one of this element's registry; every text
    // from the bank is escaped.
    this.innerHTML = `<section class="page funds"><div><h1 class="page__title">${escape(texts.title)}</h1><p>${escape(texts.intro)}</p></div>${content}</section>`;
  }
}

/** Text for markup: the five characters HTML gives a meaning, written as entities. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One table of funds: name and category, risk, and the three returns as <bank-figure>s. */
function table(id: string, title: string, funds: readonly FundReturns[], texts: Texts): string {
  const figure = (value: number) => `<td class="number"><bank-figure value="${value}"></bank-figure></td>`;
  const rows = funds
    .map(
      (fund) =>
        `<tr><th scope="row">${escape(fund.name)}<span class="funds__category">${escape(fund.category)}</span></th><td class="number">${escape(texts.riskOf(fund.riskLevel))}</td>${figure(fund.returnYtd)}${figure(fund.return1y)}${figure(fund.return3y)}</tr>`,
    )
    .join('');
  const heads = [texts.risk, texts.ytd, texts.oneYear, texts.threeYears]
    .map((text) => `<th scope="col" class="number">${escape(text)}</th>`)
    .join('');
  return `<section><h2 class="funds__subtitle" id="${id}">${escape(title)}</h2><div class="funds__scroll" role="region" tabindex="0" aria-labelledby="${id}"><table class="rates-table" aria-labelledby="${id}"><thead><tr><th scope="col">${escape(texts.fund)}</th>${heads}</tr></thead><tbody>${rows}</tbody></table></div></section>`;
}
