import * as v from '../schema';

const nonEmpty = v.pipe(v.string(), v.minLength(1));
const positive = v.pipe(v.number(), v.minValue(Number.MIN_VALUE));

/** A profile as the server sends it (shell.md §3 "Profile"). */
export const profileSchema = v.object({
  profileId: nonEmpty,
  setId: nonEmpty,
  accessToken: nonEmpty,
  refreshToken: nonEmpty,
  accessTokenTimeToLive: positive,
  personId: nonEmpty,
  default: v.boolean(),
  identifyeeType: v.optional(v.string()),
  /** Epoch ms; when the bank leaves it out, now plus the time to live (shell.md §3). */
  expirationTime: v.optional(positive),
  /** Display name and kind: sandbox additions that the profile switcher shows. */
  name: v.optional(v.string()),
  kind: v.optional(v.string()),
});

export type ServerProfile = v.InferOutput<typeof profileSchema>;
/** A stored profile: the server's fields with the absolute expiry (epoch ms) always set. */
export type Profile = ServerProfile & { expirationTime: number };

export const storedProfilesSchema = v.array(v.object({ ...profileSchema.entries, expirationTime: v.number() }));
