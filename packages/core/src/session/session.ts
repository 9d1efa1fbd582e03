import * as v from 'valibot';
import type { HttpClient } from '../http';
import { HttpError } from '../http';
import { createStore } from '../store';
import type { ReadableStore } from '../store';
import type { KeyValueStorage } from '../storage';
import { decodeAffluentMark } from './affluent';
import type { Base64Decoder, ErrorLogger } from './affluent';
import {
  AFFLUENT_HEADER,
  AFFLUENT_LEVEL,
  BOOTSTRAP_PROFILE_ID,
  DEVICE_BRAND_HEADER,
  LOGOUT_EVENT_FIRST_INDEX,
  MS_PER_SECOND,
  SESSION_PATH,
  SESSION_STORAGE_KEY,
  USER_INACTIVITY_HEADER,
} from './constants';
import type { AffluentLevel } from './constants';
import { authenticationResultSchema, storedProfilesSchema, tokenRefreshSchema } from './schemas';
import type { Profile, ServerProfile } from './schemas';

/** Session states of shell.md §4. */
export type SessionStatus = 'unauthenticated' | 'pending' | 'completed';

export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly profiles: readonly Profile[];
  readonly activeProfileId: string | null;
  readonly defaultProfileId: string | null;
  readonly personId: string | null;
  readonly affluentLevel: AffluentLevel;
}

/** Which login call to make: customers and agents use different endpoints (shell.md §7). */
export type LoginKind = 'customer' | 'agent';

export interface Clock {
  now(): number;
}

export interface SessionOptions {
  http: HttpClient;
  storage: KeyValueStorage;
  clock: Clock;
  /** Device brand for the customer login header. */
  getDeviceBrand(): Promise<string>;
  /** Seconds since the customer last did something; sent on token refresh. */
  getInactivitySeconds?(): number;
  decodeBase64: Base64Decoder;
  logError: ErrorLogger;
}

export interface Session {
  readonly state: ReadableStore<SessionSnapshot>;
  /** Fetches the profiles with the server session cookie; concurrent calls share one request. */
  login(options?: { kind?: LoginKind; force?: boolean }): Promise<void>;
  /** Ends the session here, on the server and in every other tab. */
  logout(): Promise<void>;
  activateProfile(profileId: string): void;
  /** Token of the active profile, else the default or first one, else none (shell.md §4). */
  getAccessToken(): string | null;
  /** Refreshes the active profile's token; resolves whether a usable token is now stored. */
  refresh(): Promise<boolean>;
  /** Stops listening to other tabs. */
  dispose(): void;
}

/** Message of shell.md §8 for a malformed result, no usable profile or an employee on customer login. */
export const INVALID_AUTHENTICATION_RESULT = 'Invalid authentication result';

const EMPLOYEE = 'EMPLOYEE';

function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isRealProfileId(id: string | null): id is string {
  return id !== null && id !== '' && id !== BOOTSTRAP_PROFILE_ID;
}

function loadSnapshot(storage: KeyValueStorage): SessionSnapshot {
  const parsed = v.safeParse(storedProfilesSchema, readJson(storage, SESSION_STORAGE_KEY.profiles));
  const profiles = parsed.success ? parsed.output : [];
  const active = storage.get(SESSION_STORAGE_KEY.activeProfileId);
  const fallbackDefault = storage.get(SESSION_STORAGE_KEY.defaultProfileId);
  const level = Number(storage.get(SESSION_STORAGE_KEY.affluentLevel) ?? AFFLUENT_LEVEL.NO_AFLNT);
  const affluentLevel = (Object.values(AFFLUENT_LEVEL) as number[]).includes(level) ? (level as AffluentLevel) : AFFLUENT_LEVEL.NO_AFLNT;
  const activeProfileId = isRealProfileId(active) && profiles.some((p) => p.profileId === active) ? active : null;
  return {
    status: profiles.length > 0 && activeProfileId ? 'completed' : 'unauthenticated',
    profiles,
    activeProfileId,
    defaultProfileId: isRealProfileId(fallbackDefault) ? fallbackDefault : null,
    personId: storage.get(SESSION_STORAGE_KEY.person),
    affluentLevel,
  };
}

