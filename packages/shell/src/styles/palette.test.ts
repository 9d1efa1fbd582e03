import { describe, expect, it } from 'vitest';
import type { CssRule } from './testing';
import { parseRules, readFeatureStyles, readShellStyles } from './testing';

/**
 * The two palettes of the display contract ("CSS"): the light one on `:root`, the dark one
 * redefining some of its properties, and the contrast of every pair of colours the rules put
 * together, in both, per WCAG 2.x (AA: 4.5:1 for text, 3:1 for large text and for UI components
 * and focus indicators).
 */

const SHELL_RULES = parseRules(readShellStyles());
const FEATURE_SHEETS = readFeatureStyles().map(({ feature, text }) => ({ feature, rules: parseRules(text) }));

const isRule = (rule: CssRule, selector: string, media: (condition: string) => boolean = () => true) =>
  rule.selectors.length === 1 && rule.selectors[0] === selector && rule.media.every(media);

function onlyRule(selector: string, media: (condition: string) => boolean): CssRule {
  const found = SHELL_RULES.filter((rule) => isRule(rule, selector, media));
  expect(found.map((rule) => rule.selectors.join(', '))).toEqual([selector]);
  return found[0]!;
}

const customProperties = (rule: CssRule) => new Map(rule.declarations.filter(([property]) => property.startsWith('--')));

const LIGHT_RULE = onlyRule(':root', () => false);
const DARK_RULE = onlyRule(":root[data-theme='dark']", (condition) => condition === 'screen');
const SYSTEM_DARK_RULE = onlyRule(
  ":root:not([data-theme='light'])",
  (condition) => condition === 'screen and (prefers-color-scheme: dark)',
);

type Theme = 'light' | 'dark';
const PALETTES: Record<Theme, ReadonlyMap<string, string>> = {
  light: customProperties(LIGHT_RULE),
  dark: new Map([...customProperties(LIGHT_RULE), ...customProperties(DARK_RULE)]),
};

