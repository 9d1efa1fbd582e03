/**
 * Fund prices: a remote module that is a web component (shell.md §2.1; docs/remote-modules.md),
 * mounted as the `<bank-fund-prices>` its route names. Its `<bank-figure>` is another element than the exchange
 * rates' one under the same tag name, which scoped registries allow: this one writes euros.
 */

type Locale = 'es-ES' | 'en-GB';

const TEXTS: Readonly<Record<Locale, { title: string; intro: string; fund: string; price: string }>> = {
  'es-ES': { title: 'Valor liquidativo de los fondos', intro: 'El último valor de cada participación.', fund: 'Fondo', price: 'Valor' },
  'en-GB': { title: 'Fund prices', intro: 'The latest price of one unit of each fund.', fund: 'Fund', price: 'Price' },
};

const FUNDS: readonly (readonly [name: string, price: number])[] = [
  ['Alba Renta Fija', 112.48],
  ['Alba Bolsa Europa', 87.9],
  ['Alba Mixto Global', 131.05],
];

/**
 * A price, as this page writes it: euros in the page's language. The route's configuration
 * scopes it to the route as `<bank-figure>` (its `scopedElements`: this module, this export).
 */
export class EuroFigure extends HTMLElement {
  connectedCallback(): void {
    const value = Number(this.getAttribute('value'));
    const locale = this.closest('[lang]')?.getAttribute('lang') ?? 'en-GB';
    this.textContent = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
    this.dataset['figure'] = 'euros';
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

export default class FundPrices extends HTMLElement {
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
    const rows = FUNDS.map(
      ([name, price]) => `<tr><th scope="row">${name}</th><td><bank-figure value="${price}"></bank-figure></td></tr>`,
    ).join('');
    // Only the module's own constants go into the markup.
    this.innerHTML = `<section class="page"><h1 class="page__title">${texts.title}</h1><p>${texts.intro}</p><table class="rates-table"><thead><tr><th scope="col">${texts.fund}</th><th scope="col">${texts.price}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  }
}