const SIGNED_OUT: SessionSnapshot = {
  status: 'unauthenticated',
  profiles: [],
  activeProfileId: null,
  defaultProfileId: null,
  personId: null,
  affluentLevel: AFFLUENT_LEVEL.NO_AFLNT,
};

/**
 * Session and profile handling of shell.md §4: login, completion, profile activation, token
 * refresh and a logout that reaches every tab through the stored logout event.
 */
export function createSession(options: SessionOptions): Session {
  const { http, storage, clock } = options;
  const state = createStore<SessionSnapshot>(loadSnapshot(storage));
  let pendingLogin: Promise<void> | null = null;
  let pendingRefresh: Promise<boolean> | null = null;

  function persist(next: SessionSnapshot): void {
    storage.set(SESSION_STORAGE_KEY.profiles, JSON.stringify(next.profiles));
    if (next.activeProfileId) storage.set(SESSION_STORAGE_KEY.activeProfileId, next.activeProfileId);
    else storage.remove(SESSION_STORAGE_KEY.activeProfileId);
    if (next.defaultProfileId) storage.set(SESSION_STORAGE_KEY.defaultProfileId, next.defaultProfileId);
    else storage.remove(SESSION_STORAGE_KEY.defaultProfileId);
    if (next.personId) storage.set(SESSION_STORAGE_KEY.person, next.personId);
    else storage.remove(SESSION_STORAGE_KEY.person);
    storage.set(SESSION_STORAGE_KEY.affluentLevel, String(next.affluentLevel));
    state.set(next);
  }

  function clearLocal(): void {
    for (const key of Object.values(SESSION_STORAGE_KEY)) if (key !== SESSION_STORAGE_KEY.logoutEvent) storage.remove(key);
    state.set(SIGNED_OUT);
  }

  function toStored(profile: ServerProfile): Profile {
    return { ...profile, expirationTime: clock.now() + profile.accessTokenTimeToLive * MS_PER_SECOND };
  }

  async function fetchProfiles(kind: LoginKind): Promise<void> {
    const path = kind === 'agent' ? SESSION_PATH.agentLogin : SESSION_PATH.customerLogin;
    const headers = kind === 'customer' ? { [DEVICE_BRAND_HEADER]: await options.getDeviceBrand() } : undefined;
    const response = await http.request(path, { ...(headers ? { headers } : {}), skipTokenRefresh: true });
    const parsed = v.safeParse(authenticationResultSchema, response.body);
    if (!parsed.success) throw new Error(INVALID_AUTHENTICATION_RESULT);
    const { person, accessTokens } = parsed.output;
    const employee = accessTokens.some((p) => p.identifyeeType === EMPLOYEE);
    if (kind === 'customer' && employee) throw new Error(INVALID_AUTHENTICATION_RESULT);
    const active = accessTokens.find((p) => p.default) ?? accessTokens[0];
    if (!active) throw new Error(INVALID_AUTHENTICATION_RESULT);
    persist({
      status: 'completed',
      profiles: accessTokens.map(toStored),
      activeProfileId: active.profileId,
      defaultProfileId: accessTokens.find((p) => p.default)?.profileId ?? null,
      personId: person.id,
      affluentLevel: decodeAffluentMark(response.headers.get(AFFLUENT_HEADER), options.decodeBase64, options.logError),
    });
  }

  function activeProfile(snapshot: SessionSnapshot): Profile | undefined {
    const { profiles } = snapshot;
    return (
      profiles.find((p) => p.profileId === snapshot.activeProfileId) ??
      profiles.find((p) => p.profileId === snapshot.defaultProfileId) ??
      profiles[0]
    );
  }

  function writeLogoutEvent(): void {
    const previous = Number(storage.get(SESSION_STORAGE_KEY.logoutEvent));
    const index = Number.isInteger(previous) && previous >= LOGOUT_EVENT_FIRST_INDEX ? previous + 1 : LOGOUT_EVENT_FIRST_INDEX;
    storage.set(SESSION_STORAGE_KEY.logoutEvent, String(index));
  }

  async function refreshActive(): Promise<boolean> {
    const snapshot = state.getSnapshot();
    const profile = activeProfile(snapshot);
    if (!profile) return false;
    try {
      const response = await http.request(SESSION_PATH.token, {
        method: 'POST',
        form: { refresh_token: profile.refreshToken, grant_type: 'refresh_token' },
        headers: {
          authorization: `Bearer ${profile.accessToken}`,
          [USER_INACTIVITY_HEADER]: String(Math.floor(options.getInactivitySeconds?.() ?? 0)),
        },
        skipTokenRefresh: true,
        parse: (body) => v.parse(tokenRefreshSchema, body),
      });
      const { access_token, refresh_token, expires_in } = response.body;
      const current = state.getSnapshot();
      persist({
        ...current,
        profiles: current.profiles.map((p) =>
          p.profileId === profile.profileId
            ? {
                ...p,
                accessToken: access_token,
                refreshToken: refresh_token ?? p.refreshToken,
                accessTokenTimeToLive: expires_in,
                expirationTime: clock.now() + expires_in * MS_PER_SECOND,
              }
            : p,
        ),
      });
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        // The profile expired on the server (shell.md §8): drop it.
        const current = state.getSnapshot();
        const profiles = current.profiles.filter((p) => p.profileId !== profile.profileId);
        if (profiles.length === 0) clearLocal();
        else
          persist({
            ...current,
            profiles,
            activeProfileId: profiles.some((p) => p.profileId === current.activeProfileId) ? current.activeProfileId : null,
          });
      }
      return false;
    }
  }

  const stopListening = storage.onExternalChange((key) => {
    if (key === SESSION_STORAGE_KEY.logoutEvent) clearLocal();
    else if (key === SESSION_STORAGE_KEY.profiles || key === SESSION_STORAGE_KEY.activeProfileId) state.set(loadSnapshot(storage));
  });

  return {
    state,
    login({ kind = 'customer', force = false } = {}) {
      if (pendingLogin) return pendingLogin;
      const current = state.getSnapshot();
      if (current.status !== 'completed') clearLocal();
      if (!force && current.status === 'completed' && current.activeProfileId) return Promise.resolve();
      state.set({ ...state.getSnapshot(), status: 'pending' });
      pendingLogin = fetchProfiles(kind)
        .catch((error: unknown) => {
          clearLocal();
          throw error;
        })
        .finally(() => {
          pendingLogin = null;
        });
      return pendingLogin;
    },
    async logout() {
      const { profiles } = state.getSnapshot();
      const refreshTokens = [...new Set(profiles.map((p) => p.refreshToken))];
      // Server calls are best effort: the customer is logged out locally whatever they answer.
      await Promise.allSettled([
        ...refreshTokens.map((token) => http.post(SESSION_PATH.revoke, { form: { token }, skipTokenRefresh: true })),
        http.delete(SESSION_PATH.serverSession, { skipTokenRefresh: true }),
      ]);
      clearLocal();
      writeLogoutEvent();
    },
    activateProfile(profileId) {
      const current = state.getSnapshot();
      if (!current.profiles.some((p) => p.profileId === profileId)) throw new Error(`Unknown profile "${profileId}"`);
      persist({ ...current, activeProfileId: profileId });
    },
    getAccessToken: () => activeProfile(state.getSnapshot())?.accessToken ?? null,
    refresh() {
      pendingRefresh ??= refreshActive().finally(() => {
        pendingRefresh = null;
      });
      return pendingRefresh;
    },
    dispose: stopListening,
  };
}
