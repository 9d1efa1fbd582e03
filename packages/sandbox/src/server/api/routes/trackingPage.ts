import type { Hono } from 'hono';
import { z } from 'zod';
import { listTrackingEvents, MAX_TRACKING_VALUE_CHARACTERS, type StoredTrackingEvent } from '../../../tracking';
import type { ApiContext } from '../context';
import { PAGE_FOR_PEOPLE_HEADERS, escapeHtml, pageForPeople } from '../pageForPeople';
import { API_PATHS } from '../paths';
import { refuseAnyoneButStaff } from '../staffPages';
import { readQuery, validate } from '../validation';

const TRACKING_EVENTS_SHOWN = 200;
const HTTP_BAD_REQUEST = 400;
const TITLE = 'Analítica del sandbox';
const HEADING = 'Lo que ha recibido la analítica';

/** The variables shown in columns of their own; every other one goes in the last column. */
const COLUMN_VARIABLES = ['page_name', 'page_domain_type', 'client_cip', 'event_name'] as const;

const querySchema = z.strictObject(
  {
    // A page name is a variable's value: a longer one matches no event. An empty filter, as the
    // form sends it once cleared, is no filter.
    pageName: z
      .string()
      .max(MAX_TRACKING_VALUE_CHARACTERS, { error: `pageName admite como mucho ${MAX_TRACKING_VALUE_CHARACTERS} caracteres.` })
      .transform((pageName) => (pageName === '' ? undefined : pageName))
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Parámetros desconocidos: ${(issue.keys ?? []).join(', ')}.` : 'La consulta no es válida.',
  },
);

const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;

function otherVariables(data: Readonly<Record<string, string>>): string {
  return Object.entries(data)
    .filter(([name]) => !(COLUMN_VARIABLES as readonly string[]).includes(name))
    .map(([name, value]) => `${name}=${value}`)
    .join(' · ');
}

function eventRow({ receivedAt, kind, data }: StoredTrackingEvent): string {
  const columns = COLUMN_VARIABLES.map((name) => data[name] ?? '');
  return `<tr>${[receivedAt, kind, ...columns, otherVariables(data)].map(cell).join('')}</tr>`;
}

function filterForm(pageName: string | undefined): string {
  return (
    `<form method="get" action="${API_PATHS.trackingPage}"><label>page_name exacto ` +
    `<input name="pageName" value="${escapeHtml(pageName ?? '')}"></label> <button type="submit">Filtrar</button></form>`
  );
}

/**
 * `GET /tracking/`: what the tag manager's collector on the vendors host received, the newest 200
 * events first, for the bank's staff only, as the monitoring page (SECURITY.md rule 16): events of
 * private pages carry the customer's personId (`client_cip`). `?pageName=` keeps one page's
 * events (exact match). Everything the page sent is escaped; no CORS, so the app's own scripts
 * cannot read it either.
 */
export function registerTrackingPage(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.trackingPage, async (c) => {
    const refusal = await refuseAnyoneButStaff(c, ctx, TITLE);
    if (refusal !== undefined) return refusal;

    const parameters = readQuery(c);
    const query = parameters.ok ? validate(querySchema, parameters.data) : parameters;
    if (!query.ok) {
      const body = `<p>${escapeHtml(query.message)}</p>${filterForm(undefined)}`;
      return c.html(pageForPeople(TITLE, body, HEADING), HTTP_BAD_REQUEST, PAGE_FOR_PEOPLE_HEADERS);
    }
    const { pageName } = query.data;
    const events = await listTrackingEvents(ctx.db, { pageName, limit: TRACKING_EVENTS_SHOWN });
    const summary =
      pageName === undefined
        ? `<p>${events.length} eventos recientes, el más nuevo primero.</p>`
        : `<p>${events.length} eventos recientes de la página <code>${escapeHtml(pageName)}</code>, el más nuevo primero. ` +
          `<a href="${API_PATHS.trackingPage}">Ver todos</a></p>`;
    const head = ['Recibido', 'Tipo', 'Página', 'pub/priv', 'client_cip', 'Evento', 'Otras variables']
      .map((name) => `<th>${name}</th>`)
      .join('');
    const body = `${filterForm(pageName)}${summary}<table><thead><tr>${head}</tr></thead><tbody>${events.map(eventRow).join('')}</tbody></table>`;
    return c.html(pageForPeople(TITLE, body, HEADING), 200, PAGE_FOR_PEOPLE_HEADERS);
  });
}
