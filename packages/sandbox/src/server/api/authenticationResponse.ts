import type { Context } from 'hono';
import {
  AFFLUENT_HEADER,
  affluentHeaderValue,
  listProfiles,
  type CustomerRecord,
  type IdentityKind,
  type ProfileKind,
  type ProfileRecord,
} from '../../customers';
import {
  closedProfilesOf,
  findSessionByToken,
  profileState,
  sessionState,
  touchSession,
  type InactivityRuleS,
  type SessionRecord,
} from '../../sessions';
import { openTokenFamily, type IssuedTokens } from '../../tokens';
import type { ApiContext } from './context';
import { readSessionCookie } from './cookies';

/** A profile with its tokens, as the authentication responses list it (sandbox-api.md, Shapes). */
export interface ProfileWithTokens {
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
  /** Seconds without customer activity after which the server cuts the profile off. */
  inactivityRuleSeconds: InactivityRuleS;
}

/** The body of the accesstoken, synchronize and generate-ticket responses. */
export interface AuthenticationBody {
  person: { id: string };
  accessTokens: ProfileWithTokens[];
}

export function toProfileWithTokens(
  profile: ProfileRecord,
  customer: CustomerRecord,
  tokens: IssuedTokens,
  identifyeeType: IdentityKind,
): ProfileWithTokens {
  return {
    profileId: profile.profileId,
    setId: profile.setId,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenTimeToLive: tokens.accessTokenTtlS,
    personId: customer.personId,
    default: profile.isDefault,
    identifyeeType,
    name: profile.displayName,
    kind: profile.kind,
    inactivityRuleSeconds: profile.inactivityRuleS,
  };
}

/** The live server session of the call's `bank_session` cookie, if any. */
export async function findLiveSession(c: Context, ctx: ApiContext, nowMs: number): Promise<SessionRecord | undefined> {
  const sessionToken = readSessionCookie(c);
  const session = sessionToken === undefined ? undefined : await findSessionByToken(ctx.db, sessionToken);
  return session !== undefined && sessionState(session, nowMs) === 'live' ? session : undefined;
}

/**
 * Notes the call as customer activity and opens a fresh token family for every profile of the
 * customer that its inactivity rule has not cut off in this session (a profile cut off stays
 * cut off until the next login) and that the customer has not closed in it (Mi área).
 *
 * @param options.identifyeeType who reaches the profiles: the customer (the default), or an
 *   employee working for the customer on the assisted channel
 * @returns the response body, or `undefined` when no profile is left
 */
export async function issueAuthentication(
  ctx: ApiContext,
  session: SessionRecord,
  customer: CustomerRecord,
  nowMs: number,
  { identifyeeType = customer.identityKind }: { identifyeeType?: IdentityKind } = {},
): Promise<AuthenticationBody | undefined> {
  const profiles = await listProfiles(ctx.db, customer.personId);
  const accessTokens = await ctx.db.transaction(async (tx) => {
    const touched = await touchSession(tx, session.sessionHash, nowMs);
    if (touched === undefined) return [];
    const closed = await closedProfilesOf(tx, session.sessionHash);
    const issued: ProfileWithTokens[] = [];
    for (const profile of profiles) {
      if (closed.has(profile.profileId) || profileState(touched, profile.inactivityRuleS, nowMs) !== 'live') continue;
      const owner = { sessionHash: session.sessionHash, profileId: profile.profileId, loginAtMs: session.createdAt.getTime() };
      issued.push(toProfileWithTokens(profile, customer, await openTokenFamily(tx, owner, nowMs), identifyeeType));
    }
    return issued;
  });
  return accessTokens.length === 0 ? undefined : { person: { id: customer.personId }, accessTokens };
}

/** Sets `X-ING-AFFLUENT` for the customer (shell.md §3). */
export function setAffluentHeader(c: Context, customer: CustomerRecord): void {
  c.header(AFFLUENT_HEADER, affluentHeaderValue(customer.affluentLevel));
}
