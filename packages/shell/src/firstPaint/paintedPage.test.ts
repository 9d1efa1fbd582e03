import { afterEach, describe, expect, it } from 'vitest';
import { showsPaintedPage } from './paintedPage';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whether a page painted from the HTML shows (docs/first-paint.md)', () => {
  it('is so while the root holds the painted wrapper, and no longer once the shell has rendered', () => {
    document.body.innerHTML = '<div id="app"><div class="first-paint" inert><h1>Hola, Lucía</h1></div></div>';
    expect(showsPaintedPage(document)).toBe(true);
    document.getElementById('app')!.innerHTML = '<div class="shell"><div class="first-paint"></div></div>';
    expect(showsPaintedPage(document)).toBe(false);
  });

  it('is not so for an empty root, nor for a wrapper outside it', () => {
    document.body.innerHTML = '<div id="app"></div><div class="first-paint"></div>';
    expect(showsPaintedPage(document)).toBe(false);
  });
});
