import { createStore } from '@bank-shell/core';
import type { ReadableStore } from '@bank-shell/core';

/** How long a message stays when its caller does not say (issue 17 §3; features.md §9's 5 s). */
export const SNACKBAR_AUTO_CLOSE_MS = 5000;

export type SnackbarKind = 'success' | 'info' | 'error';

/** One message on screen. */
export interface Snackbar {
  readonly id: number;
  readonly kind: SnackbarKind;
  readonly text: string;
  /** Closes itself after this long, counted while the customer is not on it; null: stays until closed. */
  readonly autoCloseMs: number | null;
}

export interface SnackbarOptions {
  kind?: SnackbarKind;
  autoCloseMs?: number | null;
}

/** The messages of the page and how to add and remove them: one list for the shell and every feature. */
export interface SnackbarQueue {
  readonly messages: ReadableStore<readonly Snackbar[]>;
  show(text: string, options?: SnackbarOptions): number;
  close(id: number): void;
}

/** At most this many messages at once: a newer one pushes the oldest out. */
export const SNACKBAR_MAX_VISIBLE = 3;

export function createSnackbarQueue(): SnackbarQueue {
  const messages = createStore<readonly Snackbar[]>([]);
  let lastId = 0;
  return {
    messages,
    show(text, { kind = 'info', autoCloseMs = SNACKBAR_AUTO_CLOSE_MS } = {}) {
      lastId += 1;
      const id = lastId;
      messages.update((current) => [...current, { id, kind, text, autoCloseMs }].slice(-SNACKBAR_MAX_VISIBLE));
      return id;
    },
    close(id) {
      messages.update((current) => current.filter((message) => message.id !== id));
    },
  };
}

/** The page's queue: this entry is one module in the import map, so the shell and features share it. */
export const snackbars: SnackbarQueue = createSnackbarQueue();
