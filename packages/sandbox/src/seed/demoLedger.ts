import { MS_PER_S } from '../clock';
import type { Queryable } from '../db';
import { addMonths, bankDayAt } from '../products';
import { DEMO_CUSTOMERS, type DemoCustomer } from './demoCustomers';

/**
 * The demo bank's ledger (issue 38 §7): a year of each demo customer's life, as a bank holds it.
 * Every euro moves between a product and the world (a salary, a shop, a bill) or between two of
 * the bank's products (a transfer, a card's settlement), and each product's figure follows from
 * its movements: an account's balance is its opening balance plus its movements, a credit card's
 * used amount its opening amount less its card-only movements. The figures the customers see today
 * (`DemoAccount.balanceCents`, `DemoCard.usedCents`) are what the year leads to; the opening
 * figures are worked out backwards from them.
 */

/** One movement of the demo ledger. A debit card's payment is its account's movement, naming the card. */
export interface LedgerMovement {
  id: string;
  accountId: string | null;
  cardId: string | null;
  /** `YYYY-MM-DD`. */
  bookedOn: string;
  concept: string;
  /** Cents; negative for money out of the product. */
  amountCents: number;
  /** A credit card's repayment from its account: not spending. */
  settlement: boolean;
}

/** The whole ledger: the movements, and the figures each product had before the first of them. */
export interface DemoLedger {
  movements: LedgerMovement[];
  openingBalanceCents: ReadonlyMap<string, number>;
  openingUsedCents: ReadonlyMap<string, number>;
}

/** How far back the ledger goes: a year, whatever day the sandbox is seeded. */
export const LEDGER_HISTORY_DAYS = 365;
const MS_PER_DAY = 86_400 * MS_PER_S;
const DAYS_PER_WEEK = 7;
const EUROS = 100;
/** What {@link LifeWriter.keepAbove} moves out is a multiple of this: 100 €. */
const SWEEP_STEP_CENTS = 10_000;

/** A small deterministic generator (mulberry32): the same ledger for the same seeding day. */
function randomOf(seed: string): () => number {
  let state = [...seed].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 2_654_435_761), 2_166_136_261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Entry = Omit<LedgerMovement, 'id'>;

/**
 * What a customer's year is written with. Days are `YYYY-MM-DD`, amounts whole cents. Each
 * helper adds the movements of one real event: money in or out of an account, a debit card's
 * payment, a credit card's purchase, a transfer between two accounts, a credit card's settlement.
 */
class LifeWriter {
  readonly entries: Entry[] = [];
  private readonly random: () => number;

  constructor(
    readonly today: string,
    private readonly customer: DemoCustomer,
  ) {
    this.random = randomOf(`${customer.personId}:${today}`);
  }

  /** Cents between two amounts in euros, at random. */
  euros(min: number, max: number): number {
    return Math.round((min + (max - min) * this.random()) * EUROS);
  }

