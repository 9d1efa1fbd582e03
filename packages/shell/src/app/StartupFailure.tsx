import { useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';

/** Shown when the bank's configuration cannot be loaded: nothing else can work without it. */
export function StartupFailure() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <main className="main">
      <section className="page page--narrow notice" role="alert">
        <h1 className="page__title">{t('configFailedTitle')}</h1>
        <p>{t('configFailedText')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </section>
    </main>
  );
}
