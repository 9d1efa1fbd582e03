import type { MiddlewareHandler } from 'hono';
import { API_ANSWER_COMPRESSION, compressBody, negotiateContentEncoding, varyOnAcceptEncoding } from '../contentEncoding';
import { etagForEncoding } from '../revalidation';
import { API_PATHS } from './paths';

/** JSON answers shorter than this are sent as they are: compressing them saves next to nothing. */
export const API_COMPRESSION_MIN_BYTES = 1024;

/**
 * Answers that carry credentials: access and refresh tokens (access-token, synchronize,
 * generate-ticket, `/oauth2/token`), tickets (generate-ticket) and one-time passwords (the OTP
 * answer's `sandboxOtp`). They are never compressed. Compressing a secret in the same body as
 * text an attacker can influence lets the attacker read the secret from the compressed length,
 * one guessed character at a time (the BREACH attack): a guess that matches the secret
 * compresses better. No saving in bytes is worth that.
 */
const CREDENTIAL_BEARING_PATHS: ReadonlySet<string> = new Set([
  API_PATHS.customerAccessToken,
  API_PATHS.agentAccessToken,
  API_PATHS.synchronize,
  API_PATHS.generateTicket,
  API_PATHS.otp,
  API_PATHS.token,
]);

const HTTP_NO_CONTENT = 204;
const HTTP_NOT_MODIFIED = 304;

/** Whether an answer may be compressed at all, before its size is known. */
function isCompressible(request: { method: string; path: string }, response: Response): boolean {
  if (request.method === 'HEAD' || response.body === null) return false;
  if (response.status === HTTP_NO_CONTENT || response.status === HTTP_NOT_MODIFIED) return false;
  if (response.headers.has('Content-Encoding')) return false;
  if (!(response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json')) return false;
  return !CREDENTIAL_BEARING_PATHS.has(request.path);
}

/**
 * Compresses JSON answers of {@link API_COMPRESSION_MIN_BYTES} or more on the fly, with brotli
 * or gzip as the request's `Accept-Encoding` asks, at fast settings: `Content-Encoding`, `Vary:
 * Accept-Encoding`, the length of the compressed bytes, and an ETag of that encoding. HEAD, `204`
 * and `304` answers, answers already encoded and answers that carry credentials are left alone.
 */
export const compressJsonAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (!isCompressible({ method: c.req.method, path: c.req.path }, c.res)) return;
  const identity = new Uint8Array(await c.res.clone().arrayBuffer());
  if (identity.byteLength < API_COMPRESSION_MIN_BYTES) return;
  varyOnAcceptEncoding(c.res.headers);
  const coding = negotiateContentEncoding(c.req.header('accept-encoding'), ['br', 'gzip', 'identity']);
  if (coding !== 'br' && coding !== 'gzip') return;
  const compressed = await compressBody(identity, coding, API_ANSWER_COMPRESSION);
  const headers = c.res.headers;
  headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(compressed.byteLength));
  const etag = headers.get('ETag');
  if (etag !== null) headers.set('ETag', etagForEncoding(etag, coding));
  // Hono copies the old answer's headers onto the new one: they were changed in place above.
  c.res = new Response(compressed, { status: c.res.status, statusText: c.res.statusText, headers });
};