  /** One of the choices, at random. */
  pick<T>(choices: readonly T[]): T {
    return choices[Math.floor(this.random() * choices.length)] as T;
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  /** Each day of the month `dayOfMonth` in the year before today (the last day of a shorter month). */
  monthly(dayOfMonth: number): string[] {
    const firstOfThisMonth = `${this.today.slice(0, 8)}01`;
    const yearAgo = this.daysAgo(LEDGER_HISTORY_DAYS);
    const days: string[] = [];
    for (let back = 13; back >= 0; back -= 1) {
      const first = addMonths(firstOfThisMonth, -back);
      const lastDay = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0)).getUTCDate();
      const day = `${first.slice(0, 8)}${String(Math.min(dayOfMonth, lastDay)).padStart(2, '0')}`;
      if (day > yearAgo && day < this.today) days.push(day);
    }
    return days;
  }

  /** One day a week, at random, through the year before today. */
  weekly(): string[] {
    const days: string[] = [];
    for (let week = Math.floor(LEDGER_HISTORY_DAYS / DAYS_PER_WEEK); week >= 1; week -= 1) {
      days.push(this.daysAgo(week * DAYS_PER_WEEK - Math.floor(this.random() * DAYS_PER_WEEK)));
    }
    return days.filter((day) => day < this.today);
  }

  /** `count` days at random through the year before today. */
  scattered(count: number): string[] {
    return Array.from({ length: count }, () => this.daysAgo(1 + Math.floor(this.random() * (LEDGER_HISTORY_DAYS - 1)))).sort();
  }

  daysAgo(days: number): string {
    return bankDayAt(Date.parse(`${this.today}T12:00:00Z`) - days * MS_PER_DAY);
  }

  in(accountId: string, day: string, concept: string, cents: number): void {
    this.entries.push({ accountId, cardId: null, bookedOn: day, concept, amountCents: cents, settlement: false });
  }

  out(accountId: string, day: string, concept: string, cents: number): void {
    this.entries.push({ accountId, cardId: null, bookedOn: day, concept, amountCents: -cents, settlement: false });
  }

  /** A debit card's payment: drawn on its account, made with the card. */
  debit(accountId: string, cardId: string, day: string, concept: string, cents: number): void {
    this.entries.push({ accountId, cardId, bookedOn: day, concept, amountCents: -cents, settlement: false });
  }

  /** A credit card's purchase: the card's alone, until its settlement. */
  credit(cardId: string, day: string, concept: string, cents: number): void {
    this.entries.push({ accountId: null, cardId, bookedOn: day, concept, amountCents: -cents, settlement: false });
  }

  /** Money from one of the bank's accounts to another: one movement out, one in, the same amount. */
  transfer(from: string, to: string, day: string, concepts: { out: string; in: string }, cents: number): void {
    this.out(from, day, concepts.out, cents);
    this.in(to, day, concepts.in, cents);
  }

  /** An account's balance at the end of `day`: today's, less what was booked after that day. */
  balanceAtEndOf(accountId: string, day: string): number {
    return this.entries
      .filter((entry) => entry.accountId === accountId && entry.bookedOn > day)
      .reduce((cents, entry) => cents - entry.amountCents, this.todayCentsOf(accountId));
  }

  private todayCentsOf(accountId: string): number {
    const account = this.customer.profiles.flatMap((profile) => profile.accounts).find((candidate) => candidate.id === accountId);
    if (account === undefined) throw new Error(`No demo account ${accountId}`);
    return account.balanceCents;
  }

  /**
   * Keeps an account at `floorCents` or above on every day of the year, going back from today's
   * balance: on a day that would leave less in the account before it, the customer did not leave
   * that money there but moved it on the same day (`moveOut`, in whole hundreds of euros). Random
   * days can bunch a year's income at its end; this keeps the balance before them plausible.
   */
  keepAbove(accountId: string, floorCents: number, moveOut: (day: string, cents: number) => void): void {
    const todayCents = this.customer.profiles
      .flatMap((profile) => profile.accounts)
      .find((account) => account.id === accountId)?.balanceCents;
    if (todayCents === undefined) throw new Error(`No demo account ${accountId}`);
    const byDay = new Map<string, number[]>();
    for (const entry of this.entries.filter((candidate) => candidate.accountId === accountId)) {
      byDay.set(entry.bookedOn, [...(byDay.get(entry.bookedOn) ?? []), entry.amountCents]);
    }
    let endOfDayCents = todayCents;
    for (const day of [...byDay.keys()].sort().reverse()) {
      // Going back through the day: the balance before each of its movements, the lowest of them.
      let cents = endOfDayCents;
      let lowestCents = cents;
      for (const amount of [...(byDay.get(day) ?? [])].reverse()) {
        cents -= amount;
        lowestCents = Math.min(lowestCents, cents);
      }
      const shortCents = floorCents - lowestCents;
      if (shortCents > 0) {
        const movedCents = Math.ceil(shortCents / SWEEP_STEP_CENTS) * SWEEP_STEP_CENTS;
        moveOut(day, movedCents);
        cents += movedCents;
      }
      endOfDayCents = cents;
    }
  }

  /**
   * A credit card's monthly settlement on `dayOfMonth`: what the card spent in the month before is
   * taken from its account, and given back to the card.
   */
  settleMonthly(cardId: string, accountId: string, dayOfMonth: number, label: string): void {
    for (const day of this.monthly(dayOfMonth)) {
      const previousMonthStart = addMonths(`${day.slice(0, 8)}01`, -1);
      const spent = -this.entries
        .filter((entry) => entry.cardId === cardId && entry.accountId === null && !entry.settlement)
        .filter((entry) => entry.bookedOn >= previousMonthStart && entry.bookedOn < `${day.slice(0, 8)}01`)
        .reduce((sum, entry) => sum + entry.amountCents, 0);
      if (spent <= 0) continue;
      this.out(accountId, day, `Liquidación ${label}`, spent);
      this.entries.push({
        accountId: null,
        cardId,
        bookedOn: day,
        concept: 'Pago de la liquidación',
        amountCents: spent,
        settlement: true,
      });
    }
  }
}

