import { useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';

function FooterTexts() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <>
      <p>{t('footerSecurity')}</p>
      <p>{t('footerContact')}</p>
      <p className="footer__legal">{t('footerLegal')}</p>
    </>
  );
}

/** The page's contentinfo landmark; hidden below 840 px, where the tab bar shows (shell.md §2.7). */
export function Footer({ className }: { className?: string }) {
  return (
    <footer className={className ? `footer ${className}` : 'footer'}>
      <div className="footer__inner">
        <FooterTexts />
      </div>
    </footer>
  );
}

/**
 * The footer's texts at the end of the page below 840 px, where the footer itself is hidden: the
 * support phone and the legal notice stay within reach on a phone. From 840 px up it hides.
 */
export function PageEndContact() {
  return (
    <div className="page-end-contact">
      <FooterTexts />
    </div>
  );
}
