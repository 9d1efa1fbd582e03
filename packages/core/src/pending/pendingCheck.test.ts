import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { nativeValidationOutcome } from '../native/errorCodes';
import { deferred, flushPromises } from '../testing/promises';
import type { PendingDevice } from './handling';
import { createPendingCheck } from './pendingCheck';
import type { MobileValidation, PendingNotice, ValidationOutcome, ValidationParams } from './pendingCheck';
import { createPendingSessionItems } from './sessionItems';
import type { SessionStorageLike } from './sessionItems';

// The spec's values, written out rather than imported from ./constants, so that a changed
// constant fails these tests.
/** features.md §6: "channel code 83 for desktop, 86 for mobile". */
const DESKTOP = 83;
const MOBILE = 86;
/** features.md §9: max failed validation attempts, SMS retries, max password length. */
const MAX_FAILURES = 3;
const SMS_RETRIES = 3;
const MAX_PASSWORD_LENGTH = 12;
/** features.md §9: "snackbar auto-close 5000 ms". */
const SUCCESS_AUTO_CLOSE_MS = 5000;
/** features.md §8, console errors. */
const INACTIVE_FEATURE_ERROR = 'Pending operation is trying to navigate a NOT active FIT feature';
/** features.md §8, native validation codes. */
const ACTIVATE_AGAIN = 37;
const OPERATION_CANCELLED = 16;
/** features.md §2.1, as the route paths this shell chose. */
const EXCLUDED_ROUTES = [
  'pagina-no-encontrada',
  'deeplinks',
  'sso',
  'sso-login',
  'login/native-login',
  'ing-feature-page/ing-feat-deposit-contract',
  'ing-redirect/deposit-contract/transfer-deposit',
  'contratar-deposito/transfer-deposit',
];
/** §2.2's destinations and the session keys, as this shell's route paths and storage keys. */
const CONFIRM_PENDING_OPERATION = 'confirmar-operacion';
const PENDING_ECOMMERCE_OPERATIONS = 'operaciones-pendientes';
const CANCELLED_IDS_KEY = 'bank-shell.pending.cancelled-ids';
const NAVIGATION_SCOPES_KEY = 'bank-shell.pending.navigation-scopes';
const ECOMMERCE_OPERATION_KEY = 'bank-shell.pending.ecommerce-operation';
/** The messages, as the translated keys the shell shows. */
const CANCELLED_NOTICE: PendingNotice = { kind: 'info', key: 'pending.cancelled' };
const ERROR_NOTICE: PendingNotice = { kind: 'error', key: 'pending.error' };
/** The success notice: the accepted message's key, one per type (`pending.accepted.76`). */
const successNotice = (key: string): PendingNotice => ({
  kind: 'success',
  key,
  autoCloseMs: SUCCESS_AUTO_CLOSE_MS,
});

const LEGAL_URL = 'https://bank.example/legal/validacion-movil';
const HOME = '#/posicion-global';

const IN_THE_APP: PendingDevice = { channelCode: MOBILE, nativeApp: true };
const IN_A_BROWSER: PendingDevice = { channelCode: DESKTOP, nativeApp: false };

const loginSca = { secProcessId: 'op-75', personId: 'P1', type: '75', operationData: { channelCode: DESKTOP, device: 'Chrome, Windows' } };
const ecommerce = (channelCode: number) => ({
  secProcessId: 'op-76',
  personId: 'P1',
  type: '76',
  operationData: { channelCode, merchant: 'Librería Central', amount: { amount: 42.5, currency: 'EUR' }, maskedPan: '**** 1234' },
});
const bizum = (type: string, fields: Record<string, unknown> = {}) => ({
  secProcessId: `op-${type}`,
  personId: 'P1',
  type,
  operationData: { channelCode: MOBILE },
  ...fields,
});
const business = {
  secProcessId: 'op-B',
  personId: 'P1',
  type: 'BUSINESS',
  operationData: { channelCode: DESKTOP },
  destination: '#/prestamos/oferta',
};

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

