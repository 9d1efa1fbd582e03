import { describe, expect, it } from 'vitest';
import type { Profile, ProfileState } from '../session';
import { withoutExpiredProfiles } from './expiry';

const anonymous = (expirationTime: number): Profile => ({
  profileId: 'anon',
  setId: 'SET-anon',
  accessToken: 'at-anon',
  refreshToken: 'rt-anon',
  accessTokenTimeToLive: 600,
  personId: 'P0',
  default: false,
  expirationTime,
});

const withAnonymous = (expirationTime: number): ProfileState => ({
  profiles: [],
  activeProfileId: null,
  defaultProfileId: null,
  anonymousProfile: anonymous(expirationTime),
  sessionContext: {},
});

describe('anonymous profile expiry (shell.md §4: cleared past its expiry, with no grace)', () => {
  it('keeps an anonymous profile until its expiry, and clears it at that very moment', () => {
    expect(withoutExpiredProfiles(withAnonymous(5_000), 4_999).anonymousProfile?.profileId).toBe('anon');
    expect(withoutExpiredProfiles(withAnonymous(5_000), 5_000).anonymousProfile).toBeNull();
  });

  it('gives back the same state when nothing expired, so nobody is told of a change', () => {
    const state = withAnonymous(5_000);
    expect(withoutExpiredProfiles(state, 1_000)).toBe(state);
  });
});
