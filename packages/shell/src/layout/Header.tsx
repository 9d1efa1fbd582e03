import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useSession, useShell, useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';
import { SHELL_PATH } from '../routes/buildRoutes';
import { Icon, Logo } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNavigation, PendingPaymentsBadge, ProfileSwitcher } from '../signedIn';

export interface HeaderProps {
  /** Logo only, no actions (the logout route group). */
  empty: boolean;
  /** Whether the customer is logged in. @default the session's status */
  authenticated?: boolean;
  /** Brand and the layout's actions only: no navigation, pickers or logout (flow, feedback, empty). */
  focused?: boolean;
  /** Shows the bank's contact information (the logout route group, shell.md §2.4). */
  contactInfo?: boolean;
  /** The layout's header class. */
  className?: string;
  /** Before the brand: the layout's left action (back or search). */
  start?: ReactNode;
  /** After the brand: the layout's title or logo. */
  heading?: ReactNode;
  /** With the actions, before the logout button: the layout's actions. */
  end?: ReactNode;
}

/** The page's banner landmark. */
export function Header({
  empty,
  authenticated: authenticatedProp,
  focused = false,
  contactInfo = false,
  className,
  start,
  heading,
  end,
}: HeaderProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { status } = useSession();
  const { router } = useShell();
  const authenticated = authenticatedProp ?? status === 'completed';
  const full = !empty && !focused;
  const classes = ['header'];
  if (authenticated && full) classes.push('header--with-actions');
  if (start) classes.push('header--with-start');
  if (className) classes.push(className);
  return (
    <header className={classes.join(' ')}>
      <div className="header__inner">
        {start}
        <a className="header__brand" href={`#${authenticated ? SHELL_PATH.home : SHELL_PATH.login}`} aria-label={t('homeLink')}>
          <Logo />
        </a>
        {heading}
        {full && authenticated && (
          <Suspense fallback={null}>
            <MainNavigation variant="header" />
          </Suspense>
        )}
        {contactInfo && <p className="header__contact">{t('footerContact')}</p>}
        {!empty && (
          <div className="header__actions">
            {full && authenticated && (
              <Suspense fallback={null}>
                <PendingPaymentsBadge />
                <ProfileSwitcher />
              </Suspense>
            )}
            {full && <LanguageSwitcher />}
            {end}
            {full && authenticated && (
              <button type="button" className="button button--ghost header__logout" onClick={() => void router.navigate(SHELL_PATH.logout)}>
                <Icon name="logout" />
                <span>{t('logout')}</span>
              </button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
