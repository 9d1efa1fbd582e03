import type { PendingOperation } from './pendingOperation';
import { parsePendingOperation } from './pendingOperation';

/** The slice of Web Storage the items use: `sessionStorage` in the browser. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** features.md §3, session-stored items. */
export const PENDING_SESSION_KEY = {
  navigationScopes: 'bank-shell.pending.navigation-scopes',
  cancelledIds: 'bank-shell.pending.cancelled-ids',
  ecommerceOperation: 'bank-shell.pending.ecommerce-operation',
} as const;

/** The session-stored items of pending operations; a store that cannot be read or written is an empty one. */
export interface PendingSessionItems {
  /** Ids the customer cancelled, or whose validation failed, in this session: not offered again. */
  cancelledIds(): string[];
  addCancelled(id: string): void;
  /** The e-commerce operation being handled, for its feature. */
  currentEcommerce(): PendingOperation | null;
  setCurrentEcommerce(operation: PendingOperation): void;
  clearCurrentEcommerce(): void;
  /** First route segments of the pending navigation flows under way. */
  scopes(): string[];
  addScope(segment: string): void;
  removeScope(segment: string): void;
}

function readJson(storage: SessionStorageLike, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(storage: SessionStorageLike, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked store only forgets: the next check asks the bank again.
  }
}

function readStrings(storage: SessionStorageLike, key: string): string[] {
  const value = readJson(storage, key);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function createPendingSessionItems(storage: SessionStorageLike): PendingSessionItems {
  const addTo = (key: string, item: string) => {
    const items = readStrings(storage, key);
    if (!items.includes(item)) write(storage, key, [...items, item]);
  };
  return {
    cancelledIds: () => readStrings(storage, PENDING_SESSION_KEY.cancelledIds),
    addCancelled: (id) => addTo(PENDING_SESSION_KEY.cancelledIds, id),
    currentEcommerce: () => parsePendingOperation(readJson(storage, PENDING_SESSION_KEY.ecommerceOperation)),
    setCurrentEcommerce: (operation) => write(storage, PENDING_SESSION_KEY.ecommerceOperation, operation),
    clearCurrentEcommerce() {
      try {
        storage.removeItem(PENDING_SESSION_KEY.ecommerceOperation);
      } catch {
        // Nothing to forget in a store that cannot be used.
      }
    },
    scopes: () => readStrings(storage, PENDING_SESSION_KEY.navigationScopes),
    addScope: (segment) => addTo(PENDING_SESSION_KEY.navigationScopes, segment),
    removeScope: (segment) =>
      write(
        storage,
        PENDING_SESSION_KEY.navigationScopes,
        readStrings(storage, PENDING_SESSION_KEY.navigationScopes).filter((item) => item !== segment),
      ),
  };
}

/**
 * The items over a window's `sessionStorage`. Reading `sessionStorage` itself throws where the
 * browser blocks storage, so it is read on each use: the items' own guard makes that an empty store.
 */
export function pendingSessionItemsOf(win: Pick<Window, 'sessionStorage'>): PendingSessionItems {
  return createPendingSessionItems({
    getItem: (key) => win.sessionStorage.getItem(key),
    setItem: (key, value) => win.sessionStorage.setItem(key, value),
    removeItem: (key) => win.sessionStorage.removeItem(key),
  });
}