const SUPERMARKETS = ['Mercadona', 'Carrefour Market', 'Lidl', 'Día', 'Alcampo'] as const;
const RESTAURANTS = ['Restaurante La Tagliatella', 'Vips', 'Taberna La Bola', 'Honest Greens', 'Sushi Shop'] as const;
const FUEL = ['Repsol', 'Cepsa', 'Galp'] as const;
const ONLINE = ['Amazon EU', 'El Corte Inglés', 'Zara', 'Fnac', 'Decathlon', 'IKEA'] as const;
const TRAVEL = ['Renfe Viajeros', 'Iberia', 'Vueling', 'Booking.com', 'Hotel NH'] as const;

/**
 * Lucía: a designer who runs Martínez Diseño SL. Her company pays her salary into her Cuenta
 * NÓMINA; she pays rent and bills, shops with her debit card, pays online with her credit card,
 * puts money aside in the joint Cuenta Naranja, and uses Bizum with friends. The company invoices
 * clients, pays her, Social Security and VAT, and its business card pays software.
 */
function luciasYear(life: LifeWriter): void {
  const [nomina, naranja, negocios, naranjaNegocios] = ['ACC-0001', 'ACC-0002', 'ACC-0003', 'ACC-0004'];
  const [debito, creditoCard, business] = ['CRD-0001', 'CRD-0002', 'CRD-0003'];
  for (const day of life.monthly(27)) {
    life.transfer(negocios, nomina, day, { out: 'Pago nómina Lucía Martínez García', in: 'Nómina Martínez Diseño SL' }, 215_000);
  }
  for (const day of life.monthly(1)) life.out(nomina, day, 'Alquiler vivienda Inmobiliaria Sol', 85_000);
  for (const day of life.monthly(5)) life.out(nomina, day, 'Recibo Iberdrola luz', life.euros(38, 86));
  for (const day of life.monthly(8)) life.out(nomina, day, 'Recibo Movistar fibra y móvil', 4_890);
  for (const day of life.monthly(3)) life.out(nomina, day, 'Basic-Fit cuota mensual', 3_990);
  for (const day of life.monthly(10))
    life.transfer(nomina, naranja, day, { out: 'Traspaso a Cuenta Naranja', in: 'Traspaso desde Cuenta NÓMINA' }, 55_000);
  for (const day of life.monthly(28)) life.in(naranja, day, 'Intereses Cuenta Naranja', life.euros(9, 14));
  for (const day of life.weekly()) life.debit(nomina, debito, day, `Compra ${life.pick(SUPERMARKETS)}`, life.euros(28, 96));
  for (const day of life.scattered(26)) life.debit(nomina, debito, day, life.pick(RESTAURANTS), life.euros(14, 68));
  for (const day of life.scattered(10)) life.debit(nomina, debito, day, 'Retirada en cajero', life.pick([2_000, 5_000, 5_000, 10_000]));
  for (const day of life.scattered(12))
    life.in(nomina, day, `Bizum de ${life.pick(['Ana García', 'Marta Ruiz', 'Andrés Romero'])}`, life.euros(8, 45));
  for (const day of life.scattered(9))
    life.out(nomina, day, `Bizum a ${life.pick(['Ana García', 'Pablo Sanz', 'Irene Gil'])}`, life.euros(10, 40));
  for (const day of life.monthly(15)) life.credit(creditoCard, day, 'Netflix', 1_299);
  for (const day of life.scattered(30)) life.credit(creditoCard, day, life.pick(ONLINE), life.euros(18, 140));
  for (const day of life.scattered(5)) life.credit(creditoCard, day, life.pick(TRAVEL), life.euros(45, 260));
  life.settleMonthly(creditoCard, nomina, 5, 'Tarjeta Crédito •••• 7310');
  for (const day of life.scattered(2))
    life.transfer(naranja, nomina, day, { out: 'Traspaso a Cuenta NÓMINA', in: 'Traspaso desde Cuenta Naranja' }, 60_000);

  const clients = ['Hotel Miramar SL', 'Bodegas Ribera SA', 'Librería Central', 'Ayuntamiento de Getafe', 'Clínica Dental Sonrisa'];
  for (const [index, day] of life.scattered(22).entries()) {
    life.in(
      negocios,
      day,
      `Cobro factura F-${day.slice(0, 4)}-${String(index + 1).padStart(3, '0')} ${life.pick(clients)}`,
      life.euros(850, 4_200),
    );
  }
  for (const day of life.monthly(30)) life.out(negocios, day, 'Seguros sociales TGSS', 48_620);
  for (const day of life.monthly(2)) life.out(negocios, day, 'Alquiler oficina Coworking Chamberí', 35_000);
  for (const day of life.monthly(20).filter((_, index) => index % 3 === 0))
    life.out(negocios, day, 'Modelo 303 IVA AEAT', life.euros(1_200, 2_300));
  for (const day of life.monthly(12)) life.credit(business, day, 'Adobe Creative Cloud', 7_259);
  for (const day of life.scattered(14))
    life.credit(business, day, life.pick(['Apple Store', 'MediaMarkt', 'Staples', 'Google Workspace']), life.euros(12, 380));
  life.settleMonthly(business, negocios, 6, 'Tarjeta Business •••• 5502');
  for (const day of life.monthly(25).filter((_, index) => index % 3 === 1)) {
    life.transfer(
      negocios,
      naranjaNegocios,
      day,
      { out: 'Traspaso a Cuenta Naranja Negocios', in: 'Traspaso desde Cuenta Negocios' },
      200_000,
    );
  }
  life.keepAbove(nomina, 0, (day, cents) =>
    life.transfer(nomina, naranja, day, { out: 'Traspaso a Cuenta Naranja', in: 'Traspaso desde Cuenta NÓMINA' }, cents),
  );
  life.keepAbove(negocios, 0, (day, cents) =>
    life.transfer(
      negocios,
      naranjaNegocios,
      day,
      { out: 'Traspaso a Cuenta Naranja Negocios', in: 'Traspaso desde Cuenta Negocios' },
      cents,
    ),
  );
  for (const day of life.monthly(28)) life.in(naranjaNegocios, day, 'Intereses Cuenta Naranja Negocios', life.euros(25, 40));
}

