/**
 * The developer inspector (issue 40 §4): a panel on the sandbox's page, opened with Alt+Shift+D,
 * showing the page's features and their lifecycle states, the route and layout on screen, the
 * bus's last events and this browser's overrides. `main.tsx` imports this chunk only on a page
 * that allows overrides (`developerTools.ts`), which the bank's own page never is: the payloads it
 * shows may carry a customer's data.
 *
 * This chunk records from the start, so the events before the panel first opens are in it; the
 * panel (React) is a chunk of its own, loaded when it first opens.
 */
import { createStore } from '@bank-shell/core';
import type { Clock, ReadableStore, ShellEventBus, ShellEventBusHost } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';
import { createEventRecorder } from './eventRecorder';
import type { EventRecorder } from './eventRecorder';
import { readPageOverrides } from './pageOverrides';
import { isInspectorShortcut } from './shortcut';
import type { InspectorPanelHandle, mountInspectorPanel } from './panel';

export interface InspectorOptions {
  services: ShellServices;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Document;
  /** When events happen. @default the browser's clock */
  clock?: Clock;
  /** The panel's chunk. @default `import('./panel')` */
  loadPanel?: () => Promise<{ mountInspectorPanel: typeof mountInspectorPanel }>;
}

export interface Inspector {
  readonly recorder: EventRecorder;
  readonly open: ReadableStore<boolean>;
  /** Opens the panel (loading it the first time), or closes it. */
  toggle(): Promise<void>;
  close(): void;
  /** Stops listening and recording, and takes the panel down (tests). */
  dispose(): void;
}

/**
 * The shell hands features its bus as publish and subscribe only; the object is the host
 * (`createShellEventBus`), which may be observed. A bus without `observe` is not recorded.
 */
function isHost(events: ShellEventBus): events is ShellEventBusHost {
  return typeof (events as Partial<ShellEventBusHost>).observe === 'function';
}

export function installInspector({
  services,
  window,
  document,
  clock = { now: () => Date.now() },
  loadPanel = () => import('./panel'),
}: InspectorOptions): Inspector {
  const recorder = createEventRecorder({ clock });
  const { events } = services;
  if (isHost(events)) events.observe(recorder.record);
  const overrides = readPageOverrides(document);
  const open = createStore(false);
  let panel: Promise<InspectorPanelHandle> | undefined;
  let shown: InspectorPanelHandle | undefined;
  /** Where the focus was when the panel opened: it goes back there when the panel closes. */
  let returnFocusTo: HTMLOrSVGElement | null = null;

  /** Shows or hides the panel as `open` says once it is loaded: quick toggles end in the last state. */
  const render = () => {
    panel?.then(
      (loaded) => {
        shown = loaded;
        if (open.getSnapshot()) loaded.show();
        else loaded.hide();
      },
      (error: unknown) => {
        // The next opening tries again.
        panel = undefined;
        open.set(false);
        console.error(error);
      },
    );
  };

  const close = () => {
    if (!open.getSnapshot()) return;
    open.set(false);
    // Back where it was, unless the developer has gone on to another part of the page since.
    const active = document.activeElement;
    const focusInPanel = active === null || active === document.body || (shown?.element.contains(active) ?? false);
    if (focusInPanel && returnFocusTo !== null && (returnFocusTo as unknown as Element).isConnected) returnFocusTo.focus();
    returnFocusTo = null;
    render();
  };

  const toggle = async () => {
    if (open.getSnapshot()) {
      close();
      return;
    }
    const active = document.activeElement;
    returnFocusTo = active !== null && active !== document.body && 'focus' in active ? (active as Element & HTMLOrSVGElement) : null;
    open.set(true);
    panel ??= loadPanel().then(({ mountInspectorPanel }) =>
      mountInspectorPanel({ document, services, recorder, overrides, onClose: close }),
    );
    render();
    await panel.catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (isInspectorShortcut(event)) {
      // Whatever else the combination would do on the page, it is the developer's here.
      event.preventDefault();
      void toggle();
    } else if (event.key === 'Escape' && open.getSnapshot() && shown?.element.contains(event.target as Node | null)) {
      // Only from inside the panel: Escape elsewhere is the app's (its dialogs close with it).
      close();
    }
  };
  // Capture: a feature that stops the key's propagation does not take the developer's shortcut.
  window.addEventListener('keydown', onKeyDown, true);

  return {
    recorder,
    open,
    toggle,
    close,
    dispose() {
      window.removeEventListener('keydown', onKeyDown, true);
      if (isHost(events)) events.observe(() => undefined);
      open.set(false);
      render();
    },
  };
}
