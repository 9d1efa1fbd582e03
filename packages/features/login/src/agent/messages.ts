import type { NamespaceMessages } from '@bank-shell/core';

/*
 * The assisted channel's login, for the bank's staff. Both languages come with the screen: it is
 * a chunk of its own that only the assisted client's page loads, so nothing here weighs on the
 * customers' login page.
 */

const es = {
  title: 'Acceso del canal asistido',
  intro: 'Identifícate como empleado e indica el cliente al que vas a atender.',
  heroTitle: 'Canal asistido',
  heroText: 'Atiende a los clientes con sus datos a la vista y con la misma seguridad que en su banca online.',
  staffId: 'Identificador de empleado',
  staffIdHint: '8 cifras. Por ejemplo: 90000001',
  pin: 'Clave de empleado',
  pinHint: '6 dígitos',
  customerDocument: 'Documento del cliente',
  customerDocumentHint: 'DNI o NIE del cliente, con letra',
  submit: 'Entrar',
  submitting: 'Entrando…',
  secureNote: 'Acceso solo para empleados. Cada acción queda registrada con tu identificador.',
  errorSummary: 'Revisa los datos marcados para continuar.',
  errorStaffId: 'El identificador de empleado tiene 8 cifras.',
  errorPin: 'La clave de empleado tiene 6 dígitos.',
  errorCustomerDocument: 'Escribe un DNI o NIE válido, con su letra.',
  errorCredentials: 'El identificador o la clave de empleado no son correctos.',
  errorCredentialsTriesLeft: 'El identificador o la clave de empleado no son correctos. Intentos antes del bloqueo: {tries}.',
  errorLocked: 'Has superado el número de intentos permitidos. Espera 15 minutos antes de volver a intentarlo.',
  errorLockedUntil: 'Has superado el número de intentos permitidos. Podrás volver a intentarlo a las {time}.',
  errorCustomerNotFound: 'No hay ningún cliente con el documento {document}. Revísalo con el cliente.',
  errorNotAgent: 'Este identificador no tiene acceso al canal asistido.',
  errorUnavailable: 'No hemos podido completar el acceso. Inténtalo de nuevo en unos minutos.',
} as const;

export type AgentLoginMessageKey = keyof typeof es;

const en: Readonly<Record<AgentLoginMessageKey, string>> = {
  title: 'Assisted channel sign-in',
  intro: 'Identify yourself as staff and enter the customer you are going to assist.',
  heroTitle: 'Assisted channel',
  heroText: 'Assist customers with their details in view and the same security as their online banking.',
  staffId: 'Staff ID',
  staffIdHint: '8 digits. For example: 90000001',
  pin: 'Staff PIN',
  pinHint: '6 digits',
  customerDocument: 'Customer’s document',
  customerDocumentHint: 'The customer’s DNI or NIE, with its letter',
  submit: 'Sign in',
  submitting: 'Signing in…',
  secureNote: 'Staff only. Every action is recorded with your staff ID.',
  errorSummary: 'Check the highlighted details to continue.',
  errorStaffId: 'The staff ID has 8 digits.',
  errorPin: 'The staff PIN has 6 digits.',
  errorCustomerDocument: 'Enter a valid DNI or NIE, with its letter.',
  errorCredentials: 'The staff ID or PIN is not correct.',
  errorCredentialsTriesLeft: 'The staff ID or PIN is not correct. Tries left before the lock: {tries}.',
  errorLocked: 'You have made too many attempts. Wait 15 minutes before trying again.',
  errorLockedUntil: 'You have made too many attempts. You can try again at {time}.',
  errorCustomerNotFound: 'No customer holds the document {document}. Check it with the customer.',
  errorNotAgent: 'This staff ID has no access to the assisted channel.',
  errorUnavailable: 'We could not sign you in. Please try again in a few minutes.',
};

/** The namespace of the assisted channel's login texts. */
export const AGENT_LOGIN_NAMESPACE = 'agent-login';

export const agentLoginMessages: NamespaceMessages<AgentLoginMessageKey> = { 'es-ES': es, 'en-GB': en };
