/**
 * Client kinds and channels (shell.md §6, features.md §6). The page says which client it is with a
 * client id; the client kind gives the channel code the bank counts the visit under. The spec
 * names the kinds but not their ids: the ids below are this shell's, and the sandbox serves a page
 * for each (`/clients/<client id>/`).
 */

export const CLIENT_KINDS = [
  'web-transactional',
  'android-transactional',
  'ios-transactional',
  'sign-ups',
  'teen-web',
  'teen-android',
  'teen-ios',
  'assisted',
] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** Client id on the page → client kind. The assisted client is the "twin" of the customer's web. */
export const CLIENT_ID_KINDS: Readonly<Record<string, ClientKind>> = {
  'bank-web': 'web-transactional',
  'bank-android': 'android-transactional',
  'bank-ios': 'ios-transactional',
  'bank-signups': 'sign-ups',
  'bank-teen-web': 'teen-web',
  'bank-teen-android': 'teen-android',
  'bank-teen-ios': 'teen-ios',
  'bank-twin': 'assisted',
};

/** The client a page without a client id is. */
export const DEFAULT_CLIENT_ID = 'bank-web';

/** shell.md §6. */
export const CHANNEL_CODE = { callCentre: 81, web: 83, branch: 85, mobile: 86 } as const;
export type ChannelCode = (typeof CHANNEL_CODE)[keyof typeof CHANNEL_CODE];

/** Where the assisted client is used: the call centre (CC, the default) or a branch (COF). */
export const ASSISTED_APPS = ['CC', 'COF'] as const;
export type AssistedApp = (typeof ASSISTED_APPS)[number];
export const DEFAULT_ASSISTED_APP: AssistedApp = 'CC';
/** The query parameter, and the storage key, that select the assisted app. */
export const ASSISTED_APP_PARAMETER = 'app';

const KIND_CHANNELS: Readonly<Record<Exclude<ClientKind, 'assisted'>, ChannelCode>> = {
  'web-transactional': CHANNEL_CODE.web,
  // Signing up happens on the web.
  'sign-ups': CHANNEL_CODE.web,
  'teen-web': CHANNEL_CODE.web,
  'android-transactional': CHANNEL_CODE.mobile,
  'ios-transactional': CHANNEL_CODE.mobile,
  'teen-android': CHANNEL_CODE.mobile,
  'teen-ios': CHANNEL_CODE.mobile,
};

const ASSISTED_APP_CHANNELS: Readonly<Record<AssistedApp, ChannelCode>> = { CC: CHANNEL_CODE.callCentre, COF: CHANNEL_CODE.branch };

export interface Channel {
  readonly clientId: string;
  readonly clientKind: ClientKind;
  readonly code: ChannelCode;
  /** For the assisted client only: where the agent works. */
  readonly assistedApp: AssistedApp | null;
}

export class UnknownClientIdError extends Error {
  override readonly name = 'UnknownClientIdError';
  constructor(readonly clientId: string) {
    super(`Unknown client id "${clientId}": expected one of ${Object.keys(CLIENT_ID_KINDS).join(', ')}`);
  }
}

const isAssistedApp = (value: string | null): value is AssistedApp => (ASSISTED_APPS as readonly (string | null)[]).includes(value);

export interface ChannelInput {
  /** The page's client id; `null` when the page names none. */
  clientId: string | null;
  /** The page's query string parameters. */
  query: URLSearchParams;
  /** Where the assisted app chosen by query is kept for later pages. */
  storage: { get(key: string): string | null; set(key: string, value: string): void };
}

/**
 * The page's client kind and channel code. For the assisted client, `app` in the query (kept for
 * later pages), else the kept one, selects CC or COF; anything else is CC.
 * @throws UnknownClientIdError for a client id this shell does not know
 */
export function resolveChannel({ clientId, query, storage }: ChannelInput): Channel {
  const id = clientId ?? DEFAULT_CLIENT_ID;
  const clientKind = Object.hasOwn(CLIENT_ID_KINDS, id) ? CLIENT_ID_KINDS[id] : undefined;
  if (clientKind === undefined) throw new UnknownClientIdError(id);
  if (clientKind !== 'assisted') return { clientId: id, clientKind, code: KIND_CHANNELS[clientKind], assistedApp: null };
  const asked = query.get(ASSISTED_APP_PARAMETER);
  if (isAssistedApp(asked)) storage.set(ASSISTED_APP_PARAMETER, asked);
  const kept = storage.get(ASSISTED_APP_PARAMETER);
  const assistedApp = isAssistedApp(asked) ? asked : isAssistedApp(kept) ? kept : DEFAULT_ASSISTED_APP;
  return { clientId: id, clientKind, code: ASSISTED_APP_CHANNELS[assistedApp], assistedApp };
}
