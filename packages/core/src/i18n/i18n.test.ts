import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE, createI18n, isSupportedLocale } from './i18n';

const greetings = {
  'es-ES': { hello: 'Hola, {name}' },
  'en-GB': { hello: 'Hello, {name}' },
};

describe('i18n', () => {
  it('speaks the language it starts in', () => {
    const i18n = createI18n('es-ES');
    i18n.addNamespace('home', greetings);
    expect(i18n.translator('home')('hello', { name: 'Lucía' })).toBe('Hola, Lucía');
  });

  it('shows the English (en-GB) text of a key another language lacks: the fallback locale of features.md §9', () => {
    const i18n = createI18n('es-ES');
    i18n.addNamespace('partial', { 'es-ES': { hello: 'Hola' }, 'en-GB': { hello: 'Hello', bye: 'Goodbye, {name}' } });
    const t = i18n.translator('partial');
    expect(t('hello')).toBe('Hola');
    expect(t('bye', { name: 'Lucía' })).toBe('Goodbye, Lucía');
    expect(t('neither')).toBe('partial:neither');
  });

  it('names en-GB as the default and fallback locale (features.md §9)', () => {
    expect(DEFAULT_LOCALE).toBe('en-GB');
  });

  it('switches to English (en-GB)', async () => {
    const i18n = createI18n('es-ES');
    i18n.addNamespace('home', greetings);
    await i18n.setLocale('en-GB');
    expect(i18n.translator('home')('hello', { name: 'Lucía' })).toBe('Hello, Lucía');
  });

  it('rejects a language-only locale (features.md §5: a locale must include a region)', () => {
    expect(isSupportedLocale('es')).toBe(false);
    expect(() => createI18n('es-ES').setLocale('en')).toThrow('Unsupported locale "en"');
  });

  it('loads a language’s texts on demand, once, and switches only when they are in', async () => {
    const i18n = createI18n('es-ES');
    const loadEnglish = vi.fn(() => Promise.resolve({ hello: 'Hello, {name}' }));
    i18n.addNamespace('home', { 'es-ES': greetings['es-ES'], 'en-GB': loadEnglish });
    expect(loadEnglish).not.toHaveBeenCalled();
    const switching = i18n.setLocale('en-GB');
    expect(i18n.locale.getSnapshot()).toBe('es-ES');
    await switching;
    await i18n.setLocale('es-ES');
    await i18n.setLocale('en-GB');
    expect(i18n.translator('home')('hello', { name: 'Lucía' })).toBe('Hello, Lucía');
    expect(loadEnglish).toHaveBeenCalledTimes(1);
  });

  it('stays in its language when the other one cannot load, and tries again next time', async () => {
    const i18n = createI18n('es-ES');
    const loadEnglish = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ hello: 'Hello' });
    i18n.addNamespace('home', { 'es-ES': greetings['es-ES'], 'en-GB': loadEnglish });
    await expect(i18n.setLocale('en-GB')).rejects.toThrow('The texts of namespace "home" in locale en-GB failed to load');
    expect(i18n.locale.getSnapshot()).toBe('es-ES');
    await i18n.setLocale('en-GB');
    expect(i18n.locale.getSnapshot()).toBe('en-GB');
  });

  it('a namespace that fails to load names its locale and namespace in the error, with the loader’s error as its cause (features.md §8.25: descriptive errors)', async () => {
    const offline = new Error('offline');
    const i18n = createI18n('es-ES');
    i18n.addNamespace('login', { 'es-ES': { title: 'Entrar' }, 'en-GB': () => Promise.reject(offline) });
    const switching = i18n.setLocale('en-GB');
    await expect(switching).rejects.toThrow('The texts of namespace "login" in locale en-GB failed to load');
    await expect(switching).rejects.toMatchObject({ name: 'NamespaceLoadError', namespace: 'login', locale: 'en-GB', cause: offline });
    // A feature's own texts, asked for alone (as a feature module's bootstrap does), say the same.
    const english = createI18n('en-GB');
    english.addNamespace('offers', { 'es-ES': {}, 'en-GB': () => Promise.reject(offline) });
    await expect(english.ready('offers')).rejects.toThrow('The texts of namespace "offers" in locale en-GB failed to load');
  });

  it('ready() settles once the current language’s texts are in', async () => {
    const i18n = createI18n('en-GB');
    i18n.addNamespace('home', { 'es-ES': greetings['es-ES'], 'en-GB': () => Promise.resolve(greetings['en-GB']) });
    expect(i18n.translator('home')('hello')).toBe('home:hello');
    await i18n.ready();
    expect(i18n.translator('home')('hello', { name: 'Lucía' })).toBe('Hello, Lucía');
  });

  it('a namespace added while a switch loads gets its texts before the switch ends', async () => {
    const i18n = createI18n('es-ES');
    let deliverShell: (texts: Record<string, string>) => void = () => undefined;
    i18n.addNamespace('shell', { 'es-ES': { title: 'Inicio' }, 'en-GB': () => new Promise((resolve) => (deliverShell = resolve)) });
    const switching = i18n.setLocale('en-GB');
    // A feature arrives while the shell's English is still on its way.
    i18n.addNamespace('feature', { 'es-ES': { hi: 'Hola' }, 'en-GB': () => Promise.resolve({ hi: 'Hello' }) });
    deliverShell({ title: 'Home' });
    await switching;
    expect(i18n.translator('feature')('hi')).toBe('Hello');
    expect(i18n.translator('shell')('title')).toBe('Home');
  });

  it('ready(namespace) waits for that namespace alone', async () => {
    const i18n = createI18n('en-GB');
    i18n.addNamespace('stalled', { 'es-ES': {}, 'en-GB': () => new Promise(() => undefined) });
    i18n.addNamespace('home', { 'es-ES': greetings['es-ES'], 'en-GB': () => Promise.resolve(greetings['en-GB']) });
    await i18n.ready('home');
    expect(i18n.translator('home')('hello', { name: 'Lucía' })).toBe('Hello, Lucía');
  });

  it('shows a missing key as namespace:key', () => {
    expect(createI18n('es-ES').translator('home')('nope')).toBe('home:nope');
  });
});
