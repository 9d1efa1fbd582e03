import { loadOnce } from '@bank-shell/core';
import type { SessionActions } from '@bank-shell/core';
import { importApiClient } from '../services/lazyApiClient';

/**
 * The session's actions (login, sync, logout, step-up): core's entry
 * `@bank-shell/core/session-actions`, loaded once; a failed load is tried again on the next use.
 * Each calls the bank: the API client's module is asked for beside them, not one round trip after
 * they arrive. The actions do not wait for it; a call does, and reports its failure.
 */
export const loadSessionActions: () => Promise<SessionActions> = loadOnce(() => {
  importApiClient().catch(() => undefined);
  return import('@bank-shell/core/session-actions');
});

/** What a person does first on a page: the keyboard, a mouse or a finger. Focus moved by script is not one. */
export const FIRST_INTERACTION_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/** Where the first interaction is heard: `window`. */
export interface InteractionTarget {
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options: EventListenerOptions): void;
}

/**
 * Calls `prepare` once, at the visitor's first key, click or touch. The login page loads the code
 * that logs in (and its schemas) then, while the customer is still typing, rather than before its
 * first paint (issue 12). Returns a function that stops listening.
 */
export function onFirstInteraction(target: InteractionTarget, prepare: () => void): () => void {
  const options = { capture: true, passive: true };
  const stop = () => {
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, run, options);
  };
  function run() {
    stop();
    prepare();
  }
  for (const type of FIRST_INTERACTION_EVENTS) target.addEventListener(type, run, options);
  return stop;
}
