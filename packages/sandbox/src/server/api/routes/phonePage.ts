import type { Hono } from 'hono';
import { findLiveSession } from '../authenticationResponse';
import type { ApiContext } from '../context';
import { API_PATHS } from '../paths';

const HTTP_UNAUTHORIZED = 401;
/** Not framed, not read by another site or by the app's scripts (see `corsForAllowedOrigins`). */
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html><html lang="es-ES"><head><meta charset="utf-8"><title>Teléfono de demostración</title></head><body><h1>Teléfono de demostración</h1>${body}</body></html>`;
}

/**
 * `GET /phone/`: the demo phone of the customer whose session cookie comes with the request, so a
 * one-time password is read where a customer would read it, and never in a log. Another
 * customer's messages are never shown.
 */
export function registerPhonePage(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.phonePage, async (c) => {
    const session = await findLiveSession(c, ctx, ctx.now());
    if (session === undefined) {
      return c.html(
        page('<p>Inicia sesión en la app para ver los mensajes que el banco envía a tu teléfono.</p>'),
        HTTP_UNAUTHORIZED,
        PAGE_HEADERS,
      );
    }
    const messages = ctx.phone.messagesFor(session.personId);
    const items = messages
      .map(
        ({ text, sentAtMs }) =>
          `<li><time datetime="${new Date(sentAtMs).toISOString()}">${new Date(sentAtMs).toISOString()}</time>: ${escapeHtml(text)}</li>`,
      )
      .join('');
    const body = messages.length === 0 ? '<p>No hay mensajes.</p>' : `<p>El más nuevo primero.</p><ol>${items}</ol>`;
    return c.html(page(body), 200, PAGE_HEADERS);
  });
}
