import type { NamespaceMessages } from '@bank-shell/core';

/*
 * What the login form says when something is wrong: only after a submission, so these texts come
 * with the code that checks and sends the form (`submitLogin`), not with the page (issue 12's
 * budget). `errorUnavailable` is also the page's own: it is what shows when that code cannot load.
 */

const es = {
  errorSummary: 'Revisa los datos marcados para continuar.',
  errorDocumentRequired: 'Escribe tu número de documento: es obligatorio.',
  errorDocument: 'Escribe un DNI o NIE válido, con su letra.',
  errorBirthDate: 'Escribe tu fecha de nacimiento completa (DD/MM/AAAA).',
  errorBirthDateMonth: 'Ese mes no existe: usa del 01 al 12.',
  errorBirthDateDay: 'Esa fecha no existe: revisa el día.',
  errorBirthDateYear: 'Revisa el año: desde 1900.',
  errorBirthDateFuture: 'La fecha tiene que ser anterior a hoy.',
  errorPin: 'La clave de seguridad tiene 6 dígitos.',
  errorCredentials: 'Los datos de acceso no son correctos. Revísalos e inténtalo de nuevo.',
  errorCredentialsTriesLeft: 'Los datos de acceso no son correctos. Intentos antes del bloqueo: {tries}.',
  errorLockedUntil: 'Has superado el número de intentos permitidos. Por tu seguridad, podrás volver a intentarlo a las {time}.',
  errorEmployee: 'Las cuentas de empleado entran por la página del canal asistido, no por esta.',
  errorAdultOnTeenClient: 'Esta banca es solo para menores de 18 años. Si eres mayor de edad, entra en la banca online de Banco Alba.',
  errorUnavailable: 'No hemos podido completar el acceso. Inténtalo de nuevo en unos minutos.',
  errorLocked: 'Has superado el número de intentos permitidos. Por tu seguridad, espera 15 minutos antes de volver a intentarlo.',
} as const;

export type LoginErrorKey = keyof typeof es;

export const errorMessages: NamespaceMessages<LoginErrorKey> = {
  'es-ES': es,
  'en-GB': () => import('./errorMessages.en-GB').then(({ en }) => en),
};
