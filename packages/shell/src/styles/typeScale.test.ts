import { describe, expect, it } from 'vitest';
import { parseRules, readFeatureStyles, readShellStyles } from './testing';

/**
 * The type scale (shell.css, `:root`): every text of the shell and of the features is set in one
 * of seven sizes and two weights. Each size and weight on a page is a font the browser finds and
 * prepares before its first layout, so a scale that grows one declaration at a time slows every
 * first load (issue 12); these tests make a new size a decision rather than an accident.
 */

const SHEETS = [
  { sheet: 'shell.css', rules: parseRules(readShellStyles()) },
  ...readFeatureStyles().map(({ feature, text }) => ({ sheet: `${feature}/src/styles.css`, rules: parseRules(text) })),
];

const ROOT_RULE = SHEETS[0]!.rules.find((rule) => rule.selectors.join(',') === ':root' && rule.media.length === 0)!;
const rootProperties = (prefix: string) => Object.fromEntries(ROOT_RULE.declarations.filter(([property]) => property.startsWith(prefix)));

const declarationsOf = (properties: readonly string[]) =>
  SHEETS.flatMap(({ sheet, rules }) =>
    rules.flatMap((rule) =>
      rule.declarations
        .filter(([property]) => properties.includes(property))
        .map(([property, value]) => `${sheet} ${rule.selectors.join(', ')} { ${property}: ${value} }`),
    ),
  );

describe('the type scale', () => {
  it('has seven sizes, from 0.75rem to 2.5rem', () => {
    expect(rootProperties('--text-')).toEqual({
      '--text-xs': '0.75rem',
      '--text-sm': '0.875rem',
      '--text-md': '1rem',
      '--text-lg': '1.125rem',
      '--text-xl': '1.5rem',
      '--text-2xl': '2rem',
      '--text-display': '2.5rem',
    });
  });

  it('has two weights, regular 400 and strong 600', () => {
    expect(rootProperties('--weight-')).toEqual({ '--weight-regular': '400', '--weight-strong': '600' });
  });

  it('sets every font size of the shell and the features from the scale', () => {
    const offScale = declarationsOf(['font-size']).filter((text) => !/font-size: var\(--text-[a-z0-9]+\) }$/.test(text));
    expect(offScale).toEqual([]);
  });

  it('sets every font weight from the scale', () => {
    const offScale = declarationsOf(['font-weight']).filter((text) => !/font-weight: var\(--weight-(regular|strong)\) }$/.test(text));
    expect(offScale).toEqual([]);
  });

  it('lets the font shorthand only inherit, so it cannot bring a size or weight of its own', () => {
    const shorthands = declarationsOf(['font']).filter((text) => !text.endsWith('font: inherit }'));
    expect(shorthands).toEqual([]);
  });

  it("turns the browser's bold (headings, strong, table headers) into the strong weight", () => {
    const boldByDefault = SHEETS[0]!.rules.find((rule) => rule.selectors.includes('strong') && rule.selectors.includes('h1'));
    expect(boldByDefault?.selectors).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'th']);
    expect(boldByDefault?.declarations).toEqual([['font-weight', 'var(--weight-strong)']]);
  });
});
