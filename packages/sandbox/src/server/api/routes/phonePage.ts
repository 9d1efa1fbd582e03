import type { Hono } from 'hono';
import { findLiveSession } from '../authenticationResponse';
import type { ApiContext } from '../context';
import { PAGE_FOR_PEOPLE_HEADERS, escapeHtml, pageForPeople } from '../pageForPeople';
import { API_PATHS } from '../paths';

const HTTP_UNAUTHORIZED = 401;
const TITLE = 'Teléfono de demostración';

/**
 * `GET /phone/`: the demo phone of the customer whose session cookie comes with the request, so a
 * one-time password is read where a customer would read it, and never in a log. Another
 * customer's messages are never shown.
 */
export function registerPhonePage(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.phonePage, async (c) => {
    const session = await findLiveSession(c, ctx, ctx.now());
    if (session === undefined) {
      const body = '<p>Inicia sesión en la app para ver los mensajes que el banco envía a tu teléfono.</p>';
      return c.html(pageForPeople(TITLE, body), HTTP_UNAUTHORIZED, PAGE_FOR_PEOPLE_HEADERS);
    }
    const messages = ctx.phone.messagesFor(session.personId);
    const items = messages
      .map(({ text, sentAtMs }) => {
        const sentAt = new Date(sentAtMs).toISOString();
        return `<li><time datetime="${sentAt}">${sentAt}</time>: ${escapeHtml(text)}</li>`;
      })
      .join('');
    const body = messages.length === 0 ? '<p>No hay mensajes.</p>' : `<p>El más nuevo primero.</p><ol>${items}</ol>`;
    return c.html(pageForPeople(TITLE, body), 200, PAGE_FOR_PEOPLE_HEADERS);
  });
}
