import { useId } from 'react';
import { SUPPORTED_LOCALES } from '@bank-shell/core';
import { useShell, useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';

const LANGUAGE_NAMES: Record<(typeof SUPPORTED_LOCALES)[number], string> = { 'es-ES': 'Español', 'en-GB': 'English' };

export function LanguageSwitcher() {
  const { t, locale } = useTranslation(SHELL_NAMESPACE);
  const { i18n } = useShell();
  const id = useId();
  return (
    <div className="switcher">
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        value={locale}
        // The texts of another language may have to load first; if they cannot, the page stays as it is.
        onChange={(event) => void i18n.setLocale(event.target.value).catch((error: unknown) => console.error(error))}
      >
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