/** A property's colour in a theme, following `var()` to the value. */
function colourOf(theme: Theme, name: string): string {
  const value = PALETTES[theme].get(name);
  if (value === undefined) throw new Error(`${name} is not on the palette`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? colourOf(theme, reference[1]!) : value;
}

/** Red, green and blue (0–255) of an opaque `#rgb`, `#rrggbb` or `rgb(r g b)`. */
function channels(colour: string): [number, number, number] {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const functional = /^rgb\((\d+) (\d+) (\d+)\)$/.exec(colour);
  if (short) return [short[1]!, short[2]!, short[3]!].map((digit) => parseInt(digit + digit, 16)) as [number, number, number];
  if (long) return [long[1]!, long[2]!, long[3]!].map((pair) => parseInt(pair, 16)) as [number, number, number];
  if (functional) return [functional[1]!, functional[2]!, functional[3]!].map(Number) as [number, number, number];
  throw new Error(`not an opaque colour these tests read: ${colour}`);
}

/** WCAG 2.x relative luminance: sRGB channels made linear, weighted 0.2126, 0.7152, 0.0722. */
function relativeLuminance(colour: string): number {
  const [red, green, blue] = channels(colour).map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** WCAG 2.x contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter. */
function contrastRatio(one: string, other: string): number {
  const [lighter, darker] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

interface Pair {
  /** Where the rules put these two together. */
  where: string;
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for large text (from 24 px, or 18.66 px bold), UI components and focus rings. */
  minimum: 4.5 | 3;
  /**
   * The themes the pair is checked in. A few pictures of the light theme fall short and stay as
   * they are (its look is kept to the pixel); the dark theme is designed to pass them.
   */
  themes?: readonly Theme[];
}

// A gradient's colours between two stops are mixes of them, never further from the text than the
// stop furthest from it: the stops are the pairs to check.
const PAIRS: readonly Pair[] = [
  // Text
  { where: 'body text on the page', foreground: '--ink', background: '--canvas', minimum: 4.5 },
  { where: 'text in cards, the header, fields and buttons', foreground: '--ink', background: '--surface', minimum: 4.5 },
  { where: 'the profile menu and the dialog', foreground: '--ink', background: '--surface-raised', minimum: 4.5 },
  { where: 'a hovered profile menu item', foreground: '--ink', background: '--surface-muted', minimum: 4.5 },
  { where: 'a notice, an error banner', foreground: '--ink', background: '--error-bg', minimum: 4.5 },
  { where: 'a warning notice', foreground: '--ink', background: '--warning-bg', minimum: 4.5 },
  { where: 'a result band of a pending payment', foreground: '--ink', background: '--brand-bg', minimum: 4.5 },
  { where: 'hints, navigation links, the footer, labels of details', foreground: '--ink-muted', background: '--surface', minimum: 4.5 },
  { where: 'subtitles and loading text on the page', foreground: '--ink-muted', background: '--canvas', minimum: 4.5 },
  { where: 'links and the current tab', foreground: '--brand-text', background: '--surface', minimum: 4.5 },
  { where: 'links on the page', foreground: '--brand-text', background: '--canvas', minimum: 4.5 },
  { where: 'the current navigation item, the waiting band', foreground: '--brand-text', background: '--brand-bg', minimum: 4.5 },
  { where: 'the main button', foreground: '--on-primary', background: '--primary', minimum: 4.5 },
  { where: 'the main button, hovered', foreground: '--on-primary', background: '--primary-hover', minimum: 4.5 },
  { where: 'an error alert, a rejection hovered', foreground: '--error', background: '--error-bg', minimum: 4.5 },
  { where: 'a field’s error, the reject button', foreground: '--error', background: '--surface', minimum: 4.5 },
  { where: 'a success band', foreground: '--success-ink', background: '--success-bg', minimum: 4.5 },
  { where: 'a warning band', foreground: '--warning-ink', background: '--warning-bg', minimum: 4.5 },
  { where: 'money coming in', foreground: '--money-in', background: '--surface', minimum: 4.5 },
  { where: 'the skip link and snackbars', foreground: '--inverse-ink', background: '--inverse-surface', minimum: 4.5 },
  { where: 'the total balance’s label', foreground: '--hero-ink', background: '--hero-start', minimum: 4.5 },
  { where: 'the total balance (large)', foreground: '--hero-ink', background: '--hero-middle', minimum: 3 },
  { where: 'the total balance (large)', foreground: '--hero-ink', background: '--balance-hero-end', minimum: 3 },
  { where: 'an error page’s code (large)', foreground: '--brand-accent', background: '--surface', minimum: 3 },
  { where: 'an error page’s code (large)', foreground: '--brand-accent', background: '--canvas', minimum: 3 },
  { where: 'the login’s sunrise', foreground: '--hero-ink', background: '--hero-start', minimum: 4.5 },
  { where: 'the login’s sunrise', foreground: '--hero-ink', background: '--hero-middle', minimum: 4.5 },
  { where: 'the login’s sunrise', foreground: '--hero-ink', background: '--login-hero-end', minimum: 4.5 },
  { where: 'the login’s sunrise', foreground: '--hero-ink', background: '--hero-sun', minimum: 4.5 },
  { where: 'a debit card’s mark', foreground: '--card-chip-ink', background: '--card-debit-start', minimum: 4.5 },
  { where: 'a debit card’s mark', foreground: '--card-chip-ink', background: '--card-debit-end', minimum: 4.5 },
  { where: 'a credit card’s mark', foreground: '--card-chip-ink', background: '--card-credit-start', minimum: 4.5 },
  { where: 'a credit card’s mark', foreground: '--card-chip-ink', background: '--card-credit-end', minimum: 4.5 },
  // UI components and focus indicators
  { where: 'the focus ring on the page', foreground: '--focus', background: '--canvas', minimum: 3 },
  { where: 'the focus ring in cards and the header', foreground: '--focus', background: '--surface', minimum: 3 },
  { where: 'the focus ring in the profile menu', foreground: '--focus', background: '--surface-raised', minimum: 3 },
  { where: 'the focus ring in a snackbar', foreground: '--inverse-focus', background: '--inverse-surface', minimum: 3 },
  { where: 'the edge of an invalid field', foreground: '--error', background: '--surface', minimum: 3 },
  { where: 'a chosen option’s edge, a switch turned on', foreground: '--brand-600', background: '--surface', minimum: 3 },
  { where: 'the edge of a text field', foreground: '--field-border', background: '--surface', minimum: 3 },
  { where: 'the edge of a text field on the page', foreground: '--field-border', background: '--canvas', minimum: 3 },
  { where: 'a snackbar’s success edge', foreground: '--inverse-success', background: '--inverse-surface', minimum: 3 },
  { where: 'a snackbar’s error edge', foreground: '--inverse-error', background: '--inverse-surface', minimum: 3 },
  { where: 'a band’s edge', foreground: '--brand-accent', background: '--brand-bg', minimum: 3 },
  { where: 'a success band’s edge', foreground: '--success', background: '--success-bg', minimum: 3 },
  { where: 'a warning band’s edge', foreground: '--warning', background: '--warning-bg', minimum: 3 },
  { where: 'an error band’s edge', foreground: '--error', background: '--error-bg', minimum: 3 },
];

describe('the palettes (display contract, "CSS")', () => {
  for (const theme of ['light', 'dark'] as const) {
    describe(`${theme}: meets WCAG AA contrast`, () => {
      for (const { where, foreground, background, minimum, themes = ['light', 'dark'] } of PAIRS) {
        if (!themes.includes(theme)) continue;
        it(`${where}: ${foreground} on ${background}, at least ${minimum}:1`, () => {
          expect(contrastRatio(colourOf(theme, foreground), colourOf(theme, background))).toBeGreaterThanOrEqual(minimum);
        });
      }
    });
  }

  it('gives the dark theme the same palette whether the customer or the system chose it', () => {
    expect(SYSTEM_DARK_RULE.declarations).toEqual(DARK_RULE.declarations);
  });

  it('redefines in the dark theme only properties of the light palette', () => {
    const unknown = [...customProperties(DARK_RULE).keys()].filter((name) => !PALETTES.light.has(name));
    expect(unknown).toEqual([]);
  });

  it('tells the browser the colour scheme: either on :root, light or dark as the customer chose', () => {
    const colorScheme = (rule: CssRule) => rule.declarations.find(([property]) => property === 'color-scheme')?.[1];
    expect(colorScheme(LIGHT_RULE)).toBe('light dark');
    expect(colorScheme(onlyRule(":root[data-theme='light']", () => false))).toBe('light');
    expect(colorScheme(DARK_RULE)).toBe('dark');
    expect(colorScheme(SYSTEM_DARK_RULE)).toBe('dark');
  });

  it('prints on the light palette: the dark one is for screens', () => {
    expect([DARK_RULE.media, SYSTEM_DARK_RULE.media]).toEqual([['screen'], ['screen and (prefers-color-scheme: dark)']]);
  });
});

describe('no colour outside the palettes (display contract, "CSS")', () => {
  const SHEETS = [
    { sheet: 'shell.css', rules: SHELL_RULES },
    ...FEATURE_SHEETS.map(({ feature, rules }) => ({ sheet: `${feature}/src/styles.css`, rules })),
  ];

  /** The declarations outside the palettes: all but the custom properties the shell sets on `:root`. */
  const declarationsOf = ({ sheet, rules }: (typeof SHEETS)[number]) =>
    rules.flatMap((rule) =>
      rule.declarations
        .filter(
          ([property]) =>
            !(sheet === 'shell.css' && property.startsWith('--') && rule.selectors.every((selector) => selector.startsWith(':root'))),
        )
        .map(([property, value]) => ({ where: `${sheet} ${rule.selectors.join(', ')} { ${property} }`, value })),
    );

  /** Keywords a colour may be written as without being a colour of its own (and `none`, which happy-dom takes for one). */
  const NOT_A_COLOUR = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'revert', 'revert-layer', 'none']);

  /** Whether a word is one of CSS's named colours, as the test DOM (happy-dom) knows them. */
  function isNamedColour(word: string): boolean {
    if (NOT_A_COLOUR.has(word.toLowerCase())) return false;
    const probe = document.createElement('span').style;
    probe.color = word;
    return probe.color !== '';
  }

  it('reads the sheet of every feature that has one', () => {
    expect(FEATURE_SHEETS.length).toBeGreaterThan(0);
  });

  it('writes every colour in the rules as a property of the palette', () => {
    const offenders = SHEETS.flatMap(declarationsOf).filter(({ value }) => {
      const unquoted = value.replace(/'[^']*'|"[^"]*"/g, "''");
      return (
        /#[0-9a-f]{3,8}\b/i.test(unquoted) ||
        /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(/i.test(unquoted) ||
        // An inline picture carries its own colours.
        /url\(\s*["']?data:image\/svg/i.test(value) ||
        (unquoted.match(/-?[a-z][\w-]*/gi) ?? []).some(isNamedColour)
      );
    });
    expect(offenders).toEqual([]);
  });

  it('names only properties the palette defines (no fallbacks standing in for a missing one)', () => {
    const defined = new Set(
      SHELL_RULES.filter((rule) => rule.selectors.every((selector) => selector.startsWith(':root'))).flatMap((rule) =>
        rule.declarations.map(([property]) => property),
      ),
    );
    const missing = SHEETS.flatMap(declarationsOf).flatMap(({ where, value }) =>
      [...value.matchAll(/var\((--[\w-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => !defined.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
