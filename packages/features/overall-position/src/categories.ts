import type { Movement } from './api';

/**
 * What a movement was for, as its icon shows it (issue 42 §4). The bank's movements carry no
 * category (docs/sandbox-api.md, Movements): it is read from what they do carry, the concept the
 * merchant or the bank wrote and whether money came in, the way a bank's own categoriser starts.
 */
export type MovementCategory =
  | 'salary'
  | 'bizum'
  | 'transfer'
  | 'cash'
  | 'home'
  | 'bills'
  | 'taxes'
  | 'savings'
  | 'loan'
  | 'card'
  | 'food'
  | 'travel'
  | 'leisure'
  | 'shopping'
  | 'income'
  | 'other';

/**
 * The rules, first match wins: the bank's own kinds of operation first (they name themselves at
 * the start of the concept), then the merchants of the demo bank's ledger by trade. Concepts are
 * compared in lower case without accents.
 */
const RULES: readonly (readonly [MovementCategory, RegExp])[] = [
  ['bizum', /^bizum\b/],
  ['transfer', /^(traspaso|transferencia)\b/],
  ['cash', /\b(cajero|retirada)\b/],
  ['loan', /\b(prestamo|hipoteca)\b/],
  ['card', /\bliquidacion\b/],
  ['taxes', /\b(modelo \d+|aeat|impuesto|tasa|multa|tgss|irpf|ibi)\b/],
  ['savings', /\b(intereses|fondo|pensiones)\b/],
  ['home', /\b(alquiler|comunidad de propietarios)\b/],
  ['bills', /^(recibo|seguro|cuota)\b|\b(cuota mensual|suscripcion)\b/],
  [
    'food',
    /\b(mercadona|carrefour|lidl|dia|alcampo|supermercado|sanchez romero|restaurante|vips|taberna|honest greens|sushi|mcdonald|telepizza)\b/,
  ],
  ['travel', /\b(repsol|cepsa|galp|renfe|iberia|vueling|booking|hotel|parador)\b/],
  ['leisure', /\b(netflix|spotify|cines|golf|gimnasio|basic-fit|holmes place|adobe|google workspace)\b/],
  ['shopping', /^compra\b|\b(amazon|corte ingles|zara|fnac|decathlon|ikea|apple store|mediamarkt|staples|primark|tiger|loewe)\b/],
];

/** Lower case, without the accents of Spanish and its neighbours (`Nómina` → `nomina`). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('es-ES');

/** The category of one movement; money in that is no salary, Bizum or transfer is income. */
export function categoryOf(movement: Pick<Movement, 'concept' | 'amount'>): MovementCategory {
  const concept = plain(movement.concept);
  if (movement.amount.amount > 0 && /^nomina\b/.test(concept)) return 'salary';
  const rule = RULES.find(([, pattern]) => pattern.test(concept));
  if (rule) return rule[0];
  return movement.amount.amount > 0 ? 'income' : 'other';
}
