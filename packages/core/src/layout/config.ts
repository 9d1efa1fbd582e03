import { LAYOUT_MODE_DEFAULTS } from './modes';
import type { LayoutAction, LayoutLogo, LayoutMode, LayoutModeDefaults, LeftAction } from './modes';

/** Extra classes a feature may put on the parts of the frame (shell.md §2.3 "Layout config"). */
export interface LayoutClassOptions {
  readonly headerClass?: string;
  readonly headingClass?: string;
  readonly footerClass?: string;
  readonly tabBarClass?: string;
  readonly mainClass?: string;
}

interface LayoutConfigBase extends LayoutClassOptions {
  readonly mode: LayoutMode;
  /** @default the mode's: `search` for distributive, `back` for content, branded, flow, empty and cms */
  readonly leftAction?: LeftAction;
  /** `null` removes the mode's default main action. @default personal area for distributive, else none */
  readonly mainAction?: LayoutAction | null;
  /** Needs a main action, and is one action, not a list (features.md §5). */
  readonly extraAction?: LayoutAction;
  /** Flow only. @default true */
  readonly closeButton?: boolean;
  /** Feedback only. @default true when a home target is set, else false */
  readonly homeAction?: boolean;
  /** Feedback only: the page id or hash path the home action leads to; empty means the home page. */
  readonly homeTarget?: string | null;
  /** Empty only. @default false */
  readonly logoutButton?: boolean;
  /** Empty only: "header may be hidden". @default false */
  readonly hideHeader?: boolean;
  /** Empty only. @default true */
  readonly whiteBackground?: boolean;
}

/** What a feature asks for: a mode plus options. A header shows a title or a logo, never both. */
export type LayoutConfig = LayoutConfigBase &
  ({ readonly title?: string; readonly logo?: never } | { readonly logo?: LayoutLogo; readonly title?: never });

/** Classes resolved to strings; `''` when the config set none. */
export interface LayoutClasses {
  readonly header: string;
  readonly heading: string;
  readonly footer: string;
  readonly tabBar: string;
  readonly main: string;
}

/** A layout with every default applied: what the frame paints. */
export interface ResolvedLayout extends LayoutModeDefaults {
  readonly mode: LayoutMode;
  readonly extraAction: LayoutAction | null;
  /** Where the home action leads; `null` is the home page. */
  readonly homeTarget: string | null;
  readonly title: string | null;
  readonly logo: LayoutLogo | null;
  readonly classes: LayoutClasses;
}

/** The layout the shell starts with and returns to when a feature lets go of its own. */
export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = { mode: 'distributive' };

/** Merges a (valid) config over its mode's defaults; see `validateLayoutConfig` for the checks. */
export function resolveLayout(config: LayoutConfig): ResolvedLayout {
  const defaults = LAYOUT_MODE_DEFAULTS[config.mode];
  const homeTarget = config.homeTarget ? config.homeTarget : null;
  return {
    mode: config.mode,
    header: config.mode === 'empty' ? !config.hideHeader : defaults.header,
    footer: defaults.footer,
    tabBar: defaults.tabBar,
    whiteBackground: config.whiteBackground ?? defaults.whiteBackground,
    wide: defaults.wide,
    leftAction: config.leftAction ?? defaults.leftAction,
    closeButton: config.closeButton ?? defaults.closeButton,
    homeAction: config.homeAction ?? (homeTarget !== null || defaults.homeAction),
    logoutButton: config.logoutButton ?? defaults.logoutButton,
    mainAction: config.mainAction === undefined ? defaults.mainAction : config.mainAction,
    extraAction: config.extraAction ?? null,
    homeTarget,
    title: config.title ?? null,
    logo: config.logo ?? null,
    classes: {
      header: config.headerClass ?? '',
      heading: config.headingClass ?? '',
      footer: config.footerClass ?? '',
      tabBar: config.tabBarClass ?? '',
      main: config.mainClass ?? '',
    },
  };
}
