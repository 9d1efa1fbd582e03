import { createHmac } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { safeEqual } from '../../../crypto';
import { findCustomerByPersonId } from '../../../customers';
import {
  CHANNEL_CODES,
  completeOperationDraft,
  createPendingOperation,
  listLatestOperations,
  OPERATION_TYPE_NAMES,
  PENDING_OPERATION_TYPES,
  SEC_PROCESS_ID_PATTERN,
  type ChannelCode,
  type PendingOperationRecord,
  type PendingOperationStatus,
} from '../../../pendingOperations';
import type { SessionRecord } from '../../../sessions';
import { findLiveSession } from '../authenticationResponse';
import type { ApiContext } from '../context';
import { readSessionCookie } from '../cookies';
import { PAGE_FOR_PEOPLE_HEADERS, escapeHtml, pageForPeople } from '../pageForPeople';
import { API_PATHS } from '../paths';
import { findUnstorableText, unstorableTextMessage, validate } from '../validation';
import { amountMessage, centsOfEuroText, countryNameOf, operationFieldSchemas } from './pendingOperationsInput';
import { BANK_COUNTRY } from '../../../products';

/** A form of ten short fields is well under 1 KiB; anything past this is not the page's form. */
export const BACK_OFFICE_BODY_LIMIT_BYTES = 4 * 1024;
/** How many operations the page lists, newest first. */
const OPERATIONS_SHOWN = 20;

/** Longer than any person id the bank hands out. */
const MAX_PERSON_ID_LENGTH = 32;

const HTTP_SEE_OTHER = 303;
const HTTP_BAD_REQUEST = 400;
const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;
const HTTP_PAYLOAD_TOO_LARGE = 413;

const TITLE = 'Operaciones pendientes (back office)';
const HEADING = 'Operaciones pendientes';
const FOR_STAFF_ONLY =
  '<p>Esta página es para el personal del banco: entra con un usuario empleado (el agente del canal asistido, en ' +
  '<code>/clients/bank-twin/app-login/</code>) y vuelve a abrirla.</p>';
/** Names the anti-CSRF token apart from any other use of the session cookie. */
const FORM_TOKEN_PURPOSE = 'back-office/pending-operations';
const FORM_TOKEN_FIELD = 'formToken';
/** The query parameter the page is sent back to after an operation is created (post/redirect/get). */
const CREATED_PARAMETER = 'creada';

/** The pages for people's headers, and forms that post only to this origin. */
const BACK_OFFICE_HEADERS = {
  ...PAGE_FOR_PEOPLE_HEADERS,
  'Content-Security-Policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
} as const;

const CHANNEL_NAMES: Readonly<Record<ChannelCode, string>> = { 83: 'Ordenador (web)', 86: 'Móvil (app)' };
const STATUS_NAMES: Readonly<Record<PendingOperationStatus, string>> = {
  pending: 'Pendiente',
  confirmed: 'Confirmada',
  rejected: 'Rechazada',
};
// The staff page is Spanish; grouped as the app groups euros ("1.299,00 €", issue 42 §2).
const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** What the form holds, as typed: what a refused form is shown again with, so nothing is lost. */
type FormValues = Record<(typeof FORM_FIELDS)[number], string>;

const FORM_FIELDS = [
  'personId',
  'type',
  'channelCode',
  'device',
  'place',
  'merchant',
  'merchantCountry',
  'amount',
  'cardAlias',
  'panLast4',
  'description',
  'destination',
] as const;

/** The form as it opens: a card payment at a shop, with the values of a login from a new computer ready. */
const DEFAULT_FORM: FormValues = {
  personId: '',
  type: '76',
  channelCode: '',
  device: 'Chrome en Windows',
  place: 'Madrid, España',
  merchant: 'Zapatería Sol',
  merchantCountry: BANK_COUNTRY,
  amount: '49,90',
  cardAlias: '',
  panLast4: '',
  description: '',
  destination: 'posicion-global',
};

