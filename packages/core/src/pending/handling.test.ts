import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildPendingHandling } from './handling';
import type { PendingDevice, PendingHandling } from './handling';
import { parsePendingOperation } from './pendingOperation';
import type { PendingOperation } from './pendingOperation';

// The spec's values, written out rather than imported, so that a changed constant fails a test.
/** features.md §6: "channel code 83 for desktop, 86 for mobile". */
const DESKTOP = 83;
const MOBILE = 86;
/** features.md §4.1 and §9: the type codes. */
const TYPE_CODES = ['75', '76', '85', '91', '92', '94', '95', 'BUSINESS'] as const;
const BIZUM_CODES = ['85', '91', '92', '94', '95'] as const;
/** §2.2's two destinations, as this shell's route paths. */
const CONFIRM_PENDING_OPERATION = 'confirmar-operacion';
const PENDING_ECOMMERCE_OPERATIONS = 'operaciones-pendientes';

const IN_THE_APP: PendingDevice = { channelCode: MOBILE, nativeApp: true };
const IN_A_BROWSER: PendingDevice = { channelCode: DESKTOP, nativeApp: false };

function operation(type: string, channelCode: number, fields: Partial<PendingOperation> = {}): PendingOperation {
  const parsed = parsePendingOperation({ secProcessId: `op-${type}`, personId: 'P1', type, operationData: { channelCode }, ...fields });
  if (!parsed) throw new Error(`not an operation: ${type}`);
  return parsed;
}

function build(op: PendingOperation, device: PendingDevice) {
  const hooks = { goBack: vi.fn(), storeEcommerce: vi.fn() };
  return { handling: buildPendingHandling(op, device, hooks), hooks };
}

function mustBuild(op: PendingOperation, device: PendingDevice) {
  const { handling, hooks } = build(op, device);
  if (!handling) throw new Error('no handling');
  return { handling, hooks };
}

