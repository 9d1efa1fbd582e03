import { PENDING_OPERATION_TYPE, parsePendingOperationList } from '@bank-shell/core/signed-in';

/**
 * How many card payments wait for the customer's answer in the browser (issue 42 §4): the
 * pending-operation check learns it from the list it asks the bank for on every route change, and
 * the header's badge shows it, leading to the page where they are confirmed. Zero when signed out.
 */
export interface PendingPaymentsCount {
  get: () => number;
  /**
   * Takes the count from the bank's list (as `requestPendingOperations` answers it): every card
   * payment still pending at the bank, those the customer put off in this session included (the
   * check no longer leads them there, so the badge is what reminds them); a list that does not
   * parse counts none.
   */
  learnFrom: (answer: unknown) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPendingPaymentsCount(): PendingPaymentsCount {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => count,
    learnFrom: (answer) => {
      let operations: ReturnType<typeof parsePendingOperationList> = [];
      try {
        operations = parsePendingOperationList(answer);
      } catch {
        operations = [];
      }
      set(operations.filter((operation) => operation.type === PENDING_OPERATION_TYPE.ecommerce).length);
    },
    clear: () => set(0),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's count: one page, one signed-in customer at a time. */
export const pendingPaymentsCount = createPendingPaymentsCount();
