import { describe, expect, it } from 'vitest';
import { createPendingPaymentsCount } from './pendingPayments';

const payment = (secProcessId: string) => ({
  secProcessId,
  personId: 'P1',
  type: '76',
  operationData: {
    channelCode: 83,
    createdAt: '2026-12-07T10:15:00.000Z',
    merchant: 'Electrodomésticos Sur',
    amount: { amount: 1299, currency: 'EUR' },
  },
});
const login = {
  secProcessId: '3f0c9a52-1b7e-4d2a-9c41-6a8e2f5d7b10',
  personId: 'P1',
  type: '75',
  operationData: { channelCode: 83, createdAt: '2026-12-07T09:00:00.000Z', device: 'Chrome en Windows', place: 'Madrid, España' },
};

// Issue 42 §4: waiting card payments have a visible place in the header.
describe('the count of card payments waiting for the customer', () => {
  it('counts the card payments (type 76) of the bank’s answer, not the other operations, and a list that does not parse as none', () => {
    const count = createPendingPaymentsCount();
    count.learnFrom({ pendingOperations: [login, payment('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e')] });
    expect(count.get()).toBe(1);
    count.learnFrom({ pendingOperations: 'not a list' });
    expect(count.get()).toBe(0);
  });

  it('tells its listeners only when the count changes', () => {
    const count = createPendingPaymentsCount();
    let calls = 0;
    const unsubscribe = count.subscribe(() => (calls += 1));
    count.learnFrom({ pendingOperations: [payment('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e')] });
    count.learnFrom({ pendingOperations: [payment('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e')] });
    count.clear();
    unsubscribe();
    count.learnFrom({ pendingOperations: [payment('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e')] });
    expect(calls).toBe(2);
  });
});
