import { describe, expect, it, vi } from 'vitest';
import { authorizationStep, bearer } from './authorization';
import type { TokenSource } from './authorization';
import { createHttpClient } from './client';
import type { RequestOptions } from './client';
import { HttpError } from './errors';
import type { HttpMethod, HttpStep, OutgoingCall } from './steps';

const API = 'http://api.bank.localhost:8080';

/** A token source whose current token the test can change, with a refresh it can watch. */
function tokenSource(initial: string | null, refreshed = true) {
  let current = initial;
  const refresh = vi.fn(() => Promise.resolve(refreshed));
  const tokens: TokenSource = { getAccessToken: () => current, refresh };
  return {
    tokens,
    refresh,
    setToken: (token: string | null) => {
      current = token;
    },
  };
}

function outgoingCall(
  options: RequestOptions<unknown> = {},
  { isRetry = false, method = 'GET' }: { isRetry?: boolean; method?: HttpMethod } = {},
): OutgoingCall {
  return { method, options, headers: new Headers(options.headers), isRetry };
}

function prepared(step: HttpStep, call: OutgoingCall): Headers {
  step.prepare(call);
  return call.headers;
}

function askRetry(step: HttpStep, answer: Response, call: OutgoingCall = outgoingCall()): Promise<boolean> {
  if (!step.retryAfter) throw new Error('the authorization step must be able to ask for a retry');
  return step.retryAfter(answer, call);
}

function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers });
}

describe('bearer', () => {
  it("writes an access token as exactly 'Bearer ' followed by the token", () => {
    expect(bearer('abc')).toBe('Bearer abc');
  });
});

describe('authorizationStep: the header it prepares', () => {
  it("sends the token source's token as authorization: Bearer <token>", () => {
    const { tokens } = tokenSource('token-1');
    expect(prepared(authorizationStep(tokens), outgoingCall()).get('authorization')).toBe('Bearer token-1');
  });

  it('sends no authorization header when the token source has no token', () => {
    const { tokens } = tokenSource(null);
    expect(prepared(authorizationStep(tokens), outgoingCall()).has('authorization')).toBe(false);
  });

  it("sends the call's own accessToken instead of the source's on the first try", () => {
    const { tokens } = tokenSource('session-token');
    const headers = prepared(authorizationStep(tokens), outgoingCall({ accessToken: 'profile-token' }));
    expect(headers.get('authorization')).toBe('Bearer profile-token');
  });

  it("keeps the caller's own Authorization header on the first try", () => {
    const { tokens } = tokenSource('session-token');
    const headers = prepared(authorizationStep(tokens), outgoingCall({ headers: { Authorization: 'Basic Y2xpZW50OnNlY3JldA==' } }));
    expect(headers.get('authorization')).toBe('Basic Y2xpZW50OnNlY3JldA==');
  });

  it("replaces the caller's own Authorization header with the source's new token on a retry", () => {
    const { tokens } = tokenSource('new-token');
    const call = outgoingCall({ headers: { Authorization: 'Bearer old-token' } }, { isRetry: true });
    expect(prepared(authorizationStep(tokens), call).get('authorization')).toBe('Bearer new-token');
  });

  it("replaces the call's own accessToken with the source's new token on a retry", () => {
    const { tokens } = tokenSource('new-token');
    const call = outgoingCall({ accessToken: 'old-token' }, { isRetry: true });
    expect(prepared(authorizationStep(tokens), call).get('authorization')).toBe('Bearer new-token');
  });

  it("drops the caller's stale Authorization header on a retry when the source has no token", () => {
    const { tokens } = tokenSource(null);
    const call = outgoingCall({ headers: { Authorization: 'Bearer old-token' } }, { isRetry: true });
    expect(prepared(authorizationStep(tokens), call).has('authorization')).toBe(false);
  });
});

describe('authorizationStep: refreshing an expired token', () => {
  it('asks the token source to refresh exactly once for a 401 with x-token-expired: true, and resolves to what refresh resolved', async () => {
    const yes = tokenSource('token-1', true);
    await expect(askRetry(authorizationStep(yes.tokens), answer(401, { 'x-token-expired': 'true' }))).resolves.toBe(true);
    expect(yes.refresh).toHaveBeenCalledTimes(1);

    const no = tokenSource('token-1', false);
    await expect(askRetry(authorizationStep(no.tokens), answer(401, { 'x-token-expired': 'true' }))).resolves.toBe(false);
    expect(no.refresh).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 401 without x-token-expired', answer(401)],
    ['a 403 with x-token-expired: true', answer(403, { 'x-token-expired': 'true' })],
    ['a 401 with x-token-expired: false', answer(401, { 'x-token-expired': 'false' })],
  ])('does not refresh, and resolves false, for %s', async (_label, response) => {
    const { tokens, refresh } = tokenSource('token-1');
    await expect(askRetry(authorizationStep(tokens), response)).resolves.toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not refresh, and resolves false, when the call asked for skipTokenRefresh', async () => {
    const { tokens, refresh } = tokenSource('token-1');
    const call = outgoingCall({ skipTokenRefresh: true });
    await expect(askRetry(authorizationStep(tokens), answer(401, { 'x-token-expired': 'true' }), call)).resolves.toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('authorizationStep through the API client', () => {
  function setup(responses: (() => Response)[]) {
    const source = tokenSource('old-token');
    source.refresh.mockImplementation(() => {
      source.setToken('new-token');
      return Promise.resolve(true);
    });
    const sent: Request[] = [];
    const fetch = vi.fn((input: RequestInfo | URL) => {
      sent.push(input as Request);
      const respond = responses[sent.length - 1] ?? responses[responses.length - 1];
      if (!respond) throw new Error('no answer scripted');
      return Promise.resolve(respond());
    });
    const client = createHttpClient({ fetch, apiBase: API, steps: [authorizationStep(source.tokens)] });
    return { client, sent, fetch, refresh: source.refresh };
  }

  const expired = () => answer(401, { 'x-token-expired': 'true' });
  const ok = () => new Response('{"balance":5}', { status: 200, headers: { 'content-type': 'application/json' } });

  it('sends the call once more with the refreshed token after an expired-token answer', async () => {
    const { client, sent, refresh } = setup([expired, ok]);
    await expect(client.get('/genoma_api/rest/client')).resolves.toEqual({ balance: 5 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('does not retry a second expired-token answer: exactly 2 fetches, then the error', async () => {
    const { client, fetch, refresh } = setup([expired, expired]);
    await expect(client.get('/genoma_api/rest/client')).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
