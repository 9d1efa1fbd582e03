import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { TOKEN_PATTERN } from '../../../crypto';
import { PIN_RECOVERY_COOKIE, recoveryPhoneOf } from '../../../pinRecovery';
import { findLiveSession } from '../authenticationResponse';
import type { ApiContext } from '../context';
import { PAGE_FOR_PEOPLE_HEADERS, escapeHtml, pageForPeople } from '../pageForPeople';
import { API_PATHS } from '../paths';

const HTTP_UNAUTHORIZED = 401;
const TITLE = 'Teléfono de demostración';

/**
 * Whose messages the request may read: the session's customer's, all of them; without a session,
 * those of the customer a PIN recovery in this browser matched, sent since it started (issue 42 §1:
 * the recovery's code is read on the phone by someone who cannot log in).
 */
async function phoneReaderOf(c: Context, ctx: ApiContext): Promise<{ personId: string; sinceMs: number } | undefined> {
  const nowMs = ctx.now();
  const session = await findLiveSession(c, ctx, nowMs);
  if (session !== undefined) return { personId: session.personId, sinceMs: 0 };
  const recovery = getCookie(c, PIN_RECOVERY_COOKIE);
  return recovery !== undefined && TOKEN_PATTERN.test(recovery) ? recoveryPhoneOf(ctx.db, recovery, nowMs) : undefined;
}

/**
 * `GET /phone/`: the demo phone of the customer whose session cookie comes with the request, so a
 * one-time password is read where a customer would read it, and never in a log. Another
 * customer's messages are never shown.
 */
export function registerPhonePage(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.phonePage, async (c) => {
    const reader = await phoneReaderOf(c, ctx);
    if (reader === undefined) {
      const body = '<p>Inicia sesión en la app para ver los mensajes que el banco envía a tu teléfono.</p>';
      return c.html(pageForPeople(TITLE, body), HTTP_UNAUTHORIZED, PAGE_FOR_PEOPLE_HEADERS);
    }
    const messages = ctx.phone.messagesFor(reader.personId).filter(({ sentAtMs }) => sentAtMs >= reader.sinceMs);
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