/**
 * Javier: a senior executive. A large salary, school fees, the community fees of his home, golf,
 * restaurants and travel on his gold card, the supermarket on his debit card, monthly savings and
 * a monthly subscription to an investment fund.
 */
function javiersYear(life: LifeWriter): void {
  const [nomina, naranja] = ['ACC-0005', 'ACC-0006'];
  const [oro, debito] = ['CRD-0004', 'CRD-0005'];
  for (const day of life.monthly(28)) life.in(nomina, day, 'Nómina Grupo Ibérico de Energía SA', 685_000);
  for (const day of life.monthly(2)) life.out(nomina, day, 'Comunidad de propietarios Castellana 110', 18_500);
  for (const day of life.monthly(5)) life.out(nomina, day, 'Colegio Montessori Madrid', 62_000);
  for (const day of life.monthly(6)) life.out(nomina, day, 'Recibo Endesa luz y gas', life.euros(140, 260));
  for (const day of life.monthly(9)) life.out(nomina, day, 'Club de Golf La Moraleja', 21_000);
  for (const day of life.monthly(10))
    life.transfer(nomina, naranja, day, { out: 'Traspaso a Cuenta Naranja', in: 'Traspaso desde Cuenta NÓMINA' }, 200_000);
  for (const day of life.monthly(12)) life.out(nomina, day, 'Suscripción Fondo Alba Renta Variable', 150_000);
  for (const day of life.monthly(28)) life.in(naranja, day, 'Intereses Cuenta Naranja', life.euros(1_750, 2_150));
  for (const day of life.weekly())
    life.debit(
      nomina,
      debito,
      day,
      `Compra ${life.pick(['El Corte Inglés Supermercado', 'Mercadona', 'Sánchez Romero'])}`,
      life.euros(90, 260),
    );
  for (const day of life.scattered(20))
    life.credit(
      oro,
      day,
      life.pick(['Restaurante Zalacaín', 'Restaurante DiverXO', 'Ramón Freixa', 'Taberna del Alabardero']),
      life.euros(120, 420),
    );
  for (const day of life.scattered(10))
    life.credit(oro, day, life.pick(['Iberia', 'Hotel Ritz Madrid', 'Parador de Granada', 'Loewe']), life.euros(300, 1_400));
  for (const day of life.scattered(14)) life.credit(oro, day, life.pick(FUEL), life.euros(70, 110));
  life.settleMonthly(oro, nomina, 5, 'Tarjeta Oro •••• 9034');
  life.keepAbove(nomina, 0, (day, cents) =>
    life.transfer(nomina, naranja, day, { out: 'Traspaso a Cuenta Naranja', in: 'Traspaso desde Cuenta NÓMINA' }, cents),
  );
}