/** The labels of the form, which its messages name the fields by. */
const LABELS = {
  personId: 'Cliente',
  type: 'Tipo de operación',
  channelCode: 'Canal donde se confirma',
  device: 'Dispositivo',
  place: 'Lugar',
  merchant: 'Comercio',
  merchantCountry: 'País del comercio',
  amount: 'Importe (€)',
  cardAlias: 'Alias de la tarjeta',
  panLast4: 'Cuatro últimos dígitos de la tarjeta',
  description: 'Descripción',
  destination: 'Destino en la app (ruta)',
} as const satisfies Record<keyof FormValues, string>;

const formSchema = z.object({
  personId: z
    .string({ error: `${LABELS.personId}: elige uno de la lista.` })
    .min(1, { error: `${LABELS.personId}: elige uno de la lista.` })
    .max(MAX_PERSON_ID_LENGTH, { error: `${LABELS.personId}: elige uno de la lista.` }),
  ...operationFieldSchemas(LABELS),
  amount: z.string().optional(),
});

interface CustomerOption {
  personId: string;
  name: string;
  document: string;
}

/**
 * The live session of an employee, or the page refusing anyone else: no session `401`, a
 * customer's `403`, as the monitoring page does (sandbox-api.md, The monitoring page is for staff).
 */
async function requireStaff(c: Context, ctx: ApiContext): Promise<{ session: SessionRecord } | { refusal: Response }> {
  const session = await findLiveSession(c, ctx, ctx.now());
  if (session === undefined) return { refusal: c.html(pageForPeople(TITLE, FOR_STAFF_ONLY), HTTP_UNAUTHORIZED, BACK_OFFICE_HEADERS) };
  const person = await findCustomerByPersonId(ctx.db, session.personId);
  if (person?.identityKind !== 'EMPLOYEE') {
    return { refusal: c.html(pageForPeople(TITLE, FOR_STAFF_ONLY), HTTP_FORBIDDEN, BACK_OFFICE_HEADERS) };
  }
  return { session };
}

/**
 * The form's anti-CSRF token: an HMAC of the session cookie, which is HttpOnly and never leaves
 * the API host, so another site can neither read nor compute it; it changes with every login.
 */
function formTokenOf(c: Context): string {
  return createHmac('sha256', readSessionCookie(c) ?? '')
    .update(FORM_TOKEN_PURPOSE)
    .digest('base64url');
}

/** Whether a form post comes from the page itself: its own origin, or a same-origin fetch without `Origin`. */
function isSameOrigin(c: Context, ctx: ApiContext): boolean {
  const origin = c.req.header('origin');
  return origin === undefined ? c.req.header('sec-fetch-site') === 'same-origin' : origin === ctx.urls.apiOrigin;
}

async function listCustomers(ctx: ApiContext): Promise<CustomerOption[]> {
  const { rows } = await ctx.db.query<CustomerOption>(
    `SELECT person_id AS "personId", trim(name || ' ' || first_surname || ' ' || second_surname) AS name, document
       FROM customers WHERE identity_kind = 'CUSTOMER' ORDER BY first_surname, name, person_id`,
  );
  return rows;
}

const selected = (value: string, current: string) => (value === current ? ' selected' : '');

function option(value: string, text: string, current: string): string {
  return `<option value="${escapeHtml(value)}"${selected(value, current)}>${escapeHtml(text)}</option>`;
}

/** The countries the form offers for a card payment's shop: Spain first, then where customers shop most from abroad. */
const MERCHANT_COUNTRY_CHOICES = [BANK_COUNTRY, 'PT', 'FR', 'DE', 'IT', 'GB', 'IE', 'NL', 'US', 'CN'] as const;

