/** The logout event index starts here and grows by one per logout (shell.md §4, §9). */
export const LOGOUT_EVENT_FIRST_INDEX = 101;

/** Native bootstrap profile id that counts as no profile (shell.md §4). */
export const BOOTSTRAP_PROFILE_ID = 'bootstrap';

/** Affluent levels (shell.md §3, §9; features.md §3). */
export const AFFLUENT_LEVEL = {
  NO_AFLNT: 0,
  AFLNT_LOW: 10,
  AFLNT_MEDIUM: 100,
  AFLNT_HIGH: 1000,
} as const;
export type AffluentLevel = (typeof AFFLUENT_LEVEL)[keyof typeof AFFLUENT_LEVEL];

/** Keys under which the session stores live in storage. */
export const SESSION_STORAGE_KEY = {
  profiles: 'session.profiles',
  activeProfileId: 'session.active-profile-id',
  defaultProfileId: 'session.default-profile-id',
  person: 'session.person',
  affluentLevel: 'session.affluent-level',
  logoutEvent: 'session.logout-event',
  anonymousProfile: 'session.anonymous-profile',
  sessionContext: 'session.context',
  /** When the customer logged in; cleared on logout (shell.md §4 "the stored login tracker"). */
  loginTracker: 'session.login-tracker',
} as const;

/**
 * The server session's path (shell.md §7): kept alive from here, ended by the logout. The other
 * session paths are the session actions' and the token keeper's, in their own entries.
 */
export const SERVER_SESSION_PATH = '/genoma_api/rest/session';

export const MS_PER_SECOND = 1000;

/** Session calls read the server's state as it is now: never from the GET cache. */
export const SESSION_NOT_CACHED = { useCache: false } as const;
