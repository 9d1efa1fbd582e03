/**
 * The pending check's guards (features.md §4.1, issue 17 §2): what a second answer, a logout and a
 * broken-off validation must not do. The rules of the steps and the type table are in
 * pendingCheck.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { nativeValidationOutcome } from '../native/errorCodes';
import { deferred, flushPromises } from '../testing/promises';
import { createPendingCheck } from './pendingCheck';
import type { MobileValidation, PendingNotice, ValidationOutcome, ValidationParams } from './pendingCheck';
import { createPendingSessionItems } from './sessionItems';
import type { SessionStorageLike } from './sessionItems';

// The spec's values, written out rather than imported from ./constants.
/** features.md §6: channel code 83 for desktop, 86 for mobile. */
const DESKTOP = 83;
const MOBILE = 86;
/** features.md §8, native validation codes. */
const ACTIVATE_AGAIN = 37;
/** features.md §3, the session-stored items, as this shell's storage keys. */
const ECOMMERCE_OPERATION_KEY = 'bank-shell.pending.ecommerce-operation';
const CANCELLED_IDS_KEY = 'bank-shell.pending.cancelled-ids';
const CANCELLED_NOTICE: PendingNotice = { kind: 'info', key: 'pending.cancelled' };

const HOME = '#/posicion-global';

/** A login from a new computer (75), confirmed in the app. */
const loginSca = { secProcessId: 'op-75', personId: 'P1', type: '75', operationData: { channelCode: DESKTOP } };
/** A card payment (76) to be confirmed in the app. */
const ecommerce = {
  secProcessId: 'op-76',
  personId: 'P1',
  type: '76',
  operationData: { channelCode: MOBILE, merchant: 'Zapatería Sol', amount: { amount: 42.5, currency: 'EUR' }, maskedPan: '•••• 4821' },
};

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

/** The app's mobile validation: registered or not, answering `outcome`. */
function fakeValidation(outcome: ValidationOutcome = 'validated', registered = true) {
  return {
    isRegistered: vi.fn((_personId: string): Promise<boolean> => Promise.resolve(registered)),
    validate: vi.fn((_params: ValidationParams): Promise<ValidationOutcome> => Promise.resolve(outcome)),
  } satisfies MobileValidation;
}

/** A check in the native app (channel 86) over an in-memory sessionStorage. */
function setup(operations: unknown[], validation: MobileValidation) {
  const { storage, entries } = memoryStorage();
  const items = createPendingSessionItems(storage);
  const fakes = {
    fetchOperations: vi.fn((): Promise<unknown> => Promise.resolve({ pendingOperations: operations })),
    navigate: vi.fn((_route: string) => undefined),
    goBack: vi.fn(() => undefined),
    logout: vi.fn((): Promise<void> => Promise.resolve()),
    notify: vi.fn((_notice: PendingNotice) => undefined),
    logError: vi.fn((_message: string, _detail?: unknown) => undefined),
  };
  const check = createPendingCheck({
    ...fakes,
    items,
    validation,
    isEnabled: () => true,
    isAuthenticated: () => true,
    device: () => ({ channelCode: MOBILE, nativeApp: true }),
    clientPersonId: () => 'P1',
    isFeatureActive: () => true,
    legalUrl: 'https://bank.example/legal/validacion-movil',
  });
  return { check, items, entries, ...fakes };
}

