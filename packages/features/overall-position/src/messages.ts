import type { NamespaceMessages } from '@bank-shell/core';

const es = {
  greeting: 'Hola, {name}',
  greetingAnonymous: 'Hola',
  accountsTitle: 'Cuentas',
  cardsTitle: 'Tarjetas',
  accountsPageTitle: 'Tus cuentas',
  cardsPageTitle: 'Tus tarjetas',
  totalBalance: 'Saldo total en cuentas',
  available: 'Disponible',
  debit: 'Débito',
  credit: 'Crédito',
  noAccounts: 'No tienes cuentas en este perfil.',
  noCards: 'No tienes tarjetas en este perfil.',
  loading: 'Cargando tu posición global…',
  error: 'No hemos podido cargar tu posición global. Inténtalo de nuevo.',
  retry: 'Reintentar',
  profileLabel: 'Perfil: {name}',
  movementsTitle: 'Últimos movimientos',
  noMovements: 'Aún no hay movimientos en este perfil.',
  movementsError: 'No hemos podido cargar tus últimos movimientos. Vuelve a intentarlo más tarde.',
} as const;

export type OverallPositionMessageKey = keyof typeof es;

/** Spanish, the first language, comes with the feature; English loads when chosen. */
export const messages: NamespaceMessages<OverallPositionMessageKey> = {
  'es-ES': es,
  'en-GB': () => import('./messages.en-GB').then(({ en }) => en),
};
