import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@bank-shell/core';
import { browserLocale, createShellI18n } from './shellI18n';

/** A document with only what the i18n writes: the root element's `lang`. */
const fakeDocument = () => ({ documentElement: { lang: '' } }) as unknown as Pick<Document, 'documentElement'>;

describe("the shell's language: the customer's last choice, kept in storage", () => {
  it("starts in the locale stored under 'locale'", () => {
    const storage = createMemoryStorage();
    storage.set('locale', 'en-GB');
    const i18n = createShellI18n(storage, fakeDocument(), ['es-ES']);
    expect(i18n.locale.getSnapshot()).toBe('en-GB');
  });

  it.each([['fr-FR'], ['en'], ['EN-GB'], ['']])(
    'falls back to the browser’s language when the stored locale is one the UI does not ship (%j)',
    (stored) => {
      const storage = createMemoryStorage();
      storage.set('locale', stored);
      const i18n = createShellI18n(storage, fakeDocument(), ['es-ES']);
      expect(i18n.locale.getSnapshot()).toBe('es-ES');
    },
  );

  it('starts in the browser’s language when nothing is stored (Spanish here)', () => {
    const i18n = createShellI18n(createMemoryStorage(), fakeDocument(), ['es-ES']);
    expect(i18n.locale.getSnapshot()).toBe('es-ES');
  });

  it("sets the document's lang to the starting locale", () => {
    const storage = createMemoryStorage();
    storage.set('locale', 'en-GB');
    const doc = fakeDocument();
    createShellI18n(storage, doc, ['es-ES']);
    expect(doc.documentElement.lang).toBe('en-GB');
  });

  it("writes a change of language to storage under 'locale', and the document's lang follows it", async () => {
    const storage = createMemoryStorage();
    const doc = fakeDocument();
    const i18n = createShellI18n(storage, doc, ['es-ES']);
    expect(doc.documentElement.lang).toBe('es-ES');
    await i18n.setLocale('en-GB');
    expect(storage.get('locale')).toBe('en-GB');
    expect(doc.documentElement.lang).toBe('en-GB');
    await i18n.setLocale('es-ES');
    expect(storage.get('locale')).toBe('es-ES');
    expect(doc.documentElement.lang).toBe('es-ES');
  });

  it("has the shell's own texts in the chosen language", async () => {
    const i18n = createShellI18n(createMemoryStorage(), fakeDocument(), ['es-ES']);
    expect(i18n.translator('shell')('logout')).toBe('Salir');
    await i18n.setLocale('en-GB');
    expect(i18n.translator('shell')('logout')).toBe('Log out');
  });
});

describe('a first visit speaks the browser’s language: Spanish to Spanish browsers, English otherwise (en-GB, the default and fallback)', () => {
  it.each([
    [['es-ES'], 'es-ES'],
    [['es'], 'es-ES'],
    [['es-419', 'en'], 'es-ES'],
    [['fr-FR', 'es-MX', 'en-GB'], 'es-ES'],
    [['en-US', 'es-ES'], 'en-GB'],
    [['en'], 'en-GB'],
    [['fr-FR', 'de'], 'en-GB'],
    [['et', 'eu'], 'en-GB'],
    [[], 'en-GB'],
  ])('%j gives %s', (languages, locale) => {
    expect(browserLocale(languages)).toBe(locale);
  });

  it('starts an English browser in English when nothing is stored', () => {
    const doc = fakeDocument();
    const i18n = createShellI18n(createMemoryStorage(), doc, ['en-US', 'en']);
    expect(i18n.locale.getSnapshot()).toBe('en-GB');
    expect(doc.documentElement.lang).toBe('en-GB');
  });

  it('keeps the customer’s stored choice over the browser’s language', () => {
    const storage = createMemoryStorage();
    storage.set('locale', 'es-ES');
    expect(createShellI18n(storage, fakeDocument(), ['en-GB']).locale.getSnapshot()).toBe('es-ES');
  });
});
