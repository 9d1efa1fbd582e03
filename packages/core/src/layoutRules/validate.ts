import { LAYOUT_MODE_DEFAULTS } from '@bank-shell/core';
import type { LayoutConfig } from '../layout';
import { BUILT_IN_LAYOUT_ACTION_IDS, LAYOUT_MODES, MODE_SPECIFIC_OPTIONS, isLayoutMode } from './modes';

/** features.md §5: "an extra action cannot be set without a main action". */
export const LAYOUT_EXTRA_ACTION_WITHOUT_MAIN_ACTION = 'Layout: an extra action cannot be set without a main action.';
/** features.md §5: "the extra action cannot be an array". */
export const LAYOUT_EXTRA_ACTION_IS_ARRAY = 'Layout: the extra action cannot be an array; give one action.';
/** features.md §5: "the home target must be empty or a string". */
export const LAYOUT_HOME_TARGET_NOT_STRING = 'Layout: the home target must be empty or a string.';
/** shell.md §2.3: the header holds "a title or a logo". */
export const LAYOUT_TITLE_AND_LOGO = 'Layout: set a title or a logo, not both.';
export const LAYOUT_CONFIG_NOT_OBJECT = 'Layout: the config must be an object with a mode.';
export const LAYOUT_LOGO_INVALID = 'Layout: the logo must be an object with a string "src" and a string "alt".';

export function layoutUnknownMode(mode: unknown): string {
  return `Layout: unknown mode ${JSON.stringify(mode) ?? String(mode)}; use one of ${LAYOUT_MODES.join(', ')}.`;
}

export function layoutUnknownOption(option: string): string {
  return `Layout: unknown option "${option}".`;
}

export function layoutWrongType(option: string, expected: string): string {
  return `Layout: "${option}" must be ${expected}.`;
}

export function layoutOptionNotInMode(option: string, mode: string, modes: readonly string[]): string {
  return `Layout: "${option}" is not an option of the ${mode} mode (only of ${modes.join(', ')}).`;
}

export function layoutInvalidAction(slot: 'main' | 'extra'): string {
  return `Layout: the ${slot} action must be an object with an "id"; an action other than ${BUILT_IN_LAYOUT_ACTION_IDS.join(', ')} also needs a "label" and a "path".`;
}

/** Thrown by `validateLayoutConfig`; lists every problem at once (STYLE.md, example 11). */
export class LayoutConfigError extends Error {
  override readonly name = 'LayoutConfigError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join(' '));
  }
}

const CLASS_OPTIONS = ['headerClass', 'headingClass', 'footerClass', 'tabBarClass', 'mainClass'] as const;
const BOOLEAN_OPTIONS = ['closeButton', 'homeAction', 'logoutButton', 'hideHeader', 'whiteBackground'] as const;
const LEFT_ACTIONS: readonly unknown[] = ['search', 'back', 'none'];
const KNOWN_OPTIONS: readonly string[] = [
  'mode',
  ...CLASS_OPTIONS,
  ...BOOLEAN_OPTIONS,
  'title',
  'logo',
  'leftAction',
  'mainAction',
  'extraAction',
  'homeTarget',
];

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function isAction(value: unknown): boolean {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return false;
  if (!isOptionalString(value.label) || !isOptionalString(value.path)) return false;
  if (BUILT_IN_LAYOUT_ACTION_IDS.includes(value.id)) return true;
  return typeof value.label === 'string' && value.label !== '' && typeof value.path === 'string' && value.path !== '';
}

/** Every rule a layout config breaks, in a stable order; empty when it is valid. */
export function layoutConfigProblems(config: unknown): string[] {
  if (!isRecord(config)) return [LAYOUT_CONFIG_NOT_OBJECT];
  const problems: string[] = [];
  for (const key of Object.keys(config)) {
    if (!KNOWN_OPTIONS.includes(key)) problems.push(layoutUnknownOption(key));
  }
  const { mode } = config;
  if (!isLayoutMode(mode)) problems.push(layoutUnknownMode(mode));

  for (const option of CLASS_OPTIONS) {
    if (!isOptionalString(config[option])) problems.push(layoutWrongType(option, 'a string'));
  }
  for (const option of BOOLEAN_OPTIONS) {
    if (config[option] !== undefined && typeof config[option] !== 'boolean') problems.push(layoutWrongType(option, 'true or false'));
  }
  if (!isOptionalString(config.title)) problems.push(layoutWrongType('title', 'a string'));
  if (config.logo !== undefined && !(isRecord(config.logo) && typeof config.logo.src === 'string' && typeof config.logo.alt === 'string')) {
    problems.push(LAYOUT_LOGO_INVALID);
  }
  if (config.title !== undefined && config.logo !== undefined) problems.push(LAYOUT_TITLE_AND_LOGO);
  if (config.leftAction !== undefined && !LEFT_ACTIONS.includes(config.leftAction)) {
    problems.push(layoutWrongType('leftAction', '"search", "back" or "none"'));
  }
  if (config.homeTarget !== undefined && config.homeTarget !== null && typeof config.homeTarget !== 'string') {
    problems.push(LAYOUT_HOME_TARGET_NOT_STRING);
  }
  if (isLayoutMode(mode)) {
    for (const [option, modes] of Object.entries(MODE_SPECIFIC_OPTIONS)) {
      const value = config[option];
      const allowed: readonly string[] = modes;
      if (value !== undefined && value !== null && !allowed.includes(mode)) problems.push(layoutOptionNotInMode(option, mode, allowed));
    }
  }

  const { mainAction, extraAction } = config;
  if (mainAction !== undefined && mainAction !== null && !isAction(mainAction)) problems.push(layoutInvalidAction('main'));
  if (Array.isArray(extraAction)) {
    problems.push(LAYOUT_EXTRA_ACTION_IS_ARRAY);
  } else if (extraAction !== undefined) {
    if (!isAction(extraAction)) problems.push(layoutInvalidAction('extra'));
    // The mode's default main action counts: distributive already has the personal area.
    const hasMainAction =
      mainAction === undefined ? isLayoutMode(mode) && LAYOUT_MODE_DEFAULTS[mode].mainAction !== null : mainAction !== null;
    if (!hasMainAction) problems.push(LAYOUT_EXTRA_ACTION_WITHOUT_MAIN_ACTION);
  }
  return problems;
}

/**
 * Checks a layout config against features.md §5 and the shape of shell.md §2.3. Returns it typed
 * when valid; throws a `LayoutConfigError` naming every problem otherwise.
 */
export function validateLayoutConfig(config: unknown): LayoutConfig {
  const problems = layoutConfigProblems(config);
  if (problems.length > 0) throw new LayoutConfigError(problems);
  return config as LayoutConfig;
}
