import { BOOTSTRAP_PROFILE_ID } from './constants';
import type { Profile } from './schemas';

/**
 * The session stores of shell.md §3 as one value: profiles, active and default ids, the anonymous
 * profile, and the extended session context (profile id → properties, sent as a header).
 */
export interface ProfileState {
  readonly profiles: readonly Profile[];
  readonly activeProfileId: string | null;
  readonly defaultProfileId: string | null;
  readonly anonymousProfile: Profile | null;
  readonly sessionContext: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export const EMPTY_PROFILE_STATE: ProfileState = {
  profiles: [],
  activeProfileId: null,
  defaultProfileId: null,
  anonymousProfile: null,
  sessionContext: {},
};

/** The native bootstrap profile id counts as no profile (shell.md §4). */
export function realProfileId(id: string | null | undefined): string | null {
  return id === undefined || id === null || id === '' || id === BOOTSTRAP_PROFILE_ID ? null : id;
}

/**
 * The invariants of shell.md §4, applied after every change: an active id whose profile is gone
 * is cleared; any profile removes the anonymous one; bootstrap ids count as none; context entries
 * of removed profiles go too.
 */
export function normalise(state: ProfileState): ProfileState {
  const ids = new Set(state.profiles.map((p) => p.profileId));
  const active = realProfileId(state.activeProfileId);
  const fallbackDefault = realProfileId(state.defaultProfileId);
  const sessionContext = Object.fromEntries(Object.entries(state.sessionContext).filter(([id]) => ids.has(id)));
  return {
    profiles: state.profiles,
    activeProfileId: active !== null && ids.has(active) ? active : null,
    defaultProfileId: fallbackDefault !== null && ids.has(fallbackDefault) ? fallbackDefault : null,
    anonymousProfile: state.profiles.length > 0 ? null : state.anonymousProfile,
    sessionContext,
  };
}

/** Adds profiles, replacing any with the same id (a re-login refreshes them; the last one wins). */
export function addProfiles(state: ProfileState, added: readonly Profile[]): ProfileState {
  const byId = new Map(added.map((p) => [p.profileId, p]));
  return normalise({ ...state, profiles: [...state.profiles.filter((p) => !byId.has(p.profileId)), ...byId.values()] });
}

export function activateProfile(state: ProfileState, profileId: string): ProfileState {
  return normalise({ ...state, activeProfileId: profileId });
}

export function setDefaultProfile(state: ProfileState, profileId: string): ProfileState {
  return normalise({ ...state, defaultProfileId: profileId });
}

export function removeProfile(state: ProfileState, profileId: string): ProfileState {
  return normalise({ ...state, profiles: state.profiles.filter((p) => p.profileId !== profileId) });
}

export function setAnonymousProfile(state: ProfileState, profile: Profile | null): ProfileState {
  return normalise({ ...state, anonymousProfile: profile });
}

export function setSessionContext(
  state: ProfileState,
  profileId: string,
  properties: Readonly<Record<string, unknown>> | null,
): ProfileState {
  const sessionContext = { ...state.sessionContext };
  if (properties === null) delete sessionContext[profileId];
  else sessionContext[profileId] = properties;
  return normalise({ ...state, sessionContext });
}

/** The distinct set ids of the profiles: a logout calls back once per set (shell.md §4). */
export function distinctSetIds(state: ProfileState): string[] {
  return [...new Set(state.profiles.map((p) => p.setId))];
}

/** The active profile, else the default one, else the first. */
export function currentProfile(state: ProfileState): Profile | null {
  const { profiles } = state;
  return (
    profiles.find((p) => p.profileId === state.activeProfileId) ??
    profiles.find((p) => p.profileId === state.defaultProfileId) ??
    profiles[0] ??
    null
  );
}

/** The access token follows the anonymous profile, else the active, else the default or first (shell.md §4). */
export function accessTokenOf(state: ProfileState): string | null {
  return state.anonymousProfile?.accessToken ?? currentProfile(state)?.accessToken ?? null;
}

/** The extended session context of the active profile, when it has one (shell.md §3, §7). */
export function sessionContextOf(state: ProfileState): Readonly<Record<string, unknown>> | null {
  const active = state.activeProfileId;
  return active === null ? null : (state.sessionContext[active] ?? null);
}
