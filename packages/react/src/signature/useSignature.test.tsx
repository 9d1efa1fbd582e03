import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '../testing';
import { useSignature } from './useSignature';

afterEach(cleanup);

/** The hook in a test shell whose bus hands every step-up request to the test. */
function signatureHook() {
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const services = createTestServices({ events });
  const requests: StepUpPayload[] = [];
  // The step-up topic's name as docs/step-up.md gives it.
  events.subscribe('start-step-up', (payload) => {
    requests.push(payload);
  });
  const wrapper = ({ children }: { children: ReactNode }) => <TestShell services={services}>{children}</TestShell>;
  return { hook: renderHook(() => useSignature(), { wrapper }), requests };
}

describe('useSignature', () => {
  it('asks for one step-up, then makes the signed call with its ticket', async () => {
    const { hook, requests } = signatureHook();
    const send = vi.fn(() => Promise.resolve());
    act(() => hook.result.current.sign(send));
    expect(hook.result.current.state).toBe('verifying');
    expect(requests).toHaveLength(1);
    await act(() => {
      requests[0]?.onComplete({ ticket: 'TICKET-1', info: null });
      return Promise.resolve();
    });
    expect(send).toHaveBeenCalledWith('TICKET-1');
    expect(hook.result.current.state).toBe('idle');
    expect(hook.result.current.failure).toBeNull();
  });

  it('a second press while the first is under way asks nothing more: one signature, one call', () => {
    const { hook, requests } = signatureHook();
    act(() => {
      hook.result.current.sign(() => Promise.resolve());
      hook.result.current.sign(() => Promise.resolve());
    });
    expect(requests).toHaveLength(1);
  });

  it('says how a step-up ended without a ticket, and lets the customer sign again', () => {
    const { hook, requests } = signatureHook();
    const send = vi.fn(() => Promise.resolve());
    act(() => hook.result.current.sign(send));
    act(() => requests[0]?.onCancel());
    expect(hook.result.current).toMatchObject({ state: 'idle', failure: 'cancelled' });
    act(() => hook.result.current.sign(send));
    expect(hook.result.current.failure).toBeNull();
    act(() => requests[1]?.onError(new Error('Invalid authentication ticket result')));
    expect(hook.result.current).toMatchObject({ state: 'idle', failure: 'verifyFailed' });
    act(() => hook.result.current.sign(send));
    act(() => requests[2]?.onBack());
    expect(hook.result.current).toMatchObject({ state: 'idle', failure: null });
    expect(send).not.toHaveBeenCalled();
  });

  it('stays busy while the signed call is on its way, and is free again once it settles, even refused', async () => {
    const { hook, requests } = signatureHook();
    let refuse: (reason: unknown) => void = () => undefined;
    const send = () => new Promise<void>((_, reject) => (refuse = reject));
    act(() => hook.result.current.sign(send));
    act(() => requests[0]?.onComplete({ ticket: 'T', info: null }));
    expect(hook.result.current.state).toBe('sending');
    await act(() => {
      refuse(new Error('insufficient_funds'));
      return Promise.resolve();
    });
    expect(hook.result.current.state).toBe('idle');
  });
});