/** Marta, 16: her mother's weekly Bizum, a little shopping with her card, Spotify, the cinema. */
function martasYear(life: LifeWriter): void {
  const [joven, tarjeta] = ['ACC-0008', 'CRD-0006'];
  for (const day of life.weekly()) life.in(joven, day, 'Bizum de Laura Sanz (paga)', 1_000);
  for (const day of life.monthly(4)) life.debit(joven, tarjeta, day, 'Spotify Premium Student', 599);
  for (const day of life.weekly())
    life.debit(joven, tarjeta, day, life.pick(['McDonald’s', 'Primark', 'Cines Yelmo', 'Telepizza', 'Tiger']), life.euros(5, 12));
  for (const day of life.scattered(6)) life.out(joven, day, `Bizum a ${life.pick(['Lucía Gómez', 'Hugo Martín'])}`, life.euros(3, 8));
  life.keepAbove(joven, 0, (day, cents) => life.out(joven, day, 'Bizum a Laura Sanz (hucha)', cents));
}

/** Carmen: a nurse. Her salary, rent, bills, the supermarket and online shopping with her debit card. */
function carmensYear(life: LifeWriter): void {
  const [nomina, tarjeta] = ['ACC-0009', 'CRD-0007'];
  for (const day of life.monthly(28)) life.in(nomina, day, 'Nómina Hospital Universitario La Paz', 198_000);
  for (const day of life.monthly(29)) life.out(nomina, day, 'Alquiler vivienda Fotocasa Gestión', 78_000);
  for (const day of life.monthly(7)) life.out(nomina, day, 'Recibo Naturgy luz', life.euros(34, 72));
  for (const day of life.monthly(9)) life.out(nomina, day, 'Recibo Orange fibra y móvil', 3_900);
  for (const day of life.weekly()) life.debit(nomina, tarjeta, day, `Compra ${life.pick(SUPERMARKETS)}`, life.euros(22, 78));
  for (const day of life.scattered(24)) life.debit(nomina, tarjeta, day, life.pick(ONLINE), life.euros(15, 85));
  for (const day of life.scattered(8)) life.debit(nomina, tarjeta, day, 'Retirada en cajero', life.pick([2_000, 4_000, 5_000]));
  for (const day of life.scattered(8)) life.in(nomina, day, `Bizum de ${life.pick(['Rocío Navarro', 'Inés Prieto'])}`, life.euros(10, 30));
  for (const day of life.monthly(29)) life.out(nomina, day, 'Transferencia a Cuenta Ahorro Openbank', 65_000);
  for (const day of life.monthly(3)) life.out(nomina, day, 'Recibo Sanitas seguro de salud', 5_800);
  for (const day of life.monthly(4)) life.debit(nomina, tarjeta, day, 'Gimnasio Holmes Place', 3_500);
  life.keepAbove(nomina, 0, (day, cents) => life.out(nomina, day, 'Transferencia a Cuenta Ahorro Openbank', cents));
}

