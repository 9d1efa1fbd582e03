import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  AFFLUENT_HEADER,
  affluentHeaderValue,
  findCustomerByPersonId,
  listProfiles,
  type CustomerRecord,
  type IdentityKind,
  type ProfileKind,
  type ProfileRecord,
} from '../../../customers';
import { findSessionByToken, sessionState, touchSession, type SessionRecord } from '../../../sessions';
import { openTokenFamily, type IssuedTokens } from '../../../tokens';
import type { ApiContext } from '../context';
import { readSessionCookie } from '../cookies';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { validate } from '../validation';

/** A profile with its tokens, as the authentication response lists it (sandbox-api.md, Shapes). */
interface ProfileWithTokens {
  profileId: string;
  setId: string;
  accessToken: string;
  refreshToken: string;
  accessTokenTimeToLive: number;
  personId: string;
  default: boolean;
  identifyeeType: IdentityKind;
  name: string;
  kind: ProfileKind;
}

/** Which door the identity came through: it decides who may pass. */
type Channel = 'customer' | 'agent' | 'synchronize';

/** Longest device brand accepted; real ones ("Apple", "samsung", "web") are far shorter. */
const MAX_DEVICE_BRAND_LENGTH = 64;

const deviceBrandSchema = z
  .string({ error: 'Falta la cabecera x-device-brand.' })
  .trim()
  .min(1, { error: 'Falta la cabecera x-device-brand.' })
  .max(MAX_DEVICE_BRAND_LENGTH, { error: 'La cabecera x-device-brand es demasiado larga.' });

function toProfileWithTokens(profile: ProfileRecord, customer: CustomerRecord, tokens: IssuedTokens): ProfileWithTokens {
  return {
    profileId: profile.profileId,
    setId: profile.setId,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenTimeToLive: tokens.accessTokenTtlS,
    personId: customer.personId,
    default: profile.isDefault,
    identifyeeType: customer.identityKind,
    name: profile.displayName,
    kind: profile.kind,
  };
}

async function issueProfiles(
  ctx: ApiContext,
  session: SessionRecord,
  customer: CustomerRecord,
  nowMs: number,
): Promise<ProfileWithTokens[]> {
  const profiles = await listProfiles(ctx.db, customer.personId);
  return ctx.db.transaction(async (tx) => {
    await touchSession(tx, session.sessionHash, nowMs);
    const issued: ProfileWithTokens[] = [];
    for (const profile of profiles) {
      const owner = { sessionHash: session.sessionHash, profileId: profile.profileId, loginAtMs: session.createdAt.getTime() };
      issued.push(toProfileWithTokens(profile, customer, await openTokenFamily(tx, owner, nowMs)));
    }
    return issued;
  });
}

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
  const sessionToken = readSessionCookie(c);
  const session = sessionToken === undefined ? undefined : await findSessionByToken(ctx.db, sessionToken);
  if (session === undefined || sessionState(session, nowMs) !== 'live') return sendError(c, 'no_session');
  const customer = await findCustomerByPersonId(ctx.db, session.personId);
  if (customer === undefined) return sendError(c, 'no_session');
  if (channel === 'agent' && customer.identityKind !== 'EMPLOYEE') return sendError(c, 'agent_only');
  if (channel !== 'agent' && customer.identityKind === 'EMPLOYEE') return sendError(c, 'employee_not_allowed');

  const accessTokens = await issueProfiles(ctx, session, customer, nowMs);
  c.header(AFFLUENT_HEADER, affluentHeaderValue(customer.affluentLevel));
  return sendJson(c, { person: { id: customer.personId }, accessTokens });
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
