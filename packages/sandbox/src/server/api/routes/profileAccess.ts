import type { Hono } from 'hono';
import { z } from 'zod';
import { findCustomerByPersonId, listProfiles } from '../../../customers';
import { closeProfileInSession, findSessionByHash, profileState, reopenProfileInSession } from '../../../sessions';
import { openTokenFamily } from '../../../tokens';
import { toProfileWithTokens } from '../authenticationResponse';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson, sendNoContent } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

/** Longest profile id worth looking up; the bank's are far shorter. */
const MAX_PROFILE_ID_LENGTH = 64;

const profileRequestSchema = z.strictObject(
  {
    profileId: z
      .string({ error: 'Falta profileId, el perfil que abrir.' })
      .min(1, { error: 'Falta profileId, el perfil que abrir.' })
      .max(MAX_PROFILE_ID_LENGTH, { error: 'profileId es demasiado largo.' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'El cuerpo solo lleva profileId.' : 'El cuerpo debe ser { profileId }.') },
);

/**
 * The person's profiles, and a profile added to a session without a new login (shell.md §4
 * "Profiles can be added"):
 *
 * - `GET …/profiles` (bearer): `{ profiles: { profileId, setId, name, kind, default }[] }`, every
 *   profile the bearer's person has, whether this session holds it or not;
 * - `POST …/profiles/access-tokens` `{ profileId }` (bearer, XSRF): `201 ProfileWithTokens`, a new
 *   token family for one of the person's profiles in the bearer's own server session, as the
 *   login would have issued it. `404 profile_not_found` for a profile that is not the person's;
 *   `409 profile_cut_off` for one its inactivity rule has cut off in this session (it stays so
 *   until the next login, as at login). A profile the customer closed is open again;
 * - `DELETE …/profiles/access-tokens/{profileId}` (bearer, XSRF): `204`, the profile closed in the
 *   bearer's session: its token families revoked, and no later call of the session (a sync, a
 *   step-up's) issues it until it is opened again. `404 profile_not_found` as above; `409
 *   profile_in_use` for the bearer's own profile.
 */
export function registerProfileAccessRoutes(api: Hono, ctx: ApiContext): void {
  const bearer = requireBearer(ctx.db, ctx.now);

  api.get(API_PATHS.profiles, bearer, async (c) => {
    const profiles = await listProfiles(ctx.db, c.get('principal').personId);
    return sendJson(c, {
      profiles: profiles.map((profile) => ({
        profileId: profile.profileId,
        setId: profile.setId,
        name: profile.displayName,
        kind: profile.kind,
        default: profile.isDefault,
      })),
    });
  });

  api.post(API_PATHS.profileAccessTokens, bearer, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(profileRequestSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const principal = c.get('principal');
    const nowMs = ctx.now();
    const [profiles, customer, session] = await Promise.all([
      listProfiles(ctx.db, principal.personId),
      findCustomerByPersonId(ctx.db, principal.personId),
      findSessionByHash(ctx.db, principal.sessionHash),
    ]);
    const profile = profiles.find((candidate) => candidate.profileId === input.data.profileId);
    if (profile === undefined || customer === undefined || session === undefined) return sendError(c, 'profile_not_found');
    if (profileState(session, profile.inactivityRuleS, nowMs) !== 'live') return sendError(c, 'profile_cut_off');
    const owner = { sessionHash: session.sessionHash, profileId: profile.profileId, loginAtMs: session.createdAt.getTime() };
    const tokens = await ctx.db.transaction(async (tx) => {
      await reopenProfileInSession(tx, session.sessionHash, profile.profileId);
      return openTokenFamily(tx, owner, nowMs);
    });
    // An agent's session holds the customer's profiles as an employee, as the agent's login did.
    const identifyeeType = principal.employeeId === null ? customer.identityKind : 'EMPLOYEE';
    return sendJson(c, toProfileWithTokens(profile, customer, tokens, identifyeeType), 201);
  });

  api.delete(API_PATHS.profileAccessToken, bearer, async (c) => {
    const principal = c.get('principal');
    const profileId = c.req.param('profileId');
    const profiles = profileId.length > MAX_PROFILE_ID_LENGTH ? [] : await listProfiles(ctx.db, principal.personId);
    if (!profiles.some((candidate) => candidate.profileId === profileId)) return sendError(c, 'profile_not_found');
    if (profileId === principal.profileId) return sendError(c, 'profile_in_use');
    await ctx.db.transaction((tx) => closeProfileInSession(tx, principal.sessionHash, profileId, ctx.now()));
    return sendNoContent(c);
  });
}
