import { saveCommunications, type CampaignCommunicationRecord } from '../campaigns';
import type { Queryable } from '../db';
import { DEMO_PERSON_ID } from './demoCustomers';

/**
 * The overall position's slot (features.md §2.4): its banners and lightbox, and the communications
 * the app acts on after login (campaign 79).
 */
export const OVERALL_POSITION_SLOT = { section: 'overall-position', subsection: 'home', qualifier: null } as const;

/** The campaign whose presence sends the customer to the digital-fallback solutions after login (features.md §2.4, §9). */
export const FALLBACK_CAMPAIGN_CODE = '79';

type Seeded = Omit<CampaignCommunicationRecord, 'position' | 'section' | 'subsection' | 'qualifier'>;

/** In the order each customer sees them. */
const OVERALL_POSITION_COMMUNICATIONS: readonly Seeded[] = [
  {
    communicationCode: 'COM-LOAN-20481736',
    personId: DEMO_PERSON_ID.lucia,
    campaignCode: '1204',
    actionCode: 'PREAPPROVED-LOAN',
    description: 'Pre-approved personal loan',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Tienes un préstamo preconcedido',
        body: 'Hasta 15.000 € sin papeleos y con la respuesta al momento.',
        icon: 'loan',
        cta: { label: 'Ver mi préstamo', href: '#/ofertas/prestamo' },
        closable: true,
      },
      'en-GB': {
        title: 'You have a pre-approved loan',
        body: 'Up to €15,000 with no paperwork and an answer straight away.',
        icon: 'loan',
        cta: { label: 'See my loan', href: '#/ofertas/prestamo' },
        closable: true,
      },
    },
  },
  {
    communicationCode: 'COM-BILLS-20481736',
    personId: DEMO_PERSON_ID.lucia,
    campaignCode: '1310',
    actionCode: 'PAY-BILLS',
    description: 'Bills and taxes from the app',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Paga tus recibos e impuestos desde aquí',
        body: 'Con el código del emisor y la referencia, sin colas ni papeles.',
        icon: 'savings',
        cta: { label: 'Pagar un recibo', href: '#/recibos' },
        closable: true,
      },
      'en-GB': {
        title: 'Pay your bills and taxes from here',
        body: 'With the issuer’s code and the reference, no queues and no paper.',
        icon: 'savings',
        cta: { label: 'Pay a bill', href: '#/recibos' },
        closable: true,
      },
    },
  },
  {
    // For her business profile only (issue 42 §4): its action starts with `BUSINESS-`.
    communicationCode: 'COM-BUSINESS-PAYMENTS-20481736',
    personId: DEMO_PERSON_ID.lucia,
    campaignCode: '1345',
    actionCode: 'BUSINESS-SUPPLIER-PAYMENTS',
    description: 'Instant supplier payments for businesses',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Paga a tus proveedores al momento',
        body: 'Transferencias inmediatas desde la cuenta de tu empresa, sin comisiones.',
        icon: 'gift',
        cta: { label: 'Pagar a un proveedor', href: '#/transferencias' },
        closable: true,
      },
      'en-GB': {
        title: 'Pay your suppliers straight away',
        body: 'Instant transfers from your company’s account, with no fees.',
        icon: 'gift',
        cta: { label: 'Pay a supplier', href: '#/transferencias' },
        closable: true,
      },
    },
  },
  {
    communicationCode: 'COM-INVEST-31907254',
    personId: DEMO_PERSON_ID.javier,
    campaignCode: '2101',
    actionCode: 'INVESTMENT-FUNDS',
    description: 'Investment funds for affluent customers',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Tu patrimonio, en buenas manos',
        body: 'Consulta cada día el valor liquidativo y la rentabilidad de nuestros fondos.',
        icon: 'invest',
        cta: { label: 'Ver los fondos', href: '#/valor-fondos' },
        closable: true,
      },
      'en-GB': {
        title: 'Your wealth in good hands',
        body: 'See the net asset value and the returns of our funds, every day.',
        icon: 'invest',
        cta: { label: 'See the funds', href: '#/valor-fondos' },
        closable: true,
      },
    },
  },
  {
    communicationCode: 'COM-BIZUM-REQUEST-40215598',
    personId: DEMO_PERSON_ID.marta,
    campaignCode: '3005',
    actionCode: 'BIZUM-REQUEST',
    description: 'Asking for money with Bizum, for teens',
    format: 'banner',
    content: {
      'es-ES': {
        title: '¿Te deben dinero? Pídelo con Bizum',
        body: 'Pide lo de la cena o el regalo con solo el número de móvil.',
        icon: 'bizum',
        cta: { label: 'Pedir con Bizum', href: '#/bizum' },
        closable: true,
      },
      'en-GB': {
        title: 'Owed money? Ask for it with Bizum',
        body: 'Ask for your share of dinner or the present with just a mobile number.',
        icon: 'bizum',
        cta: { label: 'Ask with Bizum', href: '#/bizum' },
        closable: true,
      },
    },
  },
  {
    communicationCode: 'COM-BIZUM-31597204',
    personId: DEMO_PERSON_ID.elena,
    campaignCode: '1422',
    actionCode: 'BIZUM-SIGN-UP',
    description: 'Bizum sign-up',
    format: 'lightbox',
    content: {
      'es-ES': {
        title: 'Envía dinero al instante con Bizum',
        body: 'Paga a tus amigos o pide dinero solo con su número de móvil, gratis y en segundos.',
        icon: 'bizum',
        actions: [
          { label: 'Activar Bizum', href: '#/bizum', result: 'ACCEPTED_PRIMARY' },
          { label: 'Recuérdamelo más tarde', href: null, result: 'INTERESTED_SECONDARY' },
        ],
        inlineLink: null,
        askFeedback: true,
      },
      'en-GB': {
        title: 'Send money instantly with Bizum',
        body: 'Pay your friends or ask them for money with just their mobile number, free and in seconds.',
        icon: 'bizum',
        actions: [
          { label: 'Turn on Bizum', href: '#/bizum', result: 'ACCEPTED_PRIMARY' },
          { label: 'Remind me later', href: null, result: 'INTERESTED_SECONDARY' },
        ],
        inlineLink: null,
        askFeedback: true,
      },
    },
  },
  {
    communicationCode: 'COM-TRANSFERS-31597204',
    personId: DEMO_PERSON_ID.elena,
    campaignCode: '1530',
    actionCode: 'INSTANT-TRANSFERS',
    description: 'Free instant transfers',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Transferencias inmediatas y gratis',
        body: 'Tu dinero llega en segundos a cualquier banco, sin comisiones.',
        icon: 'gift',
        cta: { label: 'Hacer una transferencia', href: '#/transferencias' },
        closable: true,
      },
      'en-GB': {
        title: 'Instant transfers, free',
        body: 'Your money reaches any bank in seconds, with no fees.',
        icon: 'gift',
        cta: { label: 'Make a transfer', href: '#/transferencias' },
        closable: true,
      },
    },
  },
  {
    communicationCode: 'COM-BILLS-31597204',
    personId: DEMO_PERSON_ID.elena,
    campaignCode: '1611',
    actionCode: 'PAY-BILLS',
    description: 'Bills and taxes from the app',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Paga tus recibos sin salir de casa',
        body: 'El IBI, las multas o la tasa de basuras, con el código del emisor y la referencia.',
        icon: 'card',
        cta: { label: 'Pagar un recibo', href: '#/recibos' },
        closable: false,
      },
      'en-GB': {
        title: 'Pay your bills from home',
        body: 'Council tax, fines or the waste charge, with the issuer’s code and the reference.',
        icon: 'card',
        cta: { label: 'Pay a bill', href: '#/recibos' },
        closable: false,
      },
    },
  },
  {
    communicationCode: 'COM-FALLBACK-50617283',
    personId: DEMO_PERSON_ID.pablo,
    campaignCode: FALLBACK_CAMPAIGN_CODE,
    actionCode: 'DIGITAL-FALLBACKS',
    description: 'Solutions for an overdrawn account',
    format: 'directive',
    content: null,
  },
  {
    communicationCode: 'COM-OVERDRAFT-50617283',
    personId: DEMO_PERSON_ID.pablo,
    campaignCode: '1750',
    actionCode: 'OVERDRAFT-SOLUTIONS',
    description: 'Overdraft solutions',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Tu cuenta está en números rojos',
        body: 'Te proponemos cómo ponerla al día sin intereses de demora.',
        icon: 'shield',
        cta: { label: 'Ver soluciones', href: '#/solution-selling-digital-fallbacks' },
        closable: false,
      },
      'en-GB': {
        title: 'Your account is overdrawn',
        body: 'Here is how to bring it back into credit with no late-payment interest.',
        icon: 'shield',
        cta: { label: 'See solutions', href: '#/solution-selling-digital-fallbacks' },
        closable: false,
      },
    },
  },
];

/** Every seeded communication, placed in the overall position's slot in the order above. */
export const DEMO_CAMPAIGNS: readonly CampaignCommunicationRecord[] = OVERALL_POSITION_COMMUNICATIONS.map((communication, index) => ({
  ...communication,
  ...OVERALL_POSITION_SLOT,
  position: index,
}));

/**
 * Stores the demo communications of the customers the database holds, each once: a database
 * seeded before campaigns existed gets them, and a communication already there is left as it is.
 */
export function seedDemoCampaigns(db: Queryable): Promise<void> {
  return saveCommunications(db, DEMO_CAMPAIGNS);
}
