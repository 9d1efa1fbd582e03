import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { createPendingPaymentsCount } from '../signedIn/pendingPayments';
import { PendingPaymentsBadge } from './PendingPaymentsBadge';

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
afterEach(cleanup);

// Issue 42 §4: waiting card payments have a visible place in the header.
describe('the header’s badge of waiting card payments', () => {
  it('shows nothing while no payment waits, then a link to #/operaciones-pendientes named with the count in words', () => {
    const count = createPendingPaymentsCount();
    render(
      <TestShell services={createTestServices()}>
        <PendingPaymentsBadge count={count} />
      </TestShell>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    act(() => count.learnFrom({ pendingOperations: [payment('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e')] }));
    const one = screen.getByRole('link', { name: '1 pago pendiente de confirmar' });
    expect(one.getAttribute('href')).toBe('#/operaciones-pendientes');
    expect(one.textContent).toBe('1');
    act(() =>
      count.learnFrom({
        pendingOperations: [payment('0e2a4c6e-8a0c-4e2a-8c4e-6a8c0e2a4c6e'), payment('7b1d3f5a-9c2e-4a6b-8d0f-1e3a5c7e9b2d')],
      }),
    );
    expect(screen.getByRole('link', { name: '2 pagos pendientes de confirmar' }).textContent).toBe('2');
    act(() => count.clear());
    expect(screen.queryByRole('link')).toBeNull();
  });
});
