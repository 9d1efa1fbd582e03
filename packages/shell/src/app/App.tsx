import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { FeatureOutlet, useRoute, useSession, useShell, useStore, useTranslation } from '@bank-shell/react';
import { MODAL_ROUTE_ID } from '@bank-shell/core';
import type { ReadableStore, RouteMatch } from '@bank-shell/core';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';
import { ShellFrame } from '../layout/ShellFrame';
import { moduleUrlOf } from '../routes/buildRoutes';
import { routeGroupLists, routeGroupOf, unknownRouteGroup } from '../routes/routeGroups';
import { LogoutScreen, ModalScreen, SignedInOverlays, loadSignedInChunk } from '../signedIn';
import { focusPageHeading } from './focus';
import { shownPageMatch, withinSession } from './shownPageMatch';
import { NavigationFailure } from './NavigationFailure';
import { lastLogoutReason } from '../signedIn/logoutReason';

const SessionEndedNotice = lazy(() => import('./SessionEndedNotice'));

/** The same function on every render, so an outlet tells each failure once. */
const logFeatureError = (error: unknown) => console.error(error);

/** The shell's frame: chrome for the route group, and the outlet for the current route. */
export function App({ navigationFailure }: { navigationFailure: ReadableStore<{ path: string } | null> }) {
  const { appName, router } = useShell();
  const match = useRoute();
  const { status, activeProfileId } = useSession();
  const { t, locale } = useTranslation(SHELL_NAMESPACE);
  const authenticated = status === 'completed';
  const path = match?.path;
  const lists = useStore(routeGroupLists);
  // Once a page has shown, no route means the routes are being rebuilt (the logout event) or the
  // path is unknown: §2.6's fallback chrome. Before the first page, the frame waits as it is.
  const [routeShown, setRouteShown] = useState(false);
  if (path !== undefined && !routeShown) setRouteShown(true);
  const group = path === undefined && routeShown ? unknownRouteGroup(authenticated) : routeGroupOf(path ?? '', lists);
  const mainRef = useRef<HTMLElement>(null);
  const logoutReason = authenticated ? null : lastLogoutReason(window);

  // A modal route is titled after the route it shows; a page, in the customer's language when it
  // has a title in it, or by the name its feature gives its sub-page (`usePageTitle`, issue 42 §4).
  const [subPageTitle, setSubPageTitle] = useState<string | null>(null);
  const isModal = match?.route.id === MODAL_ROUTE_ID;
  const shown = isModal ? router.matchPath(`/${match.rest}`) : match;
  const routeTitle = shown?.route.id === 'logout' ? t('titleLogout') : (shown?.route.titles?.[locale] ?? shown?.route.title);
  const title = (!isModal && subPageTitle) || routeTitle;
  useEffect(() => {
    if (title) document.title = `${title} - ${appName}`;
  }, [title, appName]);

  // The signed-in chrome is a chunk of its own: fetch it as soon as the customer is in.
  useEffect(() => {
    if (authenticated) loadSignedInChunk().catch((error: unknown) => console.error(error));
  }, [authenticated]);

  // A route change scrolls to the top and focuses the new page's heading (shell.md §2.1). The
  // page a load opens on is not a change: the browser is at the top, and a screen reader starts
  // reading the page from its top, header included; every page after it is, even when the first
  // one never showed (its feature failed). Both wait for the next frame's own rendering task: they
  // need the new page laid out, and asked for here they would add that layout to React's task,
  // one long task on a phone instead of two short ones (issue 12).
  // The path the load opened on, until the customer leaves it; then '', which no page has.
  const landing = useRef<string>(undefined);
  useEffect(() => {
    if (landing.current !== path) landing.current = landing.current === undefined ? path : '';
  }, [path]);
  const shownRoute = router.current;
  // The router's store changes synchronously, and React renders a synchronous change in one task:
  // a whole page at once, a long task on a phone (issue 12). Another page follows the route a
  // moment later instead, in a render React slices and interrupts; the frame follows it at once.
  // Another address within the page on screen (a tab of the overall position) is a small change to
  // a mounted page: it is shown in the next frame, where a sliced render would let the browser
  // paint the old page first (bench: route change p50 17 -> 10 ms).
  const pageMatch = withinSession(shownPageMatch(match, useDeferredValue(match)), activeProfileId);
  const onMounted = useCallback(() => {
    // A feature's mount is told before this component's effects run: the router has the path.
    const landed = landing.current;
    if (landed === undefined || landed === shownRoute.getSnapshot()?.path) return;
    window.requestAnimationFrame(() => {
      window.scrollTo(0, 0);
      if (mainRef.current) focusPageHeading(mainRef.current);
    });
  }, [shownRoute]);

  return (
    <ShellFrame
      group={group}
      authenticated={authenticated}
      mainRef={mainRef}
      main={
        <>
          <NavigationFailure failure={navigationFailure} />
          {!authenticated && logoutReason !== null && (
            <Suspense fallback={null}>
              <SessionEndedNotice reason={logoutReason} />
            </Suspense>
          )}
          {authenticated && (
            <Suspense fallback={null}>
              <SignedInOverlays />
            </Suspense>
          )}
          {pageMatch && (
            <RouteContent
              key={routeContentKey(pageMatch, activeProfileId)}
              match={pageMatch}
              onMounted={onMounted}
              onPageTitle={setSubPageTitle}
            />
          )}
        </>
      }
    />
  );
}

/**
 * A feature remounts when the profile changes, so it shows that profile's data (shell.md §4). The
 * logout screen does not: logging out clears the profile, and a remount would log out again.
 */
function routeContentKey(match: RouteMatch, activeProfileId: string | null): string {
  return match.route.kind === 'core' ? match.route.id : `${match.route.id}|${activeProfileId ?? ''}`;
}

function RouteContent({
  match,
  onMounted,
  onPageTitle,
}: {
  match: RouteMatch;
  onMounted: () => void;
  onPageTitle: (title: string | null) => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { route } = match;
  const isModal = route.id === MODAL_ROUTE_ID;
  // A page still loading shows where its title and content will be, and says so to screen readers.
  const renderLoading = () => (
    <div className="page skeleton" role="status">
      <span className="loading-text">{t('loading')}</span>
      <span className="skeleton__block skeleton__block--title" />
      <span className="skeleton__block skeleton__block--list" />
    </div>
  );
  const renderFailure = (retry: () => void) => (
    <section className="page page--narrow notice" role="alert">
      <h1 className="page__title">{t('featureFailedTitle')}</h1>
      <p>{t('featureFailedText')}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {t('retry')}
      </button>
    </section>
  );
  if (isModal || route.kind === 'core') {
    return (
      <Suspense fallback={renderLoading()}>
        {isModal ? (
          <ModalScreen match={match} onMounted={onMounted} renderLoading={renderLoading} renderFailure={renderFailure} />
        ) : (
          <LogoutScreen onMounted={onMounted} />
        )}
      </Suspense>
    );
  }
  const moduleUrl = moduleUrlOf(route);
  if (moduleUrl === null) return null;
  return (
    <FeatureOutlet
      featureId={route.kind === 'feature' ? route.featureId : route.id}
      moduleUrl={moduleUrl}
      match={match}
      onMounted={onMounted}
      onError={logFeatureError}
      onPageTitle={onPageTitle}
      renderLoading={renderLoading}
      renderFailure={renderFailure}
    />
  );
}
