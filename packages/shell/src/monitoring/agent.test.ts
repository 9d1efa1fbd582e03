import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@bank-shell/core';
import { createShellEventBus } from '@bank-shell/core';
import agentPackage from '@elastic/apm-rum/package.json';
import shellPackage from '../../package.json';

/**
 * The monitoring agent of features.md §9.11 as the shell runs it: what the shell passes to the
 * agent's `init` (its real configuration, from core's `@bank-shell/core/monitoring`), then the
 * pinned agent's own code given that configuration. Each figure of the spec is written out here.
 */

const captured = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));
vi.mock('@elastic/apm-rum', () => ({
  init: (options: Record<string, unknown>) => {
    captured.options.push(options);
    return { addLabels: () => undefined, setUserContext: () => undefined, startTransaction: () => undefined };
  },
}));
const { startMonitoring } = await import('./startMonitoring');

/** The parts of the agent's core (`@elastic/apm-rum-core`, the version `@elastic/apm-rum` 5.17.0 brings) these tests run. */
interface AgentConfigService {
  setConfig(properties: Record<string, unknown>): void;
  get(key: string): unknown;
  validate(properties: Record<string, unknown>): { missing: string[]; invalid: unknown[]; unknown: string[] };
}
interface AgentServer {
  init(): void;
  sendEvents: (events: unknown[]) => void;
  addTransaction(transaction: unknown): void;
  _makeHttpRequest(method: string, url: string, options: { payload: string }): Promise<unknown>;
}
interface AgentTransaction {
  duration(): number;
  isManaged(): boolean;
  sampled: boolean;
  spans: unknown[];
  session?: { id: string; sequence: number } | undefined;
}
// Modules of the agent's build, imported by a name the bundler does not follow (they have no types).
const AGENT_CORE = '@elastic/apm-rum-core/dist/es/' as string;
const agentModule = <T>(path: string) => import(/* @vite-ignore */ `${AGENT_CORE}${path}`) as Promise<T>;
const { default: Config } = await agentModule<{ default: new () => AgentConfigService }>('common/config-service.js');
const { default: ApmServer } = await agentModule<{ default: new (config: AgentConfigService, logger: unknown) => AgentServer }>(
  'common/apm-server.js',
);
const { default: PerformanceMonitoring } = await agentModule<{
  default: { prototype: { filterTransaction(this: unknown, transaction: AgentTransaction): boolean } };
}>('performance-monitoring/performance-monitoring.js');
const { default: TransactionService } = await agentModule<{
  default: { prototype: { setSession(this: unknown, transaction: AgentTransaction): void } };
}>('performance-monitoring/transaction-service.js');
const { metrics, calculateTotalBlockingTime } = await agentModule<{
  metrics: { fcp: number; tbt: { start: number; duration: number } };
  calculateTotalBlockingTime(this: void, entries: { name: string; startTime: number; duration: number }[]): void;
}>('performance-monitoring/metrics/metrics.js');

const logger = { debug: () => undefined, info: () => undefined, warn: vi.fn(), error: () => undefined };

/** What the shell gave the agent's `init`, once a customer logged in. */
let options: Record<string, unknown>;
/** The agent's configuration service, holding what the shell gave. */
function agentConfig(): AgentConfigService {
  const config = new Config();
  config.setConfig(options);
  return config;
}

beforeAll(async () => {
  await startMonitoring({
    http: { apiBase: 'http://api.bank.localhost:8080', get: () => Promise.resolve({ personId: 'P1' }) } as unknown as HttpClient,
    events: createShellEventBus(() => undefined),
    readCookies: () => '',
    nativeWrapper: false,
    afterNextPaint: () => undefined,
    now: () => 0,
    onPageView: () => undefined,
    logError: (error) => {
      throw error;
    },
  });
  [options = {}] = captured.options;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  logger.warn.mockClear();
});

