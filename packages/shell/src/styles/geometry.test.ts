import { describe, expect, it } from 'vitest';

// The test runner hands CSS imports over empty, and the shell's sources have no Node types (they
// run in the browser): Node's file reader is imported by a name the type checker does not follow.
const NODE_FS = 'node:fs' as string;
const { readFileSync } = (await import(/* @vite-ignore */ NODE_FS)) as { readFileSync(this: void, path: string, encoding: 'utf8'): string };
// A path worked out by hand: under happy-dom, `URL` is the DOM's, which neither resolves nor reads
// a file URL the way Node does.
const shellCss = readFileSync(decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, 'shell.css')), 'utf8');

/**
 * The page geometry of shell.md §2.7 lives in the style sheet, which no component test can lay
 * out: these tests read `shell.css` and cascade its declarations for one exact selector at a
 * given viewport width, in source order (every rule here has one class, so order decides).
 * The expected values are the spec's, written out.
 */

interface Rule {
  selectors: string[];
  /** The `@media` condition around the rule, or `null` at the top level. */
  media: string | null;
  declarations: Map<string, string>;
}

function parseCss(text: string): Rule[] {
  const rules: Rule[] = [];
  const preludes: string[] = [];
  let buffer = '';
  for (const char of text.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      preludes.push(buffer.trim());
      buffer = '';
    } else if (char === '}') {
      const prelude = preludes.pop() ?? '';
      const body = buffer;
      buffer = '';
      // The end of an at-rule: the rules inside it are already taken.
      if (prelude.startsWith('@')) continue;
      const media =
        preludes
          .find((outer) => outer.startsWith('@media'))
          ?.slice('@media'.length)
          .trim() ?? null;
      const declarations = new Map<string, string>();
      for (const declaration of body.split(';')) {
        const colon = declaration.indexOf(':');
        if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
      }
      rules.push({ selectors: prelude.split(',').map((selector) => selector.trim()), media, declarations });
    } else {
      buffer += char;
    }
  }
  return rules;
}

const RULES = parseCss(shellCss);

/** A screen this many pixels wide, or the printed page. */
type Viewport = { width: number } | 'print';

function applies(media: string | null, viewport: Viewport): boolean {
  if (media === null) return true;
  if (media === 'print') return viewport === 'print';
  if (viewport === 'print') return false;
  const min = /^\(min-width: (\d+)px\)$/.exec(media);
  if (min) return viewport.width >= Number(min[1]);
  const max = /^\(max-width: (\d+)px\)$/.exec(media);
  if (max) return viewport.width <= Number(max[1]);
  throw new Error(`a media condition these tests do not know: ${media}`);
}

/** The value `selector` ends up with for `property`, custom properties of `:root` substituted. */
function valueOf(selector: string, property: string, viewport: Viewport): string | undefined {
  let value: string | undefined;
  for (const rule of RULES) {
    if (!rule.selectors.includes(selector) || !applies(rule.media, viewport)) continue;
    value = rule.declarations.get(property) ?? value;
  }
  return value
    ?.replace(/\s*!important$/, '')
    .replace(/var\((--[\w-]+)\)/g, (_whole, name: string) => valueOf(':root', name, viewport) ?? `var(${name})`);
}

const at = (width: number): Viewport => ({ width });

describe('page geometry (shell.md §2.7, §9)', () => {
  it('below 840 px the tab bar shows and the footer is hidden; from 840 px up the tab bar is hidden and the footer shows', () => {
    for (const width of [0, 600, 720, 839]) {
      expect([width, valueOf('.tabbar', 'display', at(width))]).not.toEqual([width, 'none']);
      expect([width, valueOf('.footer', 'display', at(width))]).toEqual([width, 'none']);
    }
    for (const width of [840, 1280]) {
      expect([width, valueOf('.tabbar', 'display', at(width))]).toEqual([width, 'none']);
      expect([width, valueOf('.footer', 'display', at(width))]).toEqual([width, 'block']);
    }
  });

  it('keeps the main content at most 1280 px wide', () => {
    for (const width of [0, 840, 1280, 1920]) expect(valueOf('.main', 'max-width', at(width))).toBe('1280px');
  });

  it('leaves 80 px of bottom padding under the main content while the tab bar is on', () => {
    expect(valueOf('.main--with-tabbar', 'padding-bottom', at(0))).toBe('80px');
    expect(valueOf('.main--with-tabbar', 'padding-bottom', at(839))).toBe('80px');
  });

  it('makes the tab bar 56 px high (shell.md §9)', () => {
    expect(valueOf('.tabbar', 'height', at(0))).toBe('56px');
  });

  it('has gutters of 16/16/24/24/24 px at the breakpoints 0/600/720/840/1280 (shell.md §9)', () => {
    const breakpoints = [0, 600, 720, 840, 1280];
    expect(breakpoints.map((width) => valueOf(':root', '--gutter', at(width)))).toEqual(['16px', '16px', '24px', '24px', '24px']);
    expect(valueOf(':root', '--gutter', at(719))).toBe('16px');
    expect(breakpoints.map((width) => valueOf('.grid-12', 'column-gap', at(width)))).toEqual(['16px', '16px', '24px', '24px', '24px']);
  });

  it('lays legacy-app content on a 12-column grid: all 12 columns, from 840 px 10 columns centred with offset 1', () => {
    expect(valueOf('.grid-12', 'grid-template-columns', at(0))).toBe('repeat(12, minmax(0, 1fr))');
    expect(valueOf('.legacy-content', 'grid-column', at(839))).toBe('1 / -1');
    expect(valueOf('.legacy-content', 'grid-column', at(840))).toBe('2 / span 10');
  });

  it('hides header, footer and tab bar in print', () => {
    for (const part of ['.header', '.footer', '.tabbar']) expect([part, valueOf(part, 'display', 'print')]).toEqual([part, 'none']);
  });
});
