import type { NamespaceMessages } from '@bank-shell/core';

/**
 * What a pending operation tells the customer (features.md §4.1, §8: translated keys): the accepted
 * message of each type (91 and 92 share one, as do 94 and 95), cancelled and error, and the
 * message's close button, and the legacy overlay's loading text. They come with the signed-in chunk.
 */
export const PENDING_NAMESPACE = 'shell-pending';

const es = {
  'pending.accepted.75': 'Has confirmado el acceso. Ya puedes seguir en tu ordenador.',
  'pending.accepted.76': 'Compra confirmada: el comercio ya tiene tu autorización.',
  'pending.accepted.85': 'Pago con Bizum confirmado.',
  'pending.accepted.91': 'Has confirmado tu acceso a Bizum.',
  'pending.accepted.92': 'Has confirmado tu acceso a Bizum.',
  'pending.accepted.94': 'Registro en Bizum confirmado.',
  'pending.accepted.95': 'Registro en Bizum confirmado.',
  'pending.accepted.BUSINESS': 'Operación de empresa confirmada.',
  'pending.cancelled': 'Has cancelado la operación: no se ha confirmado nada.',
  'pending.error': 'No hemos podido confirmar la operación. Inténtalo de nuevo más tarde.',
  close: 'Cerrar aviso',
  // The legacy overlay while a security step loads (features.md §4.10).
  'security.loading': 'Preparando la verificación…',
  // The header's badge of card payments waiting for the customer (issue 42 §4).
  'badge.one': '1 pago pendiente de confirmar',
  'badge.many': '{count} pagos pendientes de confirmar',
} as const;

type PendingKey = keyof typeof es;

const en: Readonly<Record<PendingKey, string>> = {
  'pending.accepted.75': 'You have confirmed the login. You can carry on on your computer.',
  'pending.accepted.76': 'Purchase confirmed: the shop has your authorisation.',
  'pending.accepted.85': 'Bizum payment confirmed.',
  'pending.accepted.91': 'You have confirmed your Bizum login.',
  'pending.accepted.92': 'You have confirmed your Bizum login.',
  'pending.accepted.94': 'Bizum registration confirmed.',
  'pending.accepted.95': 'Bizum registration confirmed.',
  'pending.accepted.BUSINESS': 'Business operation confirmed.',
  'pending.cancelled': 'You cancelled the operation: nothing has been confirmed.',
  'pending.error': 'We could not confirm the operation. Please try again later.',
  close: 'Close message',
  'security.loading': 'Getting the verification ready…',
  'badge.one': '1 payment waiting for your confirmation',
  'badge.many': '{count} payments waiting for your confirmation',
};

export const pendingMessages: NamespaceMessages<PendingKey> = { 'es-ES': es, 'en-GB': en };
