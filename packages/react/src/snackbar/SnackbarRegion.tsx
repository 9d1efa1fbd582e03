import { useEffect, useRef, useState } from 'react';
import { useStore } from '@bank-shell/react';
import type { Snackbar, SnackbarQueue } from './snackbars';

/** The timers a message closes itself with; tests give fake ones. */
export interface SnackbarTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const browserTimers: SnackbarTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  now: () => Date.now(),
};

export interface SnackbarRegionProps {
  queue: SnackbarQueue;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  timers?: SnackbarTimers;
}

/**
 * Where messages appear: a polite live region that is always in the page, so that a message
 * added to it is announced. It has no role of its own: a page's `status` (its loading state) stays
 * the one status there is. A message closes itself after its time, which stops while the
 * pointer is over it or focus is in it (WCAG 2.2.1), and has a close button.
 */
export function SnackbarRegion({ queue, closeLabel, timers = browserTimers }: SnackbarRegionProps) {
  const messages = useStore(queue.messages);
  return (
    <div className="snackbars" aria-live="polite">
      {messages.map((message) => (
        <SnackbarItem key={message.id} message={message} onClose={() => queue.close(message.id)} closeLabel={closeLabel} timers={timers} />
      ))}
    </div>
  );
}

function SnackbarItem({
  message,
  onClose,
  closeLabel,
  timers,
}: {
  message: Snackbar;
  onClose: () => void;
  closeLabel: string;
  timers: SnackbarTimers;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // What is left of the message's time: it counts only while the customer is not on it.
  const remaining = useRef(message.autoCloseMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || remaining.current === null) return;
    const startedAt = timers.now();
    const handle = timers.setTimeout(onClose, remaining.current);
    return () => {
      timers.clearTimeout(handle);
      if (remaining.current !== null) remaining.current = Math.max(0, remaining.current - (timers.now() - startedAt));
    };
  }, [paused, onClose, timers]);

  return (
    <div
      className={`snackbar snackbar--${message.kind}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <p className="snackbar__text">{message.text}</p>
      <button type="button" className="snackbar__close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
