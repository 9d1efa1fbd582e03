import type { Locale, Translate } from '@bank-shell/core';
import { useShell } from './services';
import { useStore } from './useStore';

/** Texts of one namespace in the current locale; re-renders on a locale change. */
export function useTranslation(namespace: string): {
  t: Translate;
  locale: Locale;
} {
  const { i18n } = useShell();
  const locale = useStore(i18n.locale);
  return { t: i18n.translator(namespace), locale };
}
