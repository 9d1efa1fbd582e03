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
} as const;

export type OverallPositionMessageKey = keyof typeof es;

export const messages: Record<'es-ES' | 'en-GB', Record<OverallPositionMessageKey, string>> = {
  'es-ES': es,
  'en-GB': {
    greeting: 'Hello, {name}',
    greetingAnonymous: 'Hello',
    accountsTitle: 'Accounts',
    cardsTitle: 'Cards',
    accountsPageTitle: 'Your accounts',
    cardsPageTitle: 'Your cards',
    totalBalance: 'Total balance in accounts',
    available: 'Available',
    debit: 'Debit',
    credit: 'Credit',
    noAccounts: 'You have no accounts in this profile.',
    noCards: 'You have no cards in this profile.',
    loading: 'Loading your overview…',
    error: 'We could not load your overview. Please try again.',
    retry: 'Try again',
    profileLabel: 'Profile: {name}',
  },
};
