export { DEFAULT_LAYOUT_CONFIG, resolveLayout } from './config';
export type { LayoutClasses, LayoutClassOptions, LayoutConfig, ResolvedLayout } from './config';
export { LOGIN_HISTORY_BACK_TOPIC, createLayoutController } from './layoutController';
export type { LayoutController, LayoutControllerOptions, LayoutTimers, LayoutValidator, LoginHistoryBackSource } from './layoutController';
export {
  BUILT_IN_LAYOUT_ACTION_IDS,
  LAYOUT_MODES,
  LAYOUT_MODE_DEFAULTS,
  MODE_SPECIFIC_OPTIONS,
  PERSONAL_AREA_ACTION_ID,
  isLayoutMode,
} from './modes';
export type { LayoutAction, LayoutLogo, LayoutMode, LayoutModeDefaults, LeftAction } from './modes';
