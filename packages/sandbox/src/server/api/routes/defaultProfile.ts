import type { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../../db';
import { requireBearer } from '../bearer';
import type { ApiContext } from '../context';
import { sendError } from '../errors';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, validate } from '../validation';

/** Longest profile id worth looking up; the bank's are far shorter. */
const MAX_PROFILE_ID_LENGTH = 64;

const defaultProfileSchema = z.strictObject(
  {
    profileId: z
      .string({ error: 'Falta profileId, el perfil con el que entrar.' })
      .min(1, { error: 'Falta profileId, el perfil con el que entrar.' })
      .max(MAX_PROFILE_ID_LENGTH, { error: 'profileId es demasiado largo.' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'El cuerpo solo lleva profileId.' : 'El cuerpo debe ser { profileId }.') },
);

/**
 * Makes `profileId` the person's default profile, the one a login opens (shell.md §3 "default
 * flag"), and no other: false when the person has no such profile. The person's profiles are
 * locked first, so concurrent choices take turns and the last one stands (one default per person,
 * as the `profiles_one_default_per_person` index says).
 */
export async function chooseDefaultProfile(db: Database, personId: string, profileId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ profileId: string }>(
      'SELECT profile_id AS "profileId" FROM profiles WHERE person_id = $1 ORDER BY profile_id FOR UPDATE',
      [personId],
    );
    if (!rows.some((row) => row.profileId === profileId)) return false;
    await tx.query('UPDATE profiles SET is_default = false WHERE person_id = $1 AND is_default AND profile_id <> $2', [
      personId,
      profileId,
    ]);
    await tx.query('UPDATE profiles SET is_default = true WHERE person_id = $1 AND profile_id = $2', [personId, profileId]);
    return true;
  });
}

/**
 * `PUT /genoma_api/rest/profiles/default` `{ profileId }` (bearer, XSRF): the customer chooses, in
 * Mi área, which of their profiles a login opens. `200 { profileId }`; `400 invalid_request`;
 * `404 profile_not_found` for a profile that is not the bearer's person's.
 */
export function registerDefaultProfileRoute(api: Hono, ctx: ApiContext): void {
  api.put(API_PATHS.defaultProfile, requireBearer(ctx.db, ctx.now), async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(defaultProfileSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const { personId } = c.get('principal');
    if (!(await chooseDefaultProfile(ctx.db, personId, input.data.profileId))) return sendError(c, 'profile_not_found');
    return sendJson(c, { profileId: input.data.profileId });
  });
}
