import type { NamespaceMessages } from '@bank-shell/core';

const es = {
  title: 'Área personal',
  intro: 'Elige cómo quieres ver tu banca online.',
  appearanceTitle: 'Apariencia',
  themeLegend: 'Tema',
  themeLight: 'Claro',
  themeDark: 'Oscuro',
  themeSystem: 'Según el dispositivo',
  themeSystemHint: 'Usa el modo claro u oscuro que tengas en tu móvil u ordenador.',
  themeError: 'No hemos podido cambiar el tema. Inténtalo de nuevo.',
  balancesTitle: 'Saldos',
  hideBalances: 'Ocultar saldos en la posición global',
  hideBalancesHint: 'Verás puntos en lugar de las cantidades. Puedes volver a mostrarlas cuando quieras.',
  balancesError: 'No hemos podido cambiar cómo se muestran tus saldos. Inténtalo de nuevo.',
  profilesTitle: 'Perfiles',
  defaultProfileLegend: 'Perfil con el que entras',
  defaultProfileHint: 'Al entrar en tu banca online verás primero este perfil.',
  defaultProfileError: 'No hemos podido guardar el perfil con el que entras. Inténtalo de nuevo.',
} as const;

export type PersonalAreaMessageKey = keyof typeof es;

/** Spanish, the first language, comes with the feature; English loads when chosen. */
export const messages: NamespaceMessages<PersonalAreaMessageKey> = {
  'es-ES': es,
  'en-GB': () => import('./messages.en-GB').then(({ en }) => en),
};