/**
 * Elena: a teacher, not on Bizum yet. Her salary is paid into her account at another bank, from
 * which she moves it here each month (so the bank offers her its payroll promotion); her mortgage
 * at that bank, bills, a pension plan, the supermarket and fuel.
 */
function elenasYear(life: LifeWriter): void {
  const [nomina, tarjeta] = ['ACC-0010', 'CRD-0008'];
  for (const day of life.monthly(27)) life.in(nomina, day, 'Transferencia de Elena Herrera Campos desde CaixaBank', 242_000);
  for (const day of life.monthly(4)) life.out(nomina, day, 'Recibo Iberdrola luz', life.euros(45, 95));
  for (const day of life.monthly(6)) life.out(nomina, day, 'Recibo Canal de Isabel II agua', life.euros(28, 44));
  for (const day of life.monthly(8)) life.out(nomina, day, 'Recibo Vodafone fibra y móvil', 5_400);
  for (const day of life.monthly(15)) life.out(nomina, day, 'Seguro Mapfre hogar', 3_250);
  for (const day of life.weekly()) life.debit(nomina, tarjeta, day, `Compra ${life.pick(SUPERMARKETS)}`, life.euros(40, 120));
  for (const day of life.scattered(20)) life.debit(nomina, tarjeta, day, life.pick(FUEL), life.euros(45, 75));
  for (const day of life.scattered(16)) life.debit(nomina, tarjeta, day, life.pick(RESTAURANTS), life.euros(20, 70));
  for (const day of life.scattered(6)) life.out(nomina, day, 'Transferencia a Academia de Música Allegro', 6_500);
  for (const day of life.monthly(28)) life.out(nomina, day, 'Cuota hipoteca BBVA', 98_000);
  for (const day of life.monthly(28)) life.out(nomina, day, 'Aportación plan de pensiones Mapfre', 45_000);
  life.keepAbove(nomina, 0, (day, cents) => life.out(nomina, day, 'Aportación extraordinaria plan de pensiones Mapfre', cents));
}

/**
 * Pablo: a warehouse worker whose spending outgrew his salary. Rent, a car loan at another bank,
 * bills and cash; since the summer the account has been overdrawn, with the bank's charges. A year
 * ago he still put 100 € a month into his Cuenta Naranja; when money got tight he took some back.
 */
/** How far below zero Pablo's account goes at most: the bank lets it, and charges for it. */
export const PABLOS_OVERDRAFT_CENTS = 60_000;
/** The months, from the first of his year, in which Pablo still saved, and what he put aside each. */
const PABLOS_SAVING_MONTHS = 4;
const PABLOS_MONTHLY_SAVING_CENTS = 10_000;
/** The month of his year in which he took savings back, and how much. */
const PABLOS_DRAWING_MONTH = 6;
const PABLOS_DRAWING_CENTS = 25_000;