/** The app's mobile validation: registered, and answering `outcome`. */
function fakeValidation(outcome: ValidationOutcome = 'validated', registered = true) {
  return {
    isRegistered: vi.fn((_personId: string): Promise<boolean> => Promise.resolve(registered)),
    validate: vi.fn((_params: ValidationParams): Promise<ValidationOutcome> => Promise.resolve(outcome)),
  } satisfies MobileValidation;
}

interface SetupOptions {
  operations?: unknown[];
  /** The bank's whole answer, when it is not a list of operations. */
  answer?: unknown;
  device?: PendingDevice;
  validation?: MobileValidation | null;
  enabled?: boolean;
  authenticated?: boolean;
  featureActive?: boolean;
  clientPersonId?: string | null;
  /** The route path the configuration's `means` give each feature id. */
  means?: Readonly<Record<string, string>>;
}

function setup(options: SetupOptions = {}) {
  const { device = IN_THE_APP, enabled = true, authenticated = true, featureActive = true, clientPersonId = 'P-client' } = options;
  const validation = options.validation === undefined ? fakeValidation() : options.validation;
  const bank = { answer: 'answer' in options ? options.answer : { pendingOperations: options.operations ?? [] } };
  const { storage, entries } = memoryStorage();
  const items = createPendingSessionItems(storage);
  const fakes = {
    fetchOperations: vi.fn((): Promise<unknown> => Promise.resolve(bank.answer)),
    isEnabled: vi.fn(() => enabled),
    isAuthenticated: vi.fn(() => authenticated),
    device: vi.fn(() => device),
    clientPersonId: vi.fn((): string | null => clientPersonId),
    navigate: vi.fn((_route: string) => undefined),
    goBack: vi.fn(() => undefined),
    isFeatureActive: vi.fn((_route: string) => featureActive),
    featureRoute: vi.fn((featureId: string): string | undefined => options.means?.[featureId]),
    logout: vi.fn((): Promise<void> => Promise.resolve()),
    notify: vi.fn((_notice: PendingNotice) => undefined),
    logError: vi.fn((_message: string, _detail?: unknown) => undefined),
  };
  const check = createPendingCheck({ ...fakes, items, validation, legalUrl: LEGAL_URL });
  return { check, items, entries, bank, ...fakes };
}

const storedList = (entries: Map<string, string>, key: string): unknown => JSON.parse(entries.get(key) ?? '[]');

