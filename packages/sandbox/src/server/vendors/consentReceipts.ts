import type { Hono } from 'hono';
import { z } from 'zod';
import type { Now } from '../../clock';
import { CONSENT_USER_ID_PATTERN, recordConsentReceipt } from '../../consent';
import type { Database } from '../../db';
import { VENDOR_PATHS } from './paths';
import { registerVendorJsonPost } from './vendorJsonPosts';
import { verifyVendorIdentity, type VendorIdentityKey } from '../../vendorIdentity';

/** The longest identity assertion read: the bank's are about 130 characters. */
const IDENTITY_MAX_LENGTH = 512;
/** A receipt is about a hundred bytes: anything past 2 KiB is not one. */
const CONSENT_RECEIPT_MAX_BODY_BYTES = 2 * 1024;
/**
 * No visitor decided before this: an earlier `decidedAt` is a broken clock. It also keeps out
 * years PostgreSQL cannot store (year 0) or reads as two-digit ones (`0001` as 2001).
 */
const EARLIEST_DECISION_MS = Date.parse('2000-01-01T00:00:00Z');

type ObjectIssue = { code?: string; keys?: string[]; input?: unknown };

const listUnknown = (issue: ObjectIssue) => (issue.keys ?? []).join(', ');

const choice = (name: string) =>
  z.boolean({ error: (issue) => (issue.input === undefined ? `Falta choices.${name}.` : `choices.${name} debe ser true o false.`) });

const choicesSchema = z.strictObject(
  { analytics: choice('analytics'), personalisation: choice('personalisation') },
  {
    error: (issue: ObjectIssue) =>
      issue.code === 'unrecognized_keys'
        ? `Campos desconocidos en choices: ${listUnknown(issue)}.`
        : issue.input === undefined
          ? 'Falta choices.'
          : 'choices debe ser un objeto { analytics, personalisation }.',
  },
);

/** The body of `POST /consent/v1/receipts`, exactly: sandbox-api.md, Consent. */
const receiptSchema = z.strictObject(
  {
    // The bank's signed statement that the signed-in customer is `userId` (issue 38 §6).
    identity: z
      .string({ error: (issue) => (issue.input === undefined ? 'Falta identity.' : 'identity debe ser texto.') })
      .max(IDENTITY_MAX_LENGTH),
    userId: z
      .string({ error: (issue) => (issue.input === undefined ? 'Falta userId.' : 'userId debe ser texto.') })
      .regex(CONSENT_USER_ID_PATTERN, { error: 'userId debe tener de 1 a 64 letras, cifras o guiones.' }),
    choices: choicesSchema,
    decidedAt: z.iso
      .datetime({
        offset: true,
        error: (issue) =>
          issue.input === undefined ? 'Falta decidedAt.' : 'decidedAt debe ser una fecha y hora ISO 8601 (2025-01-31T10:00:00Z).',
      })
      .refine((value) => Date.parse(value) >= EARLIEST_DECISION_MS, { error: 'decidedAt es anterior al año 2000.' }),
  },
  {
    error: (issue: ObjectIssue) =>
      issue.code === 'unrecognized_keys' ? `Campos desconocidos: ${listUnknown(issue)}.` : 'El cuerpo debe ser un objeto JSON.',
  },
);

/** Options of {@link registerConsentReceipts}. */
export interface ConsentReceiptsOptions {
  db: Database;
  now: Now;
  /** The bank page's origins: the app's, and the dev server's when there is one. */
  allowedOrigins: ReadonlySet<string>;
  /** What the bank signs the customer's identity with. */
  vendorIdentityKey: VendorIdentityKey;
}

/**
 * How far ahead of the server's clock a browser's may run: a decision "made" later than this is
 * refused (issue 38 §6: one dated 2999 would win over every real decision after it).
 */
export const CONSENT_CLOCK_SKEW_S = 300;
const MS_PER_S = 1000;

/**
 * The consent manager's receipts on the vendors host (sandbox-api.md, Consent):
 *
 * - `OPTIONS /consent/v1/receipts`: the preflight of the bank's page (its POST sends JSON):
 *   `204`, `POST` with `content-type` allowed.
 * - `POST /consent/v1/receipts` with `{ userId, identity, choices: { analytics, personalisation },
 *   decidedAt }`, nothing else: stores the customer's latest choices, counts the push, answers
 *   `204`. `403` from another page's origin or with none, `403 identity_not_proven` unless
 *   `identity` is the bank's signed statement that the customer is `userId` (issue 38 §6: a
 *   receipt in another customer's name), `400` for a `decidedAt` more than 5 minutes ahead of the
 *   server's clock, `415` for anything but uncompressed JSON, `413` past 2 KiB, `400` for broken
 *   JSON or another body.
 */
export function registerConsentReceipts(vendors: Hono, options: ConsentReceiptsOptions): void {
  const { db, now, allowedOrigins, vendorIdentityKey } = options;
  registerVendorJsonPost(vendors, VENDOR_PATHS.consentReceipts, {
    allowedOrigins,
    maxBodyBytes: CONSENT_RECEIPT_MAX_BODY_BYTES,
    schema: receiptSchema,
    refuse: (receipt) => {
      const nowMs = now();
      if (verifyVendorIdentity(vendorIdentityKey, receipt.identity, nowMs) !== receipt.userId) return { code: 'identity_not_proven' };
      if (Date.parse(receipt.decidedAt) > nowMs + CONSENT_CLOCK_SKEW_S * MS_PER_S) {
        return { code: 'invalid_request', message: 'decidedAt es posterior a la hora del servidor.' };
      }
      return undefined;
    },
    store: ({ identity: _identity, ...receipt }) => recordConsentReceipt(db, receipt, now()),
  });
}
