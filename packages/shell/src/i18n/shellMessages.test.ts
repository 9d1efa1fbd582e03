import { describe, expect, it } from 'vitest';
import { createI18n } from '@bank-shell/core';
import { SHELL_NAMESPACE, es, shellMessages } from './shellMessages';
import { en } from './shellMessages.en-GB';

describe('the shell’s texts', () => {
  it('English has exactly the keys of Spanish', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('English loads when chosen, and only then', async () => {
    const i18n = createI18n('es-ES');
    i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
    expect(i18n.translator(SHELL_NAMESPACE)('logout')).toBe('Salir');
    await i18n.setLocale('en-GB');
    expect(i18n.translator(SHELL_NAMESPACE)('logout')).toBe(en.logout);
  });
});