describe('when the check runs (features.md §4.1)', () => {
  it('the flag on, the user authenticated and the route not excluded: it fetches the pending operations', async () => {
    const t = setup();
    await t.check.run(HOME);
    expect(t.fetchOperations).toHaveBeenCalledTimes(1);
  });

  it('the enable-pending-operation flag off: no request at all', async () => {
    const t = setup({ enabled: false, operations: [loginSca] });
    await t.check.run(HOME);
    expect(t.fetchOperations).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('the user not authenticated: no request at all', async () => {
    const t = setup({ authenticated: false, operations: [loginSca] });
    await t.check.run(HOME);
    expect(t.fetchOperations).not.toHaveBeenCalled();
  });

  it.each(EXCLUDED_ROUTES)('the route is not excluded (§2.1): %s is skipped', async (route) => {
    const t = setup({ operations: [loginSca] });
    await t.check.run(`#/${route}`);
    expect(t.fetchOperations).not.toHaveBeenCalled();
  });

  it.each(EXCLUDED_ROUTES)('the routes under an excluded route are skipped too: %s/…', async (route) => {
    const t = setup();
    await t.check.run(`#/${route}/1234?utm=x`);
    expect(t.fetchOperations).not.toHaveBeenCalled();
  });

  it.each(['#/sso?next=x', '/sso', 'sso', '#sso'])(
    'the route is read from a hash path with or without its slash and query: %s is skipped',
    async (path) => {
      const t = setup();
      await t.check.run(path);
      expect(t.fetchOperations).not.toHaveBeenCalled();
    },
  );

  it.each(['#/ssoo', '#/deeplinks-legacy', '#/login', '#/ing-feature-page/ing-feat-loans', '#/contratar-deposito'])(
    'a route that only begins like an excluded one is checked: %s',
    async (path) => {
      const t = setup();
      await t.check.run(path);
      expect(t.fetchOperations).toHaveBeenCalledTimes(1);
    },
  );

  // Issue 39 item 15: this bank's deposit contract is at `contratar-deposito`, where deep links
  // 86–88 land; the spec's path for it is kept too.
  it.each(['#/ing-feature-page/ing-feat-deposit-contract', '#/contratar-deposito', '#/contratar-deposito/ipf/12-meses'])(
    "the deposit-contract feature route is skipped (features.md §2.1.5): the spec's and the one `means` gives it, 'contratar-deposito': %s",
    async (path) => {
      const t = setup({ operations: [loginSca], means: { 'deposit-contract': 'contratar-deposito' } });
      await t.check.run(path);
      expect(t.fetchOperations).not.toHaveBeenCalled();
      expect(t.navigate).not.toHaveBeenCalled();
    },
  );

  it('the deposit-contract feature route skips only its own feature: another feature of `means` is checked (features.md §2.1.5)', async () => {
    const t = setup({ means: { 'deposit-contract': 'contratar-deposito', 'fund-contract': 'fund-contract' } });
    await t.check.run('#/fund-contract');
    await t.check.run('#/contratar-depositos');
    expect(t.fetchOperations).toHaveBeenCalledTimes(2);
  });

  it('no check while one is in progress: two concurrent runs make one request', async () => {
    const t = setup();
    const answer = deferred<unknown>();
    t.fetchOperations.mockReturnValueOnce(answer.promise);
    const first = t.check.run(HOME);
    const second = t.check.run('#/tarjetas');
    await second;
    expect(t.fetchOperations).toHaveBeenCalledTimes(1);
    answer.resolve({ pendingOperations: [] });
    await first;
    await t.check.run('#/cuentas');
    expect(t.fetchOperations).toHaveBeenCalledTimes(2);
  });

  it('not inside a pending navigation flow: a stored scope (the first route segment) skips the check, which resumes after leaving it', async () => {
    const t = setup();
    t.items.addScope(CONFIRM_PENDING_OPERATION);
    await t.check.run(`#/${CONFIRM_PENDING_OPERATION}`);
    await t.check.run(`#/${CONFIRM_PENDING_OPERATION}/detalle?x=1`);
    expect(t.fetchOperations).not.toHaveBeenCalled();
    await t.check.run(HOME);
    expect(t.fetchOperations).toHaveBeenCalledTimes(1);
    expect(t.items.scopes()).toEqual([]);
  });

  it('a navigation starts a pending flow: URL changes inside it are not checked', async () => {
    const t = setup({ operations: [loginSca] });
    await t.check.run(HOME);
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith(CONFIRM_PENDING_OPERATION);
    expect(storedList(t.entries, NAVIGATION_SCOPES_KEY)).toEqual([CONFIRM_PENDING_OPERATION]);
    await t.check.run(`#/${CONFIRM_PENDING_OPERATION}`);
    expect(t.fetchOperations).toHaveBeenCalledTimes(1);
  });
});

describe('the steps (features.md §4.1)', () => {
  it('step 2: drops those whose id is in the session’s cancelled list', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [bizum('85'), bizum('91')], validation });
    t.items.addCancelled('op-85');
    await t.check.run(HOME);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    expect(validation.validate.mock.calls[0]?.[0].processId).toBe('op-91');
  });

  it('step 3: if none remain, clears the stored e-commerce operation', async () => {
    const t = setup({ operations: [ecommerce(MOBILE)] });
    t.items.addCancelled('op-76');
    t.items.setCurrentEcommerce({ secProcessId: 'op-76', type: '76', operationData: { channelCode: MOBILE } });
    await t.check.run(HOME);
    expect(t.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('step 3: an empty list clears the stored e-commerce operation too', async () => {
    const t = setup({ operations: [] });
    t.items.setCurrentEcommerce({ secProcessId: 'op-76', type: '76', operationData: { channelCode: MOBILE } });
    await t.check.run(HOME);
    expect(t.items.currentEcommerce()).toBeNull();
  });

  it('step 4: takes the first one only', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [bizum('91'), bizum('85'), bizum('94')], validation });
    await t.check.run(HOME);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    expect(validation.validate.mock.calls[0]?.[0].processId).toBe('op-91');
  });

  it('step 4: acts only if it matches the current device (the next one is not tried)', async () => {
    const t = setup({
      device: IN_A_BROWSER,
      validation: null,
      operations: [{ ...business, operationData: { channelCode: MOBILE } }, ecommerce(DESKTOP)],
    });
    await t.check.run(HOME);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.logout).not.toHaveBeenCalled();
    expect(t.items.cancelledIds()).toEqual([]);
    expect(t.check.current()).toBeNull();
  });

  it('validation types need the native app: a Bizum operation in a browser is left alone', async () => {
    const t = setup({ device: IN_A_BROWSER, validation: null, operations: [bizum('85', { operationData: { channelCode: DESKTOP } })] });
    await t.check.run(HOME);
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.logout).not.toHaveBeenCalled();
    expect(t.logError).not.toHaveBeenCalled();
    expect(t.items.cancelledIds()).toEqual([]);
  });

  it('an entry that is not an operation is left out and logged; the next one is the first', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [{ secProcessId: 'op-x', type: '99' }, bizum('92')], validation });
    await t.check.run(HOME);
    expect(t.logError).toHaveBeenCalledTimes(1);
    expect(validation.validate.mock.calls[0]?.[0].processId).toBe('op-92');
  });
});

