import type { NamespaceMessages } from '@bank-shell/core';

const es = {
  title: 'Pagos pendientes de confirmar',
  intro: 'Confirma solo los pagos con tarjeta que hayas hecho tú. Para confirmar uno te pediremos el código que te enviamos por SMS.',
  loading: 'Cargando tus pagos pendientes…',
  error: 'No hemos podido cargar tus pagos pendientes. Inténtalo de nuevo.',
  retry: 'Reintentar',
  emptyText: 'No tienes pagos pendientes de confirmar.',
  home: 'Ir a mi posición global',
  cardPayment: 'Pago con tarjeta',
  card: 'Tarjeta',
  time: 'Fecha y hora',
  shopAbroad: 'Comercio en el extranjero',
  confirm: 'Confirmar pago',
  reject: 'Rechazar',
  later: 'Decidir más tarde',
  signing: 'Confirmando que eres tú…',
  rejecting: 'Rechazando…',
  paymentWithAmount: 'de {amount} en {merchant}',
  paymentWithoutAmount: 'en {merchant}',
  resultConfirmed: 'Has confirmado el pago {payment}.',
  resultRejected: 'Has rechazado el pago {payment}. No se realizará.',
  resultLater: 'Has dejado para más tarde el pago {payment}. Te lo volveremos a pedir la próxima vez que entres.',
  resultDecided: 'El pago {payment} ya estaba confirmado o rechazado.',
  resultNotFound: 'No encontramos el pago {payment}. Puede que ya no esté pendiente.',
  resultFailed: 'No hemos podido enviar tu respuesta sobre el pago {payment}. Comprueba tu conexión e inténtalo de nuevo.',
  resultSignCancelled: 'No has confirmado el pago {payment}: sigue pendiente.',
  resultVerifyFailed: 'No hemos podido confirmar que eres tú: el pago {payment} sigue pendiente. Inténtalo de nuevo.',
  resultTicketRejected: 'La confirmación ha caducado o ya se usó: el pago {payment} sigue pendiente. Vuelve a confirmarlo.',
  resultCardBlocked: 'Tu tarjeta está bloqueada: el pago {payment} no se puede hacer con ella. Recházalo o desbloquea la tarjeta.',
  resultCardOnlineDisabled:
    'Las compras por internet están desactivadas en esta tarjeta. Actívalas en la página de la tarjeta y vuelve a intentarlo.',
  resultCardAbroadDisabled:
    'Las compras en el extranjero están desactivadas en esta tarjeta. Actívalas en la página de la tarjeta y vuelve a intentarlo.',
  resultInsufficientFunds: 'No tienes saldo suficiente para el pago {payment}: sigue pendiente.',
  blockOffer: '¿No reconoces este pago? Bloquea la tarjeta {card} para que nadie más pueda usarla.',
  blockCard: 'Bloquear la tarjeta',
  blocking: 'Bloqueando…',
  blockDone: 'Tarjeta {card} bloqueada. Nadie podrá usarla hasta que la desbloquees desde la página de la tarjeta.',
  blockFailed: 'No hemos podido bloquear la tarjeta {card}. Inténtalo de nuevo.',
  onlyCustomerDecides: 'Solo el cliente puede confirmar o rechazar este pago: pídele que lo haga desde su app o su banca online.',
} as const;

export type PendingEcommerceMessageKey = keyof typeof es;

/** Spanish, the first language, comes with the feature; English loads when chosen. */
export const messages: NamespaceMessages<PendingEcommerceMessageKey> = {
  'es-ES': es,
  'en-GB': () => import('./messages.en-GB').then(({ en }) => en),
};
