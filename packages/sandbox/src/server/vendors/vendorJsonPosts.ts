import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { sendError, type ApiErrorCode } from '../api/errors';
import { sendNoContent } from '../api/json';
import { hasMediaType, readJsonBody, validate } from '../api/validation';
import { refuseOtherOrigins } from './vendorHeaders';

/**
 * How long a browser may reuse the preflight: two hours, Chromium's ceiling, as the API's. The
 * page posts to a vendor again and again (a receipt per login, an event per page view), so
 * without it each post would cost two round trips.
 */
const VENDOR_PREFLIGHT_MAX_AGE_S = 7_200;

/** Refusals are plain JSON, as an outside service sends them: no anti-hijack prefix. */
const refuse = (c: Context, code: ApiErrorCode, message?: string) =>
  sendError(c, code, { antiHijackPrefix: false, ...(message === undefined ? {} : { message }) });

/**
 * Only uncompressed JSON: `415` for another content type or any `Content-Encoding` but identity.
 * What the page posts to a vendor is too small to gain from compression, and refusing it spares
 * the sandbox inflating what a stranger sends (a small gzip body can inflate a thousandfold).
 */
const requireUncompressedJson: MiddlewareHandler = async (c, next) => {
  const encoding = c.req.header('content-encoding')?.trim().toLowerCase() ?? '';
  if (encoding !== '' && encoding !== 'identity') {
    return refuse(c, 'unsupported_media_type', 'El cuerpo debe ir sin comprimir (Content-Encoding).');
  }
  if (!hasMediaType(c, 'application/json')) return refuse(c, 'unsupported_media_type');
  return next();
};

/** Options of {@link registerVendorJsonPost}. */
export interface VendorJsonPostOptions<T> {
  /** The bank page's origins: the app's, and the dev server's when there is one. */
  allowedOrigins: ReadonlySet<string>;
  /** Past this, `413` without reading further. */
  maxBodyBytes: number;
  /** The body, exactly; its messages (Spanish) go back in the `400`. */
  schema: z.ZodType<T>;
  /**
   * What the body must prove beyond its shape, checked before it is kept: undefined to keep it, or
   * the refusal (the customer's identity the bank signed, a time not ahead of the server's).
   */
  refuse?: (body: T) => VendorRefusal | undefined;
  /** Keeps what was posted; the answer waits for it. */
  store: (body: T) => Promise<unknown>;
}

/** Why a vendor service will not keep a body: an API error code and, at times, its own message. */
export interface VendorRefusal {
  code: ApiErrorCode;
  message?: string;
}

/**
 * A service of the vendors host that the bank's page posts JSON to, as an outside company's:
 *
 * - `OPTIONS <path>`: the preflight of the page's POST (it sends JSON): `204`, `POST` with
 *   `content-type` allowed, for two hours.
 * - `POST <path>` with a body the schema takes and `refuse` lets through: stores it and answers
 *   `204`. `403` from another page's origin or with none (preflight included: only the bank's page
 *   posts here, and a browser always names it), `415` for anything but uncompressed JSON, `413`
 *   past the limit, `400` for broken JSON or another body, and `refuse`'s own; refusals store
 *   nothing.
 */
export function registerVendorJsonPost<T>(vendors: Hono, path: string, options: VendorJsonPostOptions<T>): void {
  const { allowedOrigins, maxBodyBytes, schema, store } = options;
  // A POST must name the bank's page; anything else (the preflight, a stray GET) only not another's.
  vendors.use(path, refuseOtherOrigins(allowedOrigins, { requireOriginFor: 'POST' }));

  vendors.options(path, (c) => {
    c.header('Access-Control-Allow-Methods', 'POST');
    c.header('Access-Control-Allow-Headers', 'content-type');
    c.header('Access-Control-Max-Age', String(VENDOR_PREFLIGHT_MAX_AGE_S));
    return sendNoContent(c);
  });

  vendors.post(
    path,
    requireUncompressedJson,
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => refuse(c, 'payload_too_large') }),
    async (c) => {
      const body = await readJsonBody(c);
      const input = body.ok ? validate(schema, body.data) : body;
      if (!input.ok) return refuse(c, 'invalid_request', input.message);
      const refusal = options.refuse?.(input.data);
      if (refusal !== undefined) return refuse(c, refusal.code, refusal.message);
      await store(input.data);
      return sendNoContent(c);
    },
  );
}
