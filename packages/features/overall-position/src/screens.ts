/**
 * The overall position's screens and their addresses (issue 18 §4). The shell routes
 * `posicion-global/*` to this feature; what follows the base path (`match.rest`) says the screen.
 */

/** The feature's base path, as the shell's navigation links to it. */
export const BASE_PATH = '/posicion-global';

/** The kinds of product with a screen of their own, and the path segment of each. */
export type ProductKind = 'account' | 'card';
const KIND_SEGMENT: Readonly<Record<ProductKind, string>> = { account: 'cuentas', card: 'tarjetas' };
/** A loan's page: `prestamos/{loanId}` (issue 38 §1). */
const LOANS_SEGMENT = 'prestamos';

/** The three quick actions, each a feature of its own (issue 41): transfers, Bizum, bills. */
export const QUICK_ACTIONS = ['transferencia', 'bizum', 'pagar-recibo'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

export type Screen =
  | { readonly name: 'overview' }
  | { readonly name: 'list'; readonly kind: ProductKind }
  | { readonly name: 'detail'; readonly kind: ProductKind; readonly id: string }
  | { readonly name: 'movements'; readonly kind: ProductKind; readonly id: string }
  | { readonly name: 'loan'; readonly id: string }
  | { readonly name: 'notFound' };

const kindOf = (segment: string | undefined): ProductKind | null =>
  segment === KIND_SEGMENT.account ? 'account' : segment === KIND_SEGMENT.card ? 'card' : null;

/**
 * The screen a sub-path shows: `''` the overview; `cuentas`, `tarjetas` the lists (the main
 * navigation's tabs); `cuentas/{id}`, `tarjetas/{id}` a detail; `…/{id}/movimientos` its
 * movements; `prestamos/{id}` a loan's page. A trailing slash is the same address;
 * anything else is not a screen of this feature.
 */
export function screenOf(rest: string): Screen {
  const trimmed = rest.replace(/\/$/, '');
  if (trimmed === '') return { name: 'overview' };
  const segments = trimmed.split('/');
  if (segments.includes('')) return { name: 'notFound' };
  const [first, id, third, ...more] = segments;
  if (first === LOANS_SEGMENT) return segments.length === 2 && id !== undefined ? { name: 'loan', id } : { name: 'notFound' };
  const kind = kindOf(first);
  if (kind === null || more.length > 0) return { name: 'notFound' };
  if (id === undefined) return { name: 'list', kind };
  if (third === undefined) return { name: 'detail', kind, id };
  return third === 'movimientos' ? { name: 'movements', kind, id } : { name: 'notFound' };
}

/** In-app links are hash links: the shell's router takes a plain click on them (shell.md §2.1). */
const hrefOf = (path: string) => `#${BASE_PATH}${path}`;

export const overviewHref = (): string => hrefOf('');
export const listHref = (kind: ProductKind): string => hrefOf(`/${KIND_SEGMENT[kind]}`);
export const detailHref = (kind: ProductKind, id: string): string => hrefOf(`/${KIND_SEGMENT[kind]}/${encodeURIComponent(id)}`);
export const movementsHref = (kind: ProductKind, id: string): string => `${detailHref(kind, id)}/movimientos`;
/** Where each quick action leads: the feature that does it (issue 41). */
const QUICK_ACTION_HREF: Readonly<Record<QuickAction, string>> = {
  transferencia: '#/transferencias',
  bizum: '#/bizum',
  'pagar-recibo': '#/recibos',
};
export const quickActionHref = (action: QuickAction): string => QUICK_ACTION_HREF[action];
export const loanHref = (id: string): string => hrefOf(`/${LOANS_SEGMENT}/${encodeURIComponent(id)}`);
/** The inbox: a feature of its own, which may not exist yet (the shell then shows its not-found page). */
export const INBOX_HREF = '#/inbox';
