import type { Queryable } from '../db';
import { leaveInboxMessage } from '../inbox';
import { bankDayAt, englishEuros, euros, spanishEuros } from '../products';
import { dayMonthYear } from './parties';
import { maskedPhone, spacedPhone } from './phone';

/** Where a Bizum message leads: the feature's page, where the customer sees and answers it. */
const BIZUM_LINK = '#/bizum';

/** A message in both languages; its id names the operation, so one operation never leaves two. */
interface BizumMessage {
  messageId: string;
  personId: string;
  es: { subject: string; body: string };
  en: { subject: string; body: string };
  at: Date;
}

/** Leaves one message (issue 41 §4: every operation leaves one), in the caller's transaction. */
async function leave(tx: Queryable, message: BizumMessage): Promise<void> {
  await leaveInboxMessage(tx, {
    messageId: message.messageId,
    personId: message.personId,
    subject: message.es.subject,
    body: message.es.body,
    subjectEnGb: message.en.subject,
    bodyEnGb: message.en.body,
    category: 'operation',
    link: BIZUM_LINK,
    receivedAt: message.at,
  });
}

const amounts = (cents: number) => ({ es: spanishEuros(euros(cents)), en: englishEuros(euros(cents)) });

/** What a payment's two messages tell. */
export interface PaymentNews {
  paymentId: string;
  payer: { personId: string; name: string };
  payee: { personId: string; name: string; phone: string };
  amountCents: number;
  concept: string;
  /** Whether it met a request of the payee's. */
  forRequest: boolean;
  at: Date;
}

/** The payer's "Bizum enviado" and the payee's "Bizum recibido". */
export async function leavePaymentMessages(tx: Queryable, news: PaymentNews): Promise<void> {
  const amount = amounts(news.amountCents);
  const phone = spacedPhone(news.payee.phone);
  await leave(tx, {
    messageId: `MSG-${news.paymentId}-OUT`,
    personId: news.payer.personId,
    es: {
      subject: `Bizum enviado: ${amount.es} a ${news.payee.name}`,
      body: `Has enviado ${amount.es} por Bizum a ${news.payee.name} (${phone})${news.forRequest ? ', que te lo había pedido,' : ''} con el concepto «${news.concept}». Referencia: ${news.paymentId}.`,
    },
    en: {
      subject: `Bizum sent: ${amount.en} to ${news.payee.name}`,
      body: `You sent ${amount.en} by Bizum to ${news.payee.name} (${phone})${news.forRequest ? ', who had asked you for it,' : ''} with the concept "${news.concept}". Reference: ${news.paymentId}.`,
    },
    at: news.at,
  });
  await leave(tx, {
    messageId: `MSG-${news.paymentId}-IN`,
    personId: news.payee.personId,
    es: {
      subject: `Bizum recibido: ${amount.es} de ${news.payer.name}`,
      body: `${news.payer.name} te ha enviado ${amount.es} por Bizum con el concepto «${news.concept}». Ya está en tu cuenta. Referencia: ${news.paymentId}.`,
    },
    en: {
      subject: `Bizum received: ${amount.en} from ${news.payer.name}`,
      body: `${news.payer.name} sent you ${amount.en} by Bizum with the concept "${news.concept}". It is in your account now. Reference: ${news.paymentId}.`,
    },
    at: news.at,
  });
}

/** What a request's messages tell. A name for a phone is told only once money moves. */
export interface RequestNews {
  requestId: string;
  requester: { personId: string; name: string };
  payee: { personId: string; phone: string };
  amountCents: number;
  concept: string;
  expiresAt: Date;
  at: Date;
}

/** The requester's "Solicitud de Bizum enviada" and the payee's "… te pide … por Bizum". */
export async function leaveRequestMessages(tx: Queryable, news: RequestNews): Promise<void> {
  const amount = amounts(news.amountCents);
  const phone = spacedPhone(news.payee.phone);
  const until = dayMonthYear(bankDayAt(news.expiresAt.getTime()));
  await leave(tx, {
    messageId: `MSG-${news.requestId}-OUT`,
    personId: news.requester.personId,
    es: {
      subject: `Solicitud de Bizum enviada: ${amount.es} al ${phone}`,
      body: `Has pedido ${amount.es} por Bizum al ${phone} con el concepto «${news.concept}». Si no la paga antes del ${until}, caduca.`,
    },
    en: {
      subject: `Bizum request sent: ${amount.en} to ${phone}`,
      body: `You asked ${phone} for ${amount.en} by Bizum with the concept "${news.concept}". If it is not paid by ${until}, it expires.`,
    },
    at: news.at,
  });
  await leave(tx, {
    messageId: `MSG-${news.requestId}-IN`,
    personId: news.payee.personId,
    es: {
      subject: `${news.requester.name} te pide ${amount.es} por Bizum`,
      body: `Concepto: «${news.concept}». Puedes pagarla o rechazarla en Bizum hasta el ${until}.`,
    },
    en: {
      subject: `${news.requester.name} asks you for ${amount.en} by Bizum`,
      body: `Concept: "${news.concept}". You can pay or decline it in Bizum until ${until}.`,
    },
    at: news.at,
  });
}

