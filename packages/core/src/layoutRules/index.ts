/**
 * `@bank-shell/core/layout-rules`: the checks of a feature's layout config (features.md §5,
 * shell.md §2.3). A later entry: the layout controller loads it when a feature first asks for a
 * layout, so a page whose features ask for none (the login page) never does (issue 12).
 */
export {
  LAYOUT_CONFIG_NOT_OBJECT,
  LAYOUT_EXTRA_ACTION_IS_ARRAY,
  LAYOUT_EXTRA_ACTION_WITHOUT_MAIN_ACTION,
  LAYOUT_HOME_TARGET_NOT_STRING,
  LAYOUT_LOGO_INVALID,
  LAYOUT_TITLE_AND_LOGO,
  LayoutConfigError,
  layoutConfigProblems,
  layoutInvalidAction,
  layoutOptionNotInMode,
  layoutUnknownMode,
  layoutUnknownOption,
  layoutWrongType,
  validateLayoutConfig,
} from './validate';
export { BUILT_IN_LAYOUT_ACTION_IDS, LAYOUT_MODES, MODE_SPECIFIC_OPTIONS, isLayoutMode } from './modes';
