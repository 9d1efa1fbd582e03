import { useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';

/** The page's contentinfo landmark; hidden below 840 px, where the tab bar shows (shell.md §2.7). */
export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <footer className={className ? `footer ${className}` : 'footer'}>
      <div className="footer__inner">
        <p>{t('footerSecurity')}</p>
        <p>{t('footerContact')}</p>
        <p className="footer__legal">{t('footerLegal')}</p>
      </div>
    </footer>
  );
}
