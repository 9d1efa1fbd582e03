import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { findCustomerByPersonId } from '../../../customers';
import { findLiveSession, issueAuthentication, setAffluentHeader } from '../authenticationResponse';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

/** Which door the identity came through: it decides who may pass. */
type Channel = 'customer' | 'agent' | 'synchronize';

/** Longest device brand accepted; real ones ("Apple", "samsung", "web") are far shorter. */
const MAX_DEVICE_BRAND_LENGTH = 64;

const deviceBrandSchema = z
  .string({ error: 'Falta la cabecera x-device-brand.' })
  .trim()
  .min(1, { error: 'Falta la cabecera x-device-brand.' })
  .max(MAX_DEVICE_BRAND_LENGTH, { error: 'La cabecera x-device-brand es demasiado larga.' });

/**
 * Answers an authentication call from the server session: a fresh token family per profile.
 * Employees pass only the agent door (shell.md §5); customers never pass it.
 */
async function answerWithProfiles(c: Context, ctx: ApiContext, channel: Channel): Promise<Response> {
  if (channel === 'customer') {
    const deviceBrand = validate(deviceBrandSchema, c.req.header('x-device-brand'));
    if (!deviceBrand.ok) return sendError(c, 'invalid_request', { message: deviceBrand.message });
  }
  const nowMs = ctx.now();
  const session = await findLiveSession(c, ctx, nowMs);
  if (session === undefined) return sendError(c, 'no_session');
  const customer = await findCustomerByPersonId(ctx.db, session.personId);
  if (customer === undefined) return sendError(c, 'no_session');
  if (channel === 'agent' && customer.identityKind !== 'EMPLOYEE') return sendError(c, 'agent_only');
  if (channel !== 'agent' && customer.identityKind === 'EMPLOYEE') return sendError(c, 'employee_not_allowed');

  // An agent working for a customer gets the customer's profiles, marked as reached by an
  // employee (shell.md §3, identifyeeType); an agent signed in for no one, their own.
  const assisted = session.assistedPersonId === null ? undefined : await findCustomerByPersonId(ctx.db, session.assistedPersonId);
  if (session.assistedPersonId !== null && assisted === undefined) return sendError(c, 'no_session');
  const owner = assisted ?? customer;
  const body = await issueAuthentication(ctx, session, owner, nowMs, { identifyeeType: customer.identityKind });
  if (body === undefined) return sendError(c, 'no_session');
  setAffluentHeader(c, owner);
  return sendJson(c, body);
}

/**
 * The three authentication calls (shell.md §7): customer login, assisted-channel (agent) login
 * and session synchronisation.
 */
export function registerAccessTokenRoutes(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.customerAccessToken, (c) => answerWithProfiles(c, ctx, 'customer'));
  api.get(API_PATHS.agentAccessToken, (c) => answerWithProfiles(c, ctx, 'agent'));
  api.get(API_PATHS.synchronize, (c) => answerWithProfiles(c, ctx, 'synchronize'));
}
