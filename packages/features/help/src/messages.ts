import type { NamespaceMessages } from '@bank-shell/core';

const es = {
  title: 'Ayuda',
  intro: 'Respuestas a lo que más nos preguntáis y cómo hablar con nosotros.',
  faqTitle: 'Preguntas frecuentes',
  faqPinQuestion: 'He olvidado mi clave de acceso, ¿qué hago?',
  faqPinAnswer:
    'En la página de acceso pulsa «¿Has olvidado tu clave?»: te pedimos tu DNI o NIE y tu fecha de nacimiento, te enviamos un código a tu móvil y eliges una clave nueva de 6 cifras. Si la recuerdas y solo quieres cambiarla, hazlo en Área personal › Cambiar la clave.',
  faqCardQuestion: '¿Cómo bloqueo mi tarjeta si la pierdo o me la roban?',
  faqCardAnswer:
    'En la posición global abre la tarjeta y pulsa «Bloquear tarjeta»: queda bloqueada al momento y nadie puede pagar con ella. Podrás desbloquearla después con un código que te enviamos al móvil. Si no puedes entrar en tu banca, llama al 910 000 001 a cualquier hora.',
  faqBizumQuestion: '¿Cuánto puedo enviar por Bizum?',
  faqBizumAnswer:
    'Cada Bizum puede ser de 0,50 € a 1.000 €, y puedes enviar hasta 2.000 € al día y 5.000 € al mes. Una solicitud de dinero que nadie paga caduca a los 30 días.',
  faqTransferQuestion: '¿Cuándo llega una transferencia?',
  faqTransferAnswer:
    'Una transferencia inmediata llega en segundos, cualquier día y a cualquier hora. Una ordinaria ordenada en día hábil antes de las 15:00 llega al día hábil siguiente; después de esa hora, un día hábil más tarde. Puedes enviar hasta 10.000 € por transferencia y 20.000 € al día.',
  faqSessionQuestion: '¿Por qué se ha cerrado mi sesión?',
  faqSessionAnswer:
    'Por tu seguridad cerramos la sesión tras 5 minutos sin actividad. Un minuto antes te avisamos para que puedas seguir. Tus datos no se pierden: vuelve a entrar y continúa.',
  contactTitle: 'Llámanos',
  contactPhoneLabel: 'Teléfono de atención al cliente',
  contactHours: 'De lunes a domingo, de 8:00 a 22:00.',
  contactLost: 'Tarjeta perdida o robada: 910 000 001, las 24 horas.',
  managerTitle: 'Tu gestor personal',
  managerIntro: '{name} conoce tus productos y te atiende directamente.',
  managerPhone: 'Teléfono',
  managerEmail: 'Correo electrónico',
  managerOffice: 'Oficina',
} as const;

export type HelpMessageKey = keyof typeof es;

/** Spanish, the first language, comes with the feature; English loads when chosen. */
export const messages: NamespaceMessages<HelpMessageKey> = {
  'es-ES': es,
  'en-GB': () => import('./messages.en-GB').then(({ en }) => en),
};
