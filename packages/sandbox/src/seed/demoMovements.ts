import { MS_PER_S } from '../clock';
import type { Queryable } from '../db';
import { DEMO_CUSTOMERS } from './demoCustomers';

const S_PER_DAY = 86_400;
const MS_PER_DAY = S_PER_DAY * MS_PER_S;

/** One movement of the demo pattern: days before the seeding day, concept, euros (negative: out). */
interface PatternMovement {
  daysAgo: number;
  concept: string;
  euros: number;
}

/**
 * A month of an everyday current account, newest first: salary in, bills and shopping out. An
 * account with little in it (a teen's) gets the same pattern scaled down, so no balance goes
 * below zero on the way back.
 */
const ACCOUNT_PATTERN: readonly PatternMovement[] = [
  { daysAgo: 1, concept: 'Compra Mercadona Madrid', euros: -64.35 },
  { daysAgo: 2, concept: 'Bizum de Ana García', euros: 25 },
  { daysAgo: 3, concept: 'Recibo Iberdrola luz', euros: -58.12 },
  { daysAgo: 5, concept: 'Transferencia a Comunidad de propietarios', euros: -90 },
  { daysAgo: 8, concept: 'Retirada en cajero', euros: -50 },
  { daysAgo: 12, concept: 'Recibo Movistar fibra y móvil', euros: -45.9 },
  { daysAgo: 16, concept: 'Devolución Zara', euros: 29.95 },
  { daysAgo: 28, concept: 'Nómina', euros: 1_850 },
];

/** Two kinds of card month, taken in turn: small everyday payments. */
const CARD_PATTERNS: readonly (readonly PatternMovement[])[] = [
  [
    { daysAgo: 1, concept: 'Amazon EU', euros: -23.99 },
    { daysAgo: 2, concept: 'Repsol Estación de servicio', euros: -48.6 },
    { daysAgo: 4, concept: 'Netflix', euros: -12.99 },
    { daysAgo: 6, concept: 'Renfe Viajeros', euros: -34.5 },
    { daysAgo: 9, concept: 'Restaurante La Tagliatella', euros: -41.2 },
    { daysAgo: 15, concept: 'El Corte Inglés', euros: -79.9 },
  ],
  [
    { daysAgo: 1, concept: 'Farmacia Gran Vía', euros: -18.45 },
    { daysAgo: 3, concept: 'Iberia vuelo Madrid-Lisboa', euros: -142.3 },
    { daysAgo: 5, concept: 'Spotify', euros: -10.99 },
    { daysAgo: 7, concept: 'Cabify', euros: -16.8 },
    { daysAgo: 11, concept: 'Decathlon', euros: -59.99 },
    { daysAgo: 20, concept: 'Hotel NH Lisboa', euros: -186 },
  ],
];

const CENTS_PER_EURO = 100;
/** How far back each further month of an account's history repeats the month's pattern. */
const DAYS_PER_HISTORY_MONTH = 30;
/** The pattern's size for an account of this balance: a full pattern needs about this much. */
const FULL_PATTERN_BALANCE_CENTS = 300_000;

export interface DemoMovement {
  id: string;
  accountId: string | null;
  cardId: string | null;
  /** `YYYY-MM-DD`. */
  bookedOn: string;
  concept: string;
  amountCents: number;
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * One product's movements: its pattern once per month of history, each month further back.
 * `shiftDays` moves the whole pattern back a little per product, so that a customer's accounts do
 * not all show the same purchase on the same day.
 */
function movementsOf(
  product: { id: string; cents: number; months?: number | undefined },
  kind: 'account' | 'card',
  monthPattern: readonly PatternMovement[],
  seededAtMs: number,
  shiftDays: number,
): DemoMovement[] {
  const months = product.months ?? 1;
  const pattern = Array.from({ length: months }, (_, month) =>
    monthPattern.map((movement) => ({ ...movement, daysAgo: movement.daysAgo + month * DAYS_PER_HISTORY_MONTH })),
  ).flat();
  const scale = Math.min(1, product.cents / (FULL_PATTERN_BALANCE_CENTS * months));
  return pattern.map((movement, index) => ({
    // Newest first in the pattern; ids count up with time, so that a day's movements sort by id.
    id: `MOV-${product.id}-${String(pattern.length - index).padStart(2, '0')}`,
    accountId: kind === 'account' ? product.id : null,
    cardId: kind === 'card' ? product.id : null,
    bookedOn: isoDay(seededAtMs - (movement.daysAgo + shiftDays) * MS_PER_DAY),
    concept: movement.concept,
    amountCents: Math.round(movement.euros * CENTS_PER_EURO * scale) || Math.sign(movement.euros),
  }));
}

/** The demo movements of every seeded account and card, dated back from `seededAtMs`. */
export function demoMovements(seededAtMs: number): DemoMovement[] {
  return DEMO_CUSTOMERS.flatMap((customer) =>
    customer.profiles.flatMap((profile) => [
      ...profile.accounts.flatMap((account, index) =>
        movementsOf(
          { id: account.id, cents: account.balanceCents, months: account.historyMonths },
          'account',
          ACCOUNT_PATTERN,
          seededAtMs,
          index * 2,
        ),
      ),
      ...profile.cards.flatMap((card, index) =>
        movementsOf(
          {
            id: card.id,
            cents:
              card.kind === 'credit'
                ? (card.limitCents ?? 0) - (card.usedCents ?? 0)
                : (profile.accounts.find((account) => account.id === card.linkedAccountId)?.balanceCents ?? 0),
          },
          'card',
          CARD_PATTERNS[index % CARD_PATTERNS.length] ?? [],
          seededAtMs,
          index,
        ),
      ),
    ]),
  );
}

/**
 * Inserts the demo movements of the seeded accounts and cards that exist and have none yet: a
 * database seeded before movements existed gets them, and so does a demo customer added since.
 * @returns whether it inserted any
 */
export async function seedDemoMovements(db: Queryable, seededAtMs: number): Promise<boolean> {
  const movements = demoMovements(seededAtMs);
  const { rows } = await db.query<{ inserted: number }>(
    `WITH inserted AS (
       INSERT INTO movements (movement_id, account_id, card_id, booked_on, concept, amount_cents)
       SELECT m.id, m.account_id, m.card_id, m.booked_on::date, m.concept, m.amount_cents
         FROM json_to_recordset($1::json)
              AS m(id text, account_id text, card_id text, booked_on text, concept text, amount_cents bigint)
        WHERE (EXISTS (SELECT 1 FROM accounts WHERE account_id = m.account_id)
               AND NOT EXISTS (SELECT 1 FROM movements x WHERE x.account_id = m.account_id))
           OR (EXISTS (SELECT 1 FROM cards WHERE card_id = m.card_id)
               AND NOT EXISTS (SELECT 1 FROM movements x WHERE x.card_id = m.card_id))
       RETURNING 1)
     SELECT count(*)::integer AS inserted FROM inserted`,
    [
      JSON.stringify(
        movements.map((movement) => ({
          id: movement.id,
          account_id: movement.accountId,
          card_id: movement.cardId,
          booked_on: movement.bookedOn,
          concept: movement.concept,
          amount_cents: movement.amountCents,
        })),
      ),
    ],
  );
  return (rows[0]?.inserted ?? 0) > 0;
}
