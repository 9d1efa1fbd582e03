import type { HttpClient } from '../http';
import type { ReadableStore } from '../store';
import type { KeyValueStorage } from '../storage';
import type { AffluentLevel } from './constants';
import type { ProfileState } from './profiles';
import type { ServerProfile } from './schemas';

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
  /** Loads the legacy app; called 15 s after a login (it checks the `block-genoma-autoload` flag itself). */
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
  /**
   * Takes over a session the native app holds (the session bridge, shell.md §4): its person and
   * profiles, completed as a login would be. False when there is no profile to activate.
   */
  adopt(personId: string, profiles: readonly ServerProfile[]): boolean;
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
  /** A new affluent level for the person (the affluent-mark event, features.md §3, shell.md §6). */
  setAffluentLevel(level: AffluentLevel): void;
  /**
   * The active profile's extended session context, for the API client's header, with the affluent
   * level when there is one (shell.md §6 "attached to the session context").
   */
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
