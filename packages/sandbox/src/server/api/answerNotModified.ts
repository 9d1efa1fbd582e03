import type { MiddlewareHandler } from 'hono';
import { ifNoneMatchMatches } from '../revalidation';

const HTTP_OK = 200;
const HTTP_NOT_MODIFIED = 304;

/** Headers that describe a body, which a `304` has none of. */
const BODY_HEADERS = ['Content-Type', 'Content-Length', 'Content-Encoding'] as const;

/**
 * Turns a `200` to a GET whose ETag the request's `If-None-Match` names into a `304` without
 * body (RFC 9110 §13.1.2). It looks at the answer as sent, after compression, so the ETag it
 * compares is the one of the encoding the client would get.
 */
export const answerNotModified: MiddlewareHandler = async (c, next) => {
  await next();
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.res.status !== HTTP_OK) return;
  const etag = c.res.headers.get('ETag');
  if (etag === null || !ifNoneMatchMatches(c.req.header('if-none-match'), etag)) return;
  const headers = new Headers(c.res.headers);
  for (const name of BODY_HEADERS) {
    headers.delete(name);
    c.res.headers.delete(name);
  }
  c.res = new Response(null, { status: HTTP_NOT_MODIFIED, headers });
};
