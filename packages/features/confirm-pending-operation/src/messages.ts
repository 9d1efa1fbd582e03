import type { NamespaceMessages } from '@bank-shell/core';

const es = {
  title: 'Confirma que eres tú',
  intro: 'Alguien está intentando entrar en tu banca online desde un ordenador que no reconocemos. ¿Eres tú?',
  operationTitle: 'Acceso desde un ordenador nuevo',
  channel: 'Canal',
  channelWeb: 'Banca online en un ordenador',
  channelApp: 'App móvil',
  channelOther: 'Otro canal',
  time: 'Fecha y hora',
  device: 'Dispositivo',
  place: 'Lugar',
  accept: 'Sí, soy yo',
  reject: 'No, no he sido yo',
  rejectNote: 'Si no has sido tú, te recomendamos cambiar tu clave de acceso.',
  onlyInApp: 'Para confirmar este acceso, abre la app de Banco Alba en tu móvil: allí te pediremos tu validación.',
  checking: 'Comprobando en la app…',
  answerFailed: 'No hemos podido enviar tu respuesta. Inténtalo de nuevo.',
  loading: 'Cargando la operación…',
  error: 'No hemos podido cargar la operación. Inténtalo de nuevo.',
  retry: 'Reintentar',
  emptyTitle: 'No hay nada que confirmar',
  emptyText: 'No tienes ningún acceso pendiente de confirmar.',
  home: 'Ir a mi posición global',
} as const;

export type ConfirmPendingOperationMessageKey = keyof typeof es;

/** Spanish, the first language, comes with the feature; English loads when chosen. */
export const messages: NamespaceMessages<ConfirmPendingOperationMessageKey> = {
  'es-ES': es,
  'en-GB': () => import('./messages.en-GB').then(({ en }) => en),
};
