import type { NamespaceMessages } from '@bank-shell/core';

/** Namespace of the shell's own texts. */
export const SHELL_NAMESPACE = 'shell';

export const es = {
  appName: 'Banco Alba',
  skipToContent: 'Saltar al contenido principal',
  homeLink: 'Banco Alba, ir a la posición global',
  logout: 'Salir',
  switchLanguageTo: 'Cambiar a',
  loading: 'Cargando…',
  featureFailedTitle: 'No hemos podido cargar esta sección',
  featureFailedText: 'Puede ser un problema momentáneo de conexión. Tus datos están a salvo.',
  retry: 'Reintentar',
  configFailedTitle: 'No hemos podido conectar con el banco',
  configFailedText: 'Comprueba tu conexión e inténtalo de nuevo en unos minutos.',
  reload: 'Volver a intentarlo',
  footerSecurity: 'Nunca te pediremos tu clave de seguridad por teléfono ni por correo electrónico.',
  footerContact: 'Atención al cliente: 910 000 000, de lunes a domingo de 8:00 a 22:00.',
  footerLegal: '© 2026 Banco Alba, S.A. Entidad de demostración: los datos no son reales.',
  titleLogout: 'Cerrar sesión',
  layoutBack: 'Volver',
  layoutClose: 'Cerrar',
  layoutSearch: 'Buscar',
  layoutPersonalArea: 'Área personal',
  layoutHome: 'Ir al inicio',
} as const;

/** The shell's texts, one key per text: every locale has them all. */
export type ShellMessages = Readonly<Record<keyof typeof es, string>>;

/** Spanish, the first language, comes with the page; English loads when chosen. */
export const shellMessages: NamespaceMessages<keyof typeof es> = {
  'es-ES': es,
  'en-GB': () => import('./shellMessages.en-GB').then(({ en }) => en),
};
