import type { ProfileState } from '../session';
import { PROFILE_EXPIRY_GRACE_MS } from './constants';

/**
 * Drops profiles whose expiry plus 10 s plus 60 s has passed, and an anonymous profile past its
 * expiry (shell.md §4). Returns `state` itself when nothing expired.
 */
export function withoutExpiredProfiles(state: ProfileState, now: number): ProfileState {
  const profiles = state.profiles.filter((p) => p.expirationTime + PROFILE_EXPIRY_GRACE_MS > now);
  const anonymous = state.anonymousProfile && state.anonymousProfile.expirationTime > now ? state.anonymousProfile : null;
  if (profiles.length === state.profiles.length && anonymous === state.anonymousProfile) return state;
  return { ...state, profiles, anonymousProfile: anonymous };
}