function pablosYear(life: LifeWriter): void {
  const [nomina, naranja] = ['ACC-0011', 'ACC-0012'];
  for (const day of life.monthly(28)) life.in(nomina, day, 'Nómina Logística Henares SL', 134_000);
  for (const day of life.monthly(1)) life.out(nomina, day, 'Alquiler vivienda Particular', 72_000);
  for (const day of life.monthly(5)) life.out(nomina, day, 'Cuota préstamo coche Santander Consumer', 28_900);
  for (const day of life.monthly(7)) life.out(nomina, day, 'Recibo Endesa luz', life.euros(40, 80));
  for (const day of life.monthly(9)) life.out(nomina, day, 'Recibo Digi fibra y móvil', 3_000);
  for (const day of life.monthly(12)) life.out(nomina, day, 'Recibo Mutua Madrileña seguro coche', 6_200);
  for (const day of life.weekly()) life.out(nomina, day, 'Reintegro en ventanilla', life.pick([4_000, 5_000, 5_000]));
  for (const day of life.scattered(10)) life.out(nomina, day, `Bizum a ${life.pick(['Sergio Gómez', 'Nuria Ortega'])}`, life.euros(15, 60));
  // After the random draws above, so that they, and his current account's year, stay what they were.
  const savingDays = life.monthly(29);
  for (const day of savingDays.slice(0, PABLOS_SAVING_MONTHS)) {
    life.transfer(
      nomina,
      naranja,
      day,
      { out: 'Traspaso a Cuenta Naranja', in: 'Traspaso desde Cuenta NÓMINA' },
      PABLOS_MONTHLY_SAVING_CENTS,
    );
  }
  const drawingDay = savingDays[PABLOS_DRAWING_MONTH];
  if (drawingDay !== undefined) {
    life.transfer(
      naranja,
      nomina,
      drawingDay,
      { out: 'Traspaso a Cuenta NÓMINA', in: 'Traspaso desde Cuenta Naranja' },
      PABLOS_DRAWING_CENTS,
    );
  }
  for (const day of life.monthly(28)) life.in(naranja, day, 'Intereses Cuenta Naranja', life.euros(0.05, 0.25));
  life.keepAbove(nomina, -PABLOS_OVERDRAFT_CENTS, (day, cents) => life.out(nomina, day, 'Reintegro en ventanilla', cents));
  // The bank's fee, on the 27th of the months since the summer that end overdrawn (the day before
  // the salary). Latest first: a fee changes the balance only of the days before it.
  for (const day of life.monthly(27).slice(-5).reverse()) {
    if (life.balanceAtEndOf(nomina, day) < 0) life.out(nomina, day, 'Comisión por descubierto', 1_500);
  }
}

/** Each demo customer's year, by person id. */
const LIVES: Readonly<Record<string, (life: LifeWriter) => void>> = {
  '20481736': luciasYear,
  '31907254': javiersYear,
  '40215598': martasYear,
  '52718463': carmensYear,
  '31597204': elenasYear,
  '50617283': pablosYear,
};

/** Ids that sort as the movements happened: the product, the day, then the order within the day. */
function withIds(entries: readonly Entry[]): LedgerMovement[] {
  const counters = new Map<string, number>();
  return [...entries]
    .sort((a, b) => (a.bookedOn < b.bookedOn ? -1 : a.bookedOn > b.bookedOn ? 1 : 0))
    .map((entry) => {
      const product = entry.accountId ?? entry.cardId ?? '';
      const key = `${product}:${entry.bookedOn}`;
      const count = (counters.get(key) ?? 0) + 1;
      counters.set(key, count);
      return { ...entry, id: `MOV-${product}-${entry.bookedOn.replace(/-/g, '')}-${String(count).padStart(2, '0')}` };
    });
}

