import type { NamespaceMessages } from '@bank-shell/core';

const es = {
  title: 'Pagos pendientes de confirmar',
  intro: 'Confirma solo los pagos con tarjeta que hayas hecho tú.',
  loading: 'Cargando tus pagos pendientes…',
  error: 'No hemos podido cargar tus pagos pendientes. Inténtalo de nuevo.',
  retry: 'Reintentar',
  emptyText: 'No tienes pagos pendientes de confirmar.',
  home: 'Ir a mi posición global',
  cardPayment: 'Pago con tarjeta',
  card: 'Tarjeta',
  time: 'Fecha y hora',
  confirm: 'Confirmar pago',
  reject: 'Rechazar',
  later: 'Decidir más tarde',
  confirming: 'Confirmando…',
  rejecting: 'Rechazando…',
  paymentWithAmount: 'de {amount} en {merchant}',
  paymentWithoutAmount: 'en {merchant}',
  resultConfirmed: 'Has confirmado el pago {payment}.',
  resultRejected: 'Has rechazado el pago {payment}. No se realizará.',
  resultLater: 'Has dejado para más tarde el pago {payment}. Te lo volveremos a pedir la próxima vez que entres.',
  resultDecided: 'El pago {payment} ya estaba confirmado o rechazado.',
  resultNotFound: 'No encontramos el pago {payment}. Puede que ya no esté pendiente.',
  resultFailed: 'No hemos podido enviar tu respuesta sobre el pago {payment}. Comprueba tu conexión e inténtalo de nuevo.',
} as const;

export type PendingEcommerceMessageKey = keyof typeof es;

/** Spanish, the first language, comes with the feature; English loads when chosen. */
export const messages: NamespaceMessages<PendingEcommerceMessageKey> = {
  'es-ES': es,
  'en-GB': () => import('./messages.en-GB').then(({ en }) => en),
};
