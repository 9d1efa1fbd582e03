import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_STATE, addProfiles, normalise, realProfileId, setSessionContext } from './profiles';
import type { Profile } from './schemas';

const profile = (id: string): Profile => ({
  profileId: id,
  setId: `SET-${id}`,
  accessToken: `at-${id}`,
  refreshToken: `rt-${id}`,
  accessTokenTimeToLive: 600,
  personId: 'P1',
  default: false,
  expirationTime: 0,
});

describe('profile ids that count as none (shell.md §4)', () => {
  it("counts no id, an empty id and the native bootstrap id 'bootstrap' as no profile", () => {
    for (const id of [undefined, null, '', 'bootstrap']) expect(realProfileId(id)).toBeNull();
  });

  it('keeps any other id as it is', () => {
    for (const id of ['personal', 'bootstrap-2', ' ', '0']) expect(realProfileId(id)).toBe(id);
  });
});

describe('store invariants (shell.md §4)', () => {
  it('clears an active or default id whose profile is not in the list', () => {
    const state = normalise({ ...EMPTY_PROFILE_STATE, profiles: [profile('a')], activeProfileId: 'gone', defaultProfileId: 'gone' });
    expect(state.activeProfileId).toBeNull();
    expect(state.defaultProfileId).toBeNull();
  });

  it('keeps every other profile’s session context when one profile’s context changes, and forgets a context set to null', () => {
    const both = setSessionContext(
      setSessionContext(addProfiles(EMPTY_PROFILE_STATE, [profile('a'), profile('b')]), 'a', { affluent: 1000 }),
      'b',
      { affluent: 10 },
    );
    expect(both.sessionContext).toEqual({ a: { affluent: 1000 }, b: { affluent: 10 } });
    const forgotten = setSessionContext(both, 'a', null);
    expect(forgotten.sessionContext).toStrictEqual({ b: { affluent: 10 } });
  });
});