describe('a second login-accept while a validation is under way (features.md §4.1)', () => {
  it('starts no second validation while the first waits for the app to answer', async () => {
    const answer = deferred<ValidationOutcome>();
    const validation = fakeValidation();
    validation.validate.mockReturnValueOnce(answer.promise);
    const t = setup([loginSca], validation);
    await t.check.run(HOME);
    const first = t.check.accept('op-75');
    await flushPromises();
    const second = t.check.accept('op-75');
    const third = t.check.accept();
    await flushPromises();
    expect(validation.isRegistered).toHaveBeenCalledTimes(1);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    answer.resolve('validated');
    await Promise.all([first, second, third]);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', key: 'pending.accepted.75', autoCloseMs: 5000 });
    expect(t.goBack).toHaveBeenCalledTimes(1);
  });

  it('starts no second validation while the first still asks whether mobile validation is registered', async () => {
    const registered = deferred<boolean>();
    const validation = fakeValidation();
    validation.isRegistered.mockReturnValueOnce(registered.promise);
    const t = setup([loginSca], validation);
    await t.check.run(HOME);
    const first = t.check.accept('op-75');
    const second = t.check.accept('op-75');
    await flushPromises();
    expect(validation.isRegistered).toHaveBeenCalledTimes(1);
    registered.resolve(true);
    await Promise.all([first, second]);
    expect(validation.isRegistered).toHaveBeenCalledTimes(1);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledTimes(1);
  });

  it('a login-accept during the validation the check itself started (76 in the app) starts no second one', async () => {
    const answer = deferred<ValidationOutcome>();
    const validation = fakeValidation();
    validation.validate.mockReturnValueOnce(answer.promise);
    const t = setup([ecommerce], validation);
    const running = t.check.run(HOME);
    await flushPromises();
    expect(validation.validate).toHaveBeenCalledTimes(1);
    const accepting = t.check.accept('op-76');
    await flushPromises();
    expect(validation.isRegistered).toHaveBeenCalledTimes(1);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    answer.resolve('validated');
    await Promise.all([running, accepting]);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', key: 'pending.accepted.76', autoCloseMs: 5000 });
  });
});

