import { describe, expect, it } from 'vitest';
import {
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

const help = { id: 'help', label: 'Help', path: '/help' };

describe('validateLayoutConfig (features.md §5)', () => {
  it('rejects an extra action without a main action', () => {
    expect(layoutConfigProblems({ mode: 'content', extraAction: help })).toEqual([LAYOUT_EXTRA_ACTION_WITHOUT_MAIN_ACTION]);
    expect(layoutConfigProblems({ mode: 'distributive', mainAction: null, extraAction: help })).toEqual([
      LAYOUT_EXTRA_ACTION_WITHOUT_MAIN_ACTION,
    ]);
  });

  it('counts the mode’s default main action: distributive already has the personal area', () => {
    expect(layoutConfigProblems({ mode: 'distributive', extraAction: help })).toEqual([]);
  });

  it('accepts an extra action next to a main action', () => {
    expect(layoutConfigProblems({ mode: 'content', mainAction: { id: 'personal-area' }, extraAction: help })).toEqual([]);
  });

  it('rejects an extra action that is an array', () => {
    expect(layoutConfigProblems({ mode: 'distributive', extraAction: [help] })).toEqual([LAYOUT_EXTRA_ACTION_IS_ARRAY]);
  });

  it('rejects a home target that is neither empty nor a string', () => {
    expect(layoutConfigProblems({ mode: 'feedback', homeTarget: 42 })).toEqual([LAYOUT_HOME_TARGET_NOT_STRING]);
    expect(layoutConfigProblems({ mode: 'feedback', homeTarget: { id: 'x' } })).toEqual([LAYOUT_HOME_TARGET_NOT_STRING]);
  });

  it('accepts an empty home target: missing, null or the empty string', () => {
    expect(layoutConfigProblems({ mode: 'feedback' })).toEqual([]);
    expect(layoutConfigProblems({ mode: 'feedback', homeTarget: null })).toEqual([]);
    expect(layoutConfigProblems({ mode: 'feedback', homeTarget: '' })).toEqual([]);
    expect(layoutConfigProblems({ mode: 'feedback', homeTarget: 'overall-position' })).toEqual([]);
  });

  it('rejects a title and a logo together', () => {
    expect(layoutConfigProblems({ mode: 'branded', title: 'Cards', logo: { src: '/p.svg', alt: 'P' } })).toEqual([LAYOUT_TITLE_AND_LOGO]);
  });

  it('rejects a logo without a source and an alternative text', () => {
    expect(layoutConfigProblems({ mode: 'branded', logo: '/p.svg' })).toEqual([LAYOUT_LOGO_INVALID]);
  });

  it('rejects an unknown mode, naming the eight', () => {
    expect(layoutConfigProblems({ mode: 'fancy' })).toEqual([layoutUnknownMode('fancy')]);
    expect(layoutUnknownMode('fancy')).toBe(
      'Layout: unknown mode "fancy"; use one of distributive, content, branded, flow, feedback, search, empty, cms.',
    );
  });

  it('rejects a config that is not an object', () => {
    expect(layoutConfigProblems('flow')).toEqual([LAYOUT_CONFIG_NOT_OBJECT]);
    expect(layoutConfigProblems(null)).toEqual([LAYOUT_CONFIG_NOT_OBJECT]);
  });

  it('rejects an unknown option, so a typo does not go unnoticed', () => {
    expect(layoutConfigProblems({ mode: 'flow', closeButon: false })).toEqual([layoutUnknownOption('closeButon')]);
  });

  it('rejects an option of another mode', () => {
    expect(layoutConfigProblems({ mode: 'content', logoutButton: true })).toEqual([
      layoutOptionNotInMode('logoutButton', 'content', ['empty']),
    ]);
    expect(layoutConfigProblems({ mode: 'flow', homeTarget: 'x' })).toEqual([layoutOptionNotInMode('homeTarget', 'flow', ['feedback'])]);
  });

  it('rejects options of the wrong type', () => {
    expect(layoutConfigProblems({ mode: 'flow', closeButton: 'yes', mainClass: 3, leftAction: 'up' })).toEqual([
      layoutWrongType('mainClass', 'a string'),
      layoutWrongType('closeButton', 'true or false'),
      layoutWrongType('leftAction', '"search", "back" or "none"'),
    ]);
  });

  it('rejects an action of the feature’s own without a label and a path', () => {
    expect(layoutConfigProblems({ mode: 'content', mainAction: { id: 'help' } })).toEqual([layoutInvalidAction('main')]);
    expect(layoutConfigProblems({ mode: 'distributive', extraAction: { label: 'x' } })).toEqual([layoutInvalidAction('extra')]);
  });

  it('throws every problem at once, and returns a valid config as it is', () => {
    const config = { mode: 'feedback', homeTarget: 1, extraAction: [help] };
    expect(() => validateLayoutConfig(config)).toThrow(LayoutConfigError);
    try {
      validateLayoutConfig(config);
    } catch (error) {
      expect((error as LayoutConfigError).problems).toEqual([LAYOUT_HOME_TARGET_NOT_STRING, LAYOUT_EXTRA_ACTION_IS_ARRAY]);
    }
    const valid = { mode: 'flow', closeButton: false } as const;
    expect(validateLayoutConfig(valid)).toBe(valid);
  });

  it('states the rules in plain English', () => {
    expect(LAYOUT_EXTRA_ACTION_WITHOUT_MAIN_ACTION).toBe('Layout: an extra action cannot be set without a main action.');
    expect(LAYOUT_EXTRA_ACTION_IS_ARRAY).toBe('Layout: the extra action cannot be an array; give one action.');
    expect(LAYOUT_HOME_TARGET_NOT_STRING).toBe('Layout: the home target must be empty or a string.');
  });
});
