import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellEventBus, createStore } from '@bank-shell/core';
import type { SecurityProcessPayload } from '@bank-shell/core';
import { SIGNED_IN_TOPIC_VALIDATORS } from '@bank-shell/core/signed-in';
import { TestShell, createTestServices } from '@bank-shell/react/testing';
import { LegacyOverlay } from './LegacyOverlay';
import { createOverlaySlot } from './overlaySlot';

// The signed-in services run (they allow the security-process topic on the bus).
vi.mock('./services', () => ({ signedInServicesRunning: createStore(true) }));

afterEach(cleanup);

describe('the legacy overlay slot (features.md §4.10)', () => {
  it('is hidden at first, shows when a security component starts, and hides when the security process is cancelled', () => {
    const slot = createOverlaySlot();
    expect(slot.state.getSnapshot().visible).toBe(false);
    slot.securityProcessStarted();
    expect(slot.state.getSnapshot()).toEqual({ visible: true, empty: true });
    slot.securityProcessCancelled();
    expect(slot.state.getSnapshot().visible).toBe(false);
  });

  it('shows when a legacy modal or lightbox opens in its container, and hides when the container becomes empty', () => {
    const slot = createOverlaySlot();
    slot.containerChanged(true);
    expect(slot.state.getSnapshot()).toEqual({ visible: true, empty: false });
    slot.containerChanged(false);
    expect(slot.state.getSnapshot()).toEqual({ visible: false, empty: true });
  });
});

const UNBLOCK_PROCESS = {
  securityUrl: '/genoma_api/rest/cards/CRD-0002/unblock',
  method: 'POST',
  processId: false,
  safValidation: true,
  payload: '',
  securityOptions: {},
} as const;

function renderOverlay() {
  const events = createShellEventBus();
  events.allow(SIGNED_IN_TOPIC_VALIDATORS);
  const services = createTestServices({ events });
  const t = (key: string) => (key === 'security.loading' ? 'Preparando la verificación…' : key);
  const view = render(
    <TestShell services={services}>
      <button type="button">Desbloquear tarjeta</button>
      <LegacyOverlay t={t} />
    </TestShell>,
  );
  const overlay = view.container.querySelector<HTMLElement>('.legacy-overlay')!;
  const container = view.container.querySelector<HTMLElement>('.legacy-overlay__container')!;
  return { events, overlay, container };
}

describe('LegacyOverlay', () => {
  it('a legacy modal put in the container shows the slot; emptied, it hides again', async () => {
    const { overlay, container } = renderOverlay();
    expect(overlay.hidden).toBe(true);
    const modal = document.createElement('div');
    act(() => container.append(modal));
    await waitFor(() => expect(overlay.hidden).toBe(false));
    act(() => modal.remove());
    await waitFor(() => expect(overlay.hidden).toBe(true));
  });

  it('start-security-process shows the slot at once, saying the verification is loading, and a failing process hides it and tells the feature', async () => {
    const { events, overlay } = renderOverlay();
    const approvalError = vi.fn();
    const payload: SecurityProcessPayload = { ...UNBLOCK_PROCESS, approvalComplete: vi.fn(), approvalError };
    act(() => events.publish('start-security-process', payload));
    expect(overlay.hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Preparando la verificación…');
    // The test page configures no legacy app: the process ends with that error, and the slot hides.
    await waitFor(() => expect(approvalError).toHaveBeenCalledTimes(1));
    expect((approvalError.mock.calls[0]![0] as Error).message).toBe('The bank configures no legacy app');
    await waitFor(() => expect(overlay.hidden).toBe(true));
  });

  it('gives the focus back where it was when the slot hides', async () => {
    const { overlay, container } = renderOverlay();
    const button = screen.getByRole('button', { name: 'Desbloquear tarjeta' });
    button.focus();
    const step = document.createElement('input');
    act(() => {
      container.append(step);
      step.focus();
    });
    await waitFor(() => expect(overlay.hidden).toBe(false));
    act(() => step.remove());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
