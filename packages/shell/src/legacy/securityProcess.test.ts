import { HttpError, NetworkError } from '@bank-shell/core';
import type { HttpClient, SecurityProcessPayload } from '@bank-shell/core';
import { flushPromises } from '@bank-shell/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { runSecurityProcess } from './securityProcess';
import type { LegacySecurityStep, SecurityProcessDeps } from './securityProcess';

const UNBLOCK = '/genoma_api/rest/cards/CRD-0002/unblock';

function bankError(status: number, body: unknown): HttpError {
  return new HttpError(new Request(`http://api.bank.localhost:8080${UNBLOCK}`), new Response(null, { status }), body);
}

/** A payload as the bus hands it over (defaults filled in), with its callbacks recorded. */
function processPayload(overrides: Partial<SecurityProcessPayload> = {}) {
  const approvalComplete = vi.fn();
  const approvalError = vi.fn();
  const payload: SecurityProcessPayload = {
    securityUrl: UNBLOCK,
    method: 'POST',
    processId: false,
    safValidation: true,
    payload: '',
    securityOptions: {},
    approvalComplete,
    approvalError,
    ...overrides,
  };
  return { payload, approvalComplete, approvalError };
}

/** The legacy UI's side: what it was started with, and whether the shell cancelled it. */
function fakeLegacyUi() {
  const steps: LegacySecurityStep[] = [];
  const cancelSecurityProcess = vi.fn();
  return {
    steps,
    cancelSecurityProcess,
    app: { startSecurityProcess: (step: LegacySecurityStep) => void steps.push(step), cancelSecurityProcess },
  };
}

function setup(answer: (path: string, options: unknown) => Promise<unknown>, overrides: Partial<SecurityProcessDeps> = {}) {
  const ui = fakeLegacyUi();
  const calls: { path: string; options: { method?: string; headers?: Record<string, string>; json?: unknown } }[] = [];
  const http = {
    apiBase: 'http://api.bank.localhost:8080',
    request: vi.fn(async (path: string, options: never) => {
      calls.push({ path, options });
      return { body: await answer(path, options), headers: new Headers(), status: 200 };
    }),
    post: vi.fn(async (path: string, options: { parse?: (body: unknown) => unknown }) => {
      calls.push({ path, options: { method: 'POST' } });
      const body = await answer(path, options);
      return options.parse ? options.parse(body) : body;
    }),
  } as unknown as HttpClient;
  const overlay = { securityProcessStarted: vi.fn(), securityProcessCancelled: vi.fn() };
  const container = {} as HTMLElement;
  const logError = vi.fn();
  const deps: SecurityProcessDeps = {
    http,
    container,
    overlay,
    loadLegacyUi: () => Promise.resolve(ui.app),
    language: () => 'es-ES',
    deviceRiskProcessId: () => 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    logError,
    ...overrides,
  };
  return { ui, calls, overlay, container, logError, deps };
}

const bankAnswers = (unblock: () => Promise<unknown>) => (path: string) =>
  path === '/genoma_api/rest/otp' ? Promise.resolve({ deliveredTo: 'SMS ******789', expiresIn: 300 }) : unblock();