describe('the type table, end to end (features.md §4.1)', () => {
  it('75 login SCA in the app: goes to the confirm-pending-operation feature', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [loginSca], validation });
    await t.check.run(HOME);
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith(CONFIRM_PENDING_OPERATION);
    expect(t.check.current()?.operation.secProcessId).toBe('op-75');
    expect(validation.isRegistered).not.toHaveBeenCalled();
  });

  it('75 login SCA in a browser: not this device, nothing happens', async () => {
    const t = setup({ device: IN_A_BROWSER, validation: null, operations: [loginSca] });
    await t.check.run(HOME);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('76 e-commerce in the app: validated natively, with the password, the operation stored while it runs', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [ecommerce(MOBILE)], validation });
    let storedDuring: unknown = null;
    validation.validate.mockImplementation(() => {
      storedDuring = t.items.currentEcommerce();
      return Promise.resolve('validated');
    });
    await t.check.run(HOME);
    expect(validation.validate.mock.calls[0]?.[0]).toMatchObject({ processId: 'op-76', passwordRequired: true });
    expect(storedDuring).toEqual(ecommerce(MOBILE));
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(successNotice('pending.accepted.76'));
  });

  it('76 e-commerce in a browser: runs the before-hook (stores the operation), then goes to the pending e-commerce operations feature (features.md §2.2.2)', async () => {
    const t = setup({ device: IN_A_BROWSER, validation: null, operations: [ecommerce(DESKTOP)] });
    let storedAtNavigation: unknown = null;
    t.navigate.mockImplementation(() => {
      storedAtNavigation = t.items.currentEcommerce();
    });
    await t.check.run(HOME);
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith(PENDING_ECOMMERCE_OPERATIONS);
    expect(storedAtNavigation).toEqual(ecommerce(DESKTOP));
    expect(JSON.parse(t.entries.get(ECOMMERCE_OPERATION_KEY) ?? 'null')).toEqual(ecommerce(DESKTOP));
    expect(t.isFeatureActive).toHaveBeenCalledWith(PENDING_ECOMMERCE_OPERATIONS);
  });

  it.each([
    ['85', 'pending.accepted.85'],
    ['91', 'pending.accepted.91'],
    ['92', 'pending.accepted.92'],
    ['94', 'pending.accepted.94'],
    ['95', 'pending.accepted.95'],
  ])('%s Bizum: validated in the app, with the specific accepted message of its type (%s)', async (type, key) => {
    const validation = fakeValidation();
    const t = setup({ operations: [bizum(type)], validation });
    await t.check.run(HOME);
    expect(validation.validate.mock.calls[0]?.[0]).toMatchObject({ processId: `op-${type}` });
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(successNotice(key));
  });

  it('BUSINESS business: goes to the operation’s destination (features.md §2.2.3)', async () => {
    const t = setup({ device: IN_A_BROWSER, validation: null, operations: [business] });
    await t.check.run(HOME);
    expect(t.isFeatureActive).toHaveBeenCalledWith('prestamos/oferta');
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith('prestamos/oferta');
    expect(storedList(t.entries, NAVIGATION_SCOPES_KEY)).toEqual(['prestamos']);
  });
});

