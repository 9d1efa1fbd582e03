import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_END, FIRST_PAINT_START, firstPaintBlock } from './lib/firstPaint.mjs';

/** React's render and two esbuild runs: well under this, but more than the default on a busy machine. */
const BUILD_TIMEOUT_MS = 60_000;

describe('the first-paint block the build writes into index.html (docs/first-paint.md)', () => {
  let block = '';
  beforeAll(async () => {
    block = await firstPaintBlock();
  }, BUILD_TIMEOUT_MS);

  const templates = () => Object.fromEntries([...block.matchAll(/<template ([^>]+)>([\s\S]*?)<\/template>/g)].map((m) => [m[1], m[2]]));
  const script = () => /<script data-first-paint>([\s\S]*?)<\/script>/.exec(block)?.[1] ?? '';

  it('sits between the markers the sandbox looks for', () => {
    expect(block.startsWith('<!-- first-paint -->')).toBe(true);
    expect(block.endsWith('<!-- /first-paint -->')).toBe(true);
    expect([FIRST_PAINT_START, FIRST_PAINT_END]).toEqual(['<!-- first-paint -->', '<!-- /first-paint -->']);
  });

  it('holds the login in Spanish and English, in the frame of each address it is painted at', () => {
    const everyAddress = '/ /# /#/ /#/posicion-global /app-login/ /app-login/#/posicion-global';
    expect(Object.keys(templates())).toEqual([
      `data-first-paint-at="${everyAddress}" lang="es-ES"`,
      `data-first-paint-at="${everyAddress}" lang="en-GB"`,
      'data-first-paint-at="/#/login" lang="es-ES"',
      'data-first-paint-at="/#/login" lang="en-GB"',
    ]);
    for (const [attributes, html] of Object.entries(templates())) {
      const spanish = attributes.endsWith('"es-ES"');
      expect(html).toContain(spanish ? '>Entrar</button>' : '>Log in</button>');
      expect(html).toContain(spanish ? 'Accede a tu banca online' : 'Log in to online banking');
      expect(html.startsWith('<div class="first-paint" inert>')).toBe(true);
      // The overall position's frame has the footer; the login route's (header only) has none.
      expect(html.includes('<footer')).toBe(!attributes.includes('/#/login'));
    }
  });

  it('gives every element id once within a template (only one is ever in the page, and only until the shell renders)', () => {
    for (const html of Object.values(templates())) {
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('writes the script with the settings the shell uses, and nothing that would end its element early', () => {
    const text = script();
    expect(text).toContain('"data-first-paint-at"');
    expect(text).toContain('loginTrackerKey:"bank-shell.session.login-tracker"');
    expect(text).toContain('localeKey:"bank-shell.locale"');
    expect(text).toContain('rootId:"app"');
    expect(text).toContain('locales:["es-ES","en-GB"]');
    expect(text).toContain('nativeWrapperGlobal:"bankNativeWrapper"');
    expect(text).not.toMatch(/<\/script|<!--/i);
  });
});
