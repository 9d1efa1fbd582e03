import * as v from '../schema';
import type { HttpClient } from '../http';
import { createStore } from '../store';
import type { ReadableStore } from '../store';
import type { KeyValueStorage } from '../storage';
import {
  AFFLUENT_LEVEL,
  LOGOUT_EVENT_FIRST_INDEX,
  MS_PER_SECOND,
  SESSION_NOT_CACHED,
  SESSION_PATH,
  SESSION_STORAGE_KEY,
} from './constants';
import type { AffluentLevel } from './constants';
import * as stores from './profiles';
import type { ProfileState } from './profiles';
import { profileSchema, storedProfilesSchema } from './schemas';
import type { Profile, ServerProfile } from './schemas';

/** Session states of shell.md §4. */
export type SessionStatus = 'unauthenticated' | 'pending' | 'completed';

export interface SessionSnapshot extends ProfileState {
  readonly status: SessionStatus;
  readonly personId: string | null;
  readonly affluentLevel: AffluentLevel;
}

/** Which login call to make: customers and agents use different endpoints (shell.md §7). */
export type LoginKind = 'customer' | 'agent';

export interface Clock {
  now(): number;
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface TicketRequest {
  otp: string;
  authenticationContext: { clientId: string; identifyeeType: string; scopes: readonly string[] };
}

/**
 * What the session does through the bank: `@bank-shell/core/session-actions`, a later entry, so
 * that a page can read the session without carrying the code that changes it (issue 12).
 */
export interface SessionActions {
  authenticate(core: SessionCore, kind: LoginKind | 'sync'): Promise<void>;
  generateTicket(core: SessionCore, request: TicketRequest): Promise<string>;
  logout(core: SessionCore): Promise<void>;
}

export interface SessionOptions {
  http: HttpClient;
  storage: KeyValueStorage;
  clock: Clock;
  timers: Timers;
  /** Device brand for the customer login header; in the native app a bridge lookup. */
  getDeviceBrand: () => Promise<string>;
  /** Loads the session's actions on their first use (`import('@bank-shell/core/session-actions')`). */
  loadActions: () => Promise<SessionActions>;
  /** Loads the legacy app; called 15 s after a login unless `block-genoma-autoload` is set. */
  loadLegacyApp?: () => void;
  /** Base64 decoder for the affluent mark, injected so core needs no DOM `atob`. */
  decodeBase64: (value: string) => string;
  logError: (message: string) => void;
}

/**
 * The session's stores as its actions see them. Not for features: they use {@link Session}.
 */
export interface SessionCore {
  readonly options: SessionOptions;
  readonly state: ReadableStore<SessionSnapshot>;
  /**
   * Stores a completed authentication: the profiles, the default one active (else the first, or
   * the active one if it is still there), the person and affluent level. False when there is no
   * profile to activate (shell.md §5).
   */
  complete(personId: string, profiles: readonly ServerProfile[], affluentLevel: AffluentLevel): boolean;
  /** Ends the session in this tab: stores, flags and the login tracker. */
  clear(): void;
  /** Writes the logout event (index from 101), on which every other tab logs out (shell.md §4). */
  announceLogout(): void;
}

export interface Session {
  readonly state: ReadableStore<SessionSnapshot>;
  /** Fetches the profiles with the server session cookie; concurrent calls share one request. */
  login(options?: { kind?: LoginKind; force?: boolean }): Promise<void>;
  /** Re-reads the profiles from the server; only after a completed login; shares pending calls. */
  sync(): Promise<void>;
  /** Exchanges an OTP for a ticket and fresh profiles (shell.md §3). */
  generateTicket(request: TicketRequest): Promise<string>;
  /** Ends the session here, on the server and in every other tab. */
  logout(): Promise<void>;
  /** Logs every profile out: one callback per distinct set id, then all stores cleared. */
  logoutProfiles(onSet: (setId: string) => void): void;
  addProfiles(profiles: readonly ServerProfile[]): void;
  activateProfile(profileId: string): void;
  setDefaultProfile(profileId: string): void;
  removeProfile(profileId: string): void;
  setAnonymousProfile(profile: ServerProfile | null): void;
  setSessionContext(profileId: string, properties: Readonly<Record<string, unknown>> | null): void;
  /** Token of the anonymous profile, else the active, else the default or first (shell.md §4). */
  getAccessToken(): string | null;
  /** The active profile's extended session context, for the API client's header. */
  getSessionContext(): Readonly<Record<string, unknown>> | null;
  /**
   * Tells the server the customer is active (`GET /genoma_api/rest/session`): token refreshes do
   * not count as activity on the server's own record, so a customer reading a page needs this.
   */
  keepAlive(): Promise<void>;
  /**
   * Reads the stores again from storage, where another tab may have written since, and returns
   * them. The token keeper calls it inside the cross-tab lock.
   */
  reload(): SessionSnapshot;
  /**
   * Changes the profile stores (the invariants of shell.md §4 applied after). When the change
   * leaves no profile where there were some, the session ends in this tab. The token keeper
   * (`@bank-shell/core/signed-in`) renews and drops profiles through it.
   */
  updateProfiles(update: (current: ProfileState) => ProfileState): void;
  /** Stops listening to other tabs and cancels timers. */
  dispose(): void;
}

/** Legacy-app autoload delay after a login (shell.md §9). */
export const LEGACY_AUTOLOAD_DELAY_MS = 15_000;
/** The local flag that blocks the legacy-app autoload when set to a true value. */
export const BLOCK_LEGACY_AUTOLOAD_FLAG = 'block-genoma-autoload';
const TRUE_VALUES = new Set(['true', '1', 'yes']);

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

function loadSnapshot(storage: KeyValueStorage): SessionSnapshot {
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

const SIGNED_OUT: SessionSnapshot = {
  ...stores.EMPTY_PROFILE_STATE,
  status: 'unauthenticated',
  personId: null,
  affluentLevel: AFFLUENT_LEVEL.NO_AFLNT,
};

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
    const write = (key: string, value: string | null): void => (value === null ? storage.remove(key) : storage.set(key, value));
    write(SESSION_STORAGE_KEY.profiles, JSON.stringify(next.profiles));
    write(SESSION_STORAGE_KEY.activeProfileId, next.activeProfileId);
    write(SESSION_STORAGE_KEY.defaultProfileId, next.defaultProfileId);
    write(SESSION_STORAGE_KEY.anonymousProfile, next.anonymousProfile ? JSON.stringify(next.anonymousProfile) : null);
    write(SESSION_STORAGE_KEY.sessionContext, Object.keys(next.sessionContext).length ? JSON.stringify(next.sessionContext) : null);
    write(SESSION_STORAGE_KEY.person, next.personId);
    write(SESSION_STORAGE_KEY.affluentLevel, String(next.affluentLevel));
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
    expirationTime: clock.now() + profile.accessTokenTimeToLive * MS_PER_SECOND,
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
    const flag = storage.get(BLOCK_LEGACY_AUTOLOAD_FLAG);
    if (!options.loadLegacyApp || (flag !== null && TRUE_VALUES.has(flag.toLowerCase()))) return;
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
    getSessionContext: () => stores.sessionContextOf(state.getSnapshot()),
    async keepAlive() {
      if (state.getSnapshot().status !== 'completed') return;
      await http.get(SESSION_PATH.serverSession, { cache: SESSION_NOT_CACHED });
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