describe('a navigation to a feature that is not active (features.md §4.1, §8)', () => {
  it('logs exactly the console error and does nothing else', async () => {
    const t = setup({ device: IN_A_BROWSER, validation: null, featureActive: false, operations: [ecommerce(DESKTOP)] });
    await t.check.run(HOME);
    expect(t.logError).toHaveBeenCalledTimes(1);
    expect(t.logError.mock.calls[0]?.[0]).toBe(INACTIVE_FEATURE_ERROR);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.goBack).not.toHaveBeenCalled();
    expect(t.logout).not.toHaveBeenCalled();
    expect([...t.entries.keys()]).toEqual([]);
    expect(t.check.current()).toBeNull();
  });
});

describe('validation (features.md §4.1, §7)', () => {
  it('mobile validation not registered for the person: session logout, and no validation', async () => {
    const validation = fakeValidation('validated', false);
    const t = setup({ operations: [bizum('85')], validation });
    await t.check.run(HOME);
    expect(validation.isRegistered).toHaveBeenCalledExactlyOnceWith('P1');
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(validation.validate).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('registered: runs the native validation with exactly the eight parameters', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [bizum('85')], validation });
    await t.check.run(HOME);
    expect(validation.isRegistered).toHaveBeenCalledExactlyOnceWith('P1');
    expect(validation.validate).toHaveBeenCalledExactlyOnceWith({
      maxFailures: MAX_FAILURES,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      personId: 'P1',
      processId: 'op-85',
      smsRetries: SMS_RETRIES,
      legalUrl: LEGAL_URL,
      serviceName: 'Banca online',
      passwordRequired: true,
    });
    expect(t.logout).not.toHaveBeenCalled();
  });

  it('personId falls back to the client’s personId', async () => {
    const validation = fakeValidation();
    const withoutPerson = { secProcessId: 'op-91', type: '91', operationData: { channelCode: MOBILE } };
    const t = setup({ operations: [withoutPerson], validation });
    await t.check.run(HOME);
    expect(validation.isRegistered).toHaveBeenCalledExactlyOnceWith('P-client');
    expect(validation.validate.mock.calls[0]?.[0].personId).toBe('P-client');
  });

  it('success: a success message that auto-closes after 5000 ms, with the type’s accepted message; the state is cleared', async () => {
    const t = setup({ operations: [ecommerce(MOBILE)] });
    await t.check.run(HOME);
    expect(t.notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', key: 'pending.accepted.76', autoCloseMs: 5000 });
    expect(t.check.current()).toBeNull();
    expect(t.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
    expect(t.items.cancelledIds()).toEqual([]);
    expect(t.logout).not.toHaveBeenCalled();
  });

  it('success: the complete-hook runs (75 goes back one step in history)', async () => {
    const t = setup({ operations: [loginSca] });
    await t.check.run(HOME);
    await t.check.accept('op-75');
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(successNotice('pending.accepted.75'));
    expect(t.goBack).toHaveBeenCalledTimes(1);
    expect(t.check.current()).toBeNull();
  });

  it('error code 37 (activate again): logout', async () => {
    const t = setup({ operations: [bizum('85')], validation: fakeValidation(nativeValidationOutcome(ACTIVATE_AGAIN)) });
    await t.check.run(HOME);
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.check.current()).toBeNull();
  });

  it('code 16 (cancelled): a cancelled message; the id joins the cancelled list and the stored e-commerce operation is removed', async () => {
    const t = setup({ operations: [ecommerce(MOBILE)], validation: fakeValidation(nativeValidationOutcome(OPERATION_CANCELLED)) });
    await t.check.run(HOME);
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(CANCELLED_NOTICE);
    expect(storedList(t.entries, CANCELLED_IDS_KEY)).toEqual(['op-76']);
    expect(t.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
    expect(t.logout).not.toHaveBeenCalled();
    expect(t.check.current()).toBeNull();
  });

  it('code 16 (cancelled): the cancel-hook runs (75 goes back one step in history)', async () => {
    const t = setup({ operations: [loginSca], validation: fakeValidation(nativeValidationOutcome(OPERATION_CANCELLED)) });
    await t.check.run(HOME);
    await t.check.accept('op-75');
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(CANCELLED_NOTICE);
    expect(t.goBack).toHaveBeenCalledTimes(1);
    expect(t.items.cancelledIds()).toEqual(['op-75']);
  });

  it.each([35, 36, 38, -1, 74])(
    'any other code (%i): a generic error message; the id joins the cancelled list and the stored e-commerce operation is removed',
    async (code) => {
      const t = setup({ operations: [ecommerce(MOBILE)], validation: fakeValidation(nativeValidationOutcome(code)) });
      await t.check.run(HOME);
      expect(t.notify).toHaveBeenCalledExactlyOnceWith(ERROR_NOTICE);
      expect(storedList(t.entries, CANCELLED_IDS_KEY)).toEqual(['op-76']);
      expect(t.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
      expect(t.logout).not.toHaveBeenCalled();
    },
  );

  it('any other code: the error-hook runs (75 goes back one step in history)', async () => {
    const t = setup({ operations: [loginSca], validation: fakeValidation(nativeValidationOutcome(38)) });
    await t.check.run(HOME);
    await t.check.accept('op-75');
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(ERROR_NOTICE);
    expect(t.goBack).toHaveBeenCalledTimes(1);
    expect(t.items.cancelledIds()).toEqual(['op-75']);
  });

  it('a cancelled or failed operation is not offered again in this session', async () => {
    const validation = fakeValidation(nativeValidationOutcome(OPERATION_CANCELLED));
    const t = setup({ operations: [bizum('85')], validation });
    await t.check.run(HOME);
    await t.check.run('#/tarjetas');
    expect(t.fetchOperations).toHaveBeenCalledTimes(2);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    const again = setup({ operations: [bizum('85')], validation: fakeValidation() });
    again.items.addCancelled('op-85');
    await again.check.run(HOME);
    expect(again.notify).not.toHaveBeenCalled();
  });

  it('a validated operation is not offered again by the same check, even if the bank still lists it', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [bizum('85'), bizum('91')], validation });
    await t.check.run(HOME);
    await t.check.run('#/tarjetas');
    expect(validation.validate.mock.calls.map(([params]) => params.processId)).toEqual(['op-85', 'op-91']);
    await t.check.run('#/cuentas');
    expect(validation.validate).toHaveBeenCalledTimes(2);
  });

  it.each(['isRegistered', 'validate'] as const)(
    'a throwing validation (%s) never throws out of run(): a generic error message, and the id joins the cancelled list',
    async (method) => {
      const validation = fakeValidation();
      validation[method].mockRejectedValue(new Error('bridge gone'));
      const t = setup({ operations: [ecommerce(MOBILE)], validation });
      await expect(t.check.run(HOME)).resolves.toBeUndefined();
      expect(t.notify).toHaveBeenCalledExactlyOnceWith(ERROR_NOTICE);
      expect(t.items.cancelledIds()).toEqual(['op-76']);
      expect(t.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
      expect(t.logError).toHaveBeenCalled();
    },
  );

  it('a failing fetch never throws out of run(), and the next run checks again', async () => {
    const t = setup({ operations: [bizum('85')] });
    t.fetchOperations.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(t.check.run(HOME)).resolves.toBeUndefined();
    expect(t.logError).toHaveBeenCalledTimes(1);
    await t.check.run('#/tarjetas');
    expect(t.fetchOperations).toHaveBeenCalledTimes(2);
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(successNotice('pending.accepted.85'));
  });

  it.each([[null], ['oops'], [{ pendingOperations: 'none' }], [[]]])(
    'an answer of another shape (%j) never throws out of run()',
    async (answer) => {
      const t = setup({ answer });
      await expect(t.check.run(HOME)).resolves.toBeUndefined();
      expect(t.logError).toHaveBeenCalledTimes(1);
      expect(t.notify).not.toHaveBeenCalled();
    },
  );
});

