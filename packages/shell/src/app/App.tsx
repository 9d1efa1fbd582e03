import { useCallback, useEffect, useRef } from 'react';
import { FeatureOutlet, useRoute, useSession, useShell, useTranslation } from '@bank-shell/react';
import type { RouteMatch } from '@bank-shell/core';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { MainNavigation } from '../layout/MainNavigation';
import { moduleUrlOf } from '../routes/buildRoutes';
import { LogoutScreen } from '../routes/LogoutScreen';
import { chromeOf, pageOf, routeGroupOf } from '../routes/routeGroups';
import { focusPageHeading } from './focus';

/** The shell's frame: chrome for the route group, and the outlet for the current route. */
export function App() {
  const { appName } = useShell();
  const match = useRoute();
  const { status, activeProfileId } = useSession();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const authenticated = status === 'completed';
  const group = routeGroupOf(match ? pageOf(match.path) : '');
  const chrome = chromeOf(group);
  const mainRef = useRef<HTMLElement>(null);

  const title = match?.route.id === 'logout' ? t('titleLogout') : match?.route.title;
  useEffect(() => {
    if (title) document.title = `${title} - ${appName}`;
  }, [title, appName]);

  const onMounted = useCallback(() => {
    window.scrollTo(0, 0);
    if (mainRef.current) focusPageHeading(mainRef.current);
  }, []);

  return (
    <div className={`shell shell--${group}`}>
      <button type="button" className="skip-link" onClick={() => mainRef.current?.focus()}>
        {t('skipToContent')}
      </button>
      {chrome.header && <Header empty={chrome.emptyHeader} />}
      <main id="main" ref={mainRef} tabIndex={-1} className={chrome.tabBar && authenticated ? 'main main--with-tabbar' : 'main'}>
        {match && <RouteContent key={`${match.route.id}|${activeProfileId ?? ''}`} match={match} onMounted={onMounted} />}
      </main>
      {chrome.footer && <Footer />}
      {chrome.tabBar && authenticated && <MainNavigation variant="tab-bar" />}
    </div>
  );
}

function RouteContent({ match, onMounted }: { match: RouteMatch; onMounted: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { route } = match;
  useEffect(() => {
    if (route.kind === 'core') onMounted();
  }, [route.kind, onMounted]);
  if (route.kind === 'core') return <LogoutScreen />;
  const moduleUrl = moduleUrlOf(route);
  if (moduleUrl === null) return null;
  return (
    <FeatureOutlet
      featureId={route.kind === 'feature' ? route.featureId : route.id}
      moduleUrl={moduleUrl}
      match={match}
      onMounted={onMounted}
      onError={(error) => console.error(error)}
      renderLoading={() => (
        <p className="page page--loading" role="status">
          {t('loading')}
        </p>
      )}
      renderFailure={(retry) => (
        <section className="page page--narrow notice" role="alert">
          <h1 className="page__title">{t('featureFailedTitle')}</h1>
          <p>{t('featureFailedText')}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t('retry')}
          </button>
        </section>
      )}
    />
  );
}
