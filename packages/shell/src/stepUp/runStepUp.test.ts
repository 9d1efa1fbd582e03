import { HttpError, NetworkError } from '@bank-shell/core';
import type { HttpClient, SessionCore, TicketRequest } from '@bank-shell/core';
import { generateTicket, startStepUp } from '@bank-shell/core/session-actions';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { describe, expect, it, vi } from 'vitest';
import { runStepUp } from './runStepUp';
import type { StepUpDeps } from './runStepUp';

const SCA_INFO = { operativeType: 'retrieveScaInfo', scaRequired: true, methods: ['OTP_SMS'], expiresIn: 300 };
const PROFILE = {
  profileId: 'PRF-20481736-PERS',
  setId: 'SET-PERS-0001',
  accessToken: 'a'.repeat(43),
  refreshToken: 'r'.repeat(43),
  accessTokenTimeToLive: 300,
  personId: '20481736',
  default: true,
};
const TICKET_ANSWER = { person: { id: '20481736' }, accessTokens: [PROFILE], ticket: 'T'.repeat(43) };
const CONTEXT: TicketRequest['authenticationContext'] = { clientId: 'bank-web', identifyeeType: 'CUSTOMER', scopes: [] };

function bankError(path: string, status: number, body: unknown): HttpError {
  return new HttpError(new Request(`http://api.bank.localhost:8080${path}`), new Response(null, { status }), body);
}

/** What the bank answers each call with; `calls` records them in order, with the session's syncs. */
interface Bank {
  sca?: () => Promise<unknown>;
  otp?: () => Promise<unknown>;
  ticket?: () => Promise<unknown>;
}

function setup(bank: Bank = {}, overrides: Partial<StepUpDeps> = {}) {
  const calls: string[] = [];
  const request = vi.fn(async (path: string, options: { json?: unknown }) => {
    calls.push(`POST ${path} ${JSON.stringify(options.json)}`);
    return { body: await (bank.ticket ?? (() => Promise.resolve(TICKET_ANSWER)))(), headers: new Headers(), status: 200 };
  });
  const http = {
    apiBase: 'http://api.bank.localhost:8080',
    get: vi.fn(async (path: string) => {
      calls.push(`GET ${path}`);
      return (bank.sca ?? (() => Promise.resolve(SCA_INFO)))();
    }),
    post: vi.fn(async (path: string, options: { parse: (body: unknown) => unknown }) => {
      calls.push(`POST ${path}`);
      return options.parse(await (bank.otp ?? (() => Promise.resolve({ deliveredTo: 'SMS ***1234', expiresIn: 300 })))());
    }),
    request,
  } as unknown as HttpClient;
  // Core's own generate-ticket (its OTP and result checks) on a session core that records completion.
  const core = { options: { http, decodeBase64: (value: string) => value, logError: vi.fn() }, complete: vi.fn(() => true) };
  const session = {
    sync: vi.fn(() => {
      calls.push('sync');
      return Promise.resolve();
    }),
    generateTicket: vi.fn((request: TicketRequest) => generateTicket(core as unknown as SessionCore, request)),
  };
  const payload = {
    onComplete: vi.fn((result: unknown) => void calls.push(`onComplete ${JSON.stringify(result)}`)),
    onError: vi.fn(),
    onCancel: vi.fn(),
    onBack: vi.fn(),
  } satisfies StepUpPayload;
  const logError = vi.fn();
  const run = runStepUp(payload, {
    http,
    session,
    startStepUp,
    authenticationContext: () => CONTEXT,
    logError,
    ...overrides,
  });
  return { run, calls, request, session, payload, logError };
}