describe('login-accept and login-cancel events (features.md §4.1)', () => {
  it('login-accept validates the operation being handled', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [loginSca], validation });
    await t.check.run(HOME);
    await t.check.accept('op-75');
    expect(validation.isRegistered).toHaveBeenCalledExactlyOnceWith('P1');
    expect(validation.validate).toHaveBeenCalledExactlyOnceWith({
      maxFailures: MAX_FAILURES,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      personId: 'P1',
      processId: 'op-75',
      smsRetries: SMS_RETRIES,
      legalUrl: LEGAL_URL,
      serviceName: 'Banca online',
      passwordRequired: false,
    });
  });

  it('login-accept without an id validates the operation being handled', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [loginSca], validation });
    await t.check.run(HOME);
    await t.check.accept();
    expect(validation.validate).toHaveBeenCalledTimes(1);
  });

  it('login-accept when mobile validation is not registered: logout, no validation', async () => {
    const validation = fakeValidation('validated', false);
    const t = setup({ operations: [loginSca], validation });
    await t.check.run(HOME);
    await t.check.accept('op-75');
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(validation.validate).not.toHaveBeenCalled();
    expect(t.check.current()).toBeNull();
  });

  it('login-cancel breaks it as cancelled: the cancelled message, the cancel-hook, and the id joins the cancelled list', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [loginSca], validation });
    await t.check.run(HOME);
    void t.check.cancel('op-75');
    expect(t.notify).toHaveBeenCalledExactlyOnceWith(CANCELLED_NOTICE);
    expect(t.goBack).toHaveBeenCalledTimes(1);
    expect(storedList(t.entries, CANCELLED_IDS_KEY)).toEqual(['op-75']);
    expect(t.check.current()).toBeNull();
    expect(validation.validate).not.toHaveBeenCalled();
  });

  it('login-accept and login-cancel with another id do nothing', async () => {
    const validation = fakeValidation();
    const t = setup({ operations: [loginSca], validation });
    await t.check.run(HOME);
    await t.check.accept('op-other');
    await t.check.cancel('op-other');
    expect(validation.isRegistered).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.goBack).not.toHaveBeenCalled();
    expect(t.items.cancelledIds()).toEqual([]);
    expect(t.check.current()?.operation.secProcessId).toBe('op-75');
  });

  it('login-accept and login-cancel with nothing being handled do nothing', async () => {
    const validation = fakeValidation();
    const t = setup({ validation });
    await t.check.run(HOME);
    await t.check.accept('op-75');
    void t.check.cancel('op-75');
    expect(validation.isRegistered).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.logout).not.toHaveBeenCalled();
    expect(t.items.cancelledIds()).toEqual([]);
  });

  it('login-cancel breaks a validation under way as cancelled: its late answer shows nothing more and does not go back again', async () => {
    const answer = deferred<ValidationOutcome>();
    const validation = fakeValidation();
    validation.validate.mockReturnValueOnce(answer.promise);
    const t = setup({ operations: [loginSca], validation });
    await t.check.run(HOME);
    const accepting = t.check.accept('op-75');
    await flushPromises();
    expect(validation.validate).toHaveBeenCalledTimes(1);
    void t.check.cancel('op-75');
    answer.resolve('validated');
    await accepting;
    expect(t.notify.mock.calls).toEqual([[CANCELLED_NOTICE]]);
    expect(t.goBack).toHaveBeenCalledTimes(1);
    expect(t.items.cancelledIds()).toEqual(['op-75']);
  });
});

