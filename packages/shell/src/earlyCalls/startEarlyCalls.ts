import { browserLocale } from '../services/shellI18n';

/**
 * What the early-calls script must agree on with the shell. The build fills it in from the modules
 * that own each value, so the script inlined in the page imports nothing and stays small.
 */
export interface EarlyCallsSettings {
  /** Web Storage keys of the stored session (core's `SESSION_STORAGE_KEY`, with the shell's prefix). */
  profilesKey: string;
  activeProfileKey: string;
  defaultProfileKey: string;
  anonymousProfileKey: string;
  sessionContextKey: string;
  /** Web Storage key of the affluent level, and the levels that put it in the session context (shell.md §6). */
  affluentLevelKey: string;
  affluentLevels: readonly number[];
  /** Web Storage key of the language the customer chose, and the languages the shell speaks. */
  localeKey: string;
  locales: readonly string[];
  /** The global through which a native app's wrapper talks to the page. */
  nativeWrapperGlobal: string;
  /** The shell's home, e.g. `/posicion-global`: the only page whose calls start early. */
  homePath: string;
  /**
   * The shell's own first call on every signed-in page (the customer's preferences, which say
   * whether balances are hidden): it starts before the home feature's.
   */
  shellCalls: readonly string[];
  /** The attribute of the page's data block that lists the home feature's calls (written by the server). */
  callsAttribute: string;
  /** The global the answers wait in for the shell's API client. */
  answersGlobal: string;
}

/** One call started by the script, as the API client will make it. */
export interface EarlyCall {
  /** Absolute URL on the API host. */
  url: string;
  /** `Bearer …`, the active profile's token when the call started. */
  authorization: string;
  /** The `Accept-Language` sent: the document's language the shell will choose. */
  language: string;
  /** The `X-Session-Context` sent (an affluent customer's level), or `null` for none. */
  sessionContext: string | null;
  response: Promise<Response>;
}

/** What the script leaves in {@link EarlyCallsSettings.answersGlobal}. */
export interface EarlyAnswers {
  /** `Date.now()` when the calls started: answers that wait too long are not taken. */
  startedAt: number;
  calls: EarlyCall[];
  /** The name of the profile whose token the calls carry (`Personal`, a company's), if it has one. */
  profileName: string | null;
  /** Its kind (`personal`, `business`), if the session gave it one: a company's page is headed by its name. */
  profileKind: string | null;
}

/** What the script reads of the page: injected, so tests give it a fake. */
export interface EarlyCallsWindow {
  document: Pick<Document, 'querySelector'>;
  location: Pick<Location, 'protocol' | 'host' | 'hash' | 'search'>;
  navigator: Pick<Navigator, 'languages'>;
  readonly localStorage: Pick<Storage, 'getItem'>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  Date: Pick<DateConstructor, 'now'>;
}

/** A path on the API host: one leading slash, no scheme, no backslash (`/\evil` leaves the host). */
const API_PATH_PATTERN = /^\/(?![/\\])[^\\\s]*$/;

const readJson = (text: string | null | undefined): unknown => (text ? JSON.parse(text) : null);

/**
 * Runs inline in the page of a customer coming back with a session, before the modules load
 * (issue 42 §6): the shell's first call (the preferences) and the home page's (the client and the
 * products, which the balances wait for), listed by the server in the page's data block, start now rather than once the shell
 * and the overall position have loaded, run and asked for them. The shell's API client takes each
 * answer once, for the same call with the same token and language (`adoptEarlyAnswers`).
 *
 * Nothing starts unless the page is sure to make those calls itself, with the stored token: at the
 * home address, without a query (another client, an assisted session), outside the native app
 * (which may own the session), with an unexpired token of a customer's profile and no stored
 * session context. An affluent customer's calls carry their level as the session's context, as the
 * shell's do. The token goes only to the API host of the page's own
 * host, as the API client's calls do (shell.md §7). In any doubt, or on any error, nothing starts.
 *
 * @returns how many calls started
 */
export function startEarlyCalls(win: EarlyCallsWindow, settings: EarlyCallsSettings): number {
  try {
    const { hash, search, protocol, host } = win.location;
    const address = hash.replace(/\/$/, '');
    if (search !== '' || settings.nativeWrapperGlobal in win || !['', '#', `#${settings.homePath}`].includes(address)) return 0;
    const listed = readJson(win.document.querySelector(`script[${settings.callsAttribute}]`)?.textContent);
    if (!Array.isArray(listed)) return 0;
    const paths: unknown[] = [...settings.shellCalls, ...(listed as unknown[])];
    if (!paths.every((path) => typeof path === 'string' && API_PATH_PATTERN.test(path))) return 0;
    const storage = win.localStorage;
    if (storage.getItem(settings.anonymousProfileKey) !== null || storage.getItem(settings.sessionContextKey) !== null) return 0;
    const profiles = readJson(storage.getItem(settings.profilesKey));
    if (!Array.isArray(profiles)) return 0;
    // As the session picks the token: the active profile, else the default, else the first.
    const withId = (id: string | null) => (profiles as { profileId?: unknown }[]).find((profile) => profile?.profileId === id);
    const profile = (withId(storage.getItem(settings.activeProfileKey)) ??
      withId(storage.getItem(settings.defaultProfileKey)) ??
      profiles[0]) as { accessToken?: unknown; expirationTime?: unknown; name?: unknown; kind?: unknown } | undefined;
    const token = profile?.accessToken;
    const expiry = profile?.expirationTime;
    if (typeof token !== 'string' || token === '' || typeof expiry !== 'number' || expiry <= win.Date.now()) return 0;
    // As the session writes it: an affluent customer's level is the context of every call (shell.md §6).
    const level = Number(storage.getItem(settings.affluentLevelKey));
    const sessionContext = settings.affluentLevels.includes(level) ? JSON.stringify({ affluentLevel: level }) : null;
    const stored = storage.getItem(settings.localeKey);
    const language = stored !== null && settings.locales.includes(stored) ? stored : browserLocale(win.navigator.languages);
    const apiBase = `${protocol}//api.${host}`;
    const authorization = `Bearer ${token}`;
    const calls = (paths as string[]).map((path): EarlyCall => {
      // Written as the API client writes it, so that the two URLs compare equal.
      const url = new URL(path, apiBase).href;
      const headers: Record<string, string> = { authorization, 'accept-language': language };
      if (sessionContext !== null) headers['x-session-context'] = sessionContext;
      const response = win.fetch(url, { headers, credentials: 'include' });
      // An answer nobody takes, or a call that failed, is nobody's error: the shell asks again.
      response.catch(() => undefined);
      return { url, authorization, language, sessionContext, response };
    });
    const profileName = typeof profile?.name === 'string' && profile.name !== '' ? profile.name : null;
    const profileKind = typeof profile?.kind === 'string' && profile.kind !== '' ? profile.kind : null;
    (win as unknown as Record<string, EarlyAnswers>)[settings.answersGlobal] = {
      startedAt: win.Date.now(),
      calls,
      profileName,
      profileKind,
    };
    return calls.length;
  } catch {
    return 0;
  }
}