/** How a request ended without being paid. */
export type RequestEnding = 'declined' | 'expired' | 'cancelled';

/** What a request's ending tells, and to whom. */
export interface EndingNews {
  requestId: string;
  ending: RequestEnding;
  requester: { personId: string; name: string };
  payee: { personId: string; phone: string };
  amountCents: number;
  concept: string;
  at: Date;
}

const ENDING_WORDS: Readonly<Record<RequestEnding, { es: string; en: string }>> = {
  declined: { es: 'rechazada', en: 'declined' },
  expired: { es: 'caducada', en: 'expired' },
  cancelled: { es: 'anulada', en: 'cancelled' },
};

/**
 * The requester hears how the request ended; the payee hears too when they did not end it
 * themselves by declining (an expired or cancelled request leaves their pending operations).
 */
export async function leaveEndingMessages(tx: Queryable, news: EndingNews): Promise<void> {
  const amount = amounts(news.amountCents);
  const phone = spacedPhone(news.payee.phone);
  const words = ENDING_WORDS[news.ending];
  await leave(tx, {
    messageId: `MSG-${news.requestId}-${news.ending.toUpperCase()}-OUT`,
    personId: news.requester.personId,
    es: {
      subject: `Solicitud de Bizum ${words.es}: ${amount.es} al ${phone}`,
      body: `Tu solicitud de ${amount.es} al ${phone} con el concepto «${news.concept}» ha quedado ${words.es}: no se ha movido dinero.`,
    },
    en: {
      subject: `Bizum request ${words.en}: ${amount.en} to ${phone}`,
      body: `Your request for ${amount.en} to ${phone} with the concept "${news.concept}" was ${words.en}: no money moved.`,
    },
    at: news.at,
  });
  await leave(tx, {
    messageId: `MSG-${news.requestId}-${news.ending.toUpperCase()}-IN`,
    personId: news.payee.personId,
    es: {
      subject: `Solicitud de Bizum ${words.es}: ${amount.es} de ${news.requester.name}`,
      body: `La solicitud de ${amount.es} de ${news.requester.name} con el concepto «${news.concept}» ha quedado ${words.es}: no se ha movido dinero.`,
    },
    en: {
      subject: `Bizum request ${words.en}: ${amount.en} from ${news.requester.name}`,
      body: `The request for ${amount.en} from ${news.requester.name} with the concept "${news.concept}" was ${words.en}: no money moved.`,
    },
    at: news.at,
  });
}

/** "Bizum activado", with the phone masked and the account's last digits. */
export async function leaveRegistrationMessage(
  tx: Queryable,
  { personId, phone, iban, at }: { personId: string; phone: string; iban: string; at: Date },
): Promise<void> {
  await leave(tx, {
    messageId: `MSG-BZA-${personId}-${at.getTime()}`,
    personId,
    es: {
      subject: `Bizum activado en tu móvil ${maskedPhone(phone)}`,
      body: `Ya puedes enviar y pedir dinero con tu móvil. Los Bizum se cargan y se abonan en tu cuenta terminada en ${iban.slice(-4)}.`,
    },
    en: {
      subject: `Bizum is on for your mobile ${maskedPhone(phone)}`,
      body: `You can now send and ask for money with your mobile. Bizum payments are charged to and paid into your account ending ${iban.slice(-4)}.`,
    },
    at,
  });
}

/** "Bizum desactivado". */
export async function leaveDeregistrationMessage(
  tx: Queryable,
  { personId, phone, at }: { personId: string; phone: string; at: Date },
): Promise<void> {
  await leave(tx, {
    messageId: `MSG-BZD-${personId}-${at.getTime()}`,
    personId,
    es: {
      subject: 'Bizum desactivado',
      body: `Tu móvil ${maskedPhone(phone)} ya no envía ni recibe Bizum, y tus solicitudes pendientes se han anulado. Puedes volver a activarlo cuando quieras.`,
    },
    en: {
      subject: 'Bizum is off',
      body: `Your mobile ${maskedPhone(phone)} no longer sends or receives Bizum, and your pending requests were cancelled. You can turn it on again whenever you like.`,
    },
    at,
  });
}