/** Objects shaped almost like operations: each field right, wrong or missing. */
const almostOperation = fc.record(
  {
    secProcessId: fc.oneof(fc.constantFrom('op-1', 'op-2', 'op-3'), fc.string(), fc.integer()),
    personId: fc.oneof(fc.constantFrom('P1', ''), fc.constant(undefined), fc.constant(null), fc.integer()),
    type: fc.oneof(
      fc.constantFrom('75', '76', '85', '91', '92', '94', '95', 'BUSINESS'),
      fc.constantFrom(75, 'business', '', '77'),
      fc.string(),
    ),
    operationData: fc.oneof(
      fc.record(
        {
          channelCode: fc.oneof(fc.constantFrom(81, DESKTOP, 85, MOBILE), fc.integer(), fc.double(), fc.string()),
          merchant: fc.anything(),
          amount: fc.oneof(fc.record({ amount: fc.double(), currency: fc.string() }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
    destination: fc.oneof(fc.string(), fc.constantFrom('#/prestamos/oferta', '/', '', '#/sso'), fc.anything()),
  },
  { requiredKeys: [] },
);

const serverAnswer = fc.oneof(
  fc.anything(),
  fc.record({ pendingOperations: fc.anything() }),
  fc.record({ pendingOperations: fc.array(fc.oneof(almostOperation, almostOperation, fc.anything()), { maxLength: 5 }) }),
);

const nativeOutcome = fc.oneof(
  fc.constantFrom<ValidationOutcome>('validated', 'activateAgain', 'operationCancelled', 'generic', 'riskyClient', 'tryAgain', 'unknown'),
  fc.constant('throws' as const),
);

describe('nothing the bank sends breaks the page (property-based)', () => {
  it('for any server data, device and validation answer, run(), accept() and cancel() never throw', async () => {
    await fc.assert(
      fc.asyncProperty(
        serverAnswer,
        fc.record({ channelCode: fc.constantFrom(81, DESKTOP, 85, MOBILE), nativeApp: fc.boolean() }),
        nativeOutcome,
        fc.boolean(),
        fc.boolean(),
        async (answer, device, outcome, registered, featureActive) => {
          const validation = device.nativeApp ? fakeValidation(outcome === 'throws' ? 'validated' : outcome, registered) : null;
          if (validation && outcome === 'throws') validation.validate.mockRejectedValue(new Error('bridge gone'));
          const t = setup({ answer, device, validation, featureActive });
          await expect(t.check.run(HOME)).resolves.toBeUndefined();
          await expect(t.check.accept()).resolves.toBeUndefined();
          expect(() => t.check.cancel()).not.toThrow();
          await expect(t.check.run('#/tarjetas')).resolves.toBeUndefined();
          for (const [message] of t.logError.mock.calls) expect(typeof message).toBe('string');
          expect(t.fetchOperations.mock.calls.length).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
