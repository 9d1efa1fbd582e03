import { describe, expect, it } from 'vitest';
import { createI18n } from '@bank-shell/core';
import { messages } from './messages';
import { en } from './messages.en-GB';
import { errorMessages } from './errorMessages';
import { en as errorsEn } from './errorMessages.en-GB';

describe('the login screen’s texts', () => {
  it('English has exactly the keys of Spanish', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(messages['es-ES']).sort());
  });

  it('the error texts have the same keys in English as in Spanish', () => {
    expect(Object.keys(errorsEn).sort()).toEqual(Object.keys(errorMessages['es-ES']).sort());
  });

  it('English loads when chosen', async () => {
    const i18n = createI18n('es-ES');
    i18n.addNamespace('login', messages);
    await i18n.setLocale('en-GB');
    expect(i18n.translator('login')('submit')).toBe(en.submit);
  });
});
