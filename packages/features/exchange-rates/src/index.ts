/**
 * Exchange rates: a remote module that is a web component, not a React feature (shell.md §2.1;
 * docs/remote-modules.md). The shell mounts it as `<bank-exchange-rates>` and hands it the route
 * match and the page's language; it uses a `<bank-figure>` of its own, scoped to its route, which
 * writes a rate with four decimals.
 */

type Locale = 'es-ES' | 'en-GB';

const TEXTS: Readonly<Record<Locale, { title: string; intro: string; currency: string; rate: string }>> = {
  'es-ES': {
    title: 'Cambio de divisas',
    intro: 'Cuántas unidades de cada divisa te damos por 1 € hoy.',
    currency: 'Divisa',
    rate: 'Por 1 €',
  },
  'en-GB': {
    title: 'Exchange rates',
    intro: 'How many units of each currency you get for €1 today.',
    currency: 'Currency',
    rate: 'Per €1',
  },
};

/** Today's rates of the demo bank, euro against each currency. */
const RATES: readonly (readonly [code: string, rate: number])[] = [
  ['USD', 1.0842],
  ['GBP', 0.8573],
  ['CHF', 0.9521],
  ['JPY', 162.35],
];

const RATE_DECIMALS = 4;

/** A rate, as this page writes it: four decimals in the page's language. */
class RateFigure extends HTMLElement {
  connectedCallback(): void {
    const value = Number(this.getAttribute('value'));
    const locale = this.closest('[lang]')?.getAttribute('lang') ?? 'en-GB';
    this.textContent = new Intl.NumberFormat(locale, { minimumFractionDigits: RATE_DECIMALS, maximumFractionDigits: RATE_DECIMALS }).format(
      value,
    );
    this.dataset['figure'] = 'rate';
  }
}

/**
 * The table's looks, with the shell's design tokens (custom properties cross the shadow root). A
 * constructed sheet adopted by the root the element is in: the page's policy allows no inline style.
 */
const OWN_STYLES = `
  .rates-table { width: 100%; border-collapse: collapse; background: var(--surface, #fff); border-radius: var(--radius-m, 14px); overflow: hidden; box-shadow: var(--shadow-card); }
  .rates-table th, .rates-table td { padding: 12px 16px; text-align: left; border-bottom: 1px solid var(--line, #e5e7eb); }
  .rates-table thead th { font-size: 0.875rem; color: var(--ink-muted, #4b5563); }
  .rates-table td, .rates-table thead th:last-child { text-align: right; font-variant-numeric: tabular-nums; }
  .rates-table tbody tr:last-child th, .rates-table tbody tr:last-child td { border-bottom: 0; }
`;

function adoptOwnStyles(element: HTMLElement): void {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot) || typeof CSSStyleSheet.prototype.replaceSync !== 'function') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(OWN_STYLES);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

export const tagName = 'bank-exchange-rates';
export const scopedElements = { 'bank-figure': RateFigure };

export default class ExchangeRates extends HTMLElement {
  #locale: Locale = 'es-ES';

  set locale(value: string) {
    this.#locale = value === 'en-GB' ? 'en-GB' : 'es-ES';
    if (this.isConnected) this.render();
  }

  connectedCallback(): void {
    adoptOwnStyles(this);
    this.render();
  }

  private render(): void {
    const texts = TEXTS[this.#locale];
    const rows = RATES.map(
      ([code, rate]) => `<tr><th scope="row">${code}</th><td><bank-figure value="${rate}"></bank-figure></td></tr>`,
    ).join('');
    // Only the module's own constants go into the markup.
    this.innerHTML = `<section class="page"><h1 class="page__title">${texts.title}</h1><p>${texts.intro}</p><table class="rates-table"><thead><tr><th scope="col">${texts.currency}</th><th scope="col">${texts.rate}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  }
}
