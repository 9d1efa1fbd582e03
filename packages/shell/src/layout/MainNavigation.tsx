import { useRoute } from '@bank-shell/react';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { SIGNED_IN_NAMESPACE, signedInMessages } from '../signedIn/messages';
import { SHELL_PATH } from '../routes/buildRoutes';
import { PERSONAL_AREA_ACTION_ID } from '@bank-shell/core';
import { LAYOUT_ACTION_PATH } from './frame';
import { ICON_PATHS, LineIcon } from './icons';

/**
 * The tabs, each with its icon. A bank building for accounts and a card for cards: two tabs that
 * do not look alike. Their paths come with this chunk, not with the login page.
 */
const ITEMS: readonly { path: string; label: 'navHome' | 'navAccounts' | 'navCards' | 'navOffers' | 'navPersonalArea'; icon: string }[] = [
  { path: SHELL_PATH.home, label: 'navHome', icon: ICON_PATHS.home },
  { path: `${SHELL_PATH.home}/cuentas`, label: 'navAccounts', icon: 'M3 9.5 12 4l9 5.5zM5.5 10v7M10 10v7M14 10v7M18.5 10v7M3 19.5h18' },
  { path: `${SHELL_PATH.home}/tarjetas`, label: 'navCards', icon: 'M2.5 6h19v12h-19zM2.5 10h19M6 14.5h5' },
  // The bank's offers for the customer (`ofertas`): reached only from a campaign before (issue 42 §4).
  { path: '/ofertas', label: 'navOffers', icon: 'M3.5 12.5 12 4h8v8l-8.5 8.5zM15.5 8.5h.01' },
  // The personal area: the customer's settings (theme, masked balances: features.md §4.6).
  { path: LAYOUT_ACTION_PATH[PERSONAL_AREA_ACTION_ID], label: 'navPersonalArea', icon: ICON_PATHS.person },
];

/**
 * The main navigation, named "Navegación principal". The tab bar shows it below 840 px and the
 * header from 840 px up (shell.md §2.7); CSS hides the other, so only one landmark is exposed.
 */
export function MainNavigation({ variant, className }: { variant: 'header' | 'tab-bar'; className?: string }) {
  const t = useLazyTexts(SIGNED_IN_NAMESPACE, signedInMessages);
  const route = useRoute();
  const base = variant === 'tab-bar' ? 'tabbar' : 'header__nav';
  return (
    <nav className={className ? `${base} ${className}` : base} aria-label={t('mainNavigation')}>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.path}>
            <a href={`#${item.path}`} aria-current={route?.path === item.path ? 'page' : undefined}>
              <LineIcon path={item.icon} />
              <span>{t(item.label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
