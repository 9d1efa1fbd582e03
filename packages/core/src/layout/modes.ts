/**
 * The layout modes of shell.md §2.3 and features.md §4.3, as data: what each mode shows when a
 * feature's layout config says nothing more.
 */

/**
 * The eight layout modes. Their list, in the spec's order, is the keys of
 * {@link LAYOUT_MODE_DEFAULTS}: the checks of a layout config need it, in
 * `@bank-shell/core/layout-rules`, and the login page does not (issue 12).
 */
export type LayoutMode = 'distributive' | 'content' | 'branded' | 'flow' | 'feedback' | 'search' | 'empty' | 'cms';

/** What sits at the left of the header: a search action, a back action, or nothing. */
export type LeftAction = 'search' | 'back' | 'none';

/**
 * A header action a feature asks for (the main and the extra action of shell.md §2.3). The shell
 * knows the built-in ids (`personal-area`); any other action names its own label and path.
 */
export interface LayoutAction {
  /** Stable id: `personal-area`, or the feature's own. */
  readonly id: string;
  /** Accessible name; built-in actions take the shell's translated label. */
  readonly label?: string;
  /** Hash path the action leads to; built-in actions have the shell's. */
  readonly path?: string;
}

/** A logo shown in the header instead of a title (the branded mode's partner mark, for instance). */
export interface LayoutLogo {
  readonly src: string;
  readonly alt: string;
}

/** Id of the personal-area action, the distributive mode's default main action (shell.md §2.3). */
export const PERSONAL_AREA_ACTION_ID = 'personal-area';

/** What a mode shows by default. Every field can be read straight off a resolved layout. */
export interface LayoutModeDefaults {
  /** Whether the header shows; only the empty mode may hide it. */
  readonly header: boolean;
  readonly footer: boolean;
  readonly tabBar: boolean;
  readonly whiteBackground: boolean;
  /** Main content spans the full width instead of stopping at 1280 px. */
  readonly wide: boolean;
  readonly leftAction: LeftAction;
  readonly closeButton: boolean;
  readonly homeAction: boolean;
  readonly logoutButton: boolean;
  readonly mainAction: LayoutAction | null;
}

const BASE: LayoutModeDefaults = {
  header: true,
  footer: true,
  tabBar: false,
  whiteBackground: false,
  wide: false,
  leftAction: 'none',
  closeButton: false,
  homeAction: false,
  logoutButton: false,
  mainAction: null,
};

/**
 * Defaults per mode (shell.md §2.3). The tab bar is listed as the distributive mode's only, so the
 * other modes hide it; the footer is hidden only where the spec says so.
 */
export const LAYOUT_MODE_DEFAULTS: Readonly<Record<LayoutMode, LayoutModeDefaults>> = {
  // "tab bar visible; default left action search; default main action personal area"
  distributive: { ...BASE, tabBar: true, leftAction: 'search', mainAction: { id: PERSONAL_AREA_ACTION_ID } },
  // "back action on the left"
  content: { ...BASE, leftAction: 'back' },
  // "same as content"
  branded: { ...BASE, leftAction: 'back' },
  // "footer hidden; back and close buttons on by default; white background"
  flow: { ...BASE, footer: false, whiteBackground: true, leftAction: 'back', closeButton: true },
  // "footer hidden; white background; optional home action with a target id"
  feedback: { ...BASE, footer: false, whiteBackground: true },
  // "search layout": no further detail in the spec
  search: BASE,
  // "footer hidden; optional logout button; back link on by default; white background by default; header may be hidden"
  empty: { ...BASE, footer: false, whiteBackground: true, leftAction: 'back' },
  // "wide layout with back action"
  cms: { ...BASE, wide: true, leftAction: 'back' },
};
