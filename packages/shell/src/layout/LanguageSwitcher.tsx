import { SUPPORTED_LOCALES } from '@bank-shell/core';
import { useShell, useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';

/** Each language named in itself, as a customer looking for it would read it. */
const LANGUAGE_NAMES: Record<(typeof SUPPORTED_LOCALES)[number], string> = { 'es-ES': 'Español', 'en-GB': 'English' };

/**
 * One button per other language, named in that language ("English" on a Spanish page): with two
 * languages a single tap switches, and the header keeps room on a phone.
 */
export function LanguageSwitcher() {
  const { t, locale } = useTranslation(SHELL_NAMESPACE);
  const { i18n } = useShell();
  return (
    <div className="switcher">
      {SUPPORTED_LOCALES.filter((code) => code !== locale).map((code, position) => (
        <button
          // Keyed by position: after a switch the same button stays, and keeps the keyboard focus.
          key={position}
          type="button"
          className="button button--ghost language-switch"
          // The texts of another language may have to load first; if they cannot, the page stays as it is.
          onClick={() => void i18n.setLocale(code).catch((error: unknown) => console.error(error))}
        >
          <span className="language-switch__prefix">{t('switchLanguageTo')} </span>
          <span lang={code} className="language-switch__name">
            {LANGUAGE_NAMES[code]}
          </span>
          {/* On a phone, the language's code in its place: room for a long profile name beside it. */}
          <span className="language-switch__code" aria-hidden="true">
            {code.slice(0, 2).toUpperCase()}
          </span>
        </button>
      ))}
    </div>
  );
}
