import type { CustomerRecord, ProfileKind } from '../customers';
import type { InboxCategory } from '../inbox';
import type { ChannelCode, PendingOperationType } from '../pendingOperations';
import type { AccountType, CardBrand, CardKind } from '../products';
import { EXTENDED_INACTIVITY_RULE_S, STANDARD_INACTIVITY_RULE_S, type InactivityRuleS } from '../sessions';
import { spanishIban } from './iban';

/** Bank code of the seeded IBANs (the bank the sandbox stands for), and of the accounts sign-ups open. */
export const SANDBOX_BANK_CODE = '1465';
/** Branch code of the seeded IBANs: the online bank has a single branch. */
export const SANDBOX_BRANCH_CODE = '0100';

/** A seeded account. Amounts are whole cents, so that no float ever rounds a balance. */
export interface DemoAccount {
  id: string;
  alias: string;
  iban: string;
  type: AccountType;
  balanceCents: number;
  /** The day it was opened, `YYYY-MM-DD`. */
  openedOn: string;
  /** The full names of a joint account's other holders, in order (the customer comes first). @default none */
  coHolders?: readonly string[];
}

/** A seeded card. Only the last four digits of the card number exist anywhere. */
export interface DemoCard {
  id: string;
  alias: string;
  brand: CardBrand;
  kind: CardKind;
  panLast4: string;
  /** A credit card's limit, in cents; a debit card has none. */
  limitCents?: number;
  /**
   * What is used of a credit card's limit, in cents; a debit card has none: what it has
   * available is its account's balance.
   */
  usedCents?: number;
  /** The account the card draws on (debit) or is settled from (credit), on the same profile. */
  linkedAccountId?: string;
}

/**
 * A seeded term deposit. Its maturity is counted from the day the sandbox seeds it, so that the
 * demo deposit never looks matured, whenever the sandbox is started.
 */
export interface DemoDeposit {
  id: string;
  alias: string;
  balanceCents: number;
  /** Hundredths of a percent a year: 225 is 2.25 %. */
  interestRateBp: number;
  /** Whole months from the seeding day to maturity. */
  monthsToMaturity: number;
}

/** A message in a customer's inbox, received some days before the sandbox seeds it. */
export interface DemoInboxMessage {
  id: string;
  subject: string;
  body: string;
  subjectEnGb: string;
  bodyEnGb: string;
  category: InboxCategory;
  /** Where in the app the customer acts on it. @default none */
  link?: string;
  daysAgo: number;
  read: boolean;
}

/** A personal manager of the bank, who looks after affluent customers. */
export interface DemoPersonalManager {
  id: string;
  name: string;
  /** E.164: `+34` and nine digits. */
  phone: string;
  email: string;
  office: string;
}

/** A seeded profile (a personal or business "view" of the customer) with what it owns. */
export interface DemoProfile {
  profileId: string;
  setId: string;
  kind: ProfileKind;
  displayName: string;
  isDefault: boolean;
  /** Seconds without activity after which the profile is cut off. */
  inactivityRuleS: InactivityRuleS;
  accounts: DemoAccount[];
  cards: DemoCard[];
  /** @default none */
  deposits?: DemoDeposit[];
}

/**
 * A pending security operation seeded for a customer (features.md §4.1), created when the sandbox
 * seeds its database. A card payment names one of the customer's cards.
 */
export interface DemoPendingOperation {
  type: PendingOperationType;
  channelCode: ChannelCode;
  merchant?: string;
  amountCents?: number;
  card?: DemoCard;
  device?: string;
  place?: string;
  description?: string;
  destination?: string;
}

/**
 * A seeded identity with its credentials in clear: they are public demo logins. It is a customer
 * row with the PIN itself instead of its hash, plus what the seed and the banner need.
 */
export interface DemoCustomer extends Omit<CustomerRecord, 'pinHash'> {
  /** The 6-digit PIN, as typed on the login form. */
  pin: string;
  /** What this login is good for, printed next to it. */
  description: string;
  /** The same in Spanish, for the pages that list the logins to a Spanish reader (the native simulator's). */
  descriptionEsEs: string;
  profiles: DemoProfile[];
  /** Operations waiting for the customer's decision when the sandbox starts. @default none */
  pendingOperations?: DemoPendingOperation[];
  /** The bank's messages to the customer. @default none */
  inbox?: DemoInboxMessage[];
  /** Who looks after an affluent customer. @default none */
  personalManager?: DemoPersonalManager;
}

