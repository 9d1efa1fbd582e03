import type { ShellMessages } from './shellMessages';

/** The shell's texts in English: loaded only when a customer chooses English. */
export const en: ShellMessages = {
  appName: 'Banco Alba',
  skipToContent: 'Skip to main content',
  homeLink: 'Banco Alba, go to your overview',
  logout: 'Log out',
  switchLanguageTo: 'Switch to',
  loading: 'Loading…',
  featureFailedTitle: 'We could not load this section',
  featureFailedText: 'It may be a brief connection problem. Your data is safe.',
  retry: 'Try again',
  configFailedTitle: 'We could not reach the bank',
  configFailedText: 'Check your connection and try again in a few minutes.',
  reload: 'Try again',
  footerSecurity: 'We will never ask for your security PIN by phone or email.',
  footerContact: 'Customer service: 910 000 000, every day from 8:00 to 22:00.',
  footerLegal: '© 2026 Banco Alba, S.A. Demonstration bank: the data is not real.',
  titleLogout: 'Log out',
  layoutBack: 'Back',
  layoutClose: 'Close',
  layoutSearch: 'Search',
  layoutPersonalArea: 'Personal area',
  layoutHome: 'Go to home',
};
