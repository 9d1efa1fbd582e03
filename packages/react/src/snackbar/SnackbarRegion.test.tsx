import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSnackbarQueue } from './snackbars';
import type { SnackbarQueue } from './snackbars';
import { SnackbarRegion } from './SnackbarRegion';
import type { SnackbarTimers } from './SnackbarRegion';

afterEach(cleanup);

/** issue 17 §3, features.md §9: "snackbar auto-close 5000 ms". */
const AUTO_CLOSE_MS = 5000;
const CLOSE_LABEL = 'Cerrar aviso';

/** Timers over a clock the test moves: `advance(ms)` runs what falls due, in order; nothing waits. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: SnackbarTimers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    now: () => now,
  };
  function advance(ms: number) {
    const until = now + ms;
    act(() => {
      for (;;) {
        const due = [...pending.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    });
  }
  return { timers, advance };
}

function renderRegion(queue: SnackbarQueue = createSnackbarQueue()) {
  const clock = fakeTimers();
  render(<SnackbarRegion queue={queue} closeLabel={CLOSE_LABEL} timers={clock.timers} />);
  const show = (text: string, options?: Parameters<SnackbarQueue['show']>[1]) => act(() => void queue.show(text, options));
  return { queue, show, ...clock };
}

/** The region: a live region without a role of its own, found by its class. */
function region(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.snackbars');
  if (!found) throw new Error('no snackbar region');
  return found;
}

describe('SnackbarRegion (issue 17 §3)', () => {
  it('is a polite live region, in the page even with no message, so that a message added later is announced', () => {
    renderRegion();
    expect(region().getAttribute('aria-live')).toBe('polite');
    // No status role: the page's loading state stays the one status there is.
    expect(screen.queryByRole('status')).toBeNull();
    expect(region().textContent).toBe('');
  });

  it('shows a message’s text in the region', () => {
    const { show } = renderRegion();
    show('Compra confirmada: el comercio ya tiene tu autorización.');
    expect(region().textContent).toContain('Compra confirmada: el comercio ya tiene tu autorización.');
  });

  it('a message shown before the region was there appears too', () => {
    const queue = createSnackbarQueue();
    queue.show('Datos guardados');
    renderRegion(queue);
    expect(screen.getByText('Datos guardados')).toBeTruthy();
  });

  it('a message closes itself 5000 ms after it appears, not before', () => {
    const { show, advance } = renderRegion();
    show('Datos guardados');
    advance(AUTO_CLOSE_MS - 1);
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Datos guardados')).toBeNull();
  });

  it('a message with its own time closes itself after that time', () => {
    const { show, advance } = renderRegion();
    show('Compra confirmada', { autoCloseMs: 8000 });
    advance(AUTO_CLOSE_MS);
    expect(screen.queryByText('Compra confirmada')).not.toBeNull();
    advance(3000);
    expect(screen.queryByText('Compra confirmada')).toBeNull();
  });

  it('hovering pauses the time; leaving resumes it with what was left (3000 ms gone, hover, 10 s, leave: closes 2000 ms later)', () => {
    const { show, advance } = renderRegion();
    show('Datos guardados');
    advance(3000);
    fireEvent.mouseEnter(screen.getByText('Datos guardados'));
    advance(10_000);
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByText('Datos guardados'));
    advance(1999);
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Datos guardados')).toBeNull();
  });

  it('focus inside the message pauses the time; focus leaving resumes it with what was left', () => {
    const { show, advance } = renderRegion();
    show('Datos guardados');
    advance(3000);
    const close = screen.getByRole('button', { name: CLOSE_LABEL });
    act(() => close.focus());
    advance(10_000);
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    act(() => close.blur());
    advance(1999);
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Datos guardados')).toBeNull();
  });

  it('while both pointer and focus are on it, it stays paused until both have left', () => {
    const { show, advance } = renderRegion();
    show('Datos guardados');
    advance(1000);
    const message = screen.getByText('Datos guardados');
    const close = screen.getByRole('button', { name: CLOSE_LABEL });
    fireEvent.mouseEnter(message);
    act(() => close.focus());
    fireEvent.mouseLeave(message);
    advance(10_000);
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    act(() => close.blur());
    advance(3999);
    expect(screen.queryByText('Datos guardados')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Datos guardados')).toBeNull();
  });

  it('a new message does not restart the time of one already shown', () => {
    const { show, advance } = renderRegion();
    show('uno');
    advance(3000);
    show('dos');
    advance(2000);
    expect(screen.queryByText('uno')).toBeNull();
    expect(screen.queryByText('dos')).not.toBeNull();
    advance(3000);
    expect(screen.queryByText('dos')).toBeNull();
  });

  it('the close button has the accessible name given, and closes its message only', () => {
    const { show, queue } = renderRegion();
    show('uno');
    show('dos');
    const [first] = screen.getAllByRole('button', { name: CLOSE_LABEL });
    fireEvent.click(first!);
    expect(screen.queryByText('uno')).toBeNull();
    expect(screen.queryByText('dos')).not.toBeNull();
    expect(queue.messages.getSnapshot().map((message) => message.text)).toEqual(['dos']);
  });

  it('a message with autoCloseMs null stays until closed', () => {
    const { show, advance } = renderRegion();
    show('No hemos podido confirmar la operación', { autoCloseMs: null });
    advance(60 * 60 * 1000);
    expect(screen.queryByText('No hemos podido confirmar la operación')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: CLOSE_LABEL }));
    expect(screen.queryByText('No hemos podido confirmar la operación')).toBeNull();
  });
});
