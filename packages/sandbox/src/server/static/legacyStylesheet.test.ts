import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRequest } from '../../../test/apiClient';
import { useTestSandbox } from '../../../test/testSandbox';
import { LEGACY_APP_DIR } from './createAppHostRoutes';

/**
 * The legacy dialogs' stylesheet (legacy/genoma.css): served beside the script on the app host,
 * since the shell page's CSP takes styles only from its own origin (and the vendors host), and
 * readable in both colour schemes (features.md §4.10).
 */

const STYLESHEET_PATH = '/legacy/genoma.css';
const CSS = readFileSync(join(LEGACY_APP_DIR, 'genoma.css'), 'utf8');
const MAX_BYTES = 4096;
/** WCAG 2.x AA: 4.5:1 for text, 3:1 for the edges of controls and for focus rings. */
const TEXT_CONTRAST = 4.5;
const NON_TEXT_CONTRAST = 3;

/** The colours each block of custom properties sets, in the order of the file: light first, then the dark ones. */
function palettes(css: string): Map<string, string>[] {
  const blocks = [...css.matchAll(/\{([^{}]*--genoma-surface:[^{}]*)\}/g)].map((match) => match[1] ?? '');
  return blocks.map(
    (block) => new Map([...block.matchAll(/(--genoma-[a-z-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', match[2] ?? ''])),
  );
}

/** WCAG relative luminance of a `#rgb` or `#rrggbb` colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(palette: Map<string, string>, foreground: string, background: string): number {
  const [lighter, darker] = [luminance(palette.get(foreground) ?? ''), luminance(palette.get(background) ?? '')].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** The declarations of the rule whose selector is exactly `selector`. */
function ruleOf(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(CSS)?.[1] ?? '';
}

describe('the legacy dialogs’ stylesheet (legacy/genoma.css)', () => {
  const sandbox = useTestSandbox();

  it('is served at /legacy/genoma.css as text/css, revalidated on each use, with nosniff', async () => {
    const response = await appRequest(sandbox.app, STYLESHEET_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(CSS);
  });

  it('is the file genoma.js links', () => {
    expect(readFileSync(join(LEGACY_APP_DIR, 'genoma.js'), 'utf8')).toContain(`'${STYLESHEET_PATH}'`);
  });

  it('stays under 4 KB and loads nothing else', () => {
    expect(Buffer.byteLength(CSS)).toBeLessThan(MAX_BYTES);
    expect(CSS).not.toMatch(/@import|url\(/);
  });

  it('has a light palette and a dark one, the same for the system’s dark and the shell’s data-theme="dark"', () => {
    const [light, systemDark, chosenDark, ...others] = palettes(CSS);
    expect(others).toEqual([]);
    expect(CSS).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) \.genoma-overlay \{/);
    expect(CSS).toMatch(/\n:root\[data-theme='dark'\] \.genoma-overlay \{/);
    expect(systemDark).toEqual(chosenDark);
    expect([...(systemDark?.keys() ?? [])]).toEqual([...(light?.keys() ?? [])]);
  });

  it.each([
    ['light', 0],
    ['dark', 1],
  ])('passes WCAG AA in the %s scheme: text and errors on the card, the primary button’s label, rings and edges', (_scheme, index) => {
    const palette = palettes(CSS)[index] ?? new Map<string, string>();
    expect(contrast(palette, '--genoma-error', '--genoma-surface')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(palette, '--genoma-ink', '--genoma-surface')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(palette, '--genoma-on-primary', '--genoma-primary')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(palette, '--genoma-muted', '--genoma-surface')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(contrast(palette, '--genoma-primary', '--genoma-surface')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(contrast(palette, '--genoma-focus', '--genoma-surface')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  });

  it('gives every control a 44 px minimum touch target and a visible focus ring', () => {
    for (const selector of ['.genoma-button', '.genoma-link', '.genoma-code'])
      expect(ruleOf(selector), selector).toContain('min-height: 44px');
    expect(ruleOf('.genoma-overlay :focus-visible')).toMatch(/outline: 3px solid var\(--genoma-focus\)/);
  });

  it('lays the backdrop over its whole container and centres a card that fits a 375 px screen', () => {
    expect(ruleOf('.genoma-overlay')).toMatch(/position: absolute;\s*inset: 0;/);
    expect(ruleOf('.genoma-dialog')).toMatch(/width: min\(100%, 28rem\);\s*margin: auto;/);
  });
});
