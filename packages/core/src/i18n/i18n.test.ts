import { describe, expect, it } from 'vitest';
import { createI18n, isSupportedLocale } from './i18n';

const greetings = {
  'es-ES': { hello: 'Hola, {name}' },
  'en-GB': { hello: 'Hello, {name}' },
};

describe('i18n', () => {
  it('speaks Spanish (es-ES) by default', () => {
    const i18n = createI18n();
    i18n.addNamespace('home', greetings);
    expect(i18n.translator('home')('hello', { name: 'Lucía' })).toBe('Hola, Lucía');
  });

  it('switches to English (en-GB)', () => {
    const i18n = createI18n();
    i18n.addNamespace('home', greetings);
    i18n.setLocale('en-GB');
    expect(i18n.translator('home')('hello', { name: 'Lucía' })).toBe('Hello, Lucía');
  });

  it('rejects a language-only locale (features.md §5: a locale must include a region)', () => {
    expect(isSupportedLocale('es')).toBe(false);
    expect(() => createI18n().setLocale('en')).toThrow('Unsupported locale "en"');
  });

  it('shows a missing key as namespace:key', () => {
    expect(createI18n().translator('home')('nope')).toBe('home:nope');
  });

  it('formats euros the Spanish way, with a thousands separator even for four digits', () => {
    const i18n = createI18n();
    expect(i18n.formatMoney(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
  });
});
