import { describe, expect, it } from 'vitest';
import { parseRules, readShellStyles } from './testing';

/**
 * Masked balances (display contract, "CSS"): the test DOM neither lays out nor knows `:lang()`, so
 * these tests read the rules of `shell.css`.
 */

const RULES = parseRules(readShellStyles());

/** The declarations of the one top-level rule with exactly this selector. */
function declarationsOf(selector: string): [string, string][] {
  const found = RULES.filter((rule) => rule.media.length === 0 && rule.selectors.length === 1 && rule.selectors[0] === selector);
  expect(found).toHaveLength(1);
  return found[0]!.declarations;
}

const valuesOf = (selector: string, property: string) =>
  declarationsOf(selector)
    .filter(([name]) => name === property)
    .map(([, value]) => value);

describe('masked amounts (display contract, "CSS")', () => {
  it('hides the figure while <html data-masked> is on', () => {
    expect(valuesOf('[data-masked] .amount__value', 'display')).toEqual(['none']);
  });

  it('shows five bullets that a Spanish page reads as "importe oculto", plain bullets where alternative text is not supported', () => {
    expect(valuesOf('[data-masked] .amount::after', 'content')).toEqual(["'•••••'", "'•••••' / 'importe oculto'"]);
  });

  it('reads them as "amount hidden" on an English page (lang="en-GB" matches :lang(en))', () => {
    expect(valuesOf(':root:lang(en)[data-masked] .amount::after', 'content')).toEqual(["'•••••'", "'•••••' / 'amount hidden'"]);
  });

  it('spaces the bullets, giving back the space after the last one so that right-aligned amounts keep their edge', () => {
    const [spacing] = valuesOf('[data-masked] .amount::after', 'letter-spacing');
    expect(spacing).toMatch(/^0\.\d+em$/);
    expect(valuesOf('[data-masked] .amount::after', 'margin-inline-end')).toEqual([`-${spacing}`]);
  });

  it('keeps the amount’s font and line, so that masking moves no line', () => {
    const properties = declarationsOf('[data-masked] .amount::after').map(([property]) => property);
    expect(
      properties.filter((property) => /^(font|line-height|display|position|padding|margin-block|vertical-align)/.test(property)),
    ).toEqual([]);
  });
});
