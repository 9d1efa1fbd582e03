import { describe, expect, it, vi } from 'vitest';
import { startEarlyCalls } from './startEarlyCalls';
import type { EarlyAnswers, EarlyCallsSettings, EarlyCallsWindow } from './startEarlyCalls';

const SETTINGS: EarlyCallsSettings = {
  profilesKey: 'bank-shell.session.profiles',
  activeProfileKey: 'bank-shell.session.active-profile-id',
  defaultProfileKey: 'bank-shell.session.default-profile-id',
  anonymousProfileKey: 'bank-shell.session.anonymous-profile',
  sessionContextKey: 'bank-shell.session.context',
  affluentLevelKey: 'bank-shell.session.affluent-level',
  affluentLevels: [10, 100, 1000],
  localeKey: 'bank-shell.locale',
  locales: ['es-ES', 'en-GB'],
  nativeWrapperGlobal: 'bankNativeWrapper',
  homePath: '/posicion-global',
  shellCalls: [],
  callsAttribute: 'data-first-calls',
  answersGlobal: 'bankShellEarlyAnswers',
};

const NOW_MS = 1_700_000_000_000;

const profile = (profileId: string, accessToken: string, expirationTime = NOW_MS + 60_000, name?: string, kind?: string) => ({
  profileId,
  accessToken,
  expirationTime,
  ...(name === undefined ? {} : { name }),
  ...(kind === undefined ? {} : { kind }),
});

interface PageOptions {
  hash?: string;
  search?: string;
  storage?: Record<string, string>;
  calls?: string | null;
  languages?: string[];
  extra?: Record<string, unknown>;
}

function page({
  hash = '#/posicion-global',
  search = '',
  storage = {
    'bank-shell.session.profiles': JSON.stringify([profile('personal', 'at-personal'), profile('business', 'at-business')]),
    'bank-shell.session.active-profile-id': 'business',
  },
  calls = '["/genoma_api/rest/client","/genoma_api/rest/products"]',
  languages = ['es-ES', 'en'],
  extra = {},
}: PageOptions = {}) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
  const win = {
    document: {
      querySelector: (selector: string) => (selector === 'script[data-first-calls]' && calls !== null ? { textContent: calls } : null),
    },
    location: { protocol: 'http:', host: 'bank.localhost:8080', hash, search },
    navigator: { languages },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    fetch,
    Date: { now: () => NOW_MS },
    ...extra,
  } as unknown as EarlyCallsWindow;
  const answers = () => (win as unknown as Record<string, EarlyAnswers | undefined>)['bankShellEarlyAnswers'];
  return { win, fetch, answers };
}