describe('the type table (features.md §4.1)', () => {
  it('75 login SCA: navigation to the confirm-pending-operation feature (features.md §2.2.1)', () => {
    const { handling } = mustBuild(operation('75', DESKTOP), IN_THE_APP);
    expect(handling).toMatchObject({ pendingType: 'navigation', destination: CONFIRM_PENDING_OPERATION });
  });

  it('75 login SCA: matches only desktop-channel operations seen in the native app', () => {
    expect(mustBuild(operation('75', DESKTOP), IN_THE_APP).handling.matchesCurrentDeviceType).toBe(true);
    expect(mustBuild(operation('75', DESKTOP), IN_A_BROWSER).handling.matchesCurrentDeviceType).toBe(false);
    expect(mustBuild(operation('75', MOBILE), IN_THE_APP).handling.matchesCurrentDeviceType).toBe(false);
    expect(mustBuild(operation('75', MOBILE), IN_A_BROWSER).handling.matchesCurrentDeviceType).toBe(false);
  });

  it('75 login SCA: needs no password', () => {
    expect(mustBuild(operation('75', DESKTOP), IN_THE_APP).handling.requirePwd).toBe(false);
  });

  it('75 login SCA: complete, error or cancel goes back in history, one step each (features.md §2.2.1)', () => {
    const { handling, hooks } = mustBuild(operation('75', DESKTOP), IN_THE_APP);
    handling.onComplete?.();
    expect(hooks.goBack).toHaveBeenCalledTimes(1);
    handling.onError?.();
    expect(hooks.goBack).toHaveBeenCalledTimes(2);
    handling.onCancel?.();
    expect(hooks.goBack).toHaveBeenCalledTimes(3);
    expect(hooks.storeEcommerce).not.toHaveBeenCalled();
  });

  it('76 e-commerce in the app: validation in native apps, the operation stored before it', () => {
    const op = operation('76', MOBILE);
    const { handling, hooks } = mustBuild(op, IN_THE_APP);
    expect(handling).toMatchObject({ pendingType: 'validation', matchesCurrentDeviceType: true, destination: null });
    handling.onBefore?.();
    expect(hooks.storeEcommerce).toHaveBeenCalledExactlyOnceWith(op);
  });

  it('76 e-commerce in a browser: navigation otherwise, to the pending e-commerce operations feature, the operation stored for it (features.md §2.2.2)', () => {
    const op = operation('76', DESKTOP);
    const { handling, hooks } = mustBuild(op, IN_A_BROWSER);
    expect(handling).toMatchObject({
      pendingType: 'navigation',
      matchesCurrentDeviceType: true,
      destination: PENDING_ECOMMERCE_OPERATIONS,
    });
    handling.onBefore?.();
    expect(hooks.storeEcommerce).toHaveBeenCalledExactlyOnceWith(op);
  });

  it('85 Bizum e-commerce: validation in the app, with its specific accepted message (and the password: it is a payment)', () => {
    const { handling } = mustBuild(operation('85', MOBILE), IN_THE_APP);
    expect(handling).toMatchObject({
      pendingType: 'validation',
      matchesCurrentDeviceType: true,
      requirePwd: true,
      acceptedMsg: 'pending.accepted.85',
      destination: null,
    });
  });

  it.each([
    ['91', 'pending.accepted.91'],
    ['92', 'pending.accepted.92'],
  ])('%s Bizum id login: validation in the app, with its specific accepted message (%s)', (type, key) => {
    const { handling } = mustBuild(operation(type, MOBILE), IN_THE_APP);
    expect(handling).toMatchObject({
      pendingType: 'validation',
      matchesCurrentDeviceType: true,
      requirePwd: false,
      acceptedMsg: key,
      destination: null,
    });
  });

  it.each([
    ['94', 'pending.accepted.94'],
    ['95', 'pending.accepted.95'],
  ])('%s Bizum id other registers: validation in the app, with its specific accepted message (%s)', (type, key) => {
    const { handling } = mustBuild(operation(type, MOBILE), IN_THE_APP);
    expect(handling).toMatchObject({
      pendingType: 'validation',
      matchesCurrentDeviceType: true,
      requirePwd: false,
      acceptedMsg: key,
      destination: null,
    });
  });

  it('specific accepted message per type: no two types share one', () => {
    const messages = TYPE_CODES.map(
      (type) => mustBuild(operation(type, DESKTOP, { destination: '#/prestamos' }), IN_THE_APP).handling.acceptedMsg,
    );
    expect(messages).toEqual([
      'pending.accepted.75',
      'pending.accepted.76',
      'pending.accepted.85',
      'pending.accepted.91',
      'pending.accepted.92',
      'pending.accepted.94',
      'pending.accepted.95',
      'pending.accepted.BUSINESS',
    ]);
  });

  it('BUSINESS business: navigation to the operation’s destination, as a route path (features.md §2.2.3)', () => {
    const { handling } = mustBuild(operation('BUSINESS', DESKTOP, { destination: '#/prestamos/oferta' }), IN_A_BROWSER);
    expect(handling).toMatchObject({
      pendingType: 'navigation',
      matchesCurrentDeviceType: true,
      requirePwd: false,
      destination: 'prestamos/oferta',
    });
    expect(mustBuild(operation('BUSINESS', DESKTOP, { destination: '/prestamos/oferta' }), IN_A_BROWSER).handling.destination).toBe(
      'prestamos/oferta',
    );
    expect(mustBuild(operation('BUSINESS', DESKTOP, { destination: 'prestamos' }), IN_A_BROWSER).handling.destination).toBe('prestamos');
  });

  it.each([undefined, '', '#/', '/'])('BUSINESS without a destination (%j) cannot be acted on', (destination) => {
    expect(build(operation('BUSINESS', DESKTOP, destination === undefined ? {} : { destination }), IN_A_BROWSER).handling).toBeNull();
  });
});