/** One labelled text field, with a hint read with it when given. */
function textField(name: keyof FormValues, values: FormValues, hint?: string, attributes = ''): string {
  const hintId = `${name}-hint`;
  const described = hint === undefined ? '' : ` aria-describedby="${hintId}"`;
  const hintHtml = hint === undefined ? '' : ` <small id="${hintId}">${escapeHtml(hint)}</small>`;
  return `<p><label for="${name}">${escapeHtml(LABELS[name])}</label> <input id="${name}" name="${name}" type="text" value="${escapeHtml(values[name])}"${described}${attributes}>${hintHtml}</p>`;
}

function operationForm(customers: readonly CustomerOption[], values: FormValues, formToken: string): string {
  const customerOptions = [
    option('', 'Elige un cliente', values.personId),
    ...customers.map(({ personId, name, document }) => option(personId, `${name} · ${document} · ${personId}`, values.personId)),
  ].join('');
  const typeOptions = PENDING_OPERATION_TYPES.map((type) => option(type, `${type} · ${OPERATION_TYPE_NAMES[type]}`, values.type)).join('');
  const channelOptions = [
    option('', 'El del tipo', values.channelCode),
    ...CHANNEL_CODES.map((code) => option(String(code), `${code} · ${CHANNEL_NAMES[code]}`, values.channelCode)),
  ].join('');
  const countryOptions = MERCHANT_COUNTRY_CHOICES.map((code) =>
    option(code, `${countryNameOf(code)} (${code})`, values.merchantCountry),
  ).join('');
  return `<form method="post" action="${API_PATHS.backOfficePendingOperations}">
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(formToken)}">
<fieldset><legend>Operación</legend>
<p><label for="personId">${LABELS.personId}</label> <select id="personId" name="personId" required>${customerOptions}</select></p>
<p><label for="type">${LABELS.type}</label> <select id="type" name="type">${typeOptions}</select></p>
<p><label for="channelCode">${LABELS.channelCode}</label> <select id="channelCode" name="channelCode" aria-describedby="channelCode-hint">${channelOptions}</select> <small id="channelCode-hint">El del tipo: 83 para 75, 76, 85 y BUSINESS; 86 para los de Bizum 91 a 95.</small></p>
</fieldset>
<p>Cada tipo usa solo sus campos e ignora los demás; los que usa y dejas vacíos toman un valor de ejemplo.</p>
<fieldset><legend>Acceso (tipos 75, 91 y 92)</legend>
${textField('device', values)}
${textField('place', values)}
</fieldset>
<fieldset><legend>Pago (tipos 76 y 85)</legend>
${textField('merchant', values)}
${textField('amount', values, 'Con coma o punto decimal, p. ej. 49,90.', ' inputmode="decimal"')}
</fieldset>
<fieldset><legend>Tarjeta (tipo 76)</legend>
<p><label for="merchantCountry">${LABELS.merchantCountry}</label> <select id="merchantCountry" name="merchantCountry" aria-describedby="merchantCountry-hint">${countryOptions}</select> <small id="merchantCountry-hint">Fuera de España, una tarjeta con las compras en el extranjero desactivadas no lo paga.</small></p>
${textField('cardAlias', values, 'Vacío: la primera tarjeta del cliente.')}
${textField('panLast4', values, 'Vacío: la primera tarjeta del cliente.', ' inputmode="numeric" maxlength="4"')}
</fieldset>
<fieldset><legend>Otras operaciones (tipos 94, 95 y BUSINESS)</legend>
${textField('description', values, 'Qué se confirma. Vacío: un texto de ejemplo del tipo.')}
${textField('destination', values, 'Solo BUSINESS: la página de la app a la que lleva, p. ej. posicion-global.')}
</fieldset>
<p><button type="submit">Crear la operación pendiente</button></p>
</form>`;
}

function describeOperation({ type, operationData, destination }: PendingOperationRecord): string {
  const { device, place, merchant, merchantCountry, amount, cardAlias, maskedPan, description } = operationData;
  const parts = [
    merchant,
    merchantCountry === undefined ? undefined : countryNameOf(merchantCountry),
    amount === undefined ? undefined : euroFormat.format(amount.amount),
    cardAlias === undefined ? undefined : `${cardAlias} ${maskedPan ?? ''}`.trim(),
    device,
    place,
    description,
    destination === undefined ? undefined : `destino ${destination}`,
  ];
  return `${type} · ${parts.filter((part) => part !== undefined).join(' · ')}`;
}

