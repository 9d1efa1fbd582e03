import type { Queryable } from '../db';
import { BANK_COUNTRY } from '../products';
import type { ChannelCode, NewPendingOperation, PendingOperationType } from './types';

/** A field of `operationData` (or the operation's `destination`) that some types carry. */
export type OperationField = 'device' | 'place' | 'merchant' | 'merchantCountry' | 'amount' | 'card' | 'description' | 'destination';

/** Which fields each type carries (docs/design/pending-contract.md, Shape). */
export const OPERATION_FIELDS_BY_TYPE: Readonly<Record<PendingOperationType, readonly OperationField[]>> = {
  '75': ['device', 'place'],
  '76': ['merchant', 'merchantCountry', 'amount', 'card'],
  '85': ['merchant', 'amount'],
  '91': ['device', 'place'],
  '92': ['device', 'place'],
  '94': ['description'],
  '95': ['description'],
  BUSINESS: ['description', 'destination'],
};

/** What each type is, in Spanish, for people (the back-office page). */
export const OPERATION_TYPE_NAMES: Readonly<Record<PendingOperationType, string>> = {
  '75': 'Acceso desde un ordenador nuevo',
  '76': 'Pago con tarjeta en un comercio online',
  '85': 'Pago con Bizum en un comercio online',
  '91': 'Acceso a Bizum (identificación)',
  '92': 'Acceso a Bizum desde otro dispositivo',
  '94': 'Alta de Bizum en un teléfono',
  '95': 'Cambio de datos de Bizum',
  BUSINESS: 'Operación de empresa',
};

/** The operation fields and channel a type gets when they are not given. */
interface TypeDefaults {
  channelCode: ChannelCode;
  device?: string;
  place?: string;
  merchant?: string;
  merchantCountry?: string;
  amountCents?: number;
  description?: string;
  destination?: string;
}

/**
 * Sensible demo values per type: a login from a new computer, a card payment at a shop, a Bizum…
 * A card payment (76) takes the customer's own first card. The e-commerce types happen in a
 * browser (83); the Bizum registers are confirmed in the app (86); a login SCA is a desktop login
 * (83) confirmed in the app (features.md §4.1).
 */
export const OPERATION_DEFAULTS: Readonly<Record<PendingOperationType, TypeDefaults>> = {
  '75': { channelCode: 83, device: 'Chrome en Windows', place: 'Madrid, España' },
  '76': { channelCode: 83, merchant: 'Zapatería Sol', merchantCountry: BANK_COUNTRY, amountCents: 4_990 },
  // A Bizum payment is confirmed in the app.
  '85': { channelCode: 86, merchant: 'Librería Central', amountCents: 2_350 },
  '91': { channelCode: 86, device: 'Safari en iPhone', place: 'Madrid, España' },
  '92': { channelCode: 86, device: 'Firefox en macOS', place: 'Valencia, España' },
  '94': { channelCode: 86, description: 'Alta de Bizum en un teléfono nuevo' },
  '95': { channelCode: 86, description: 'Cambio del límite diario de Bizum' },
  BUSINESS: { channelCode: 83, description: 'Firma de una remesa de transferencias de la empresa', destination: 'posicion-global' },
};

/** An operation as asked for: the type, and any of its fields; the rest come from the defaults. */
export type OperationDraft = Omit<NewPendingOperation, 'channelCode'> & { channelCode?: ChannelCode | undefined };

/** The first card of the person's profiles, in the order the products call lists them. */
async function findFirstCard(db: Queryable, personId: string): Promise<{ alias: string; panLast4: string } | undefined> {
  const { rows } = await db.query<{ alias: string; panLast4: string }>(
    `SELECT c.alias, c.pan_last4 AS "panLast4"
       FROM cards c JOIN profiles p ON p.profile_id = c.profile_id
      WHERE p.person_id = $1
      ORDER BY p.position, c.position
      LIMIT 1`,
    [personId],
  );
  return rows[0];
}

/**
 * Completes a draft into an operation to store: the type's fields that are missing come from
 * {@link OPERATION_DEFAULTS} (a card payment's card from the customer's first card), and fields
 * the type does not carry are dropped.
 *
 * @returns the operation, or a message in Spanish when a card payment has no card to name
 */
export async function completeOperationDraft(
  db: Queryable,
  draft: OperationDraft,
): Promise<{ ok: true; operation: NewPendingOperation } | { ok: false; message: string }> {
  const defaults = OPERATION_DEFAULTS[draft.type];
  const fields = new Set(OPERATION_FIELDS_BY_TYPE[draft.type]);
  const operation: NewPendingOperation = {
    personId: draft.personId,
    type: draft.type,
    channelCode: draft.channelCode ?? defaults.channelCode,
  };
  if (fields.has('device')) operation.device = draft.device ?? defaults.device;
  if (fields.has('place')) operation.place = draft.place ?? defaults.place;
  if (fields.has('merchant')) operation.merchant = draft.merchant ?? defaults.merchant;
  if (fields.has('merchantCountry')) operation.merchantCountry = draft.merchantCountry ?? defaults.merchantCountry;
  if (fields.has('amount')) operation.amountCents = draft.amountCents ?? defaults.amountCents;
  if (fields.has('description')) operation.description = draft.description ?? defaults.description;
  if (fields.has('destination')) operation.destination = draft.destination ?? defaults.destination;
  if (fields.has('card')) {
    const card = draft.cardAlias !== undefined && draft.panLast4 !== undefined ? undefined : await findFirstCard(db, draft.personId);
    operation.cardAlias = draft.cardAlias ?? card?.alias;
    operation.panLast4 = draft.panLast4 ?? card?.panLast4;
    if (operation.cardAlias === undefined || operation.panLast4 === undefined) {
      return { ok: false, message: 'El cliente no tiene tarjetas: indica el alias de la tarjeta y sus cuatro últimos dígitos.' };
    }
  }
  return { ok: true, operation };
}
