import { profileSchema, schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput, ServerProfile } from '@bank-shell/core';

/**
 * The person's profiles as the bank has them, and one added to the session without a new login
 * (shell.md §4 "Profiles can be added"; docs/sandbox-api.md, Endpoints).
 */
export const PROFILES_PATH = '/genoma_api/rest/profiles';
export const PROFILE_ACCESS_TOKENS_PATH = '/genoma_api/rest/profiles/access-tokens';

const bankProfilesSchema = v.object({
  profiles: v.array(v.object({ profileId: v.string(), setId: v.string(), name: v.string(), kind: v.string(), default: v.boolean() })),
});

export type BankProfile = InferOutput<typeof bankProfilesSchema>['profiles'][number];

/** Every profile the person has, whether this session holds it or not. Never from the cache: it changes as profiles open and close. */
export async function listBankProfiles(http: HttpClient): Promise<readonly BankProfile[]> {
  return v.parse(bankProfilesSchema, await http.get(PROFILES_PATH, { cache: { useCache: false } })).profiles;
}

/** Tokens for one of the person's profiles, in this session. @throws when the bank refuses or answers a profile that is not the person's */
export async function openProfile(http: HttpClient, profileId: string, personId: string): Promise<ServerProfile> {
  const profile = v.parse(profileSchema, await http.post(PROFILE_ACCESS_TOKENS_PATH, { json: { profileId } }));
  if (profile.profileId !== profileId || profile.personId !== personId) throw new Error('The bank answered another profile');
  return profile;
}

/**
 * Closes a profile in this session: the bank revokes its tokens and issues it again only once it
 * is opened (a sync or a step-up leaves it closed).
 */
export async function closeProfile(http: HttpClient, profileId: string): Promise<void> {
  await http.delete(`${PROFILE_ACCESS_TOKENS_PATH}/${encodeURIComponent(profileId)}`);
}
