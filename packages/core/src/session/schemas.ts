import * as z from 'zod/mini';

/** A profile as the server sends it (shell.md §3 "Profile"). */
export const profileSchema = z.object({
  profileId: z.string().check(z.minLength(1)),
  setId: z.string().check(z.minLength(1)),
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  accessTokenTimeToLive: z.number().check(z.positive()),
  personId: z.string().check(z.minLength(1)),
  default: z.boolean(),
  identifyeeType: z.optional(z.string()),
  /** Display name and kind: sandbox additions that the profile switcher shows. */
  name: z.optional(z.string()),
  kind: z.optional(z.string()),
});

/** Authentication and sync response (shell.md §3 "Authentication response"). */
export const authenticationResultSchema = z.object({
  person: z.object({ id: z.string().check(z.minLength(1)) }),
  accessTokens: z.array(profileSchema).check(z.minLength(1)),
});

/** Token refresh response (shell.md §3). */
export const tokenRefreshSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.number().check(z.positive()),
});

export type ServerProfile = z.infer<typeof profileSchema>;
/** A stored profile: the server's fields plus the absolute expiry (epoch ms). */
export type Profile = ServerProfile & { expirationTime: number };

export const storedProfilesSchema = z.array(z.extend(profileSchema, { expirationTime: z.number() }));
