import { createStore } from '../store';
import {
  AFFLUENT_LEVEL,
  LOGOUT_EVENT_FIRST_INDEX,
  MS_PER_SECOND,
  SESSION_NOT_CACHED,
  SERVER_SESSION_PATH,
  SESSION_STORAGE_KEY,
} from './constants';
import { LEGACY_AUTOLOAD_DELAY_MS } from './legacyAutoload';
import * as stores from './profiles';
import type { ProfileState } from './profiles';
import type { Profile, ServerProfile } from './schemas';
import { SIGNED_OUT, loadSnapshot, storeSnapshot } from './storedSession';
import type { Session, SessionCore, SessionOptions, SessionSnapshot } from './types';

/**
 * The session of shell.md §3–§4: its stores (kept in storage and in step with other tabs), the
 * profile operations, and the login variants, sync and logout, whose work with the bank is in
 * `@bank-shell/core/session-actions`, loaded on first use.
 */
export function createSession(options: SessionOptions): Session {
  const { http, storage, clock, timers } = options;
  const state = createStore<SessionSnapshot>(loadSnapshot(storage));
  let pendingLogin: Promise<void> | null = null;
  let pendingSync: Promise<void> | null = null;
  let legacyTimer: unknown = null;

  function persist(next: SessionSnapshot): void {
    storeSnapshot(storage, next);
    state.set(next);
  }

  /** Applies a profile-store change, keeping the status in step with the profiles left. */
  function change(update: (current: ProfileState) => ProfileState): void {
    const current = state.getSnapshot();
    const next = update(current);
    const completed = current.status === 'completed' && next.profiles.length > 0;
    persist({ ...current, ...next, status: completed ? 'completed' : current.status === 'pending' ? 'pending' : 'unauthenticated' });
  }

  function clearLocal(): void {
    if (legacyTimer !== null) timers.clearTimeout(legacyTimer);
    legacyTimer = null;
    for (const key of Object.values(SESSION_STORAGE_KEY)) if (key !== SESSION_STORAGE_KEY.logoutEvent) storage.remove(key);
    state.set(SIGNED_OUT);
  }

  function writeLogoutEvent(): void {
    const previous = Number(storage.get(SESSION_STORAGE_KEY.logoutEvent));
    const index = Number.isInteger(previous) && previous >= LOGOUT_EVENT_FIRST_INDEX ? previous + 1 : LOGOUT_EVENT_FIRST_INDEX;
    storage.set(SESSION_STORAGE_KEY.logoutEvent, String(index));
  }

  const toStored = (profile: ServerProfile): Profile => ({
    ...profile,
    expirationTime: profile.expirationTime ?? clock.now() + profile.accessTokenTimeToLive * MS_PER_SECOND,
  });

  const core: SessionCore = {
    options,
    state,
    complete(personId, profiles, affluentLevel) {
      const current = state.getSnapshot();
      const preferred = profiles.find((p) => p.default) ?? profiles[0];
      if (!preferred) return false;
      const keepActive = current.activeProfileId !== null && profiles.some((p) => p.profileId === current.activeProfileId);
      const next = stores.normalise({
        ...stores.addProfiles({ ...current, profiles: [] }, profiles.map(toStored)),
        activeProfileId: keepActive ? current.activeProfileId : preferred.profileId,
        defaultProfileId: profiles.find((p) => p.default)?.profileId ?? null,
      });
      persist({ ...next, status: 'completed', personId, affluentLevel });
      storage.set(SESSION_STORAGE_KEY.loginTracker, String(clock.now()));
      return true;
    },
    clear: clearLocal,
    announceLogout: writeLogoutEvent,
  };

  function scheduleLegacyAutoload(): void {
    if (!options.loadLegacyApp) return;
    const load = options.loadLegacyApp;
    legacyTimer = timers.setTimeout(() => {
      legacyTimer = null;
      load();
    }, LEGACY_AUTOLOAD_DELAY_MS);
  }

  const stopListening = storage.onExternalChange((key) => {
    if (key === SESSION_STORAGE_KEY.logoutEvent) clearLocal();
    else if ((Object.values(SESSION_STORAGE_KEY) as string[]).includes(key)) state.set(loadSnapshot(storage));
  });

  return {
    state,
    login({ kind = 'customer', force = false } = {}) {
      if (pendingLogin) return pendingLogin;
      const current = state.getSnapshot();
      // A stale session is logged out first, unless completed or pending (shell.md §4).
      if (current.status === 'unauthenticated') clearLocal();
      if (!force && current.status === 'completed' && current.activeProfileId) return Promise.resolve();
      state.set({ ...state.getSnapshot(), status: 'pending' });
      pendingLogin = options
        .loadActions()
        .then((actions) => actions.authenticate(core, kind))
        .then(scheduleLegacyAutoload)
        .catch((error: unknown) => {
          clearLocal();
          throw error;
        })
        .finally(() => {
          pendingLogin = null;
        });
      return pendingLogin;
    },
    sync() {
      if (state.getSnapshot().status !== 'completed') return Promise.resolve();
      pendingSync ??= options
        .loadActions()
        .then((actions) => actions.authenticate(core, 'sync'))
        .finally(() => {
          pendingSync = null;
        });
      return pendingSync;
    },
    async generateTicket(request) {
      return (await options.loadActions()).generateTicket(core, request);
    },
    async logout() {
      await (await options.loadActions()).logout(core);
    },
    adopt: (personId, profiles) => core.complete(personId, profiles, AFFLUENT_LEVEL.NO_AFLNT),
    logoutProfiles(onSet) {
      for (const setId of stores.distinctSetIds(state.getSnapshot())) onSet(setId);
      clearLocal();
      writeLogoutEvent();
    },
    addProfiles: (profiles) => change((current) => stores.addProfiles(current, profiles.map(toStored))),
    activateProfile(profileId) {
      if (!state.getSnapshot().profiles.some((p) => p.profileId === profileId)) throw new Error(`Unknown profile "${profileId}"`);
      change((current) => stores.activateProfile(current, profileId));
    },
    setDefaultProfile: (profileId) => change((current) => stores.setDefaultProfile(current, profileId)),
    removeProfile: (profileId) => change((current) => stores.removeProfile(current, profileId)),
    setAnonymousProfile: (profile) => change((current) => stores.setAnonymousProfile(current, profile ? toStored(profile) : null)),
    setSessionContext: (profileId, properties) => change((current) => stores.setSessionContext(current, profileId, properties)),
    getAccessToken: () => stores.accessTokenOf(state.getSnapshot()),
    setAffluentLevel: (affluentLevel) => persist({ ...state.getSnapshot(), affluentLevel }),
    getSessionContext() {
      // shell.md §6: the affluent level is attached to the session context.
      const current = state.getSnapshot();
      const context = stores.sessionContextOf(current);
      return current.affluentLevel === AFFLUENT_LEVEL.NO_AFLNT ? context : { ...context, affluentLevel: current.affluentLevel };
    },
    async keepAlive() {
      if (state.getSnapshot().status !== 'completed') return;
      await http.get(SERVER_SESSION_PATH, { cache: SESSION_NOT_CACHED });
    },
    reload() {
      state.set(loadSnapshot(storage));
      return state.getSnapshot();
    },
    updateProfiles(update) {
      const current = state.getSnapshot();
      const next = update(current);
      if (next === current) return;
      const hadProfiles = current.profiles.length > 0;
      change(() => stores.normalise(next));
      if (hadProfiles && state.getSnapshot().profiles.length === 0) clearLocal();
    },
    dispose() {
      stopListening();
      if (legacyTimer !== null) timers.clearTimeout(legacyTimer);
    },
  };
}
