import type { Hono } from 'hono';
import { z } from 'zod';
import { findCustomerByDocument, findCustomerByPersonId, type CustomerRecord } from '../../../customers';
import { verifyStaffCredentials } from '../../../login';
import { openSession } from '../../../sessions';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { setLoginCookies } from '../cookies';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';
import { checkWithinLoginLimits, documentSchema, pinSchema } from './login';

/** A staff id: the employee's eight-digit person id at the bank. */
const STAFF_ID_PATTERN = /^\d{8}$/;

const agentLoginSchema = z.object({
  staffId: z
    .string({ error: 'Falta el identificador de empleado.' })
    .trim()
    .regex(STAFF_ID_PATTERN, { error: 'El identificador de empleado tiene 8 cifras.' }),
  pin: pinSchema,
  customerDocument: documentSchema,
});

/** Staff tries are counted apart from customers' documents, which never look like this. */
const staffLimitKey = (staffId: string): string => `staff:${staffId}`;

/**
 * `POST /assisted_channels/login`: an assisted-channel agent (an EMPLOYEE identity) signs in with
 * a staff id and PIN to work for one customer, named by document (sandbox-api.md, Assisted
 * channel). The staff credentials are checked within the login limits, as a customer's are;
 * only then is the customer looked up, so who is a customer is told to staff alone. The session
 * opened is the agent's and names the customer: the agent login then answers with the customer's
 * profiles.
 */
export function registerAgentLoginRoute(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.agentLogin, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(agentLoginSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const { staffId, pin, customerDocument } = input.data;
    const checked = await checkWithinLoginLimits(c, ctx, staffLimitKey(staffId), () => verifyStaffCredentials(ctx.db, { staffId, pin }));
    if (!checked.ok) return checked.response;

    const customer = await findCustomerByDocument(ctx.db, customerDocument);
    if (customer === undefined || customer.identityKind !== 'CUSTOMER') return sendError(c, 'assisted_customer_not_found');
    const session = await openSession(ctx.db, checked.found.personId, ctx.now(), { assistedPersonId: customer.personId });
    setLoginCookies(c, session, ctx.urls.appHost);
    return sendJson(c, { ok: true });
  });

  /**
   * `GET /assisted_channels/session` (bearer): who is assisting whom, for the assisted client's
   * banner on every page (issue 38 §3): `200 { agent: { staffId, name }, customer: { name } }`;
   * a customer's own token is `404 not_assisted`.
   */
  api.get(API_PATHS.assistedSession, requireBearer(ctx.db, ctx.now), async (c) => {
    const { employeeId, personId } = c.get('principal');
    if (employeeId === null) return sendError(c, 'not_assisted');
    const [agent, customer] = await Promise.all([findCustomerByPersonId(ctx.db, employeeId), findCustomerByPersonId(ctx.db, personId)]);
    if (agent === undefined || customer === undefined) return sendError(c, 'not_assisted');
    return sendJson(c, { agent: { staffId: agent.personId, name: fullName(agent) }, customer: { name: fullName(customer) } });
  });
}

/** Name and surnames, the empty ones left out. */
function fullName(person: CustomerRecord): string {
  return [person.name, person.firstSurname, person.secondSurname].filter((part) => part !== '').join(' ');
}