describe('step-up runner (shell.md §4 "Step-up", §3, §5, §8; docs/step-up.md)', () => {
  it('starts with the SCA documentation: a GET of /genoma_api/rest/sca/documentation, operative type retrieveScaInfo, before anything else', async () => {
    const { run, calls } = setup();
    expect(await run.started).toBe(true);
    expect(calls).toEqual(['GET /genoma_api/rest/sca/documentation?operativeType=retrieveScaInfo']);
  });

  it('asks the bank for a code: POST /genoma_api/rest/otp, and says where it went', async () => {
    const { run, calls } = setup();
    await run.started;
    expect(await run.requestCode()).toEqual({ deliveredTo: 'SMS ***1234', expiresIn: 300 });
    expect(calls.at(-1)).toBe('POST /genoma_api/rest/otp');
  });

  it('sends the generate-ticket request of shell.md §3: otp; authenticationContext {clientId, identifyeeType, scopes[]}; mrdInfo {mrdChannel 1006, mrdApplication 1064, mrdDevice 1002, mrdModule 0}', async () => {
    const { run, request } = setup();
    await run.started;
    await run.confirm('123456');
    expect(request).toHaveBeenCalledWith('/saf/tpa/generate-ticket', expect.objectContaining({ method: 'POST' }));
    const [, options] = request.mock.calls[0] ?? [];
    expect(options?.json).toEqual({
      otp: '123456',
      authenticationContext: { clientId: 'bank-web', identifyeeType: 'CUSTOMER', scopes: [] },
      mrdInfo: { mrdChannel: 1006, mrdApplication: 1064, mrdDevice: 1002, mrdModule: 0 },
    });
  });

  it('on completion the session is synced, then the completion callback runs, with the ticket and the SCA information', async () => {
    const { run, calls, payload } = setup();
    await run.started;
    expect(await run.confirm('123456')).toBe('done');
    expect(calls.slice(-2)).toEqual(['sync', `onComplete ${JSON.stringify({ ticket: 'T'.repeat(43), info: SCA_INFO })}`]);
    expect(payload.onComplete).toHaveBeenCalledTimes(1);
    expect(run.isOpen()).toBe(false);
  });

  it('a sync that fails after the ticket goes to the error callback, not the completion one', async () => {
    const failure = new NetworkError('/saf/tpa/accesstoken/synchronize', null);
    const { run, session, payload } = setup();
    session.sync.mockRejectedValueOnce(failure);
    await run.started;
    await run.confirm('123456');
    expect(payload.onError).toHaveBeenCalledWith(failure);
    expect(payload.onComplete).not.toHaveBeenCalled();
  });

  it('a malformed ticket result (no ticket): "Invalid authentication ticket result" to the error callback (shell.md §8)', async () => {
    const withoutTicket = { person: TICKET_ANSWER.person, accessTokens: TICKET_ANSWER.accessTokens };
    const { run, payload, session } = setup({ ticket: () => Promise.resolve(withoutTicket) });
    await run.started;
    expect(await run.confirm('123456')).toBe('done');
    expect(payload.onError).toHaveBeenCalledWith(new Error('Invalid authentication ticket result'));
    expect(session.sync).not.toHaveBeenCalled();
    expect(payload.onComplete).not.toHaveBeenCalled();
  });

  it.each([
    ['accessTokens is an empty list', { ...TICKET_ANSWER, accessTokens: [] }],
    ['person has no id', { ...TICKET_ANSWER, person: {} }],
    ['ticket is empty', { ...TICKET_ANSWER, ticket: '' }],
  ])(
    'a result is valid only if accessTokens is a non-empty list, person has an id and there is a ticket (shell.md §5): %s fails',
    async (_, answer) => {
      const { run, payload, logError } = setup({ ticket: () => Promise.resolve(answer) });
      await run.started;
      await run.confirm('123456');
      expect(payload.onError).toHaveBeenCalledWith(new Error('Invalid authentication ticket result'));
      expect(logError).toHaveBeenCalledWith(new Error('Invalid authentication ticket result'));
    },
  );

  it('a generate-ticket call needs an OTP (shell.md §5): a blank code never reaches the bank, and the step-up stays open', async () => {
    const { run, request, payload } = setup();
    await run.started;
    expect(await run.confirm('')).toBe('missing-code');
    expect(await run.confirm('   ')).toBe('missing-code');
    expect(request).not.toHaveBeenCalled();
    expect(run.isOpen()).toBe(true);
    expect(payload.onError).not.toHaveBeenCalled();
  });

  it('a wrong code (401 invalid_otp) lets the customer type another: the step-up stays open, then completes', async () => {
    let answers = 0;
    const { run, payload } = setup({
      ticket: () =>
        (answers += 1) === 1
          ? Promise.reject(bankError('/saf/tpa/generate-ticket', 401, { error: 'invalid_otp' }))
          : Promise.resolve(TICKET_ANSWER),
    });
    await run.started;
    expect(await run.confirm('111111')).toBe('wrong-code');
    expect(run.isOpen()).toBe(true);
    expect(await run.confirm('123456')).toBe('done');
    expect(payload.onComplete).toHaveBeenCalledTimes(1);
  });

  it('a network failure or a 5xx while checking the code is thrown to the dialog, and the step-up stays open for a retry', async () => {
    const failures = [new NetworkError('/saf/tpa/generate-ticket', null), bankError('/saf/tpa/generate-ticket', 503, null)];
    const { run, payload } = setup({ ticket: () => Promise.reject(failures.shift() ?? new Error('no more')) });
    await run.started;
    await expect(run.confirm('123456')).rejects.toBeInstanceOf(NetworkError);
    await expect(run.confirm('123456')).rejects.toBeInstanceOf(HttpError);
    expect(run.isOpen()).toBe(true);
    expect(payload.onError).not.toHaveBeenCalled();
  });

  it('a final refusal of the code check (403 employee_not_allowed) passes through to the error callback', async () => {
    const refusal = bankError('/saf/tpa/generate-ticket', 403, { error: 'employee_not_allowed' });
    const { run, payload } = setup({ ticket: () => Promise.reject(refusal) });
    await run.started;
    expect(await run.confirm('123456')).toBe('done');
    expect(payload.onError).toHaveBeenCalledWith(refusal);
  });

  it('an error reading the SCA documentation passes through to the error callback, and no code is asked for', async () => {
    const failure = bankError('/genoma_api/rest/sca/documentation', 400, { error: 'invalid_request' });
    const { run, payload } = setup({ sca: () => Promise.reject(failure) });
    expect(await run.started).toBe(false);
    expect(payload.onError).toHaveBeenCalledWith(failure);
    expect(run.isOpen()).toBe(false);
  });

  it('cancel passes through to the cancel callback, once, and nothing else runs afterwards', async () => {
    const { run, payload } = setup();
    await run.started;
    run.cancel();
    run.cancel();
    run.back();
    expect(await run.confirm('123456')).toBe('done');
    expect(payload.onCancel).toHaveBeenCalledTimes(1);
    expect(payload.onBack).not.toHaveBeenCalled();
    expect(payload.onComplete).not.toHaveBeenCalled();
  });

  it('back passes through to the back callback', async () => {
    const { run, payload } = setup();
    await run.started;
    run.back();
    expect(payload.onBack).toHaveBeenCalledTimes(1);
    expect(payload.onCancel).not.toHaveBeenCalled();
  });

  it('a cancel while the SCA documentation loads ends it: the documentation’s later answer or error is not heard', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const { run, payload } = setup({ sca: () => new Promise((_, reject) => (fail = reject)) });
    run.cancel();
    fail(new Error('late'));
    expect(await run.started).toBe(false);
    expect(payload.onCancel).toHaveBeenCalledTimes(1);
    expect(payload.onError).not.toHaveBeenCalled();
  });

  it('a feature callback that throws is reported and breaks nothing', async () => {
    const { run, payload, logError } = setup();
    const boom = new Error('feature bug');
    payload.onCancel.mockImplementation(() => {
      throw boom;
    });
    await run.started;
    expect(() => run.cancel()).not.toThrow();
    expect(logError).toHaveBeenCalledWith(boom);
  });
});
