import type { NamespaceMessages } from '@bank-shell/core';

const es = {
  title: 'Accede a tu banca online',
  intro: 'Escribe tu número de documento, tu fecha de nacimiento y tu clave de seguridad de 6 dígitos.',
  heroTitle: 'Tu dinero, claro y a mano',
  heroText: 'Consulta tus cuentas y tarjetas, y opera con total seguridad.',
  document: 'Número de documento',
  documentHint: 'DNI o NIE, con letra. Por ejemplo: 12345678Z',
  birthDate: 'Fecha de nacimiento',
  birthDateHint: 'Formato DD/MM/AAAA',
  birthDatePlaceholder: 'DD/MM/AAAA',
  pin: 'Clave de seguridad',
  pinHint: '6 dígitos',
  submit: 'Entrar',
  submitting: 'Entrando…',
  showPin: 'Mostrar clave',
  hidePin: 'Ocultar clave',
  forgotPin: '¿Has olvidado tu clave?',
  notACustomer: '¿Aún no eres cliente?',
  becomeCustomer: 'Hazte cliente',
  errorUnavailable: 'No hemos podido completar el acceso. Inténtalo de nuevo en unos minutos.',
  secureNote: 'Conexión segura. Cerraremos tu sesión tras 5 minutos de inactividad.',
} as const;

export type LoginMessageKey = keyof typeof es;

/** Spanish, the first language, comes with the feature; English loads when chosen. */
export const messages: NamespaceMessages<LoginMessageKey> = {
  'es-ES': es,
  'en-GB': () => import('./messages.en-GB').then(({ en }) => en),
};
