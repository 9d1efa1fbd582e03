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
    communicationCode: 'COM-ROUNDUP-20481736',
    personId: DEMO_PERSON_ID.lucia,
    campaignCode: '1310',
    actionCode: 'ROUND-UP',
    description: 'Round-up savings',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Ahorra sin darte cuenta',
        body: 'Redondea tus compras con tarjeta y guarda la diferencia en tu Cuenta Naranja.',
        icon: 'savings',
        cta: { label: 'Activar el redondeo', href: '#/round-up' },
        closable: true,
      },
      'en-GB': {
        title: 'Save without noticing',
        body: 'Round up your card purchases and put the change in your Cuenta Naranja.',
        icon: 'savings',
        cta: { label: 'Turn on round-up', href: '#/round-up' },
        closable: true,
      },
    },
  },
  {
    communicationCode: 'COM-INVEST-31907254',
    personId: DEMO_PERSON_ID.javier,
    campaignCode: '2101',
    actionCode: 'INVESTMENT-AREA',
    description: 'Investment area for affluent customers',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Tu patrimonio, en buenas manos',
        body: 'Tu gestora te ayuda a diversificar con fondos y carteras a tu medida.',
        icon: 'invest',
        cta: { label: 'Ver inversión', href: '#/investment-area' },
        closable: true,
      },
      'en-GB': {
        title: 'Your wealth in good hands',
        body: 'Your personal manager helps you diversify with funds and portfolios made for you.',
        icon: 'invest',
        cta: { label: 'See investments', href: '#/investment-area' },
        closable: true,
      },
    },
  },
  {
    communicationCode: 'COM-BUCKETS-40215598',
    personId: DEMO_PERSON_ID.marta,
    campaignCode: '3005',
    actionCode: 'MONEY-BUCKETS',
    description: 'Money buckets for teens',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Ahorra para lo que quieras',
        body: 'Crea una hucha para tus metas y ve apartando dinero poco a poco.',
        icon: 'gift',
        cta: { label: 'Crear una hucha', href: '#/money-buckets' },
        closable: true,
      },
      'en-GB': {
        title: 'Save for what you want',
        body: 'Make a money bucket for your goals and put money aside bit by bit.',
        icon: 'gift',
        cta: { label: 'Make a bucket', href: '#/money-buckets' },
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
        inlineLink: { label: 'Cómo funciona', href: '#/cms-content' },
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
        inlineLink: { label: 'How it works', href: '#/cms-content' },
        askFeedback: true,
      },
    },
  },
  {
    communicationCode: 'COM-HOME-31597204',
    personId: DEMO_PERSON_ID.elena,
    campaignCode: '1530',
    actionCode: 'HOME-INSURANCE',
    description: 'Home insurance',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Protege tu casa',
        body: 'Seguro de hogar desde 9 € al mes, sin permanencia.',
        icon: 'shield',
        cta: { label: 'Calcular mi precio', href: '#/home-insurance' },
        closable: true,
      },
      'en-GB': {
        title: 'Protect your home',
        body: 'Home insurance from €9 a month, cancel any time.',
        icon: 'shield',
        cta: { label: 'Get my price', href: '#/home-insurance' },
        closable: true,
      },
    },
  },
  {
    communicationCode: 'COM-CARD-31597204',
    personId: DEMO_PERSON_ID.elena,
    campaignCode: '1611',
    actionCode: 'CREDIT-CARD',
    description: 'Credit card',
    format: 'banner',
    content: {
      'es-ES': {
        title: 'Tu tarjeta de crédito, sin comisiones',
        body: 'Pide la tarjeta y elige cada mes cómo pagar.',
        icon: 'card',
        cta: { label: 'Pedir la tarjeta', href: '#/cards-contract' },
        closable: false,
      },
      'en-GB': {
        title: 'Your credit card, no fees',
        body: 'Get the card and choose how to pay each month.',
        icon: 'card',
        cta: { label: 'Get the card', href: '#/cards-contract' },
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
