import { useRoute } from '@bank-shell/react';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { SIGNED_IN_NAMESPACE, signedInMessages } from '../signedIn/messages';
import { SHELL_PATH } from '../routes/buildRoutes';
import { Icon } from './icons';
import type { IconName } from './icons';

const ITEMS: readonly { path: string; label: 'navHome' | 'navAccounts' | 'navCards'; icon: IconName }[] = [
  { path: SHELL_PATH.home, label: 'navHome', icon: 'home' },
  { path: `${SHELL_PATH.home}/cuentas`, label: 'navAccounts', icon: 'accounts' },
  { path: `${SHELL_PATH.home}/tarjetas`, label: 'navCards', icon: 'cards' },
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
              <Icon name={item.icon} />
              <span>{t(item.label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