/** The ledger of the demo customers, dated back a year from the seeding day. */
export function demoLedger(seededAtMs: number, customers: readonly DemoCustomer[] = DEMO_CUSTOMERS): DemoLedger {
  const today = bankDayAt(seededAtMs);
  const movements = withIds(
    customers.flatMap((customer) => {
      const life = new LifeWriter(today, customer);
      LIVES[customer.personId]?.(life);
      return life.entries;
    }),
  );
  const openingBalanceCents = new Map<string, number>();
  const openingUsedCents = new Map<string, number>();
  for (const profile of customers.flatMap((customer) => customer.profiles)) {
    for (const account of profile.accounts) {
      const moved = movements
        .filter((movement) => movement.accountId === account.id)
        .reduce((sum, movement) => sum + movement.amountCents, 0);
      openingBalanceCents.set(account.id, account.balanceCents - moved);
    }
    for (const card of profile.cards.filter((candidate) => candidate.kind === 'credit')) {
      const moved = movements
        .filter((movement) => movement.cardId === card.id && movement.accountId === null)
        .reduce((sum, movement) => sum + movement.amountCents, 0);
      // used = opening − card-only movements, so opening = used + card-only movements.
      openingUsedCents.set(card.id, (card.usedCents ?? 0) + moved);
    }
  }
  return { movements, openingBalanceCents, openingUsedCents };
}

/**
 * Inserts the demo ledger's movements of every seeded product that has none of them yet (a
 * database seeded before the ledger existed gets them, and so does a demo customer added since),
 * and moves the products' openings back by what they add: today's balances and used amounts stay
 * what they are, and every figure still follows from its movements.
 * @returns whether it inserted any
 */
export async function seedDemoLedger(db: Queryable, seededAtMs: number): Promise<boolean> {
  const { movements } = demoLedger(seededAtMs);
  const { rows } = await db.query<{ inserted: number }>(
    `WITH ledger AS (
       SELECT m.*, COALESCE(m.account_id, m.card_id) AS owner_id
         FROM json_to_recordset($1::json)
              AS m(id text, account_id text, card_id text, booked_on text, concept text, amount_cents bigint, settlement boolean)
     ),
     inserted AS (
       INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents, settlement)
       SELECT l.id, l.account_id, l.card_id, l.booked_on::date, l.concept, l.amount_cents, l.settlement
         FROM ledger l
        WHERE (l.account_id IS NULL OR EXISTS (SELECT 1 FROM accounts a WHERE a.account_id = l.account_id))
          AND (l.card_id IS NULL OR EXISTS (SELECT 1 FROM cards c WHERE c.card_id = l.card_id))
          AND NOT EXISTS (SELECT 1 FROM movements x
                           WHERE x.movement_id LIKE 'MOV-' || l.owner_id || '-________-__' AND COALESCE(x.account_id, x.card_id) = l.owner_id)
       RETURNING account_id, card_id, amount_cents),
     accounts_moved AS (
       UPDATE accounts a SET opening_balance_cents = a.opening_balance_cents - moved.cents
         FROM (SELECT account_id, SUM(amount_cents) AS cents FROM inserted WHERE account_id IS NOT NULL GROUP BY account_id) moved
        WHERE a.account_id = moved.account_id
       RETURNING 1),
     cards_moved AS (
       UPDATE cards c SET opening_used_cents = c.opening_used_cents + moved.cents
         FROM (SELECT card_id, SUM(amount_cents) AS cents FROM inserted WHERE account_id IS NULL GROUP BY card_id) moved
        WHERE c.card_id = moved.card_id AND c.kind = 'credit'
       RETURNING 1)
     SELECT (SELECT count(*) FROM inserted)::integer AS inserted`,
    [
      JSON.stringify(
        movements.map((movement) => ({
          id: movement.id,
          account_id: movement.accountId,
          card_id: movement.cardId,
          booked_on: movement.bookedOn,
          concept: movement.concept,
          amount_cents: movement.amountCents,
          settlement: movement.settlement,
        })),
      ),
    ],
  );
  return (rows[0]?.inserted ?? 0) > 0;
}