function operationsTable(operations: readonly PendingOperationRecord[], customers: readonly CustomerOption[]): string {
  if (operations.length === 0) return '<p>Todavía no hay operaciones.</p>';
  const names = new Map(customers.map(({ personId, name }) => [personId, name]));
  const rows = operations
    .map((operation) => {
      const { secProcessId, personId, operationData, status, decidedAt } = operation;
      const decided = decidedAt === null ? '—' : `<time datetime="${decidedAt}">${decidedAt}</time>`;
      return `<tr><td><time datetime="${operationData.createdAt}">${operationData.createdAt}</time></td><td>${escapeHtml(names.get(personId) ?? personId)} (${escapeHtml(personId)})</td><td>${escapeHtml(describeOperation(operation))}</td><td>${operationData.channelCode}</td><td>${STATUS_NAMES[status]}</td><td>${decided}</td><td><code>${escapeHtml(secProcessId)}</code></td></tr>`;
    })
    .join('');
  return `<table><caption>Las ${OPERATIONS_SHOWN} operaciones más recientes, la más nueva primero</caption><thead><tr><th scope="col">Creada</th><th scope="col">Cliente</th><th scope="col">Operación</th><th scope="col">Canal</th><th scope="col">Estado</th><th scope="col">Decidida</th><th scope="col">secProcessId</th></tr></thead><tbody>${rows}</tbody></table>`;
}

interface PageState {
  values: FormValues;
  /** Why the form was refused, shown above it. */
  error?: string;
  /** The operation just created. */
  createdId?: string;
}

async function backOfficePage(c: Context, ctx: ApiContext, state: PageState): Promise<string> {
  const [customers, operations] = await Promise.all([listCustomers(ctx), listLatestOperations(ctx.db, OPERATIONS_SHOWN)]);
  const notice =
    state.error !== undefined
      ? `<div role="alert"><p>No se ha creado la operación. ${escapeHtml(state.error)}</p></div>`
      : state.createdId !== undefined
        ? `<p role="status">Se ha creado la operación <code>${escapeHtml(state.createdId)}</code>: el cliente la verá al entrar o al cambiar de página.</p>`
        : '';
  const body = `${notice}
<p>Crea una operación pendiente de seguridad para un cliente, como si llegara del banco (features.md §4.1), y mira cómo la decide.</p>
${operationForm(customers, state.values, formTokenOf(c))}
<h2>Últimas operaciones</h2>
<p><a href="${API_PATHS.backOfficePendingOperations}">Actualizar la lista</a></p>
${operationsTable(operations, customers)}`;
  return pageForPeople(TITLE, body, HEADING);
}

/**
 * The fields of a form post (the last of a repeated name wins), or `undefined` when the body is not
 * a form. Unlike `readFormBody` it keeps the fields of a form it refuses, so that the page can show
 * them again.
 */
async function readFormFields(c: Context): Promise<Record<string, string> | undefined> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded') return undefined;
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}

/** The page again, `400`, with what was typed and why it was refused. */
async function refuse(c: Context, ctx: ApiContext, values: FormValues, error: string): Promise<Response> {
  return c.html(await backOfficePage(c, ctx, { values, error }), HTTP_BAD_REQUEST, BACK_OFFICE_HEADERS);
}

/** The form's fields as typed, the missing ones empty. */
function formValuesOf(fields: Record<string, string>): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((name) => [name, fields[name] ?? ''])) as FormValues;
}

/** An empty field means "the type's default": the schema sees it as absent. */
function presentFields(values: FormValues): Record<string, string | number> {
  const present: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) if (value.trim() !== '') present[name] = value;
  if (typeof present.channelCode === 'string') present.channelCode = Number(present.channelCode);
  return present;
}