function account(id: string, alias: string, type: AccountType, accountNumber: string, balanceCents: number, openedOn: string): DemoAccount {
  return { id, alias, type, balanceCents, openedOn, iban: spanishIban(SANDBOX_BANK_CODE, SANDBOX_BRANCH_CODE, accountNumber) };
}

const SPANISH = { nationality: 'ES', nativeCountry: 'ES', fiscalResidence: 'ES' } as const;

/** The card Carmen pays a shop online with, and is asked to confirm the payment of. */
const CARMEN_DEBIT_CARD: DemoCard = {
  id: 'CRD-0007',
  alias: 'Tarjeta Débito',
  brand: 'VISA',
  kind: 'debit',
  panLast4: '3096',
  linkedAccountId: 'ACC-0009',
};

/** The demo domain of the bank's addresses: the app's own host name (server/config.ts). */
const BANK_EMAIL_DOMAIN = 'bank.localhost';

/** Javier's personal manager, at the bank's Madrid office for personal banking. */
const JAVIER_PERSONAL_MANAGER: DemoPersonalManager = {
  id: 'MGR-0001',
  name: 'Elena Navarro Prieto',
  phone: '+34914562380',
  email: `elena.navarro@${BANK_EMAIL_DOMAIN}`,
  office: 'Banca Personal Madrid, Paseo de la Castellana 95, 28046 Madrid',
};

/** The demo customers' person ids, for the seeds that give them more (campaigns, offers, bank data). */
export const DEMO_PERSON_ID = {
  lucia: '20481736',
  javier: '31907254',
  marta: '40215598',
  carmen: '52718463',
  elena: '31597204',
  pablo: '50617283',
} as const;

/** The statement the bank leaves every month, read or not. */
const MONTHLY_STATEMENT = (id: string, daysAgo: number, read: boolean): DemoInboxMessage => ({
  id,
  subject: 'Tu extracto mensual ya está disponible',
  body: 'Ya puedes consultar el extracto del mes pasado de tus cuentas: todos los movimientos, con su saldo día a día. Lo encontrarás en el detalle de cada cuenta, en «Extractos», para verlo o descargarlo.',
  subjectEnGb: 'Your monthly statement is ready',
  bodyEnGb:
    "Last month's statement of your accounts is ready: every movement, with the balance day by day. You will find it on each account's page, under Statements, to read or download.",
  category: 'statement',
  link: '#/posicion-global/cuentas',
  daysAgo,
  read,
});

/** The bank's greeting to a customer who has just started using online banking. */
const WELCOME = (id: string, daysAgo: number): DemoInboxMessage => ({
  id,
  subject: 'Te damos la bienvenida a la banca online',
  body: 'Desde aquí puedes consultar tus cuentas y tarjetas, hacer transferencias y Bizum, pagar recibos y firmar tus operaciones con el código que te enviamos al móvil. Nunca te pediremos tu clave por teléfono ni por correo.',
  subjectEnGb: 'Welcome to online banking',
  bodyEnGb:
    'From here you can see your accounts and cards, send transfers and Bizum payments, pay bills and sign your operations with the code we text to your phone. We will never ask for your PIN by phone or email.',
  category: 'notice',
  daysAgo,
  read: true,
});

const NARANJA_CONDITIONS: DemoInboxMessage = {
  id: 'MSG-0002',
  subject: 'Nuevas condiciones de la Cuenta Naranja',
  body: 'A partir del mes que viene, la Cuenta Naranja remunera tu ahorro al 1,50 % TAE hasta 50.000 €. No tienes que hacer nada: el cambio se aplica solo y sigue sin comisiones.',
  subjectEnGb: 'New terms for your Naranja account',
  bodyEnGb:
    'From next month, the Naranja account pays 1.50% AER on savings up to €50,000. You need do nothing: the change applies by itself, and the account stays free of fees.',
  category: 'notice',
  daysAgo: 4,
  read: false,
};

const MANAGER_APPOINTMENT: DemoInboxMessage = {
  id: 'MSG-0004',
  subject: 'Tu gestora personal te propone una cita',
  body: 'Elena Navarro, tu gestora personal, quiere revisar contigo tus inversiones y tu ahorro. Llámala al 914 562 380 o escríbele para acordar el día y la hora que mejor te vengan.',
  subjectEnGb: 'Your personal manager suggests a meeting',
  bodyEnGb:
    'Elena Navarro, your personal manager, would like to go over your investments and savings with you. Call her on 914 562 380 or write to her to agree on the day and time that suit you.',
  category: 'notice',
  daysAgo: 2,
  read: false,
};

