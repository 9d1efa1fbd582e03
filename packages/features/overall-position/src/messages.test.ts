import { describe, expect, it } from 'vitest';
import { createI18n } from '@bank-shell/core';
import { messages } from './messages';
import { en } from './messages.en-GB';

describe('the overall position’s texts', () => {
  it('English has exactly the keys of Spanish', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(messages['es-ES']).sort());
  });

  it('English loads when chosen', async () => {
    const i18n = createI18n('es-ES');
    i18n.addNamespace('overall-position', messages);
    await i18n.setLocale('en-GB');
    expect(i18n.translator('overall-position')('retry')).toBe(en.retry);
  });
});
