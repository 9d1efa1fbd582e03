import { describe, expect, it, vi } from 'vitest';
import { NO_TOKENS, bankApiSteps } from './bankApiSteps';
import { createHttpClient } from './client';
import type { RequestOptions } from './client';
import { HttpError } from './errors';
import { acceptLanguageStep, isStateChanging, sessionContextStep, xsrfStep } from './steps';
import type { HttpMethod, HttpStep, OutgoingCall } from './steps';

const API = 'http://api.bank.localhost:8080';

function outgoingCall(method: HttpMethod = 'GET', options: RequestOptions<unknown> = {}): OutgoingCall {
  return { method, options: { ...options, method }, headers: new Headers(options.headers), isRetry: false };
}

function prepared(step: HttpStep, call: OutgoingCall = outgoingCall()): Headers {
  step.prepare(call);
  return call.headers;
}

function headerNames(headers: Headers): string[] {
  return [...headers.keys()];
}

describe('acceptLanguageStep', () => {
  it('sets accept-language to the language given', () => {
    expect(prepared(acceptLanguageStep(() => 'es-ES')).get('accept-language')).toBe('es-ES');
  });

  it("sets accept-language to 'en' when the language is the empty string", () => {
    expect(prepared(acceptLanguageStep(() => '')).get('accept-language')).toBe('en');
  });
});

describe('sessionContextStep', () => {
  it('sets x-session-context to the JSON of the context', () => {
    const headers = prepared(sessionContextStep(() => ({ profile: 'p-1', segment: 2 })));
    expect(headers.get('x-session-context')).toBe('{"profile":"p-1","segment":2}');
  });

  it('sets no header at all when the context is null', () => {
    expect(headerNames(prepared(sessionContextStep(() => null)))).toEqual([]);
  });
});

describe('xsrfStep', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sets x-xsrf-token on a %s', (method) => {
    expect(
      prepared(
        xsrfStep(() => 'xsrf-1'),
        outgoingCall(method),
      ).get('x-xsrf-token'),
    ).toBe('xsrf-1');
  });

  it.each(['GET'] as const)('sets no x-xsrf-token on a %s', (method) => {
    expect(
      headerNames(
        prepared(
          xsrfStep(() => 'xsrf-1'),
          outgoingCall(method),
        ),
      ),
    ).toEqual([]);
  });

  it('sets nothing on a state-changing call when the cookie reader returns null', () => {
    expect(
      headerNames(
        prepared(
          xsrfStep(() => null),
          outgoingCall('POST'),
        ),
      ),
    ).toEqual([]);
  });
});

describe('isStateChanging', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('is true for %s', (method) => {
    expect(isStateChanging(method)).toBe(true);
  });

  it.each(['GET'] as const)('is false for %s', (method) => {
    expect(isStateChanging(method)).toBe(false);
  });
});

describe('bankApiSteps (shell.md §7)', () => {
  function recordingOptions(order: string[]) {
    return {
      getLanguage: () => {
        order.push('language');
        return 'es-ES';
      },
      tokens: {
        getAccessToken: () => {
          order.push('authorization');
          return 'token-1';
        },
        refresh: () => Promise.resolve(false),
      },
      getSessionContext: () => {
        order.push('session context');
        return { profile: 'p-1' };
      },
      readXsrfToken: () => {
        order.push('xsrf');
        return 'xsrf-1';
      },
    };
  }

  it('runs language, authorization, session context, then XSRF, in that order', () => {
    const order: string[] = [];
    const call = outgoingCall('POST');
    for (const step of bankApiSteps(recordingOptions(order))) step.prepare(call);
    expect(order).toEqual(['language', 'authorization', 'session context', 'xsrf']);
  });

  it('is exactly four steps, each setting its own header, in the order language, authorization, session context, XSRF', () => {
    const steps = bankApiSteps(recordingOptions([]));
    expect(steps.map((step) => headerNames(prepared(step, outgoingCall('POST'))))).toEqual([
      ['accept-language'],
      ['authorization'],
      ['x-session-context'],
      ['x-xsrf-token'],
    ]);
  });

  it('sends no session context when none is given', () => {
    const call = outgoingCall('POST');
    const steps = bankApiSteps({ getLanguage: () => 'es-ES', tokens: NO_TOKENS, readXsrfToken: () => null });
    for (const step of steps) step.prepare(call);
    expect(call.headers.has('x-session-context')).toBe(false);
  });

  it('NO_TOKENS sends no bearer and refreshes nothing', async () => {
    expect(NO_TOKENS.getAccessToken()).toBeNull();
    await expect(NO_TOKENS.refresh()).resolves.toBe(false);
  });
});

describe('the client runs the chain of steps', () => {
  const ok = () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
  const failure = () => new Response(null, { status: 503 });

  function setup(steps: readonly HttpStep[], responses: (() => Response)[] = [ok]) {
    const sent: Request[] = [];
    const fetch = vi.fn((input: RequestInfo | URL) => {
      sent.push(input as Request);
      const respond = responses[sent.length - 1] ?? responses[responses.length - 1];
      if (!respond) throw new Error('no answer scripted');
      return Promise.resolve(respond());
    });
    return { client: createHttpClient({ fetch, apiBase: API, steps }), sent, fetch };
  }

  it('sends all four headers of bankApiSteps on a POST, with their literal values', async () => {
    const { client, sent } = setup(
      bankApiSteps({
        getLanguage: () => 'es-ES',
        tokens: { getAccessToken: () => 'token-1', refresh: () => Promise.resolve(false) },
        getSessionContext: () => ({ profile: 'p-1' }),
        readXsrfToken: () => 'xsrf-1',
      }),
    );
    await client.post('/transferencias', { json: { amount: 5 } });
    const headers = sent[0]?.headers;
    expect(headers?.get('accept-language')).toBe('es-ES');
    expect(headers?.get('authorization')).toBe('Bearer token-1');
    expect(headers?.get('x-session-context')).toBe('{"profile":"p-1"}');
    expect(headers?.get('x-xsrf-token')).toBe('xsrf-1');
  });

  it('sends the call exactly once more, prepared afresh as a retry, when a step’s retryAfter resolves true', async () => {
    const seenRetry: boolean[] = [];
    const retryAfter = vi.fn(() => Promise.resolve(true));
    const step: HttpStep = {
      prepare: ({ isRetry }) => {
        seenRetry.push(isRetry);
      },
      retryAfter,
    };
    const { client, fetch } = setup([step], [failure, ok]);
    await expect(client.get('/genoma_api/rest/client')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(seenRetry).toEqual([false, true]);
  });

  it('retries only once even when the retry fails too and the step would say yes again', async () => {
    const retryAfter = vi.fn(() => Promise.resolve(true));
    const { client, fetch } = setup([{ prepare: () => undefined, retryAfter }], [failure]);
    await expect(client.get('/genoma_api/rest/client')).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(retryAfter).toHaveBeenCalledTimes(1);
  });

  it('never retries when no step has retryAfter', async () => {
    const { client, fetch } = setup([{ prepare: () => undefined }], [failure, ok]);
    await expect(client.get('/genoma_api/rest/client')).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries when the step’s retryAfter resolves false', async () => {
    const retryAfter = vi.fn(() => Promise.resolve(false));
    const { client, fetch } = setup([{ prepare: () => undefined, retryAfter }], [failure, ok]);
    await expect(client.get('/genoma_api/rest/client')).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(retryAfter).toHaveBeenCalledTimes(1);
  });
});
