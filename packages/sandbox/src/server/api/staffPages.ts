import type { Context } from 'hono';
import { findCustomerByPersonId } from '../../customers';
import { findLiveSession } from './authenticationResponse';
import type { ApiContext } from './context';
import { PAGE_FOR_PEOPLE_HEADERS, pageForPeople } from './pageForPeople';

const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;
const FOR_STAFF_ONLY =
  '<p>Esta página es para el personal del banco: entra con un usuario empleado (el agente del canal asistido, en ' +
  '<code>/clients/bank-twin/app-login/</code>) y vuelve a abrirla.</p>';

/**
 * The refusal of a page for the bank's staff only (SECURITY.md rule 16), or `undefined` when the
 * request carries the live session of an employee: without a session `401`, with a customer's
 * `403`, both a page saying who may open it and nothing more (sandbox-api.md, The monitoring page
 * is for staff).
 */
export async function refuseAnyoneButStaff(c: Context, ctx: ApiContext, title: string): Promise<Response | undefined> {
  const session = await findLiveSession(c, ctx, ctx.now());
  if (session === undefined) return c.html(pageForPeople(title, FOR_STAFF_ONLY), HTTP_UNAUTHORIZED, PAGE_FOR_PEOPLE_HEADERS);
  const person = await findCustomerByPersonId(ctx.db, session.personId);
  if (person?.identityKind !== 'EMPLOYEE') return c.html(pageForPeople(title, FOR_STAFF_ONLY), HTTP_FORBIDDEN, PAGE_FOR_PEOPLE_HEADERS);
  return undefined;
}
