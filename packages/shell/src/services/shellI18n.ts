import { createI18n, isSupportedLocale } from '@bank-shell/core';
import type { I18n, KeyValueStorage, Locale } from '@bank-shell/core';
import { SHELL_NAMESPACE, shellMessages } from '../i18n/shellMessages';

/** Storage key of the customer's chosen UI language. */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * A first visit's language, from the browser's list (`navigator.languages`): Spanish when Spanish
 * comes before English in it, English otherwise, English being the spec's default and fallback.
 */
export function browserLocale(languages: readonly string[]): Locale {
  return /^es/i.test(languages.find((tag) => /^e[sn]\b/i.test(tag)) ?? '') ? 'es-ES' : 'en-GB';
}

/**
 * The shell's texts, in the language the customer chose last time (kept in storage), else the
 * browser's. The document's `lang`, which the API client sends as `Accept-Language`, follows it.
 */
export function createShellI18n(
  storage: KeyValueStorage,
  doc: Pick<Document, 'documentElement'>,
  browserLanguages: readonly string[],
): I18n {
  const storedLocale = storage.get(LOCALE_STORAGE_KEY);
  const i18n = createI18n(isSupportedLocale(storedLocale) ? storedLocale : browserLocale(browserLanguages));
  i18n.addNamespace(SHELL_NAMESPACE, shellMessages);
  const follow = () => {
    doc.documentElement.lang = i18n.locale.getSnapshot();
  };
  i18n.locale.subscribe(() => {
    storage.set(LOCALE_STORAGE_KEY, i18n.locale.getSnapshot());
    follow();
  });
  follow();
  return i18n;
}