describe('a security process (features.md §4.10, shell.md §3)', () => {
  it('shows the overlay slot at once, starts the legacy UI on demand and relays the start to it, in the page language', async () => {
    const loadLegacyUi = vi.fn();
    let loaded: (app: unknown) => void = () => undefined;
    loadLegacyUi.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const { ui, overlay, container, deps } = setup(
      bankAnswers(() => Promise.resolve({})),
      { loadLegacyUi },
    );
    runSecurityProcess(processPayload().payload, deps);
    expect(overlay.securityProcessStarted).toHaveBeenCalledTimes(1);
    expect(loadLegacyUi).toHaveBeenCalledTimes(1);
    // Not loaded yet: waited for.
    await flushPromises();
    expect(ui.steps).toHaveLength(0);
    loaded(ui.app);
    await flushPromises();
    expect(ui.steps).toHaveLength(1);
    expect(ui.steps[0]).toMatchObject({ container, language: 'es-ES' });
  });

  it('the step has the code sent by POST /genoma_api/rest/otp and hears where it went', async () => {
    const { ui, calls, deps } = setup(bankAnswers(() => Promise.resolve({})));
    runSecurityProcess(processPayload().payload, deps);
    await flushPromises();
    await expect(ui.steps[0]!.requestCode()).resolves.toEqual({ deliveredTo: 'SMS ******789', expiresIn: 300 });
    expect(calls.map((call) => call.path)).toEqual(['/genoma_api/rest/otp']);
  });

  it('with the code, the shell makes the call: the method, the x-otp header and the device-risk process id; the feature gets the answer', async () => {
    const { ui, calls, overlay, deps } = setup(bankAnswers(() => Promise.resolve({ id: 'CRD-0002', status: 'active' })));
    const { payload, approvalComplete, approvalError } = processPayload();
    runSecurityProcess(payload, deps);
    await flushPromises();
    await expect(ui.steps[0]!.confirm('123456')).resolves.toBe('done');
    expect(calls).toEqual([
      {
        path: UNBLOCK,
        options: { method: 'POST', headers: { 'x-otp': '123456', 'x-device-risk-process-id': 'f47ac10b-58cc-4372-a567-0e02b2c3d479' } },
      },
    ]);
    expect(approvalComplete).toHaveBeenCalledWith({ id: 'CRD-0002', status: 'active' });
    expect(approvalError).not.toHaveBeenCalled();
    // The step removes itself; the emptied container hides the slot.
    expect(overlay.securityProcessCancelled).not.toHaveBeenCalled();
  });

  it('sends the payload as JSON with a POST, PUT or PATCH, never with a GET or DELETE', async () => {
    for (const [method, sent] of [
      ['PUT', true],
      ['PATCH', true],
      ['GET', false],
      ['DELETE', false],
    ] as const) {
      const { ui, calls, deps } = setup(bankAnswers(() => Promise.resolve({})));
      runSecurityProcess(processPayload({ method, payload: { limit: 1500 } }).payload, deps);
      await flushPromises();
      await ui.steps[0]!.confirm('123456');
      expect(calls[0]!.options.json, method).toEqual(sent ? { limit: 1500 } : undefined);
      expect(calls[0]!.options.method).toBe(method);
    }
  });

  it('without a device-risk process id the call goes without it (the step said so on the console)', async () => {
    const { ui, calls, deps } = setup(
      bankAnswers(() => Promise.resolve({})),
      { deviceRiskProcessId: () => null },
    );
    runSecurityProcess(processPayload().payload, deps);
    await flushPromises();
    await ui.steps[0]!.confirm('123456');
    expect(calls[0]!.options.headers).toEqual({ 'x-otp': '123456' });
  });

  it('a code the bank refuses (401 invalid_otp) lets the customer type another: the feature hears nothing yet', async () => {
    const { ui, deps } = setup(bankAnswers(() => Promise.reject(bankError(401, { error: 'invalid_otp', message: 'x' }))));
    const { payload, approvalComplete, approvalError } = processPayload();
    runSecurityProcess(payload, deps);
    await flushPromises();
    await expect(ui.steps[0]!.confirm('000000')).resolves.toBe('wrong-code');
    expect(approvalComplete).not.toHaveBeenCalled();
    expect(approvalError).not.toHaveBeenCalled();
  });

  it('a network failure or a 5xx lets the step say so and be tried again', async () => {
    for (const failure of [new NetworkError('http://api.bank.localhost:8080/x', new TypeError('offline')), bankError(503, {})]) {
      const { ui, deps } = setup(bankAnswers(() => Promise.reject(failure)));
      const { payload, approvalError } = processPayload();
      runSecurityProcess(payload, deps);
      await flushPromises();
      await expect(ui.steps[0]!.confirm('123456')).rejects.toBe(failure);
      expect(approvalError).not.toHaveBeenCalled();
    }
  });

  it('a call the bank refuses for good (404) ends the process with its error', async () => {
    const refusal = bankError(404, { error: 'product_not_found' });
    const { ui, deps } = setup(bankAnswers(() => Promise.reject(refusal)));
    const { payload, approvalError } = processPayload();
    runSecurityProcess(payload, deps);
    await flushPromises();
    await expect(ui.steps[0]!.confirm('123456')).resolves.toBe('done');
    expect(approvalError).toHaveBeenCalledWith(refusal);
  });

  it('the customer cancels in the step: the slot hides and approvalError gets a SecurityProcessCancelled', async () => {
    const { ui, overlay, deps } = setup(bankAnswers(() => Promise.resolve({})));
    const { payload, approvalError, approvalComplete } = processPayload();
    runSecurityProcess(payload, deps);
    await flushPromises();
    ui.steps[0]!.onCancel();
    expect(overlay.securityProcessCancelled).toHaveBeenCalledTimes(1);
    expect(approvalError).toHaveBeenCalledTimes(1);
    expect((approvalError.mock.calls[0]![0] as Error).name).toBe('SecurityProcessCancelled');
    // A late code changes nothing.
    await expect(ui.steps[0]!.confirm('123456')).resolves.toBe('done');
    expect(approvalComplete).not.toHaveBeenCalled();
  });

  it("the shell's cancel (another page, logout) is relayed to the legacy UI, hides the slot and tells the feature once", async () => {
    const { ui, overlay, deps } = setup(bankAnswers(() => Promise.resolve({})));
    const { payload, approvalError } = processPayload();
    const running = runSecurityProcess(payload, deps);
    await flushPromises();
    running.cancel();
    running.cancel();
    expect(ui.cancelSecurityProcess).toHaveBeenCalledTimes(1);
    expect(overlay.securityProcessCancelled).toHaveBeenCalledTimes(1);
    expect(approvalError).toHaveBeenCalledTimes(1);
    await expect(running.ended).resolves.toBeUndefined();
  });

  it('cancelled while the legacy UI loads, it never starts a step', async () => {
    const { ui, deps } = setup(bankAnswers(() => Promise.resolve({})));
    const running = runSecurityProcess(processPayload().payload, deps);
    running.cancel();
    await flushPromises();
    expect(ui.steps).toHaveLength(0);
  });

  it('a legacy UI that fails to load, or offers no security process, ends it with the error, logged, and hides the slot', async () => {
    for (const loadLegacyUi of [() => Promise.reject(new Error('The legacy app script failed to load')), () => Promise.resolve({})]) {
      const { overlay, logError, deps } = setup(
        bankAnswers(() => Promise.resolve({})),
        { loadLegacyUi },
      );
      const { payload, approvalError } = processPayload();
      runSecurityProcess(payload, deps);
      await flushPromises();
      expect(overlay.securityProcessCancelled).toHaveBeenCalledTimes(1);
      expect(approvalError).toHaveBeenCalledTimes(1);
      expect(logError).toHaveBeenCalledTimes(1);
    }
  });

  it('never sends the code and token to another host: a securityUrl that is not an API path ends it at once', async () => {
    for (const securityUrl of ['https://attacker.example/steal', '//attacker.example/steal', '/\\attacker.example']) {
      const { ui, calls, deps } = setup(bankAnswers(() => Promise.resolve({})));
      const { payload, approvalError } = processPayload({ securityUrl });
      runSecurityProcess(payload, deps);
      await flushPromises();
      expect(ui.steps).toHaveLength(0);
      expect(calls).toEqual([]);
      expect((approvalError.mock.calls[0]![0] as Error).message).toContain('must be a path of the API host');
    }
  });

  it("a feature's callback that throws is logged and breaks nothing", async () => {
    const { ui, logError, deps } = setup(bankAnswers(() => Promise.resolve({})));
    const broken = new Error('feature bug');
    runSecurityProcess(
      processPayload({
        approvalComplete: () => {
          throw broken;
        },
      }).payload,
      deps,
    );
    await flushPromises();
    await expect(ui.steps[0]!.confirm('123456')).resolves.toBe('done');
    expect(logError).toHaveBeenCalledWith(broken);
  });
});

describe('the code request', () => {
  it('refuses an answer that is not { deliveredTo, expiresIn }: the step says the code could not be sent', async () => {
    for (const answer of [
      null,
      {},
      { deliveredTo: 'SMS ******789' },
      { deliveredTo: 1, expiresIn: 300 },
      { deliveredTo: 'x', expiresIn: Infinity },
    ]) {
      const { ui, deps } = setup((path) => (path === '/genoma_api/rest/otp' ? Promise.resolve(answer) : Promise.resolve({})));
      runSecurityProcess(processPayload().payload, deps);
      await flushPromises();
      await expect(ui.steps[0]!.requestCode(), JSON.stringify(answer)).rejects.toThrow(
        'The code request answered no { deliveredTo, expiresIn }',
      );
    }
  });
});
