import { useId, useState } from 'react';
import { EVENT_TOPIC, THEMES } from '@bank-shell/core';
import type { Theme } from '@bank-shell/core';
import { useShell, useTranslation } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { useMaskedModeSaver, useTheme } from '@bank-shell/react/display';
import { DevicesCard } from './DevicesCard';
import { Documents } from './Documents';
import { Notifications } from './Notifications';
import { PersonalData } from './PersonalData';
import { PinChange } from './PinChange';
import { ProfilesCard } from './ProfilesCard';
import { Sections } from './Sections';
import type { PersonalAreaMessageKey } from './messages';
import { HOME_HREF, screenOf, sectionHref } from './screens';
import type { Section } from './screens';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'personal-area';

type Translate = (key: PersonalAreaMessageKey, values?: Record<string, string>) => string;

/** Each theme's name in the radio group, in the order of `THEMES`: light, dark, as the device. */
const THEME_LABEL: Readonly<Record<Theme, PersonalAreaMessageKey>> = {
  light: 'themeLight',
  dark: 'themeDark',
  system: 'themeSystem',
};

/** A line picture of each theme: a sun, a moon, a screen. Decorative: the radio's text names it. */
const THEME_ICON: Readonly<Record<Theme, string>> = {
  light:
    'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  dark: 'M19.5 14.5A7.5 7.5 0 0 1 9.5 4.5a7.5 7.5 0 1 0 10 10z',
  system: 'M3.5 5h17v11h-17zM9 20h6M12 16v4',
};

function ThemeIcon({ theme }: { theme: Theme }) {
  return (
    <svg className="icon theme-option__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={THEME_ICON[theme]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Each section's page name. */
const SECTION_TITLE: Readonly<Record<Section, PersonalAreaMessageKey>> = {
  datos: 'navDataTitle',
  clave: 'navPinTitle',
  notificaciones: 'navNotificationsTitle',
  documentos: 'navDocumentsTitle',
};

/**
 * Mi área (issue 42 §3): the overview leads to each section at an address of its own
 * (`#/area-personal/datos`, `…/clave`, `…/notificaciones`, `…/documentos`), to the pending
 * operations and to help; it keeps the display preferences, the profiles and the devices.
 */
export function PersonalArea({ match }: Partial<FeatureProps>) {
  const { t: translate, locale } = useTranslation(FEATURE_ID);
  const t: Translate = (key, values) => translate(key, values);
  const screen = screenOf(match?.rest ?? '');
  if (screen.name === 'home') return <PersonalAreaHome />;
  return (
    <div className="page personal-area">
      <header className="page__header">
        <a className="personal-area__back" href={HOME_HREF}>
          {t('backHome')}
        </a>
        <h1 className="page__title">{screen.name === 'section' ? t(SECTION_TITLE[screen.section]) : t('title')}</h1>
      </header>
      {screen.name === 'notFound' && <p className="card personal-area__card">{t('notFound')}</p>}
      {screen.name === 'section' && screen.section === 'datos' && <PersonalData t={t} locale={locale} />}
      {screen.name === 'section' && screen.section === 'clave' && <PinChange t={t} />}
      {screen.name === 'section' && screen.section === 'notificaciones' && <Notifications t={t} />}
      {screen.name === 'section' && screen.section === 'documentos' && <Documents t={t} locale={locale} />}
    </div>
  );
}

/**
 * The personal area's overview: the way into its sections, the customer's display preferences
 * (features.md §4.6) and, with more than one profile, the one a login opens (shell.md §3, §4). Both
 * controls show
 * the page's state as the root element says it (`useTheme`, `useMaskedMode`) and change it
 * through the shell, never by writing the attributes themselves: the shell applies and stores what
 * they ask for, and every screen follows.
 */
function PersonalAreaHome() {
  const { t: translate, locale } = useTranslation(FEATURE_ID);
  const t: Translate = (key, values) => translate(key, values);
  const appearanceId = useId();
  const balancesId = useId();
  return (
    <div className="page personal-area">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__subtitle">{t('intro')}</p>
      </header>
      <Sections t={t} />
      <div className="personal-area__sections">
        <section className="card personal-area__card" aria-labelledby={appearanceId}>
          <h2 id={appearanceId} className="section-title">
            {t('appearanceTitle')}
          </h2>
          <ThemeChoice t={t} />
        </section>
        <section className="card personal-area__card" aria-labelledby={balancesId}>
          <h2 id={balancesId} className="section-title">
            {t('balancesTitle')}
          </h2>
          <BalancesSwitch t={t} />
        </section>
        <ProfilesCard t={t} />
        <DevicesCard t={t} locale={locale} changePinHref={sectionHref('clave')} />
      </div>
    </div>
  );
}

/**
 * Light, dark or as the device: native radios, so arrows move between them and the choice is
 * announced. Choosing one asks the shell for it (`change-theme` `{ theme }`); the checked radio is
 * the page's theme, so it moves once the shell has applied the choice.
 */
function ThemeChoice({ t }: { t: Translate }) {
  const { events } = useShell();
  const theme = useTheme();
  const [failed, setFailed] = useState(false);
  const name = useId();
  const hintId = useId();

  function choose(next: Theme) {
    try {
      events.publish(EVENT_TOPIC.theme, { theme: next });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }

  return (
    <fieldset className="personal-area__fieldset">
      <legend className="personal-area__legend">{t('themeLegend')}</legend>
      <div className="theme-options">
        {THEMES.map((option) => (
          <label key={option} className="theme-option">
            <input
              type="radio"
              className="theme-option__input"
              name={name}
              value={option}
              checked={theme === option}
              aria-describedby={option === 'system' ? hintId : undefined}
              onChange={() => choose(option)}
            />
            <ThemeIcon theme={option} />
            <span className="theme-option__label">{t(THEME_LABEL[option])}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="personal-area__hint">
        {t('themeSystemHint')}
      </p>
      {failed && (
        <p role="alert" className="alert alert--error personal-area__error">
          {t('themeError')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Hide balances, as a switch (a button with `role="switch"`, named by its label, which a click on
 * the label presses too): on while balances are masked. Turning it saves the client preference
 * and, once the bank has it, asks the shell to apply it (`saveMaskedMode`), as the overall
 * position's control does; until then, and if saving fails, it keeps showing the page's mode.
 */
function BalancesSwitch({ t }: { t: Translate }) {
  const { masked, saving, failed, toggle } = useMaskedModeSaver();
  const switchId = useId();
  const hintId = useId();

  return (
    <div className="personal-area__setting">
      <div className="setting-row">
        <label htmlFor={switchId} className="setting-row__label">
          {t('hideBalances')}
        </label>
        <button
          id={switchId}
          type="button"
          role="switch"
          className="switch"
          aria-checked={masked}
          aria-describedby={hintId}
          aria-disabled={saving ? true : undefined}
          onClick={() => void toggle()}
        >
          <span className="switch__thumb" aria-hidden="true" />
        </button>
      </div>
      <p id={hintId} className="personal-area__hint">
        {t('hideBalancesHint')}
      </p>
      {failed && (
        <p role="alert" className="alert alert--error personal-area__error">
          {t('balancesError')}
        </p>
      )}
    </div>
  );
}
