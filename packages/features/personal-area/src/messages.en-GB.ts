import type { PersonalAreaMessageKey } from './messages';

/** The personal area's texts in English: loaded only when a customer chooses English. */
export const en: Readonly<Record<PersonalAreaMessageKey, string>> = {
  title: 'Personal area',
  intro: 'Choose how your online banking looks.',
  appearanceTitle: 'Appearance',
  themeLegend: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'Same as device',
  themeSystemHint: 'Uses the light or dark mode set on your phone or computer.',
  themeError: 'We could not change the theme. Please try again.',
  balancesTitle: 'Balances',
  hideBalances: 'Hide balances in the overview',
  hideBalancesHint: 'You will see dots instead of the amounts. You can show them again whenever you like.',
  balancesError: 'We could not change how your balances are shown. Please try again.',
  profilesTitle: 'Profiles',
  defaultProfileLegend: 'Profile you log in to',
  defaultProfileHint: 'When you log in to your online banking, you will see this profile first.',
  defaultProfileError: 'We could not save the profile you log in to. Please try again.',
};
