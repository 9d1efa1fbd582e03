import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { en } from './messages.en-GB';

describe('the sign-up’s texts', () => {
  it('English has exactly the keys of Spanish', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(messages['es-ES']).sort());
  });

  it('has no empty text in either language', () => {
    const spanish = messages['es-ES'];
    if (typeof spanish === 'function') throw new Error('Spanish comes with the feature');
    expect(Object.entries(spanish).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.entries(en).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
