import { describe, expect, it, vi } from 'vitest';
import { createPendingSessionItems, pendingSessionItemsOf } from './sessionItems';
import type { SessionStorageLike } from './sessionItems';

// The keys written out, not imported from ./sessionItems: a renamed key loses what a customer's
// session already holds, so it must fail a test.
const NAVIGATION_SCOPES_KEY = 'bank-shell.pending.navigation-scopes';
const CANCELLED_IDS_KEY = 'bank-shell.pending.cancelled-ids';
const ECOMMERCE_OPERATION_KEY = 'bank-shell.pending.ecommerce-operation';

/** An in-memory stand-in for `sessionStorage`. */
function memoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
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

/** A store that refuses every use, as a blocked or full `sessionStorage` does. */
function throwingStorage(): SessionStorageLike {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: vi.fn(refuse), setItem: vi.fn(refuse), removeItem: vi.fn(refuse) };
}

const ecommerceOperation = {
  secProcessId: 'op-76',
  personId: 'P1',
  type: '76',
  operationData: { channelCode: 83, merchant: 'Librería Central', amount: { amount: 42.5, currency: 'EUR' }, maskedPan: '**** 1234' },
} as const;

describe('session-stored items of pending operations (features.md §3)', () => {
  it("the cancelled pending-operation ids are kept under 'bank-shell.pending.cancelled-ids', each once", () => {
    const { storage, entries } = memoryStorage();
    const items = createPendingSessionItems(storage);
    expect(items.cancelledIds()).toEqual([]);
    items.addCancelled('op-1');
    items.addCancelled('op-2');
    items.addCancelled('op-1');
    expect(items.cancelledIds()).toEqual(['op-1', 'op-2']);
    expect(JSON.parse(entries.get(CANCELLED_IDS_KEY) ?? 'null')).toEqual(['op-1', 'op-2']);
  });

  it("the current e-commerce pending operation is kept under 'bank-shell.pending.ecommerce-operation', and cleared", () => {
    const { storage, entries } = memoryStorage();
    const items = createPendingSessionItems(storage);
    expect(items.currentEcommerce()).toBeNull();
    items.setCurrentEcommerce(ecommerceOperation);
    expect(JSON.parse(entries.get(ECOMMERCE_OPERATION_KEY) ?? 'null')).toEqual(ecommerceOperation);
    expect(items.currentEcommerce()).toEqual(ecommerceOperation);
    items.clearCurrentEcommerce();
    expect(entries.has(ECOMMERCE_OPERATION_KEY)).toBe(false);
    expect(items.currentEcommerce()).toBeNull();
  });

  it("the pending navigation scopes (first route segments) are kept under 'bank-shell.pending.navigation-scopes', each once, and removed one by one", () => {
    const { storage, entries } = memoryStorage();
    const items = createPendingSessionItems(storage);
    expect(items.scopes()).toEqual([]);
    items.addScope('confirmar-operacion');
    items.addScope('operaciones-pendientes');
    items.addScope('confirmar-operacion');
    expect(items.scopes()).toEqual(['confirmar-operacion', 'operaciones-pendientes']);
    expect(JSON.parse(entries.get(NAVIGATION_SCOPES_KEY) ?? 'null')).toEqual(['confirmar-operacion', 'operaciones-pendientes']);
    items.removeScope('confirmar-operacion');
    expect(items.scopes()).toEqual(['operaciones-pendientes']);
  });

  it('uses exactly the three keys and nothing else', () => {
    const { storage, entries } = memoryStorage();
    const items = createPendingSessionItems(storage);
    items.addCancelled('op-1');
    items.setCurrentEcommerce(ecommerceOperation);
    items.addScope('confirmar-operacion');
    expect([...entries.keys()].sort()).toEqual([CANCELLED_IDS_KEY, ECOMMERCE_OPERATION_KEY, NAVIGATION_SCOPES_KEY]);
  });

  it('reads what an earlier page of the same session stored', () => {
    const { storage } = memoryStorage({
      [CANCELLED_IDS_KEY]: '["op-9"]',
      [NAVIGATION_SCOPES_KEY]: '["confirmar-operacion"]',
      [ECOMMERCE_OPERATION_KEY]: JSON.stringify(ecommerceOperation),
    });
    const items = createPendingSessionItems(storage);
    expect(items.cancelledIds()).toEqual(['op-9']);
    expect(items.scopes()).toEqual(['confirmar-operacion']);
    expect(items.currentEcommerce()).toEqual(ecommerceOperation);
  });
});

describe('a damaged or unusable store is an empty one', () => {
  it.each([
    ['corrupted JSON', '{not json'],
    ['an object', '{"op-1":true}'],
    ['a string', '"op-1"'],
    ['null', 'null'],
  ])('%s reads as empty', (_what, text) => {
    const { storage } = memoryStorage({ [CANCELLED_IDS_KEY]: text, [NAVIGATION_SCOPES_KEY]: text, [ECOMMERCE_OPERATION_KEY]: text });
    const items = createPendingSessionItems(storage);
    expect(items.cancelledIds()).toEqual([]);
    expect(items.scopes()).toEqual([]);
    expect(items.currentEcommerce()).toBeNull();
  });

  it('entries that are not strings are left out of the lists', () => {
    const { storage } = memoryStorage({ [CANCELLED_IDS_KEY]: '["op-1", 2, null, {"id":"op-3"}, "op-4"]' });
    expect(createPendingSessionItems(storage).cancelledIds()).toEqual(['op-1', 'op-4']);
  });

  it('a corrupted list is replaced by a good one on the next write', () => {
    const { storage, entries } = memoryStorage({ [CANCELLED_IDS_KEY]: '[oops' });
    createPendingSessionItems(storage).addCancelled('op-1');
    expect(entries.get(CANCELLED_IDS_KEY)).toBe('["op-1"]');
  });

  it('a stored e-commerce operation that is not an operation reads as none', () => {
    const { storage } = memoryStorage({ [ECOMMERCE_OPERATION_KEY]: JSON.stringify({ ...ecommerceOperation, type: '77' }) });
    expect(createPendingSessionItems(storage).currentEcommerce()).toBeNull();
  });

  it('a throwing storage does not throw: it reads as empty and forgets what is written', () => {
    const storage = throwingStorage();
    const items = createPendingSessionItems(storage);
    expect(() => {
      items.addCancelled('op-1');
      items.setCurrentEcommerce(ecommerceOperation);
      items.clearCurrentEcommerce();
      items.addScope('confirmar-operacion');
      items.removeScope('confirmar-operacion');
    }).not.toThrow();
    expect(items.cancelledIds()).toEqual([]);
    expect(items.scopes()).toEqual([]);
    expect(items.currentEcommerce()).toBeNull();
    expect(storage.getItem).toHaveBeenCalled();
    expect(storage.setItem).toHaveBeenCalled();
    expect(storage.removeItem).toHaveBeenCalled();
  });
});

describe('the items over a window’s sessionStorage', () => {
  it('reads sessionStorage on each use, so a browser that blocks it gives an empty store rather than an error', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const items = pendingSessionItemsOf(blocked);
    expect(items.cancelledIds()).toEqual([]);
    expect(() => items.addCancelled('op-1')).not.toThrow();
    expect(() => items.clearCurrentEcommerce()).not.toThrow();
  });

  it('keeps the items in the window’s sessionStorage under their keys', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    } as unknown as Storage;
    pendingSessionItemsOf({ sessionStorage: storage }).addCancelled('op-1');
    expect(data.get('bank-shell.pending.cancelled-ids')).toBe('["op-1"]');
  });
});
