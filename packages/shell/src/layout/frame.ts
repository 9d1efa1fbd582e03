import { PERSONAL_AREA_ACTION_ID, resolveLayout } from '@bank-shell/core';
import type { LayoutAction, LayoutMode, ResolvedLayout } from '@bank-shell/core';
import { SHELL_PATH } from '../routes/buildRoutes';
import { chromeOf, hasLoginHistoryBack, layoutModeOf } from '../routes/routeGroups';
import type { RouteGroup } from '../routes/routeGroups';

/** Where the shell's own header actions lead. `search-area` is a page of shell.md §2.4. */
export const LAYOUT_ACTION_PATH = {
  search: '/search-area',
  // The personal area's route: the feature `personal-area` at `area-personal` (docs/demo.md).
  [PERSONAL_AREA_ACTION_ID]: '/area-personal',
} as const;

/**
 * Modes whose header is focused on the task: brand and the mode's actions only, without the main
 * navigation, the profile and language pickers or the logout button. A flow and its outcome are
 * left through back, close or home; an empty layout shows a logout button only when asked.
 */
export const FOCUSED_HEADER_MODES: readonly LayoutMode[] = ['flow', 'feedback', 'empty'];

export interface FrameInput {
  group: RouteGroup;
  authenticated: boolean;
  /** The layout the controller holds (what features asked for). */
  layout: ResolvedLayout;
  /** The current hash path. */
  path: string;
  /** The login-history-back flag (shell.md §2.4). */
  loginHistoryBack: boolean;
}

/** What the frame shows: the route group's chrome (shell.md §2.4) combined with the layout mode (§2.3). */
export interface Frame {
  /** The layout in force: the group's imposed mode wins over a feature's other mode. */
  layout: ResolvedLayout;
  header: boolean;
  emptyHeader: boolean;
  focusedHeader: boolean;
  contactInfo: boolean;
  footer: boolean;
  tabBar: boolean;
  leftAction: 'back' | 'search' | null;
  closeButton: boolean;
  /** Hash path of the home action, or `null` when there is none. */
  homePath: string | null;
  logoutButton: boolean;
  mainAction: LayoutAction | null;
  extraAction: LayoutAction | null;
  shellClassName: string;
  mainClassName: string;
}

function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}

/** A home target is a page id or a hash path: `cards`, `/cards` and `#/cards` all lead to `/cards`. */
export function homePathOf(target: string | null): string {
  return target ? `/${target.replace(/^[#/]+/, '')}` : SHELL_PATH.home;
}

/** The layout in force on a route group: modal and ing-feature-page impose the empty layout (shell.md §2.4). */
export function layoutInGroup(group: RouteGroup, requested: ResolvedLayout): ResolvedLayout {
  const imposed = layoutModeOf(group);
  return imposed === null || requested.mode === imposed ? requested : resolveLayout({ mode: imposed });
}

export function frameOf({ group, authenticated, layout: requested, path, loginHistoryBack }: FrameInput): Frame {
  const chrome = chromeOf(group);
  const layout = layoutInGroup(group, requested);
  // The logout group's empty header hides the left action and every other action (shell.md §2.4).
  const actions = !chrome.emptyHeader;
  const tabBar = chrome.tabBar && authenticated && layout.tabBar;

  // Login and geolocation take their back action from the login-history-back topic only (§2.4);
  // searching is for logged-in customers.
  let leftAction: Frame['leftAction'] = null;
  if (actions && hasLoginHistoryBack(path)) leftAction = loginHistoryBack ? 'back' : null;
  else if (actions && layout.leftAction === 'back') leftAction = 'back';
  else if (actions && layout.leftAction === 'search' && authenticated) leftAction = 'search';

  // The personal area is the customer's: shown only once logged in; a feature's own action always.
  const visible = (action: LayoutAction | null) =>
    actions && action !== null && (action.id !== PERSONAL_AREA_ACTION_ID || authenticated) ? action : null;
  const mainAction = visible(layout.mainAction);

  return {
    layout,
    header: chrome.header && layout.header,
    emptyHeader: chrome.emptyHeader,
    focusedHeader: FOCUSED_HEADER_MODES.includes(layout.mode),
    contactInfo: chrome.contactInfo,
    footer: chrome.footer && layout.footer,
    tabBar,
    leftAction,
    closeButton: actions && layout.closeButton,
    homePath: actions && layout.homeAction ? homePathOf(layout.homeTarget) : null,
    logoutButton: actions && authenticated && layout.mode === 'empty' && layout.logoutButton,
    mainAction,
    extraAction: mainAction === null ? null : visible(layout.extraAction),
    shellClassName: classNames('shell', `shell--${group}`, `shell--layout-${layout.mode}`, layout.whiteBackground && 'shell--white'),
    mainClassName: classNames(
      'main',
      tabBar && 'main--with-tabbar',
      layout.whiteBackground && 'main--white',
      layout.wide && 'main--wide',
      layout.classes.main,
    ),
  };
}
