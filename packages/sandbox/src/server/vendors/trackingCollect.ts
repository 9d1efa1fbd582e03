import type { Hono } from 'hono';
import { z } from 'zod';
import type { Now } from '../../clock';
import type { Database } from '../../db';
import {
  MAX_TRACKING_VALUE_CHARACTERS,
  MAX_TRACKING_VARIABLES,
  recordTrackingEvent,
  TRACKING_KINDS,
  TRACKING_VARIABLE_NAME_PATTERN,
} from '../../tracking';
import { VENDOR_PATHS } from './paths';
import { registerVendorJsonPost } from './vendorJsonPosts';
import { verifyVendorIdentity, type VendorIdentityKey } from '../../vendorIdentity';

/** An event is a few hundred bytes: anything past 8 KiB is not one. */
const TRACKING_EVENT_MAX_BODY_BYTES = 8 * 1024;

type Issue = { code?: string; keys?: string[]; input?: unknown; path?: PropertyKey[] | undefined };

const pathOf = (issue: Issue) => (issue.path ?? []).map(String).join('.');

const variableValue = z.string({ error: (issue: Issue) => `${pathOf(issue)} debe ser texto.` }).max(MAX_TRACKING_VALUE_CHARACTERS, {
  error: (issue: Issue) => `${pathOf(issue)} admite como mucho ${MAX_TRACKING_VALUE_CHARACTERS} caracteres.`,
});

const variablesSchema = z
  .record(z.string().regex(TRACKING_VARIABLE_NAME_PATTERN), variableValue, {
    error: (issue: Issue) =>
      issue.code === 'invalid_key'
        ? `Nombre de variable no válido en data: ${JSON.stringify(issue.input)} (una letra minúscula y hasta 63 minúsculas, cifras o _).`
        : issue.input === undefined
          ? 'Falta data.'
          : 'data debe ser un objeto de variables con valores de texto.',
  })
  .refine((variables) => Object.keys(variables).length <= MAX_TRACKING_VARIABLES, {
    error: `data admite como mucho ${MAX_TRACKING_VARIABLES} variables.`,
  });

/** The body of `POST /tracking/v1/collect`, exactly: sandbox-api.md, Tracking. */
const trackingEventSchema = z.strictObject(
  {
    kind: z.enum(TRACKING_KINDS, { error: (issue) => (issue.input === undefined ? 'Falta kind.' : 'kind debe ser "view" o "link".') }),
    data: variablesSchema,
  },
  {
    error: (issue: Issue) =>
      issue.code === 'unrecognized_keys' ? `Campos desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'El cuerpo debe ser un objeto JSON.',
  },
);

/** Options of {@link registerTrackingCollect}. */
export interface TrackingCollectOptions {
  db: Database;
  now: Now;
  /** The bank page's origins: the app's, and the dev server's when there is one. */
  allowedOrigins: ReadonlySet<string>;
  /** What the bank signs the customer's identity with. */
  vendorIdentityKey: VendorIdentityKey;
}

/** The customer a private page view is about (features.md §3). */
const CUSTOMER_VARIABLE = 'client_cip';
/**
 * The bank's signed statement that the signed-in customer is `client_cip` (issue 38 §6): checked,
 * then dropped, never kept with the event.
 */
export const CUSTOMER_IDENTITY_VARIABLE = 'client_identity';

/**
 * The tag manager's collector on the vendors host (sandbox-api.md, Tracking), where the stand-in
 * `utag.js` posts each `view` and `link`:
 *
 * - `OPTIONS /tracking/v1/collect`: the preflight of the bank's page: `204`, `POST` with
 *   `content-type` allowed.
 * - `POST /tracking/v1/collect` with `{ kind: "view" | "link", data: { <variable>: <text> } }`,
 *   nothing else: stores the event (the newest 10 000 are kept) and answers `204`. `403` from
 *   another page's origin or with none; an event about a customer (`client_cip`) `403
 *   identity_not_proven` unless `client_identity` is the bank's signed statement that the customer
 *   is that one (issue 38 §6: page views forged for any customer), and the statement is not kept;
 *   `415` for anything but uncompressed JSON, `413` past 8 KiB, `400` for broken JSON or another
 *   body.
 */
export function registerTrackingCollect(vendors: Hono, options: TrackingCollectOptions): void {
  const { db, now, allowedOrigins, vendorIdentityKey } = options;
  registerVendorJsonPost(vendors, VENDOR_PATHS.trackingCollect, {
    allowedOrigins,
    maxBodyBytes: TRACKING_EVENT_MAX_BODY_BYTES,
    schema: trackingEventSchema,
    refuse: ({ data }) => {
      const customer = data[CUSTOMER_VARIABLE];
      if (customer === undefined) return undefined;
      return verifyVendorIdentity(vendorIdentityKey, data[CUSTOMER_IDENTITY_VARIABLE], now()) === customer
        ? undefined
        : { code: 'identity_not_proven' };
    },
    store: ({ kind, data: { [CUSTOMER_IDENTITY_VARIABLE]: _identity, ...data } }) => recordTrackingEvent(db, { kind, data }, now()),
  });
}
