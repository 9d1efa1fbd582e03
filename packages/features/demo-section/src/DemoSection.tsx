import { useSession, useTranslation } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';

/** The feature's id: its texts go by it. Every page it serves has an id of its own in `means`. */
export const DEMO_SECTION_ID = 'demo-section';

/**
 * A page the specs name that the sandbox has not built yet (issue 19): its name, a clear notice
 * that it is a demonstration, and its address. The shell frames it with its route group's chrome,
 * as it would the real page, so every route group, redirect and deep link can be followed to it.
 */
export function DemoSection({ match }: FeatureProps) {
  const { t, locale } = useTranslation(DEMO_SECTION_ID);
  const { route } = match;
  const name = route.titles?.[locale] ?? route.title ?? route.id;
  const signedIn = useSession().status === 'completed';
  return (
    <>
      <section className="page page--narrow demo-section" aria-labelledby="demo-section-title">
        <p className="demo-section__badge">{t('badge')}</p>
        <h1 className="page__title" id="demo-section-title">
          {name}
        </h1>
        <div className="card demo-section__card">
          <p className="demo-section__notice">{t('notice')}</p>
          <p>{t('explanation')}</p>
          <p className="demo-section__address">
            {t('address')}: <code>#{match.path}</code>
          </p>
        </div>
        <a className="button button--ghost demo-section__home" href="#/posicion-global">
          {t('home')}
        </a>
      </section>
      {/*
       * The page as the classic online bank has it (shell.md §2.7): the legacy app fills the marked
       * area, in the 12-column grid, for a signed-in customer. A new language is a new, empty area.
       */}
      {signedIn && (
        <div className="grid-12 demo-section__legacy">
          <div key={locale} className="legacy-content" data-legacy-page={route.id} data-legacy-title={name} />
        </div>
      )}
    </>
  );
}