describe('the early calls of a customer coming back to the overall position (issue 42 §6)', () => {
  it("starts the page's calls on the API host with the active profile's token and the shell's language, and leaves them for the client", () => {
    const { win, fetch, answers } = page();
    expect(startEarlyCalls(win, SETTINGS)).toBe(2);
    expect(fetch.mock.calls).toEqual([
      [
        'http://api.bank.localhost:8080/genoma_api/rest/client',
        { headers: { authorization: 'Bearer at-business', 'accept-language': 'es-ES' }, credentials: 'include' },
      ],
      [
        'http://api.bank.localhost:8080/genoma_api/rest/products',
        { headers: { authorization: 'Bearer at-business', 'accept-language': 'es-ES' }, credentials: 'include' },
      ],
    ]);
    expect(answers()?.startedAt).toBe(NOW_MS);
    expect(
      answers()?.calls.map(({ url, authorization, language, sessionContext }) => ({ url, authorization, language, sessionContext })),
    ).toEqual([
      {
        url: 'http://api.bank.localhost:8080/genoma_api/rest/client',
        authorization: 'Bearer at-business',
        language: 'es-ES',
        sessionContext: null,
      },
      {
        url: 'http://api.bank.localhost:8080/genoma_api/rest/products',
        authorization: 'Bearer at-business',
        language: 'es-ES',
        sessionContext: null,
      },
    ]);
  });

  it("starts the shell's own first calls before the page's, and names the profile whose token they carry, and its kind", () => {
    const { win, fetch, answers } = page({
      storage: {
        'bank-shell.session.profiles': JSON.stringify([
          profile('business', 'at-business', NOW_MS + 60_000, 'Martínez Diseño SL', 'business'),
        ]),
      },
    });
    expect(startEarlyCalls(win, { ...SETTINGS, shellCalls: ['/genoma_api/rest/client/preferences'] })).toBe(3);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://api.bank.localhost:8080/genoma_api/rest/client/preferences',
      'http://api.bank.localhost:8080/genoma_api/rest/client',
      'http://api.bank.localhost:8080/genoma_api/rest/products',
    ]);
    expect(answers()?.profileName).toBe('Martínez Diseño SL');
    // Issue 42 §3: a company's page is headed by its name, painted too.
    expect(answers()?.profileKind).toBe('business');
  });

  it('names no profile when the stored one has no name, and no kind when it has none', () => {
    const { win, answers } = page({ storage: { 'bank-shell.session.profiles': JSON.stringify([profile('personal', 'at-personal')]) } });
    startEarlyCalls(win, SETTINGS);
    expect(answers()?.profileName).toBeNull();
    expect(answers()?.profileKind).toBeNull();
  });

  it('starts nothing when a shell call would leave the API host', () => {
    const { win, fetch } = page();
    expect(startEarlyCalls(win, { ...SETTINGS, shellCalls: ['//evil.example/x'] })).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends an affluent customer's level as the session's context, as the shell's calls do (shell.md §6)", () => {
    const { win, fetch, answers } = page({
      storage: {
        'bank-shell.session.profiles': JSON.stringify([profile('personal', 'at-javier')]),
        'bank-shell.session.affluent-level': '1000',
      },
    });
    expect(startEarlyCalls(win, SETTINGS)).toBe(2);
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      headers: { authorization: 'Bearer at-javier', 'accept-language': 'es-ES', 'x-session-context': '{"affluentLevel":1000}' },
      credentials: 'include',
    });
    expect(answers()?.calls[0]?.sessionContext).toBe('{"affluentLevel":1000}');
  });

  it('sends no session context for a level the session does not know, as the session reads it as none', () => {
    const { win, fetch } = page({
      storage: { 'bank-shell.session.profiles': JSON.stringify([profile('personal', 'at-1')]), 'bank-shell.session.affluent-level': '7' },
    });
    startEarlyCalls(win, SETTINGS);
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      headers: { authorization: 'Bearer at-1', 'accept-language': 'es-ES' },
      credentials: 'include',
    });
  });

  it.each(['', '#', '#/', '#/posicion-global', '#/posicion-global/'])('starts them at the home address %j', (hash) => {
    expect(startEarlyCalls(page({ hash }).win, SETTINGS)).toBe(2);
  });

  it('takes the default profile, then the first, when none is active; and the chosen language before the browser’s', () => {
    const stored = {
      'bank-shell.session.profiles': JSON.stringify([profile('personal', 'at-personal'), profile('business', 'at-business')]),
      'bank-shell.session.default-profile-id': 'business',
      'bank-shell.locale': 'en-GB',
    };
    const byDefault = page({ storage: stored });
    startEarlyCalls(byDefault.win, SETTINGS);
    expect(byDefault.fetch.mock.calls[0]?.[1]).toEqual({
      headers: { authorization: 'Bearer at-business', 'accept-language': 'en-GB' },
      credentials: 'include',
    });
    const first = page({
      storage: { 'bank-shell.session.profiles': JSON.stringify([profile('personal', 'at-personal')]) },
      languages: ['en-US'],
    });
    startEarlyCalls(first.win, SETTINGS);
    expect(first.fetch.mock.calls[0]?.[1]).toEqual({
      headers: { authorization: 'Bearer at-personal', 'accept-language': 'en-GB' },
      credentials: 'include',
    });
  });

  const signedIn = JSON.stringify([profile('personal', 'at-personal')]);
  it.each<[string, PageOptions]>([
    ['another page', { hash: '#/bizum' }],
    ['a query (another client, an assisted session)', { search: '?clientId=bank-twin' }],
    ['inside the native app', { extra: { bankNativeWrapper: {} } }],
    ['no session stored', { storage: {} }],
    ['an expired token', { storage: { 'bank-shell.session.profiles': JSON.stringify([profile('personal', 'at-personal', NOW_MS)]) } }],
    ['an empty token', { storage: { 'bank-shell.session.profiles': JSON.stringify([profile('personal', '')]) } }],
    ['profiles that are not a list', { storage: { 'bank-shell.session.profiles': '{"profileId":"personal"}' } }],
    ['unreadable profiles', { storage: { 'bank-shell.session.profiles': '[{' } }],
    [
      "a prospect's anonymous profile",
      { storage: { 'bank-shell.session.profiles': signedIn, 'bank-shell.session.anonymous-profile': '{}' } },
    ],
    ['a session context', { storage: { 'bank-shell.session.profiles': signedIn, 'bank-shell.session.context': '{"personal":{}}' } }],
    ['no list of calls in the page', { calls: null }],
    ['a list that is not JSON', { calls: '["/genoma_api' }],
    ['a call to another host', { calls: '["//evil.example/steal"]' }],
    ['a call with a backslash', { calls: '["/\\\\evil.example/steal"]' }],
    ['an absolute address', { calls: '["https://evil.example/steal"]' }],
    ['a call that is not a string', { calls: '[42]' }],
  ])('starts nothing with %s', (_case, options) => {
    const { win, fetch, answers } = page(options);
    expect(startEarlyCalls(win, SETTINGS)).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(answers()).toBeUndefined();
  });

  it('starts nothing, and throws nothing, when storage is blocked', () => {
    const { win, fetch } = page();
    Object.defineProperty(win, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(startEarlyCalls(win, SETTINGS)).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('handles a call that fails on the network at once, so that an answer nobody takes is no unhandled rejection', async () => {
    const { win, fetch, answers } = page();
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const handled = vi.spyOn(failed, 'catch');
    fetch.mockReturnValue(failed);
    expect(startEarlyCalls(win, SETTINGS)).toBe(2);
    expect(handled).toHaveBeenCalledTimes(2);
    await expect(answers()?.calls[0]?.response).rejects.toThrow('Failed to fetch');
  });
});
