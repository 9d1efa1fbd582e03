import type { Context } from 'hono';
import { strongEtagOf } from '../revalidation';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Written before every JSON body, so that the response is not valid script and a page that
 * includes it with `<script src>` cannot read it (OWASP AJAX cheat sheet; SECURITY.md rule 7).
 * The client strips it before parsing.
 */
export const ANTI_HIJACK_PREFIX = ")]}',\n";

/** The content type of every JSON response. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The exact text {@link sendJson} sends for a body: the anti-hijack prefix, then the JSON. */
export function jsonText(body: object): string {
  return `${ANTI_HIJACK_PREFIX}${JSON.stringify(body)}`;
}

/** Options of {@link sendJson}. */
export interface SendJsonOptions {
  /**
   * False only for the OAuth endpoints: OAuth clients read plain JSON (RFC 6749 §5.1), and a
   * POST-only answer cannot be read by a page through `<script src>` anyway. @default true
   */
  antiHijackPrefix?: boolean;
}

/**
 * Sends a JSON response with the anti-hijack prefix. The top level is an object or an array,
 * never a bare value (SECURITY.md rule 7).
 */
export function sendJson(c: Context, body: object, status: ContentfulStatusCode = 200, options: SendJsonOptions = {}): Response {
  const text = options.antiHijackPrefix === false ? JSON.stringify(body) : jsonText(body);
  return c.body(text, status, { 'Content-Type': JSON_CONTENT_TYPE });
}

/**
 * Sends a JSON response as {@link sendJson} does, with a strong ETag of the bytes sent, for an
 * answer a browser may keep and revalidate (`answerNotModified` turns a match into a `304`).
 */
export function sendRevalidatedJson(c: Context, body: object): Response {
  const text = jsonText(body);
  return c.body(text, 200, { 'Content-Type': JSON_CONTENT_TYPE, ETag: strongEtagOf(text) });
}

const HTTP_NO_CONTENT = 204;

/** `204` with no body: the API's "there is none" where a bare `null` would be the only JSON to send. */
export function sendNoContent(c: Context): Response {
  return c.body(null, HTTP_NO_CONTENT);
}
