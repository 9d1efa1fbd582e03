import { describe, expect, it } from 'vitest';
import { createTestServices } from '@bank-shell/react/testing';
import { createAnonymousAccess, withAnonymousToken } from './anonymousAccess';
import { ANONYMOUS_PROFILE, ANONYMOUS_TOKEN, CURRENT, apiError, applicationWith, fakeBank, json, requestsTo } from './testKit';

type Answer = Response | ((request: Request) => Response);

function setup(answers: Record<string, Answer>, now = { value: 1_000 }) {
  const bank = fakeBank(answers);
  const services = createTestServices({ fetch: bank.fetch });
  const access = createAnonymousAccess(services.http, services.session, () => now.value);
  const http = withAnonymousToken(services.http, access);
  return { ...bank, session: services.session, access, http, now };
}

/** The anonymous profiles the fake bank hands out, one after the other. */
function tokensInTurn(...tokens: string[]) {
  let next = 0;
  return () => json({ ...ANONYMOUS_PROFILE, accessToken: tokens[next++] ?? 'spent' }, 201);
}

// shell.md §3.1 (expirationTime as given), §3.2 (the anonymous profile among the session stores), §4.9 (its token first, cleared past expiry).
describe('the sign-up’s anonymous profile (shell.md §3.2, §4.9)', () => {
  it('asks the bank once for concurrent calls and stores the anonymous profile with the bank’s expirationTime (shell.md §3.1, §3.2)', async () => {
    const { access, session, requests } = setup({ [`POST ${ANONYMOUS_TOKEN}`]: tokensInTurn('anonymous-token-1') });
    expect(await Promise.all([access.token(), access.token()])).toEqual(['anonymous-token-1', 'anonymous-token-1']);
    expect(requestsTo(requests, 'POST', ANONYMOUS_TOKEN)).toHaveLength(1);
    const stored = session.state.getSnapshot().anonymousProfile;
    expect(stored?.profileId).toBe('anonymous');
    expect(stored?.expirationTime).toBe(4_102_444_800_000);
    // shell.md §4.9: the access token follows the anonymous profile.
    expect(session.getAccessToken()).toBe('anonymous-token-1');
    expect(session.state.getSnapshot().status).toBe('unauthenticated');
  });

  it('reuses the stored anonymous profile while it lives', async () => {
    const { access, requests } = setup({ [`POST ${ANONYMOUS_TOKEN}`]: tokensInTurn('anonymous-token-1', 'anonymous-token-2') });
    await access.token();
    expect(await access.token()).toBe('anonymous-token-1');
    expect(requestsTo(requests, 'POST', ANONYMOUS_TOKEN)).toHaveLength(1);
  });

  it('clears an anonymous profile past its expiry and asks for a new one (shell.md §4.9)', async () => {
    const now = { value: 1_000 };
    const { access, session, requests } = setup(
      { [`POST ${ANONYMOUS_TOKEN}`]: (request) => tokensInTurn(request.headers.get('authorization') ?? 'no bearer')() },
      now,
    );
    session.setAnonymousProfile({ ...ANONYMOUS_PROFILE, accessToken: 'expired-token', refreshToken: 'none', expirationTime: 1_000 });
    expect(await access.token()).toBe('no bearer');
    // The expired token was cleared before the call, so it went nowhere.
    expect(requestsTo(requests, 'POST', ANONYMOUS_TOKEN)[0]?.headers.get('authorization')).toBeNull();
    expect(session.state.getSnapshot().anonymousProfile?.accessToken).toBe('no bearer');
  });

  it('refuses an answer that is no anonymous profile (no token, no expirationTime) and stores nothing', async () => {
    for (const body of [{ ...ANONYMOUS_PROFILE, accessToken: '' }, { ...ANONYMOUS_PROFILE, expirationTime: 'tomorrow' }, {}]) {
      const { access, session } = setup({ [`POST ${ANONYMOUS_TOKEN}`]: json(body, 201) });
      await expect(access.token()).rejects.toThrow();
      expect(session.state.getSnapshot().anonymousProfile).toBeNull();
    }
  });

  it('sends every sign-up call with the anonymous token as its bearer', async () => {
    const { http, requests } = setup({
      [`POST ${ANONYMOUS_TOKEN}`]: tokensInTurn('anonymous-token-1'),
      [`GET ${CURRENT}`]: json(applicationWith()),
    });
    await http.get(CURRENT, { cache: { useCache: false } });
    expect(requestsTo(requests, 'GET', CURRENT)[0]?.headers.get('authorization')).toBe('Bearer anonymous-token-1');
  });

  it('asks for a new token once when the bank refuses the one sent (401 anonymous_token_required), then gives up', async () => {
    let refusals = 1;
    const { http, requests } = setup({
      [`POST ${ANONYMOUS_TOKEN}`]: tokensInTurn('anonymous-token-1', 'anonymous-token-2', 'anonymous-token-3'),
      [`GET ${CURRENT}`]: () => (refusals-- > 0 ? apiError(401, 'anonymous_token_required') : json(applicationWith())),
    });
    await http.get(CURRENT, { cache: { useCache: false } });
    expect(requestsTo(requests, 'GET', CURRENT).map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer anonymous-token-1',
      'Bearer anonymous-token-2',
    ]);

    // Token 2 refused, token 3 refused: no third try.
    refusals = 2;
    await expect(http.get(CURRENT, { cache: { useCache: false } })).rejects.toMatchObject({ status: 401 });
    expect(requestsTo(requests, 'POST', ANONYMOUS_TOKEN)).toHaveLength(3);
    expect(requestsTo(requests, 'GET', CURRENT)).toHaveLength(4);
  });

  it('keeps another 401 as it is, without a new token', async () => {
    const { http, requests } = setup({
      [`POST ${ANONYMOUS_TOKEN}`]: tokensInTurn('anonymous-token-1'),
      [`GET ${CURRENT}`]: apiError(401, 'invalid_token'),
    });
    await expect(http.get(CURRENT, { cache: { useCache: false } })).rejects.toMatchObject({ status: 401 });
    expect(requestsTo(requests, 'POST', ANONYMOUS_TOKEN)).toHaveLength(1);
  });

  it('loses the stored anonymous profile when a customer’s profile arrives (shell.md §4.7), and the sign-up calls still carry the anonymous token', async () => {
    const { access, session, http, requests } = setup({
      [`POST ${ANONYMOUS_TOKEN}`]: tokensInTurn('anonymous-token-1'),
      [`GET ${CURRENT}`]: json(applicationWith()),
    });
    await access.token();
    session.addProfiles([
      {
        profileId: 'personal',
        setId: 'SET-1',
        accessToken: 'customer-token',
        refreshToken: 'rt',
        accessTokenTimeToLive: 600,
        personId: 'P1',
        default: true,
      },
    ]);
    expect(session.state.getSnapshot().anonymousProfile).toBeNull();
    expect(session.getAccessToken()).toBe('customer-token');
    await http.get(CURRENT, { cache: { useCache: false } });
    expect(requestsTo(requests, 'GET', CURRENT)[0]?.headers.get('authorization')).toBe('Bearer anonymous-token-1');
  });
});
