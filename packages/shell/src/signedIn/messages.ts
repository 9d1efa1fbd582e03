import type { NamespaceMessages } from '@bank-shell/core';

/**
 * Texts of the signed-in chrome (navigation, profile picker, logout and modal screens). They come
 * with the signed-in chunk, not with the page: the login page never shows them (issue 12's budget).
 */
export const SIGNED_IN_NAMESPACE = 'shell-signed-in';

export const es = {
  mainNavigation: 'Navegación principal',
  navHome: 'Inicio',
  navAccounts: 'Cuentas',
  navCards: 'Tarjetas',
  navOffers: 'Ofertas',
  navPersonalArea: 'Mi área',
  profile: 'Perfil',
  profileKindPersonal: 'Personal',
  profileKindBusiness: 'Empresa',
  profileActive: 'en uso',
  loggingOut: 'Cerrando tu sesión de forma segura…',
  modalUnavailableTitle: 'Este contenido no está disponible',
  modalUnavailableText: 'Vuelve atrás para seguir donde estabas.',
} as const;

/** The signed-in chrome's texts, one key per text: every locale has them all. */
export type SignedInMessages = Readonly<Record<keyof typeof es, string>>;

const en: SignedInMessages = {
  mainNavigation: 'Main navigation',
  navHome: 'Home',
  navAccounts: 'Accounts',
  navCards: 'Cards',
  navOffers: 'Offers',
  navPersonalArea: 'My area',
  profile: 'Profile',
  profileKindPersonal: 'Personal',
  profileKindBusiness: 'Business',
  profileActive: 'in use',
  loggingOut: 'Logging you out securely…',
  modalUnavailableTitle: 'This content is not available',
  modalUnavailableText: 'Go back to carry on where you were.',
};

/** Both languages come with the chunk: a customer who switches sees the chrome at once. */
export const signedInMessages: NamespaceMessages<keyof typeof es> = { 'es-ES': es, 'en-GB': en };
