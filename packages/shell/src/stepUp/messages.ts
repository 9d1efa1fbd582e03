import type { NamespaceMessages } from '@bank-shell/core';

/**
 * The step-up dialog's texts (docs/step-up.md). They come with its chunk, loaded when a feature
 * first asks for a step-up: neither the login page nor the signed-in chunk carries them.
 */
export const STEP_UP_NAMESPACE = 'shell-step-up';

const es = {
  title: 'Confirma que eres tú',
  intro: 'Para hacer este cambio necesitamos comprobar que eres tú con un código.',
  preparing: 'Preparando la verificación…',
  sending: 'Enviando el código…',
  sent: 'Te hemos enviado un código de 6 cifras a {deliveredTo}.',
  sentByText: 'Te hemos enviado un código de 6 cifras por SMS al {number}.',
  phoneLink: 'Ver el código en el teléfono de demostración',
  opensNewWindow: '(se abre en una ventana nueva)',
  codeLabel: 'Código de verificación',
  codeHint: '6 cifras',
  confirm: 'Confirmar',
  checking: 'Comprobando…',
  resend: 'Enviar otro código',
  back: 'Volver',
  cancel: 'Cancelar',
  format: 'Escribe las 6 cifras del código.',
  wrongCode: 'El código no es correcto. Revísalo e inténtalo de nuevo.',
  checkFailed: 'No hemos podido comprobar el código. Inténtalo de nuevo.',
  sendFailed: 'No hemos podido enviarte el código. Pide otro.',
  tooMany: 'Has pedido demasiados códigos. Espera unos minutos y vuelve a intentarlo.',
} as const;

type StepUpKey = keyof typeof es;

const en: Readonly<Record<StepUpKey, string>> = {
  title: 'Confirm it’s you',
  intro: 'To make this change we need to check it’s you with a code.',
  preparing: 'Getting the verification ready…',
  sending: 'Sending the code…',
  sent: 'We have sent a 6-digit code to {deliveredTo}.',
  sentByText: 'We have sent a 6-digit code by text message to {number}.',
  phoneLink: 'See the code on the demo phone',
  opensNewWindow: '(opens in a new window)',
  codeLabel: 'Verification code',
  codeHint: '6 digits',
  confirm: 'Confirm',
  checking: 'Checking…',
  resend: 'Send another code',
  back: 'Back',
  cancel: 'Cancel',
  format: 'Type the 6 digits of the code.',
  wrongCode: 'The code is not right. Check it and try again.',
  checkFailed: 'We could not check the code. Please try again.',
  sendFailed: 'We could not send you the code. Ask for another one.',
  tooMany: 'You have asked for too many codes. Wait a few minutes and try again.',
};

/** Both languages come with the chunk: a customer who switches sees the dialog's texts at once. */
export const stepUpMessages: NamespaceMessages<StepUpKey> = { 'es-ES': es, 'en-GB': en };
