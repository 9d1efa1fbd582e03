import type { Hono } from 'hono';
import type { ApiContext } from '../context';
import { PAGE_FOR_PEOPLE_HEADERS, escapeHtml, pageForPeople } from '../pageForPeople';
import { API_PATHS } from '../paths';
import { refuseAnyoneButStaff } from '../staffPages';

const MONITORING_EVENTS_SHOWN = 100;
const TITLE = 'Monitorización del sandbox';

function describeEvent(kind: string, body: unknown): string {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const pick = (...keys: string[]) => keys.map((key) => fields[key]).find((value) => typeof value === 'string');
  if (kind === 'metadata') {
    const user = fields['user'] as { id?: unknown } | undefined;
    const labels = fields['labels'];
    return `user ${typeof user?.id === 'string' ? user.id : '—'}; labels ${JSON.stringify(labels ?? {})}`;
  }
  const context = fields['context'] as { user?: { id?: unknown } } | undefined;
  const user = typeof context?.user?.id === 'string' ? `user ${context.user.id}` : undefined;
  return [pick('name', 'n'), pick('type', 't'), user].filter(Boolean).join(' · ');
}

/**
 * `GET /apm/`: what the monitoring intake received, for the bank's staff only (SECURITY.md rule
 * 16). It lists customers' personIds and the pages they visited, so it needs the session of an
 * employee: no session `401`, a customer's `403`. Like every page for people it has no CORS, so
 * the app's own scripts cannot read it either.
 */
export function registerMonitoringPage(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.monitoringPage, async (c) => {
    const refusal = await refuseAnyoneButStaff(c, ctx, TITLE);
    if (refusal !== undefined) return refusal;

    const { rows } = await ctx.db.query<{ receivedAt: Date; kind: string; body: unknown }>(
      // Spans are many and say little on their own: the page shows sessions, transactions and errors.
      `SELECT received_at AS "receivedAt", kind, body FROM monitoring_events WHERE kind <> 'span' ORDER BY event_id DESC LIMIT $1`,
      [MONITORING_EVENTS_SHOWN],
    );
    const items = rows
      .map(
        ({ receivedAt, kind, body }) =>
          `<tr><td>${receivedAt.toISOString()}</td><td>${escapeHtml(kind)}</td><td>${escapeHtml(describeEvent(kind, body))}</td></tr>`,
      )
      .join('');
    const body = `<p>${rows.length} eventos recientes (sin los spans), el más nuevo primero.</p><table><thead><tr><th>Recibido</th><th>Tipo</th><th>Detalle</th></tr></thead><tbody>${items}</tbody></table>`;
    return c.html(pageForPeople(TITLE, body, 'Lo que ha recibido la monitorización'), 200, PAGE_FOR_PEOPLE_HEADERS);
  });
}
