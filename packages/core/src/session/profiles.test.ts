import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE_STATE,
  accessTokenOf,
  activateProfile,
  addProfiles,
  distinctSetIds,
  removeProfile,
  sessionContextOf,
  setAnonymousProfile,
  setDefaultProfile,
  setSessionContext,
} from './profiles';
import type { ProfileState } from './profiles';
import type { Profile } from './schemas';

const profile = (id: string, setId = `SET-${id}`): Profile => ({
  profileId: id,
  setId,
  accessToken: `at-${id}`,
  refreshToken: `rt-${id}`,
  accessTokenTimeToLive: 600,
  personId: 'P1',
  default: false,
  expirationTime: 0,
});

describe('profile stores (shell.md §4)', () => {
  it('clears the active id when its profile is removed', () => {
    const state = activateProfile(addProfiles(EMPTY_PROFILE_STATE, [profile('a'), profile('b')]), 'a');
    expect(removeProfile(state, 'a').activeProfileId).toBeNull();
    expect(removeProfile(state, 'b').activeProfileId).toBe('a');
  });

  it('removes the anonymous profile as soon as any profile exists', () => {
    const anonymous = setAnonymousProfile(EMPTY_PROFILE_STATE, profile('anon'));
    expect(anonymous.anonymousProfile?.profileId).toBe('anon');
    expect(addProfiles(anonymous, [profile('a')]).anonymousProfile).toBeNull();
  });

  it("treats the native bootstrap profile id 'bootstrap' as no profile", () => {
    const state = addProfiles(EMPTY_PROFILE_STATE, [profile('a')]);
    expect(activateProfile(state, 'bootstrap').activeProfileId).toBeNull();
    expect(setDefaultProfile(state, 'bootstrap').defaultProfileId).toBeNull();
  });

  it('ignores activating or defaulting a profile that is not in the list', () => {
    const state = addProfiles(EMPTY_PROFILE_STATE, [profile('a')]);
    expect(activateProfile(state, 'zz').activeProfileId).toBeNull();
  });

  it('gives the access token of the anonymous profile, else the active, else the default or first', () => {
    const withAnonymous = setAnonymousProfile(EMPTY_PROFILE_STATE, profile('anon'));
    expect(accessTokenOf(withAnonymous)).toBe('at-anon');
    const two = addProfiles(EMPTY_PROFILE_STATE, [profile('a'), profile('b')]);
    expect(accessTokenOf(two)).toBe('at-a');
    expect(accessTokenOf(setDefaultProfile(two, 'b'))).toBe('at-b');
    expect(accessTokenOf(activateProfile(setDefaultProfile(two, 'b'), 'a'))).toBe('at-a');
    expect(accessTokenOf(EMPTY_PROFILE_STATE)).toBeNull();
  });

  it('sends the extended session context of the active profile only', () => {
    let state = addProfiles(EMPTY_PROFILE_STATE, [profile('a'), profile('b')]);
    state = setSessionContext(state, 'b', { segment: 'pyme' });
    expect(sessionContextOf(activateProfile(state, 'a'))).toBeNull();
    expect(sessionContextOf(activateProfile(state, 'b'))).toEqual({ segment: 'pyme' });
    expect(removeProfile(state, 'b').sessionContext).toEqual({});
  });

  it('lists each set id once, for the per-set logout callbacks', () => {
    const state = addProfiles(EMPTY_PROFILE_STATE, [profile('a', 'S1'), profile('b', 'S1'), profile('c', 'S2')]);
    expect(distinctSetIds(state)).toEqual(['S1', 'S2']);
  });

  it('keeps the invariants under any sequence of add, activate, set default, remove and anonymous changes', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'bootstrap', 'x');
    const operation = fc.oneof(
      fc.record({ op: fc.constant('add' as const), ids: fc.array(id, { maxLength: 3 }) }),
      fc.record({ op: fc.constant('activate' as const), id }),
      fc.record({ op: fc.constant('default' as const), id }),
      fc.record({ op: fc.constant('remove' as const), id }),
      fc.record({ op: fc.constant('anonymous' as const), present: fc.boolean() }),
      fc.record({ op: fc.constant('context' as const), id }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        let state: ProfileState = EMPTY_PROFILE_STATE;
        for (const step of operations) {
          if (step.op === 'add')
            state = addProfiles(
              state,
              step.ids.filter((i) => i !== 'bootstrap').map((i) => profile(i)),
            );
          if (step.op === 'activate') state = activateProfile(state, step.id);
          if (step.op === 'default') state = setDefaultProfile(state, step.id);
          if (step.op === 'remove') state = removeProfile(state, step.id);
          if (step.op === 'anonymous') state = setAnonymousProfile(state, step.present ? profile('anon') : null);
          if (step.op === 'context') state = setSessionContext(state, step.id, { n: 1 });
          const ids = state.profiles.map((p) => p.profileId);
          expect(new Set(ids).size).toBe(ids.length);
          if (state.activeProfileId !== null) expect(ids).toContain(state.activeProfileId);
          if (state.defaultProfileId !== null) expect(ids).toContain(state.defaultProfileId);
          expect(state.activeProfileId).not.toBe('bootstrap');
          if (ids.length > 0) expect(state.anonymousProfile).toBeNull();
          for (const key of Object.keys(state.sessionContext)) expect(ids).toContain(key);
        }
      }),
    );
  });
});
