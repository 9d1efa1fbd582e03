export { DEFAULT_LOCALE, NamespaceLoadError, SUPPORTED_LOCALES, createI18n, interpolate, isSupportedLocale } from './i18n';
export type { I18n, Locale, Messages, MessagesLoader, NamespaceMessages, Translate } from './i18n';
