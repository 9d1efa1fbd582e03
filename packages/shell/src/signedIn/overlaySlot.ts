import { createStore } from '@bank-shell/core';
import type { ReadableStore } from '@bank-shell/core';

/**
 * The legacy overlay slot (features.md §4.10): a layer above the page where the legacy UI renders
 * its security step, its modals and its lightboxes. It shows when a security component starts or
 * the legacy UI puts something in its container (a modal or lightbox opens), and hides when the
 * security process is cancelled or the container becomes empty.
 */

export interface OverlaySlotState {
  visible: boolean;
  /** Nothing in the container yet: a security process waits for the legacy UI (the slot says it is loading). */
  empty: boolean;
}

export interface OverlaySlot {
  readonly state: ReadableStore<OverlaySlotState>;
  securityProcessStarted(): void;
  securityProcessCancelled(): void;
  /** What the container holds changed: `hasContent` says whether anything is left in it. */
  containerChanged(hasContent: boolean): void;
}

export function createOverlaySlot(): OverlaySlot {
  const state = createStore<OverlaySlotState>({ visible: false, empty: true });
  return {
    state,
    securityProcessStarted: () => state.set({ ...state.getSnapshot(), visible: true }),
    securityProcessCancelled: () => state.set({ ...state.getSnapshot(), visible: false }),
    containerChanged: (hasContent) => state.set({ visible: hasContent, empty: !hasContent }),
  };
}
