import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Now } from '../../clock';
import { CONSENT_USER_ID_PATTERN, recordConsentReceipt } from '../../consent';
import type { Database } from '../../db';
import { sendError, type ApiErrorCode } from '../api/errors';
import { sendNoContent } from '../api/json';
import { hasMediaType, readJsonBody, validate } from '../api/validation';
import { VENDOR_PATHS } from './paths';
import { refuseOtherOrigins } from './vendorHeaders';

/** A receipt is about a hundred bytes: anything past 2 KiB is not one. */
const CONSENT_RECEIPT_MAX_BODY_BYTES = 2 * 1024;
/**
 * How long a browser may reuse the preflight: two hours, Chromium's ceiling, as the API's. The
 * consent manager pushes once per login, so without it each push would cost two round trips.
 */
const RECEIPTS_PREFLIGHT_MAX_AGE_S = 7_200;
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

const refuse = (c: Context, code: ApiErrorCode, message?: string) =>
  sendError(c, code, { antiHijackPrefix: false, ...(message === undefined ? {} : { message }) });

/**
 * Only uncompressed JSON: `415` for another content type or any `Content-Encoding` but identity.
 * A receipt is too small to gain from compression, and refusing it spares the sandbox inflating
 * what a stranger sends (a small gzip body can inflate a thousandfold).
 */
const requireUncompressedJson: MiddlewareHandler = async (c, next) => {
  const encoding = c.req.header('content-encoding')?.trim().toLowerCase() ?? '';
  if (encoding !== '' && encoding !== 'identity') {
    return refuse(c, 'unsupported_media_type', 'El cuerpo debe ir sin comprimir (Content-Encoding).');
  }
  if (!hasMediaType(c, 'application/json')) return refuse(c, 'unsupported_media_type');
  return next();
};

/** Options of {@link registerConsentReceipts}. */
export interface ConsentReceiptsOptions {
  db: Database;
  now: Now;
  /** The bank page's origins: the app's, and the dev server's when there is one. */
  allowedOrigins: ReadonlySet<string>;
}

/**
 * The consent manager's receipts on the vendors host (sandbox-api.md, Consent):
 *
 * - `OPTIONS /consent/v1/receipts`: the preflight of the bank's page (its POST sends JSON):
 *   `204`, `POST` with `content-type` allowed.
 * - `POST /consent/v1/receipts` with `{ userId, choices: { analytics, personalisation }, decidedAt }`,
 *   nothing else: stores the customer's latest choices, counts the push, answers `204`. `403` from
 *   another page's origin, `415` for anything but uncompressed JSON, `413` past 2 KiB, `400` for
 *   broken JSON or another body.
 */
export function registerConsentReceipts(vendors: Hono, options: ConsentReceiptsOptions): void {
  const { db, now, allowedOrigins } = options;
  vendors.use(VENDOR_PATHS.consentReceipts, refuseOtherOrigins(allowedOrigins));

  vendors.options(VENDOR_PATHS.consentReceipts, (c) => {
    c.header('Access-Control-Allow-Methods', 'POST');
    c.header('Access-Control-Allow-Headers', 'content-type');
    c.header('Access-Control-Max-Age', String(RECEIPTS_PREFLIGHT_MAX_AGE_S));
    return sendNoContent(c);
  });

  vendors.post(
    VENDOR_PATHS.consentReceipts,
    requireUncompressedJson,
    bodyLimit({ maxSize: CONSENT_RECEIPT_MAX_BODY_BYTES, onError: (c) => refuse(c, 'payload_too_large') }),
    async (c) => {
      const body = await readJsonBody(c);
      const input = body.ok ? validate(receiptSchema, body.data) : body;
      if (!input.ok) return refuse(c, 'invalid_request', input.message);
      await recordConsentReceipt(db, input.data, now());
      return sendNoContent(c);
    },
  );
}