/** Everyone the sandbox bank knows, as seeded into an empty database. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    personId: DEMO_PERSON_ID.lucia,
    document: '12345678Z',
    birthDate: '15/03/1985',
    pin: '123456',
    name: 'Lucía',
    firstSurname: 'Martínez',
    secondSurname: 'García',
    genderDesc: 'MUJER',
    ...SPANISH,
    identityKind: 'CUSTOMER',
    affluentLevel: 'NO_AFLNT',
    mobilePhone: '+34612341234',
    description: 'Web customer with two profiles: personal (default, 300 s inactivity rule) and business (Martínez Diseño SL, 900 s)',
    descriptionEsEs: 'Cliente web con dos perfiles: personal (el de inicio, inactividad de 300 s) y empresa (Martínez Diseño SL, 900 s)',
    profiles: [
      {
        profileId: 'PRF-20481736-PERS',
        setId: 'SET-PERS-0001',
        kind: 'personal',
        displayName: 'Personal',
        isDefault: true,
        inactivityRuleS: STANDARD_INACTIVITY_RULE_S,
        accounts: [
          account('ACC-0001', 'Cuenta NÓMINA', 'current', '0012345671', 234_567, '2014-03-10'),
          {
            ...account('ACC-0002', 'Cuenta Naranja', 'savings', '0012345689', 812_045, '2016-09-01'),
            // A joint account: Lucía and her partner.
            coHolders: ['Andrés Romero Vidal'],
          },
        ],
        cards: [
          {
            id: 'CRD-0001',
            alias: 'Tarjeta Débito',
            brand: 'VISA',
            kind: 'debit',
            panLast4: '4821',
            linkedAccountId: 'ACC-0001',
          },
          {
            id: 'CRD-0002',
            alias: 'Tarjeta Crédito',
            brand: 'MASTERCARD',
            kind: 'credit',
            panLast4: '7310',
            limitCents: 300_000,
            usedCents: 120_000,
            linkedAccountId: 'ACC-0001',
          },
        ],
        deposits: [
          { id: 'DEP-0001', alias: 'Depósito Naranja 12 meses', balanceCents: 1_000_000, interestRateBp: 225, monthsToMaturity: 9 },
        ],
      },
      {
        profileId: 'PRF-20481736-EMPR',
        setId: 'SET-EMPR-0001',
        kind: 'business',
        displayName: 'Martínez Diseño SL',
        isDefault: false,
        // The business profile is under the bank's longer rule.
        inactivityRuleS: EXTENDED_INACTIVITY_RULE_S,
        accounts: [
          account('ACC-0003', 'Cuenta Negocios', 'business', '0098765432', 1_523_090, '2019-02-18'),
          account('ACC-0004', 'Cuenta Naranja Negocios', 'savings', '0098765440', 3_050_000, '2019-02-18'),
        ],
        cards: [
          {
            id: 'CRD-0003',
            alias: 'Tarjeta Business',
            brand: 'VISA',
            kind: 'credit',
            panLast4: '5502',
            limitCents: 1_000_000,
            usedCents: 400_000,
            linkedAccountId: 'ACC-0003',
          },
        ],
      },
    ],
    inbox: [MONTHLY_STATEMENT('MSG-0001', 1, false), NARANJA_CONDITIONS, WELCOME('MSG-0003', 30)],
  },
  {
    personId: DEMO_PERSON_ID.javier,
    document: '87654321X',
    birthDate: '02/11/1970',
    pin: '654321',
    name: 'Javier',
    firstSurname: 'Ortega',
    secondSurname: 'Ruiz',
    genderDesc: 'HOMBRE',
    ...SPANISH,
    identityKind: 'CUSTOMER',
    affluentLevel: 'AFLNT_HIGH',
    mobilePhone: '+34687655678',
    description: 'Affluent customer (AFLNT_HIGH), one profile with large balances',
    descriptionEsEs: 'Cliente de banca personal (AFLNT_HIGH), un perfil con saldos altos',
    inbox: [MANAGER_APPOINTMENT, MONTHLY_STATEMENT('MSG-0005', 1, true), WELCOME('MSG-0006', 90)],
    personalManager: JAVIER_PERSONAL_MANAGER,
    profiles: [
      {
        profileId: 'PRF-31907254-PERS',
        setId: 'SET-PERS-0002',
        kind: 'personal',
        displayName: 'Personal',
        isDefault: true,
        inactivityRuleS: STANDARD_INACTIVITY_RULE_S,
        accounts: [
          account('ACC-0005', 'Cuenta NÓMINA', 'current', '0031907254', 4_823_015, '2008-06-02'),
          account('ACC-0006', 'Cuenta Naranja', 'savings', '0031907262', 125_000_000, '2010-11-15'),
        ],
        deposits: [
          { id: 'DEP-0002', alias: 'Depósito Naranja 24 meses', balanceCents: 35_000_000, interestRateBp: 200, monthsToMaturity: 11 },
        ],
        cards: [
          {
            id: 'CRD-0004',
            alias: 'Tarjeta Oro',
            brand: 'MASTERCARD',
            kind: 'credit',
            panLast4: '9034',
            limitCents: 3_000_000,
            usedCents: 500_000,
            linkedAccountId: 'ACC-0005',
          },
          {
            id: 'CRD-0005',
            alias: 'Tarjeta Débito',
            brand: 'VISA',
            kind: 'debit',
            panLast4: '1177',
            linkedAccountId: 'ACC-0005',
          },
        ],
      },
    ],
  },
  {
    personId: DEMO_PERSON_ID.marta,
    document: '11223344B',
    birthDate: '20/06/2010',
    pin: '112233',
    name: 'Marta',
    firstSurname: 'López',
    secondSurname: 'Sanz',
    genderDesc: 'MUJER',
    ...SPANISH,
    identityKind: 'CUSTOMER',
    affluentLevel: 'NO_AFLNT',
    mobilePhone: '+34622448899',
    inbox: [MONTHLY_STATEMENT('MSG-0007', 1, true), WELCOME('MSG-0008', 60)],
    description: 'Teen customer: one profile, small balance, one debit card',
    descriptionEsEs: 'Cliente adolescente: un perfil, poco saldo, una tarjeta de débito',
    profiles: [
      {
        profileId: 'PRF-40215598-PERS',
        setId: 'SET-PERS-0003',
        kind: 'personal',
        displayName: 'Personal',
        isDefault: true,
        inactivityRuleS: STANDARD_INACTIVITY_RULE_S,
        accounts: [account('ACC-0008', 'Cuenta Joven', 'current', '0040215598', 14_530, '2024-07-01')],
        cards: [
          {
            id: 'CRD-0006',
            alias: 'Tarjeta Joven',
            brand: 'VISA',
            kind: 'debit',
            panLast4: '6650',
            linkedAccountId: 'ACC-0008',
          },
        ],
      },
    ],
  },
  {
    personId: '90000001',
    document: '99887766P',
    birthDate: '01/01/1980',
    pin: '998877',
    name: 'Agente',
    firstSurname: 'Centro de Llamadas',
    secondSurname: '',
    genderDesc: 'NO INFORMADO',
    ...SPANISH,
    identityKind: 'EMPLOYEE',
    affluentLevel: 'NO_AFLNT',
    mobilePhone: '+34699000001',
    description: 'Assisted-channel agent (EMPLOYEE): staff id 90000001 + PIN on /clients/bank-twin/, for any customer',
    descriptionEsEs: 'Gestor del canal asistido (EMPLOYEE): empleado 90000001 y clave en /clients/bank-twin/, para cualquier cliente',
    profiles: [
      {
        profileId: 'PRF-90000001-AGNT',
        setId: 'SET-AGNT-0001',
        kind: 'personal',
        displayName: 'Centro de Llamadas',
        isDefault: true,
        inactivityRuleS: STANDARD_INACTIVITY_RULE_S,
        accounts: [],
        cards: [],
      },
    ],
  },
  {
    personId: DEMO_PERSON_ID.carmen,
    document: '45678912S',
    birthDate: '08/09/1992',
    pin: '246810',
    name: 'Carmen',
    firstSurname: 'Ruiz',
    secondSurname: 'Navarro',
    genderDesc: 'MUJER',
    ...SPANISH,
    identityKind: 'CUSTOMER',
    affluentLevel: 'NO_AFLNT',
    mobilePhone: '+34633557799',
    inbox: [MONTHLY_STATEMENT('MSG-0009', 1, true), WELCOME('MSG-0010', 60)],
    description:
      'Customer with a pending operation of every type: first a card payment to confirm on the web (type 76: Zapatería Sol, €49.90, debit card •••• 3096)',
    descriptionEsEs:
      'Cliente con una operación pendiente de cada tipo: primero un pago con tarjeta que confirmar en la web (tipo 76: Zapatería Sol, 49,90 €, tarjeta de débito •••• 3096)',
    profiles: [
      {
        profileId: 'PRF-52718463-PERS',
        setId: 'SET-PERS-0004',
        kind: 'personal',
        displayName: 'Personal',
        isDefault: true,
        inactivityRuleS: STANDARD_INACTIVITY_RULE_S,
        accounts: [account('ACC-0009', 'Cuenta NÓMINA', 'current', '0052718463', 128_745, '2017-05-22')],
        cards: [CARMEN_DEBIT_CARD],
      },
    ],
    // An online shop's card payment, made in a browser (channel 83): logging in on the web, she is
    // led to the pending e-commerce operations to confirm or reject it (features.md §2.2, §4.1).
    // One of every type, oldest first: the web leads her to the card payment; once it is decided,
    // the app (in the simulator) has the others, as the shell takes the first one left.
    pendingOperations: [
      { type: '76', channelCode: 83, merchant: 'Zapatería Sol', amountCents: 4_990, card: CARMEN_DEBIT_CARD },
      { type: '75', channelCode: 83, device: 'Chrome en Windows', place: 'Madrid, España' },
      { type: '85', channelCode: 86, merchant: 'Librería Central', amountCents: 2_350 },
      { type: '91', channelCode: 86, device: 'Safari en iPhone', place: 'Madrid, España' },
      { type: '92', channelCode: 86, device: 'Firefox en macOS', place: 'Valencia, España' },
      { type: '94', channelCode: 86, description: 'Alta de Bizum en un teléfono nuevo' },
      { type: '95', channelCode: 86, description: 'Cambio del límite diario de Bizum' },
      { type: 'BUSINESS', channelCode: 83, description: 'Firma de una remesa de transferencias', destination: 'posicion-global' },
    ],
  },
  {
    personId: DEMO_PERSON_ID.elena,
    document: '31597204B',
    birthDate: '14/02/1979',
    pin: '135790',
    name: 'Elena',
    firstSurname: 'Herrera',
    secondSurname: 'Campos',
    genderDesc: 'MUJER',
    ...SPANISH,
    identityKind: 'CUSTOMER',
    affluentLevel: 'NO_AFLNT',
    mobilePhone: '+34644668800',
    inbox: [MONTHLY_STATEMENT('MSG-0011', 1, true), WELCOME('MSG-0012', 60)],
    description: 'Customer the bank has campaigns for: a lightbox on the overall position (Bizum) and two banners',
    descriptionEsEs: 'Cliente con campañas del banco: una ventana en la posición global (Bizum) y dos anuncios',
    profiles: [
      {
        profileId: 'PRF-31597204-PERS',
        setId: 'SET-PERS-0005',
        kind: 'personal',
        displayName: 'Personal',
        isDefault: true,
        inactivityRuleS: STANDARD_INACTIVITY_RULE_S,
        accounts: [account('ACC-0010', 'Cuenta NÓMINA', 'current', '0031597204', 356_210, '2019-01-14')],
        cards: [
          {
            id: 'CRD-0008',
            alias: 'Tarjeta Débito',
            brand: 'VISA',
            kind: 'debit',
            panLast4: '2045',
            linkedAccountId: 'ACC-0010',
          },
        ],
      },
    ],
  },
  {
    personId: DEMO_PERSON_ID.pablo,
    document: '50617283X',
    birthDate: '27/07/1988',
    pin: '975310',
    name: 'Pablo',
    firstSurname: 'Gómez',
    secondSurname: 'Ortega',
    genderDesc: 'HOMBRE',
    ...SPANISH,
    identityKind: 'CUSTOMER',
    affluentLevel: 'NO_AFLNT',
    mobilePhone: '+34655779911',
    inbox: [MONTHLY_STATEMENT('MSG-0013', 1, true), WELCOME('MSG-0014', 60)],
    description:
      'Overdrawn customer in campaign 79: after login the app takes him to his ways out of the overdraft (−€350.20, €200.00 saved)',
    descriptionEsEs:
      'Cliente en descubierto de la campaña 79: al entrar, la app le lleva a las salidas del descubierto (−350,20 €, 200,00 € ahorrados)',
    profiles: [
      {
        profileId: 'PRF-50617283-PERS',
        setId: 'SET-PERS-0006',
        kind: 'personal',
        displayName: 'Personal',
        isDefault: true,
        inactivityRuleS: STANDARD_INACTIVITY_RULE_S,
        // Overdrawn: the account is below zero, which is what campaign 79 is about. The little he
        // has saved is less than the overdraft: moving it covers part, splitting it covers the rest.
        accounts: [
          account('ACC-0011', 'Cuenta NÓMINA', 'current', '0050617283', -35_020, '2021-06-03'),
          account('ACC-0012', 'Cuenta Naranja', 'savings', '0050617291', 20_000, '2022-02-14'),
        ],
        cards: [],
      },
    ],
  },
];