/**
 * `GET /back-office/pending-operations` and its form's `POST` (sandbox-api.md, Pending operations):
 * the bank's staff create a pending operation of any type for any customer, and watch the latest
 * operations appear and be decided. For employees only, like the monitoring page; no script, so
 * the page's CSP holds. The post is checked here rather than by the API's guards, which expect the
 * app's origin and an XSRF header a form cannot send: it must come from the page's own origin and
 * carry the page's anti-CSRF token. A refused form comes back with everything typed in it.
 */
export function registerBackOfficePendingOperationsPage(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.backOfficePendingOperations, async (c) => {
    const staff = await requireStaff(c, ctx);
    if ('refusal' in staff) return staff.refusal;
    const created = c.req.query(CREATED_PARAMETER);
    const state: PageState = { values: DEFAULT_FORM };
    if (created !== undefined && SEC_PROCESS_ID_PATTERN.test(created)) state.createdId = created;
    return c.html(await backOfficePage(c, ctx, state), 200, BACK_OFFICE_HEADERS);
  });

  const limitBody = bodyLimit({
    maxSize: BACK_OFFICE_BODY_LIMIT_BYTES,
    onError: (c) =>
      c.html(
        pageForPeople(TITLE, '<p>El formulario es demasiado grande: no se ha creado ninguna operación.</p>', HEADING),
        HTTP_PAYLOAD_TOO_LARGE,
        BACK_OFFICE_HEADERS,
      ),
  });
  api.post(API_PATHS.backOfficePendingOperations, limitBody, async (c) => {
    const staff = await requireStaff(c, ctx);
    if ('refusal' in staff) return staff.refusal;
    if (!isSameOrigin(c, ctx)) {
      const body = '<p>Este formulario solo se puede enviar desde su propia página. No se ha creado ninguna operación.</p>';
      return c.html(pageForPeople(TITLE, body, HEADING), HTTP_FORBIDDEN, BACK_OFFICE_HEADERS);
    }
    const fields = await readFormFields(c);
    if (fields === undefined) return refuse(c, ctx, DEFAULT_FORM, 'Envía el formulario de esta página.');
    const values = formValuesOf(fields);
    // Before the token: a field the database cannot store is refused whichever field it is in.
    const unstorable = findUnstorableText(fields);
    if (unstorable !== undefined) return refuse(c, ctx, values, unstorableTextMessage(unstorable));
    if (!safeEqual(fields[FORM_TOKEN_FIELD] ?? '', formTokenOf(c))) {
      const body = `<p>La página ha caducado o no es la del banco: no se ha creado ninguna operación. <a href="${API_PATHS.backOfficePendingOperations}">Vuelve a abrirla</a>.</p>`;
      return c.html(pageForPeople(TITLE, body, HEADING), HTTP_FORBIDDEN, BACK_OFFICE_HEADERS);
    }

    const input = validate(formSchema, presentFields(values));
    if (!input.ok) return refuse(c, ctx, values, input.message);
    const { amount, personId, ...operationFields } = input.data;
    const amountCents = amount === undefined ? undefined : centsOfEuroText(amount);
    if (amount !== undefined && amountCents === undefined) return refuse(c, ctx, values, amountMessage(LABELS.amount));
    const customer = await findCustomerByPersonId(ctx.db, personId);
    if (customer?.identityKind !== 'CUSTOMER') return refuse(c, ctx, values, `${LABELS.personId}: elige uno de la lista.`);

    const draft = await completeOperationDraft(ctx.db, { ...operationFields, amountCents, personId });
    if (!draft.ok) return refuse(c, ctx, values, draft.message);
    const operation = await createPendingOperation(ctx.db, draft.operation, ctx.now());
    return c.redirect(`${API_PATHS.backOfficePendingOperations}?${CREATED_PARAMETER}=${operation.secProcessId}`, HTTP_SEE_OTHER);
  });
}