describe('a logout removes the stored e-commerce operation first (features.md §4.1, issue 17 §2)', () => {
  it('code 37 (activate again): the stored e-commerce operation is gone before logout', async () => {
    const validation = fakeValidation(nativeValidationOutcome(ACTIVATE_AGAIN));
    expect(nativeValidationOutcome(ACTIVATE_AGAIN)).toBe('activateAgain');
    const t = setup([ecommerce], validation);
    let storedDuringValidation: string | undefined;
    validation.validate.mockImplementation(() => {
      storedDuringValidation = t.entries.get(ECOMMERCE_OPERATION_KEY);
      return Promise.resolve('activateAgain');
    });
    let storedAtLogout: string | undefined = 'not called';
    t.logout.mockImplementation(() => {
      storedAtLogout = t.entries.get(ECOMMERCE_OPERATION_KEY);
      return Promise.resolve();
    });
    await t.check.run(HOME);
    expect(JSON.parse(storedDuringValidation ?? 'null')).toEqual(ecommerce);
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(storedAtLogout).toBeUndefined();
    expect(t.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
    expect(t.notify).not.toHaveBeenCalled();
    expect(t.check.current()).toBeNull();
  });

  it('mobile validation not registered: the stored e-commerce operation is gone before logout, and no validation runs', async () => {
    const validation = fakeValidation('validated', false);
    const t = setup([ecommerce], validation);
    let storedWhileAsking: string | undefined;
    validation.isRegistered.mockImplementation(() => {
      storedWhileAsking = t.entries.get(ECOMMERCE_OPERATION_KEY);
      return Promise.resolve(false);
    });
    let storedAtLogout: string | undefined = 'not called';
    t.logout.mockImplementation(() => {
      storedAtLogout = t.entries.get(ECOMMERCE_OPERATION_KEY);
      return Promise.resolve();
    });
    await t.check.run(HOME);
    expect(JSON.parse(storedWhileAsking ?? 'null')).toEqual(ecommerce);
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(storedAtLogout).toBeUndefined();
    expect(t.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
    expect(validation.validate).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
  });
});

describe('a login-cancel during a validation: its late answer changes nothing (features.md §4.1)', () => {
  it.each<[string, ValidationOutcome]>([
    ['success', 'validated'],
    ['code 37 (activate again)', nativeValidationOutcome(ACTIVATE_AGAIN)],
    ['code 35 (generic)', nativeValidationOutcome(35)],
    ['code 16 (cancelled)', nativeValidationOutcome(16)],
  ])('a late %s: no more messages, no logout, no second hook', async (_name, outcome) => {
    const answer = deferred<ValidationOutcome>();
    const validation = fakeValidation();
    validation.validate.mockReturnValueOnce(answer.promise);
    const t = setup([ecommerce], validation);
    const running = t.check.run(HOME);
    await flushPromises();
    expect(validation.validate).toHaveBeenCalledTimes(1);
    void t.check.cancel('op-76');
    expect(t.notify.mock.calls).toEqual([[CANCELLED_NOTICE]]);
    answer.resolve(outcome);
    await running;
    expect(t.notify.mock.calls).toEqual([[CANCELLED_NOTICE]]);
    expect(t.logout).not.toHaveBeenCalled();
    expect(JSON.parse(t.entries.get(CANCELLED_IDS_KEY) ?? '[]')).toEqual(['op-76']);
    expect(t.entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
    expect(t.check.current()).toBeNull();
  });

  it('a late "not registered" does not log the customer out', async () => {
    const registered = deferred<boolean>();
    const validation = fakeValidation();
    validation.isRegistered.mockReturnValueOnce(registered.promise);
    const t = setup([ecommerce], validation);
    const running = t.check.run(HOME);
    await flushPromises();
    void t.check.cancel('op-76');
    registered.resolve(false);
    await running;
    expect(t.logout).not.toHaveBeenCalled();
    expect(validation.validate).not.toHaveBeenCalled();
    expect(t.notify.mock.calls).toEqual([[CANCELLED_NOTICE]]);
  });

  it('a late failure of the app shows no error message', async () => {
    const answer = deferred<ValidationOutcome>();
    const validation = fakeValidation();
    validation.validate.mockReturnValueOnce(answer.promise);
    const t = setup([ecommerce], validation);
    const running = t.check.run(HOME);
    await flushPromises();
    void t.check.cancel('op-76');
    answer.reject(new Error('bridge gone'));
    await running;
    expect(t.notify.mock.calls).toEqual([[CANCELLED_NOTICE]]);
    expect(t.items.cancelledIds()).toEqual(['op-76']);
  });

  it('a late success does not count as validated: the next check still leaves the cancelled operation alone', async () => {
    const answer = deferred<ValidationOutcome>();
    const validation = fakeValidation();
    validation.validate.mockReturnValueOnce(answer.promise);
    const t = setup([ecommerce], validation);
    const running = t.check.run(HOME);
    await flushPromises();
    void t.check.cancel('op-76');
    answer.resolve('validated');
    await running;
    await t.check.run('#/tarjetas');
    expect(t.fetchOperations).toHaveBeenCalledTimes(2);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    expect(t.notify.mock.calls).toEqual([[CANCELLED_NOTICE]]);
  });
});

describe('an answer from a confirm screen the check did not lead to (a deep link, the address bar)', () => {
  it('login-accept names a pending 75 of a computer: it is looked up at the bank and validated', async () => {
    const validation = fakeValidation('validated');
    const t = setup([loginSca], validation);
    await t.check.accept('op-75');
    expect(t.fetchOperations).toHaveBeenCalledTimes(1);
    expect(validation.validate).toHaveBeenCalledTimes(1);
    expect(t.notify).toHaveBeenCalledWith({ kind: 'success', key: 'pending.accepted.75', autoCloseMs: 5000 });
    expect(t.goBack).toHaveBeenCalledTimes(1);
  });

  it('login-cancel names a pending 75: the cancelled message, and the id joins the cancelled list', async () => {
    const t = setup([loginSca], fakeValidation());
    await t.check.cancel('op-75');
    expect(t.notify).toHaveBeenCalledWith(CANCELLED_NOTICE);
    expect(JSON.parse(t.entries.get(CANCELLED_IDS_KEY) ?? '[]')).toEqual(['op-75']);
  });

  it('an id the bank does not list as pending: nothing is validated or cancelled', async () => {
    const validation = fakeValidation();
    const t = setup([loginSca], validation);
    await t.check.accept('op-unknown');
    await t.check.cancel('op-unknown');
    expect(validation.validate).not.toHaveBeenCalled();
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('an operation that is not for this device: nothing (a 76 of a computer, seen in the app)', async () => {
    const validation = fakeValidation();
    const t = setup([{ ...ecommerce, operationData: { ...ecommerce.operationData, channelCode: DESKTOP } }], validation);
    await t.check.accept('op-76');
    expect(validation.validate).not.toHaveBeenCalled();
  });
});
