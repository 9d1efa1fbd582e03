import { createStore } from '@bank-shell/core';
import type { LayoutMode } from '@bank-shell/core';

/**
 * Route groups of shell.md §2.4: which chrome each page shows. The spec's lists are data
 * (`routeGroupLists.ts`). An entry is a page (the first segment of the hash path) or a longer path
 * (`investment-appropriateness/etf/contract`); a path belongs to the most specific entry that is
 * a prefix of it on segment boundaries.
 */
export type RouteGroup = 'header-only' | 'full-page' | 'logout' | 'modal' | 'empty-layout' | 'no-tab-bar' | 'default';

export interface Chrome {
  header: boolean;
  footer: boolean;
  tabBar: boolean;
  /** An empty header: logo only, no actions (the logout group). */
  emptyHeader: boolean;
  /** The header shows the bank's contact information (the logout group). */
  contactInfo: boolean;
}

/** shell.md §2.4 "Login and geolocation have a back action driven by a login-history-back topic". */
export const LOGIN_HISTORY_BACK_PAGES = ['login', 'geolocation'] as const;

/** A group and the pages (or longer paths) in it. */
export interface RouteGroupList {
  readonly group: RouteGroup;
  readonly paths: readonly string[];
}

interface GroupLayout {
  readonly chrome: Chrome;
  /** A layout mode the group imposes, whatever the feature asks for (shell.md §2.4 "empty layout"). */
  readonly layoutMode: LayoutMode | null;
}

const NO_CHROME: Chrome = { header: false, footer: false, tabBar: false, emptyHeader: false, contactInfo: false };
const ALL_CHROME: Chrome = { header: true, footer: true, tabBar: true, emptyHeader: false, contactInfo: false };
const HEADER_ONLY: Chrome = { ...NO_CHROME, header: true };
/** shell.md §2.4, group by group. */
const GROUP_LAYOUTS: Readonly<Record<RouteGroup, GroupLayout>> = {
  'header-only': { chrome: HEADER_ONLY, layoutMode: null },
  'full-page': { chrome: NO_CHROME, layoutMode: null },
  logout: { chrome: { ...HEADER_ONLY, emptyHeader: true, contactInfo: true }, layoutMode: null },
  // The empty layout decides the header itself: shown unless the feature hides it.
  modal: { chrome: HEADER_ONLY, layoutMode: 'empty' },
  'empty-layout': { chrome: HEADER_ONLY, layoutMode: 'empty' },
  'no-tab-bar': { chrome: { ...ALL_CHROME, tabBar: false }, layoutMode: null },
  // shell.md §2.4 "Everything else: default layout (all shown)".
  default: { chrome: ALL_CHROME, layoutMode: null },
};

/**
 * The pages that need no login, by their group: the only pages a visitor without a session can
 * open, and what the login page knows of the groups. They are shell.md §2.2's eight, and the
 * sign-up pages, which shell.md §1 opens to anonymous visitors (docs/choices.md). The tests
 * check them against the spec's lists.
 */
export const PUBLIC_PAGE_GROUPS: readonly RouteGroupList[] = [
  { group: 'header-only', paths: ['insight', 'login', 'geolocation'] },
  { group: 'full-page', paths: ['broker-interactive-platform', 'logout-campaigns', 'pin-recovery'] },
  { group: 'logout', paths: ['logout'] },
  { group: 'modal', paths: ['modal'] },
  { group: 'no-tab-bar', paths: ['signups-account'] },
];

/**
 * The lists known on this page: the public pages' groups, then all of shell.md §2.4 once the
 * signed-in chunk, which brings them, is in. Signed-in pages wait for that chunk before they show.
 */
export const routeGroupLists = createStore<readonly RouteGroupList[]>(PUBLIC_PAGE_GROUPS);

/** `#/a/b/?x=1`, `/a/b` and `a/b` → `['a', 'b']`. */
function segmentsOf(pageOrPath: string): string[] {
  const [path = ''] = pageOrPath.replace(/^#/, '').split('?', 1);
  return path.split('/').filter((segment) => segment !== '');
}

/** Every listed path as segments, most specific first (a stable sort keeps the spec's order among equals). */
function matchersOf(lists: readonly RouteGroupList[]): { group: RouteGroup; segments: string[] }[] {
  // About sixty short paths: cheaper to sort on each call than to keep (and ship) a cache.
  return lists
    .flatMap(({ group, paths }) => paths.map((path) => ({ group, segments: segmentsOf(path) })))
    .sort((a, b) => b.segments.length - a.segments.length);
}

function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= segments.length && prefix.every((segment, index) => segments[index] === segment);
}

/**
 * The route group of a hash path (`/ing-feature-page/feat-granting-flow/step-2`) or of a page name
 * (`login`): the most specific listed path that prefixes it on segment boundaries.
 */
export function routeGroupOf(pageOrPath: string, lists: readonly RouteGroupList[] = routeGroupLists.getSnapshot()): RouteGroup {
  const segments = segmentsOf(pageOrPath);
  return matchersOf(lists).find((matcher) => startsWith(segments, matcher.segments))?.group ?? 'default';
}

/**
 * The group while no route is shown (shell.md §2.6): the default layout for a customer; the full
 * page (no header, footer or tab bar) for a visitor without a session, on an unknown route and
 * from the logout event until the rebuilt routes show the next page, so the signed-in chrome goes
 * with the session.
 */
export function unknownRouteGroup(authenticated: boolean): RouteGroup {
  return authenticated ? 'default' : 'full-page';
}

export function chromeOf(group: RouteGroup): Chrome {
  return GROUP_LAYOUTS[group].chrome;
}

/** The layout mode a group imposes (the empty layout of modal and ing-feature-page), or `null`. */
export function layoutModeOf(group: RouteGroup): LayoutMode | null {
  return GROUP_LAYOUTS[group].layoutMode;
}

/** Whether a page or path needs no login (shell.md §1, §2.2): its first segment is a public page. */
export function isPublicPage(pageOrPath: string): boolean {
  const page = pageOf(pageOrPath);
  return PUBLIC_PAGE_GROUPS.some(({ paths }) => paths.includes(page));
}

/** Whether a page or path has the back action of the login-history-back topic (shell.md §2.4). */
export function hasLoginHistoryBack(pageOrPath: string): boolean {
  return (LOGIN_HISTORY_BACK_PAGES as readonly string[]).includes(pageOf(pageOrPath));
}

/** `/posicion-global/cuentas` → `posicion-global`. */
export function pageOf(path: string): string {
  return segmentsOf(path)[0] ?? '';
}
