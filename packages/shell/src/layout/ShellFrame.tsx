import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { PERSONAL_AREA_ACTION_ID } from '@bank-shell/core';
import type { LayoutAction } from '@bank-shell/core';
import { useCurrentLayout, useLoginHistoryBack, useNavigate, useRoute, useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';
import { SHELL_PATH } from '../routes/buildRoutes';
import type { RouteGroup } from '../routes/routeGroups';
import { MainNavigation } from '../signedIn';
import { Footer, PageEndContact } from './Footer';
import { LAYOUT_ACTION_PATH, frameOf } from './frame';
import { Header } from './Header';
import { HeaderAction } from './HeaderAction';

export interface ShellFrameProps {
  /** The route group of the current path (`routeGroupOf(match.path)`). */
  group: RouteGroup;
  authenticated: boolean;
  /** What the main landmark holds: the current route's content. */
  main: ReactNode;
  mainRef: Ref<HTMLElement>;
  /** Goes one step back in history (the back action). @default the browser's `history.back()` */
  onBack?: () => void;
}

function browserHistoryBack(): void {
  window.history.back();
}

/** `cards` and `/cards` → `/cards`. */
function hashPath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The page frame: skip link, banner, main, contentinfo and tab bar, as the route group (shell.md
 * §2.4) and the current layout mode (§2.3) say. The header carries the mode's actions.
 */
export function ShellFrame({ group, authenticated, main, mainRef, onBack = browserHistoryBack }: ShellFrameProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const navigate = useNavigate();
  const route = useRoute();
  const requested = useCurrentLayout();
  const loginHistoryBack = useLoginHistoryBack();
  const frame = frameOf({ group, authenticated, layout: requested, path: route?.path ?? '', loginHistoryBack });
  const { layout } = frame;
  // Whether the customer reached the current page from another page of the app in this tab: only
  // then is one step back in history sure to stay in the app.
  const cameFromAppPage = useRef(false);
  const previousPath = useRef<string | null>(null);
  const path = route?.path ?? null;
  useEffect(() => {
    if (path === null) return;
    cameFromAppPage.current = previousPath.current !== null && previousPath.current !== path;
    previousPath.current = path;
  }, [path]);
  // A modal closes: back to the page it was opened from, or home when it was opened directly
  // (a link from elsewhere, a new tab), where history's back would leave the app (issue 14).
  const back = () => {
    if (group === 'modal' && !cameFromAppPage.current) navigate(SHELL_PATH.home, { replace: true });
    else onBack();
  };

  const actionButton = (action: LayoutAction, slot: 'main' | 'extra') =>
    action.id === PERSONAL_AREA_ACTION_ID ? (
      <HeaderAction
        key={slot}
        label={action.label ?? t('layoutPersonalArea')}
        icon="person"
        onClick={() => navigate(hashPath(action.path ?? LAYOUT_ACTION_PATH[PERSONAL_AREA_ACTION_ID]))}
      />
    ) : (
      <HeaderAction key={slot} label={action.label ?? action.id} onClick={() => navigate(hashPath(action.path ?? SHELL_PATH.home))} />
    );

  let start: ReactNode = null;
  if (frame.leftAction === 'back') start = <HeaderAction label={t('layoutBack')} icon="back" iconOnly onClick={() => back()} />;
  if (frame.leftAction === 'search') {
    start = <HeaderAction label={t('layoutSearch')} icon="search" iconOnly onClick={() => navigate(LAYOUT_ACTION_PATH.search)} />;
  }

  let heading: ReactNode = null;
  const headingClass = layout.classes.heading ? ` ${layout.classes.heading}` : '';
  if (layout.title !== null) heading = <p className={`header__title${headingClass}`}>{layout.title}</p>;
  else if (layout.logo !== null) heading = <img className={`header__logo${headingClass}`} src={layout.logo.src} alt={layout.logo.alt} />;

  const { homePath } = frame;
  const end = (
    <>
      {frame.extraAction && actionButton(frame.extraAction, 'extra')}
      {frame.mainAction && actionButton(frame.mainAction, 'main')}
      {homePath !== null && <HeaderAction label={t('layoutHome')} icon="home" onClick={() => navigate(homePath)} />}
      {frame.logoutButton && <HeaderAction label={t('logout')} icon="logout" onClick={() => navigate(SHELL_PATH.logout)} />}
      {frame.closeButton && <HeaderAction label={t('layoutClose')} icon="close" iconOnly onClick={() => navigate(SHELL_PATH.home)} />}
    </>
  );

  return (
    <div className={frame.shellClassName}>
      <button type="button" className="skip-link" onClick={(event) => event.currentTarget.ownerDocument.getElementById('main')?.focus()}>
        {t('skipToContent')}
      </button>
      {frame.header && (
        <Header
          empty={frame.emptyHeader}
          authenticated={authenticated}
          focused={frame.focusedHeader}
          contactInfo={frame.contactInfo}
          className={layout.classes.header}
          start={start}
          heading={heading}
          end={end}
        />
      )}
      <main id="main" ref={mainRef} tabIndex={-1} className={frame.mainClassName}>
        {main}
        {frame.footer && <PageEndContact />}
      </main>
      {frame.footer && <Footer className={layout.classes.footer} />}
      <Suspense fallback={null}>{frame.tabBar && <MainNavigation variant="tab-bar" className={layout.classes.tabBar} />}</Suspense>
    </div>
  );
}
