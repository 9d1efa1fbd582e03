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

/** Response header that carries the affluent mark. */
export const AFFLUENT_HEADER = 'x-ing-affluent';
/** Request header with the device brand on customer login. */
export const DEVICE_BRAND_HEADER = 'x-device-brand';
/** Request header with the seconds of user inactivity on token refresh. */
export const USER_INACTIVITY_HEADER = 'x-user-inactivity';

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

/** Paths of shell.md §7. */
export const SESSION_PATH = {
  customerLogin: '/genoma_api/saf/tpa/accesstoken',
  agentLogin: '/assisted_channels/saf/tpa/accesstoken',
  synchronize: '/saf/tpa/accesstoken/synchronize',
  token: '/oauth2/token',
  revoke: '/oauth2/token/revoke',
  serverSession: '/genoma_api/rest/session',
} as const;

export const MS_PER_SECOND = 1000;

/** Session calls read the server's state as it is now: never from the GET cache. */
export const SESSION_NOT_CACHED = { useCache: false } as const;