describe('device matching (features.md §6)', () => {
  it('pending operations match on the device: channel code 83 for desktop, 86 for mobile', () => {
    const business = (channelCode: number) => operation('BUSINESS', channelCode, { destination: '#/prestamos' });
    expect(mustBuild(business(DESKTOP), IN_A_BROWSER).handling.matchesCurrentDeviceType).toBe(true);
    expect(mustBuild(business(MOBILE), IN_A_BROWSER).handling.matchesCurrentDeviceType).toBe(false);
    expect(mustBuild(business(MOBILE), IN_THE_APP).handling.matchesCurrentDeviceType).toBe(true);
    expect(mustBuild(business(DESKTOP), IN_THE_APP).handling.matchesCurrentDeviceType).toBe(false);
    expect(mustBuild(operation('76', MOBILE), IN_A_BROWSER).handling.matchesCurrentDeviceType).toBe(false);
    expect(mustBuild(operation('76', DESKTOP), IN_THE_APP).handling.matchesCurrentDeviceType).toBe(false);
  });

  it.each(BIZUM_CODES)('validation types need the native app: %s never matches in a browser, whatever its channel', (type) => {
    for (const channelCode of [DESKTOP, MOBILE]) {
      for (const device of [IN_A_BROWSER, { channelCode: MOBILE, nativeApp: false }]) {
        expect(mustBuild(operation(type, channelCode), device).handling.matchesCurrentDeviceType).toBe(false);
      }
    }
  });
});

const validOperation: fc.Arbitrary<PendingOperation> = fc
  .record(
    {
      secProcessId: fc.string({ minLength: 1 }),
      personId: fc.string(),
      type: fc.constantFrom(...TYPE_CODES),
      operationData: fc.record({ channelCode: fc.oneof(fc.constantFrom(81, DESKTOP, 85, MOBILE), fc.integer()) }),
      destination: fc.oneof(fc.string(), fc.constantFrom('#/prestamos/oferta', '/tarjetas', '#/', '', '#//x')),
    },
    { requiredKeys: ['secProcessId', 'type', 'operationData'] },
  )
  .map((input) => {
    const parsed = parsePendingOperation(input);
    if (!parsed) throw new Error('the arbitrary made a non-operation');
    return parsed;
  });

const anyDevice: fc.Arbitrary<PendingDevice> = fc.record({
  channelCode: fc.oneof(fc.constantFrom(81, DESKTOP, 85, MOBILE), fc.integer()),
  nativeApp: fc.boolean(),
});

/** What a handling says, without its hooks (functions are compared by what they do, below). */
const dataOf = (handling: PendingHandling | null) =>
  handling && {
    operation: handling.operation,
    pendingType: handling.pendingType,
    matchesCurrentDeviceType: handling.matchesCurrentDeviceType,
    requirePwd: handling.requirePwd,
    acceptedMsg: handling.acceptedMsg,
    destination: handling.destination,
    hooks: (['onBefore', 'onComplete', 'onError', 'onCancel'] as const).filter((name) => handling[name] !== undefined),
  };

describe('the handling builder, for any operation the bank may send (property-based)', () => {
  it('never throws, and gives a validation or a navigation to a route path', () => {
    fc.assert(
      fc.property(validOperation, anyDevice, (op, device) => {
        const { handling } = build(op, device);
        if (handling === null) {
          expect(op.type).toBe('BUSINESS');
          return;
        }
        expect(handling.operation).toBe(op);
        if (handling.pendingType === 'validation') {
          expect(handling.destination).toBeNull();
        } else {
          expect(handling.pendingType).toBe('navigation');
          expect(handling.destination).not.toBe('');
          expect(handling.destination).not.toMatch(/^\//);
        }
      }),
    );
  });

  it('validation types need the native app: a validation matches only in the app', () => {
    fc.assert(
      fc.property(validOperation, anyDevice, (op, device) => {
        const { handling } = build(op, device);
        if (handling?.pendingType === 'validation' && handling.matchesCurrentDeviceType) expect(device.nativeApp).toBe(true);
      }),
    );
  });

  it('is deterministic: the same operation on the same device always gets the same handling', () => {
    fc.assert(
      fc.property(validOperation, anyDevice, (op, device) => {
        const first = build(op, device);
        const second = build(structuredClone(op), { ...device });
        expect(dataOf(second.handling)).toEqual(dataOf(first.handling));
        for (const name of ['onBefore', 'onComplete', 'onError', 'onCancel'] as const) {
          first.handling?.[name]?.();
          second.handling?.[name]?.();
        }
        expect(second.hooks.goBack.mock.calls).toEqual(first.hooks.goBack.mock.calls);
        expect(second.hooks.storeEcommerce.mock.calls).toEqual(first.hooks.storeEcommerce.mock.calls);
      }),
    );
  });
});