describe('the monitoring agent (features.md §9.11)', () => {
  it('is version 5.17.0, pinned exactly by the shell', () => {
    expect(agentPackage.version).toBe('5.17.0');
    expect(shellPackage.dependencies['@elastic/apm-rum']).toBe('5.17.0');
  });

  it('is told the app’s own version, the shell’s, not the agent’s 5.17.0', () => {
    expect(options.serviceVersion).toBe(shellPackage.version);
    expect(options.serviceVersion).not.toBe('5.17.0');
  });

  it('knows every option the shell gives it, and finds none missing or invalid', () => {
    expect(new Config().validate(options)).toEqual({ missing: [], invalid: [], unknown: [] });
    expect(options).toMatchObject({ serviceName: 'bank-shell', serverUrl: 'http://api.bank.localhost:8080/apm' });
  });

  it('sends at most 80 events per 60 s, flushed every 500 ms', async () => {
    vi.useFakeTimers();
    const server = new ApmServer(agentConfig(), logger);
    const sent: unknown[] = [];
    server.init();
    server.sendEvents = (events) => void sent.push(...events);
    for (let event = 1; event <= 81; event += 1) server.addTransaction({ event });
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(80);
    expect(logger.warn).toHaveBeenCalledWith('Dropped events due to throttling!');
    await vi.advanceTimersByTimeAsync(60_000 - 500 - 1);
    server.addTransaction({ event: 82 });
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(80);
    await vi.advanceTimersByTimeAsync(1);
    server.addTransaction({ event: 83 });
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(81);
  });

  it('sends a payload below 60000 bytes with keepalive, and its calls time out after 10 s', async () => {
    vi.useFakeTimers();
    // A browser's Request, which knows keepalive (happy-dom's does not).
    vi.stubGlobal(
      'Request',
      class extends Request {
        override readonly keepalive = false;
      },
    );
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Promise(() => undefined);
      }),
    );
    const xhrs: { timeout: number }[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        timeout = 0;
        constructor() {
          xhrs.push(this);
        }
        open() {}
        setRequestHeader() {}
        send() {}
      },
    );
    const server = new ApmServer(agentConfig(), logger);
    void server._makeHttpRequest('POST', 'http://api.bank.localhost:8080/apm/intake/v2/rum/events', { payload: 'x'.repeat(59_999) });
    expect(calls.map(({ init }) => init.keepalive)).toEqual([true]);
    const signal = calls[0]?.init.signal;
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);

    // 60000 bytes: not with keepalive (the browser would refuse it), by XMLHttpRequest, with the same time-out.
    void server._makeHttpRequest('POST', 'http://api.bank.localhost:8080/apm/intake/v2/rum/events', { payload: 'x'.repeat(60_000) });
    expect(calls).toHaveLength(1);
    expect(xhrs.map((xhr) => xhr.timeout)).toEqual([10_000]);
  });

  it('drops a managed transaction longer than 60 s', () => {
    const monitoring = { _configService: agentConfig(), _logginService: logger };
    const managed = (durationMs: number): AgentTransaction => ({
      duration: () => durationMs,
      isManaged: () => true,
      sampled: true,
      spans: [{}],
    });
    expect(PerformanceMonitoring.prototype.filterTransaction.call(monitoring, managed(60_000))).toBe(true);
    expect(PerformanceMonitoring.prototype.filterTransaction.call(monitoring, managed(60_001))).toBe(false);
  });

  it('counts what a long task takes beyond 50 ms as blocking time', () => {
    metrics.fcp = 0;
    metrics.tbt = { start: Infinity, duration: 0 };
    calculateTotalBlockingTime([
      { name: 'self', startTime: 100, duration: 120 },
      { name: 'self', startTime: 400, duration: 50 },
    ]);
    expect(metrics.tbt).toEqual({ start: 100, duration: 70 });
  });

  it('keeps a session for 30 minutes after its last transaction, then starts another', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    const config = agentConfig();
    const transactionService = { _config: config };
    const first: AgentTransaction = { duration: () => 1, isManaged: () => true, sampled: true, spans: [] };
    TransactionService.prototype.setSession.call(transactionService, first);
    expect(first.session?.sequence).toBe(1);

    vi.setSystemTime(new Date('2026-03-02T10:30:00Z'));
    const within: AgentTransaction = { ...first, session: undefined };
    TransactionService.prototype.setSession.call(transactionService, within);
    expect(within.session).toEqual({ id: first.session?.id, sequence: 2 });

    vi.setSystemTime(new Date('2026-03-02T11:00:00.001Z'));
    const after: AgentTransaction = { ...first, session: undefined };
    TransactionService.prototype.setSession.call(transactionService, after);
    expect(after.session?.sequence).toBe(1);
    expect(after.session?.id).not.toBe(first.session?.id);
  });
});
