import * as v from '../schema';
import type { KeyValueStorage } from '../storage';
import { AFFLUENT_LEVEL, SESSION_STORAGE_KEY } from './constants';
import type { AffluentLevel } from './constants';
import * as stores from './profiles';
import { profileSchema, storedProfilesSchema } from './schemas';
import type { SessionSnapshot } from './types';

/*
 * The session as kept in storage (shell.md §3, session-stored items): read back whole at start and
 * after another tab's change, each item checked, anything unreadable taken as absent.
 */

function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const anonymousSchema = v.nullable(v.object({ ...profileSchema.entries, expirationTime: v.number() }));
const contextSchema = v.record(v.record(v.unknown()));

/** The session stored in `storage`, or a signed-out one where nothing usable is stored. */
export function loadSnapshot(storage: KeyValueStorage): SessionSnapshot {
  const profiles = v.safeParse(storedProfilesSchema, readJson(storage, SESSION_STORAGE_KEY.profiles));
  const anonymous = v.safeParse(anonymousSchema, readJson(storage, SESSION_STORAGE_KEY.anonymousProfile));
  const context = v.safeParse(contextSchema, readJson(storage, SESSION_STORAGE_KEY.sessionContext));
  const profileState = stores.normalise({
    profiles: profiles.success ? profiles.output : [],
    activeProfileId: storage.get(SESSION_STORAGE_KEY.activeProfileId),
    defaultProfileId: storage.get(SESSION_STORAGE_KEY.defaultProfileId),
    anonymousProfile: anonymous.success ? anonymous.output : null,
    sessionContext: context.success ? context.output : {},
  });
  const level = Number(storage.get(SESSION_STORAGE_KEY.affluentLevel) ?? AFFLUENT_LEVEL.NO_AFLNT);
  const known = (Object.values(AFFLUENT_LEVEL) as number[]).includes(level);
  return {
    ...profileState,
    // As `change` keeps it: signed in while a profile is left, whether or not it is the active one
    // (the active profile may have just ended; the token follows the default or first, shell.md §4).
    status: profileState.profiles.length > 0 ? 'completed' : 'unauthenticated',
    personId: storage.get(SESSION_STORAGE_KEY.person),
    affluentLevel: known ? (level as AffluentLevel) : AFFLUENT_LEVEL.NO_AFLNT,
  };
}

/** No one signed in. */
export const SIGNED_OUT: SessionSnapshot = {
  ...stores.EMPTY_PROFILE_STATE,
  status: 'unauthenticated',
  personId: null,
  affluentLevel: AFFLUENT_LEVEL.NO_AFLNT,
};

/** Writes every session item of `next` to `storage`; an empty item is removed. */
export function storeSnapshot(storage: KeyValueStorage, next: SessionSnapshot): void {
  const write = (key: string, value: string | null): void => (value === null ? storage.remove(key) : storage.set(key, value));
  write(SESSION_STORAGE_KEY.profiles, JSON.stringify(next.profiles));
  write(SESSION_STORAGE_KEY.activeProfileId, next.activeProfileId);
  write(SESSION_STORAGE_KEY.defaultProfileId, next.defaultProfileId);
  write(SESSION_STORAGE_KEY.anonymousProfile, next.anonymousProfile ? JSON.stringify(next.anonymousProfile) : null);
  write(SESSION_STORAGE_KEY.sessionContext, Object.keys(next.sessionContext).length ? JSON.stringify(next.sessionContext) : null);
  write(SESSION_STORAGE_KEY.person, next.personId);
  write(SESSION_STORAGE_KEY.affluentLevel, String(next.affluentLevel));
}
