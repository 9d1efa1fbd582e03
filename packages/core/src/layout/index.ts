export { DEFAULT_LAYOUT_CONFIG, resolveLayout } from './config';
export type { LayoutClasses, LayoutClassOptions, LayoutConfig, ResolvedLayout } from './config';
export { LOGIN_HISTORY_BACK_TOPIC, createLayoutController } from './layoutController';
export type { LayoutController, LayoutControllerOptions, LayoutTimers, LayoutValidator, LoginHistoryBackSource } from './layoutController';
export { LAYOUT_MODE_DEFAULTS, PERSONAL_AREA_ACTION_ID } from './modes';
export type { LayoutAction, LayoutLogo, LayoutMode, LayoutModeDefaults, LeftAction } from './modes';
