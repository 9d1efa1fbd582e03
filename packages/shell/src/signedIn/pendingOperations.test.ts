import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_TOKENS, bankApiSteps, createHttpClient, createI18n, createShellEventBus } from '@bank-shell/core';
import type { AppConfig, Mean, NativeService, RouteDefinition, ShellEventBusHost } from '@bank-shell/core';
import { createResponseCache } from '@bank-shell/core/cache';
import { PENDING_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { SessionStorageLike } from '@bank-shell/core/signed-in';
import { flushPromises } from '@bank-shell/core/testing';
import { createTestServices } from '@bank-shell/react/testing';
import type { ShellServices } from '@bank-shell/react';
import { createSnackbarQueue } from '@bank-shell/react/snackbar';
import type { SnackbarQueue } from '@bank-shell/react/snackbar';
import { startPendingOperationsCheck } from './pendingOperations';
import { pendingPaymentsCount } from './pendingPayments';
import type { PendingPlatform } from './pendingOperations';

// The spec's values, written out rather than imported.
/** features.md §7. */
const PENDING_OPERATIONS_PATH = '/genoma_api/rest/mobileconfirmation/pending-operations';
/** features.md §6, §9: channel codes. */
const DESKTOP = 83;
const MOBILE = 86;
/** features.md §9: "snackbar auto-close 5000 ms". */
const SUCCESS_AUTO_CLOSE_MS = 5000;
/** features.md §8, native validation codes. */
const ACTIVATE_AGAIN = 37;
/** The contract's session-stored items (docs/design/pending-contract.md). */
const ECOMMERCE_OPERATION_KEY = 'bank-shell.pending.ecommerce-operation';
const CANCELLED_IDS_KEY = 'bank-shell.pending.cancelled-ids';
/** The Spanish texts the customer reads (pendingMessages.ts, es-ES). */
const ACCEPTED_76 = 'Compra confirmada: el comercio ya tiene tu autorización.';
const ACCEPTED_75 = 'Has confirmado el acceso. Ya puedes seguir en tu ordenador.';
const CANCELLED = 'Has cancelado la operación: no se ha confirmado nada.';

/** The sandbox's operations, in the shape of the contract. */
const shoeShop = (channelCode: number) => ({
  secProcessId: '0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e',
  personId: 'P1',
  type: '76',
  operationData: {
    channelCode,
    createdAt: '2026-11-26T10:15:00.000Z',
    merchant: 'Zapatería Sol',
    amount: { amount: 1234.56, currency: 'EUR' },
    cardAlias: 'Tarjeta Débito',
    maskedPan: '•••• 4821',
  },
});
const loginFromNewComputer = {
  secProcessId: '3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10',
  personId: 'P1',
  type: '75',
  operationData: { channelCode: DESKTOP, createdAt: '2026-11-26T09:00:00.000Z', device: 'Chrome en Windows', place: 'Madrid, España' },
};

/**
 * The shell's routes the check meets, as feature routes. The test router counts nobody as signed
 * in, so these need no login: a navigation to them is shown.
 */
const feature = (id: string, path: string): RouteDefinition => ({
  kind: 'feature',
  id,
  pattern: `/${path}/*?`,
  authentication: false,
  title: id,
  featureId: id,
  feature: { path: `${id}/${id}.js`, component: `ing-feat-${id}` },
});
const ROUTES: RouteDefinition[] = [
  feature('overall-position', 'posicion-global'),
  feature('cards', 'tarjetas'),
  feature('accounts', 'cuentas'),
  feature('pending-ecommerce-operations', 'operaciones-pendientes'),
  feature('confirm-pending-operation', 'confirmar-operacion'),
  feature('logout', 'logout'),
  feature('deposit-contract', 'contratar-deposito'),
];

/** The deposit contract as the sandbox's configuration publishes it: at `contratar-deposito`. */
const DEPOSIT_CONTRACT_MEAN: Mean = {
  id: 'deposit-contract',
  path: 'contratar-deposito',
  host: 'http://cdn.bank.localhost/',
  module: 'deposit-contract/deposit-contract.js',
  title: 'Contratar un depósito',
};

const appConfig = (enabled: boolean): AppConfig => ({
  urlsConfig: {},
  propsConfig: { 'enable-pending-operation': enabled, means: [DEPOSIT_CONTRACT_MEAN] },
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A bank answering the pending-operations call with `operations`; every request is kept. */
function fakeBank(operations: readonly unknown[]) {
  const requests: Request[] = [];
  const fetch = (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    return Promise.resolve(
      request.method === 'GET' && url.pathname === PENDING_OPERATIONS_PATH
        ? json({ pendingOperations: operations })
        : new Response(null, { status: 404 }),
    );
  };
  const pendingCalls = () =>
    requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === PENDING_OPERATIONS_PATH);
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, pendingCalls };
}

/** The native wrapper: mobile validation registered or not, and the app's answer to the validation. */
function fakeApp({ registered = true, validation = (): Promise<unknown> => Promise.resolve({ validated: true }) } = {}) {
  const call = vi.fn((method: string, _params?: Readonly<Record<string, unknown>>): Promise<unknown> => {
    if (method === 'isMobileValidationRegistered') return Promise.resolve({ registered });
    if (method === 'runMobileValidation') return validation();
    return Promise.reject(new Error(`no native capability "${method}" in this test`));
  });
  const native: NativeService = { wrapper: { platform: 'android', version: '5.0.0' }, call: call as NativeService['call'] };
  return { native, call };
}

/** An in-memory stand-in for `sessionStorage`. */
function memoryStorage() {
  const entries = new Map<string, string>();
  const storage: SessionStorageLike = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
  return { storage, entries };
}

interface SetupOptions {
  operations?: readonly unknown[];
  enabled?: boolean;
  signedIn?: boolean;
  /** Inside the native app (channel 86, a wrapper), else a browser (channel 83, no wrapper). */
  app?: ReturnType<typeof fakeApp>;
  /** The API client, when the test needs the shell's own (with its GET cache). */
  http?: (fetch: typeof globalThis.fetch) => ShellServices['http'];
  /** When the browser is idle; at once unless a test holds it. */
  whenIdle?: (callback: () => void) => void;
  /** When the next frame is on screen; at once unless a test holds it. */
  afterNextPaint?: (callback: () => void) => void;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A signed-in customer on /posicion-global, the check started as SignedInOverlays starts it. */
async function setup({
  operations = [],
  enabled = true,
  signedIn = true,
  app,
  http,
  whenIdle = (callback) => callback(),
  afterNextPaint = (callback) => callback(),
}: SetupOptions = {}) {
  const bank = fakeBank(operations);
  const events: ShellEventBusHost = createShellEventBus();
  // As the signed-in services do: the confirm screen's answers are allowed once a customer is in.
  events.allow(PENDING_TOPIC_VALIDATORS);
  const services = createTestServices({
    fetch: bank.fetch,
    ...(http ? { http: http(bank.fetch) } : {}),
    routes: ROUTES,
    events,
    i18n: createI18n('es-ES'),
    config: () => appConfig(enabled),
    ...(app
      ? {
          native: app.native,
          channel: { clientId: 'bank-android', clientKind: 'android-transactional', code: MOBILE, assistedApp: null },
        }
      : {}),
  });
  if (signedIn) {
    services.session.adopt('P1', [
      {
        profileId: 'personal',
        setId: 'SET-1',
        accessToken: 'at-personal',
        refreshToken: 'rt-personal',
        accessTokenTimeToLive: 600,
        personId: 'P1',
        default: true,
      },
    ]);
  }
  await services.router.start();
  // As in a browser, the address changes the moment a navigation starts, before its page shows.
  let address = services.router.current.getSnapshot()?.path ?? '';
  const navigate = services.router.navigate.bind(services.router);
  services.router.navigate = (path, options) => {
    address = path;
    return navigate(path, options);
  };
  const session = memoryStorage();
  const platform: PendingPlatform = {
    sessionStorage: session.storage,
    history: { back: vi.fn() },
    origin: 'http://bank.localhost',
    currentPath: () => `#${address}`,
    whenIdle,
    afterNextPaint,
    logError: vi.fn(),
  };
  const snackbars: SnackbarQueue = createSnackbarQueue();
  const stop = startPendingOperationsCheck(services, snackbars, platform);
  stops.push(stop);
  await flushPromises();
  const goTo = async (path: string) => {
    await services.router.navigate(path);
    await flushPromises();
  };
  const shownPath = () => services.router.current.getSnapshot()?.path;
  const messages = () => snackbars.messages.getSnapshot();
  return { services, bank, events, platform, session, snackbars, stop, goTo, shownPath, messages };
}

describe('the pending-operation check in the shell (features.md §4.1)', () => {
  it('the page starts on /posicion-global for a signed-in customer', async () => {
    const t = await setup();
    expect(t.shownPath()).toBe('/posicion-global');
    expect(t.services.session.state.getSnapshot().status).toBe('completed');
  });

  it('the enable-pending-operation flag off: no request at all, on start, on route changes or on the confirm screen’s answers', async () => {
    const t = await setup({ enabled: false, operations: [shoeShop(DESKTOP)] });
    await t.goTo('/tarjetas');
    t.events.publish('login-accept', { secProcessId: loginFromNewComputer.secProcessId });
    await flushPromises();
    expect(t.bank.requests).toEqual([]);
    expect(t.shownPath()).toBe('/tarjetas');
  });

  it('a customer who is not signed in: no request at all', async () => {
    const t = await setup({ signedIn: false, operations: [shoeShop(DESKTOP)] });
    await t.goTo('/tarjetas');
    expect(t.bank.requests).toEqual([]);
  });

  it('the flag on and signed in: one GET of the pending operations on start, and one on each route change', async () => {
    const t = await setup();
    expect(t.bank.pendingCalls()).toHaveLength(1);
    expect(t.bank.requests).toHaveLength(1);
    await t.goTo('/tarjetas');
    expect(t.bank.pendingCalls()).toHaveLength(2);
    await t.goTo('/cuentas');
    expect(t.bank.pendingCalls()).toHaveLength(3);
    expect(t.bank.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `GET ${PENDING_OPERATIONS_PATH}`,
      `GET ${PENDING_OPERATIONS_PATH}`,
      `GET ${PENDING_OPERATIONS_PATH}`,
    ]);
  });

  it('issue 42 §4: each check’s answer gives the header’s badge the number of card payments waiting; stopping clears it', async () => {
    const other = { ...shoeShop(DESKTOP), secProcessId: '7b1d3f5a-9c2e-4a6b-8d0f-1e3a5c7e9b2d' };
    const t = await setup({ operations: [loginFromNewComputer, shoeShop(MOBILE), other] });
    expect(pendingPaymentsCount.get()).toBe(2);
    t.stop();
    expect(pendingPaymentsCount.get()).toBe(0);
  });

  it('the first check waits until the browser is idle: the landing page’s own calls go first', async () => {
    let idle: (() => void) | undefined;
    const t = await setup({ whenIdle: (callback) => void (idle = callback) });
    expect(t.bank.pendingCalls()).toHaveLength(0);
    idle?.();
    await flushPromises();
    expect(t.bank.pendingCalls()).toHaveLength(1);
  });

  it('a check stopped before the browser was idle asks nothing', async () => {
    let idle: (() => void) | undefined;
    const t = await setup({ whenIdle: (callback) => void (idle = callback) });
    t.stop();
    idle?.();
    await flushPromises();
    expect(t.bank.pendingCalls()).toHaveLength(0);
  });

  it("skips the deposit-contract feature route where the configuration's means put it, 'contratar-deposito' and its sub-routes (features.md §2.1.5; issue 39 item 15)", async () => {
    const t = await setup({ operations: [shoeShop(DESKTOP)] });
    const before = t.bank.pendingCalls().length;
    await t.goTo('/contratar-deposito');
    await t.goTo('/contratar-deposito/ipf/12-meses');
    expect(t.bank.pendingCalls()).toHaveLength(before);
    expect(t.shownPath()).toBe('/contratar-deposito/ipf/12-meses');
  });

  it('a URL change’s check asks the bank once the new page is on screen, with that page’s path', async () => {
    const painted: (() => void)[] = [];
    const t = await setup({ afterNextPaint: (callback) => void painted.push(callback) });
    expect(t.bank.pendingCalls()).toHaveLength(1);
    await t.goTo('/posicion-global/cuentas');
    expect(t.bank.pendingCalls()).toHaveLength(1);
    for (const callback of painted.splice(0)) callback();
    await flushPromises();
    expect(t.bank.pendingCalls()).toHaveLength(2);
  });

  it('a check stopped before the new page was painted asks nothing', async () => {
    const painted: (() => void)[] = [];
    const t = await setup({ afterNextPaint: (callback) => void painted.push(callback) });
    await t.goTo('/posicion-global/cuentas');
    t.stop();
    for (const callback of painted.splice(0)) callback();
    await flushPromises();
    expect(t.bank.pendingCalls()).toHaveLength(1);
  });

  it('a page the customer left before it was painted is not checked: the page now asked for is', async () => {
    const painted: (() => void)[] = [];
    const t = await setup({ afterNextPaint: (callback) => void painted.push(callback) });
    await t.goTo('/tarjetas');
    await t.goTo('/cuentas');
    for (const callback of painted.splice(0)) {
      callback();
      await flushPromises();
    }
    // One on start, one for /cuentas; none for /tarjetas, already left.
    expect(t.bank.pendingCalls()).toHaveLength(2);
  });

  it('the app’s confirm screen is opened once: a late check of the page it replaced does not open it again', async () => {
    let idle: (() => void) | undefined;
    const painted: (() => void)[] = [];
    const t = await setup({
      app: fakeApp(),
      operations: [loginFromNewComputer],
      whenIdle: (callback) => void (idle = callback),
      afterNextPaint: (callback) => void painted.push(callback),
    });
    await t.goTo('/tarjetas');
    const navigate = vi.spyOn(t.services.router, 'navigate');
    // The first check runs before /tarjetas's own check and sends the customer to the confirm screen...
    idle?.();
    await flushPromises();
    expect(navigate.mock.calls.map(([path]) => path)).toEqual(['/confirmar-operacion']);
    // ...then /tarjetas's check comes, late: the customer is no longer there.
    for (const callback of painted.splice(0, 1)) callback();
    await flushPromises();
    expect(navigate.mock.calls.map(([path]) => path)).toEqual(['/confirmar-operacion']);
    expect(t.bank.pendingCalls()).toHaveLength(1);
  });

  it('the GET goes to the API host with the customer’s bearer', async () => {
    const t = await setup();
    const [request] = t.bank.pendingCalls();
    expect(request?.url).toBe(`http://api.bank.localhost${PENDING_OPERATIONS_PATH}`);
    expect(request?.headers.get('authorization')).toBe('Bearer at-personal');
  });

  it('asks the bank on every route change even through the shell’s GET cache: the list is never an old answer', async () => {
    // The shell's API client keeps GET answers for an hour once a customer is signed in
    // (apiClient.ts, responseCache); a new pending operation must still be seen on the next URL change.
    const cache = createResponseCache({ now: () => 0 });
    const t = await setup({
      http: (fetch) =>
        createHttpClient({
          fetch,
          apiBase: 'http://api.bank.localhost',
          steps: bankApiSteps({ getLanguage: () => 'es-ES', tokens: NO_TOKENS, readXsrfToken: () => null }),
          getCache: () => cache,
          getCacheScope: () => 'personal',
        }),
    });
    await t.goTo('/tarjetas');
    await t.goTo('/cuentas');
    expect(t.bank.pendingCalls()).toHaveLength(3);
  });

  it('a 76 e-commerce on channel 83 in a browser: goes to /operaciones-pendientes, with the operation stored in sessionStorage', async () => {
    const t = await setup({ operations: [shoeShop(DESKTOP)] });
    expect(t.shownPath()).toBe('/operaciones-pendientes');
    expect(JSON.parse(t.session.entries.get(ECOMMERCE_OPERATION_KEY) ?? 'null')).toEqual(shoeShop(DESKTOP));
    expect(t.messages()).toEqual([]);
  });

  it('a 76 e-commerce on channel 86 in a browser: not this device, the customer stays where they are', async () => {
    const t = await setup({ operations: [shoeShop(MOBILE)] });
    expect(t.shownPath()).toBe('/posicion-global');
    expect(t.session.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
  });

  it('in the app, a registered validation that succeeds: the Spanish accepted text of 76 in a success snackbar that closes itself after 5000 ms', async () => {
    const app = fakeApp();
    const t = await setup({ app, operations: [shoeShop(MOBILE)] });
    expect(app.call).toHaveBeenCalledWith('isMobileValidationRegistered', { personId: 'P1' }, expect.anything());
    expect(app.call).toHaveBeenCalledWith(
      'runMobileValidation',
      expect.objectContaining({
        maxFailures: 3,
        maxPasswordLength: 12,
        smsRetries: 3,
        personId: 'P1',
        processId: shoeShop(MOBILE).secProcessId,
        passwordRequired: true,
      }),
      expect.anything(),
    );
    expect(t.messages().map(({ kind, text, autoCloseMs }) => ({ kind, text, autoCloseMs }))).toEqual([
      { kind: 'success', text: ACCEPTED_76, autoCloseMs: SUCCESS_AUTO_CLOSE_MS },
    ]);
    expect(t.shownPath()).toBe('/posicion-global');
    expect(t.session.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
  });

  it('in the app, code 37 (activate again): goes to logout, with no message', async () => {
    const app = fakeApp({ validation: () => Promise.reject(Object.assign(new Error('Activate again'), { code: ACTIVATE_AGAIN })) });
    const t = await setup({ app, operations: [shoeShop(MOBILE)] });
    // The app's error codes are read from the native entry, imported when the first error comes.
    await vi.waitFor(() => expect(t.shownPath()).toBe('/logout'));
    expect(t.messages()).toEqual([]);
  });

  it('in the app, code 37: the logout page, being painted while the session ends, runs no check and no second validation', async () => {
    const painted: (() => void)[] = [];
    const app = fakeApp({ validation: () => Promise.reject(Object.assign(new Error('Activate again'), { code: ACTIVATE_AGAIN })) });
    const t = await setup({ app, operations: [shoeShop(MOBILE)], afterNextPaint: (callback) => void painted.push(callback) });
    await vi.waitFor(() => expect(t.shownPath()).toBe('/logout'));
    for (const callback of painted.splice(0)) callback();
    await flushPromises();
    expect(t.bank.pendingCalls()).toHaveLength(1);
    expect(app.call.mock.calls.filter(([method]) => method === 'runMobileValidation')).toHaveLength(1);
  });

  it.each([
    [16, CANCELLED],
    [35, 'No hemos podido confirmar la operación. Inténtalo de nuevo más tarde.'],
  ])('in the app, code %i: its Spanish text in the snackbars, and the operation joins the cancelled list', async (code, text) => {
    const app = fakeApp({ validation: () => Promise.reject(Object.assign(new Error(`Native error ${code}`), { code })) });
    const t = await setup({ app, operations: [shoeShop(MOBILE)] });
    await vi.waitFor(() => expect(t.messages().map((message) => message.text)).toEqual([text]));
    expect(JSON.parse(t.session.entries.get(CANCELLED_IDS_KEY) ?? '[]')).toEqual([shoeShop(MOBILE).secProcessId]);
    expect(t.session.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
  });

  it('in the app, mobile validation not registered: goes to logout, and no validation runs', async () => {
    const app = fakeApp({ registered: false });
    const t = await setup({ app, operations: [shoeShop(MOBILE)] });
    expect(t.shownPath()).toBe('/logout');
    expect(app.call.mock.calls.map(([method]) => method)).toEqual(['isMobileValidationRegistered']);
  });
});

describe('the confirm screen’s answers: login-accept and login-cancel (features.md §4.1)', () => {
  it('a 75 login from a new computer, seen in the app: goes to /confirmar-operacion', async () => {
    const t = await setup({ app: fakeApp(), operations: [loginFromNewComputer] });
    expect(t.shownPath()).toBe('/confirmar-operacion');
  });

  it('login-accept for the operation shown: validated in the app, the accepted text of 75, and one step back in history', async () => {
    const app = fakeApp();
    const t = await setup({ app, operations: [loginFromNewComputer] });
    t.events.publish('login-accept', { secProcessId: loginFromNewComputer.secProcessId });
    await flushPromises();
    expect(app.call).toHaveBeenCalledWith(
      'runMobileValidation',
      expect.objectContaining({ processId: loginFromNewComputer.secProcessId, passwordRequired: false }),
      expect.anything(),
    );
    expect(t.messages()).toMatchObject([{ kind: 'success', text: ACCEPTED_75, autoCloseMs: SUCCESS_AUTO_CLOSE_MS }]);
    expect(t.platform.history.back).toHaveBeenCalledTimes(1);
  });

  it('login-cancel for the operation being handled: the cancelled text, and one step back in history', async () => {
    const app = fakeApp();
    const t = await setup({ app, operations: [loginFromNewComputer] });
    t.events.publish('login-cancel', { secProcessId: loginFromNewComputer.secProcessId });
    await flushPromises();
    expect(t.messages().map((message) => message.text)).toEqual([CANCELLED]);
    expect(t.platform.history.back).toHaveBeenCalledTimes(1);
    expect(app.call.mock.calls.map(([method]) => method)).not.toContain('runMobileValidation');
  });

  it('login-cancel for another operation changes nothing', async () => {
    const t = await setup({ app: fakeApp(), operations: [loginFromNewComputer] });
    t.events.publish('login-cancel', { secProcessId: 'another-operation' });
    await flushPromises();
    expect(t.messages()).toEqual([]);
    expect(t.platform.history.back).not.toHaveBeenCalled();
  });
});

describe('stopping the check', () => {
  it('the stop function unsubscribes: no request after stop on a route change', async () => {
    const t = await setup();
    expect(t.bank.pendingCalls()).toHaveLength(1);
    t.stop();
    await t.goTo('/tarjetas');
    expect(t.shownPath()).toBe('/tarjetas');
    expect(t.bank.requests).toHaveLength(1);
  });

  it('after stop, the confirm screen’s answers are not heard', async () => {
    const t = await setup({ app: fakeApp(), operations: [loginFromNewComputer] });
    t.stop();
    t.events.publish('login-cancel', { secProcessId: loginFromNewComputer.secProcessId });
    await flushPromises();
    expect(t.messages()).toEqual([]);
    expect(t.platform.history.back).not.toHaveBeenCalled();
  });
});
