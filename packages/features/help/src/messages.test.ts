import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { en } from './messages.en-GB';

describe('help’s texts', () => {
  it('English has exactly the keys of Spanish', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(messages['es-ES']).sort());
  });
});
