import { expect, it } from 'vitest';
import { formatTable } from './lib/textTable.mjs';

it('pads every column to its widest cell, the header included, without trailing spaces', () => {
  expect(
    formatTable([
      ['page', 'LCP'],
      ['overall position', '4348 ms'],
    ]),
  ).toBe(['page              LCP', 'overall position  4348 ms'].join('\n'));
});
