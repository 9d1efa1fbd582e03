import { useEffect, useRef, useState } from 'react';
import { EVENT_TOPIC } from '@bank-shell/core';
import type { SecurityProcessPayload } from '@bank-shell/core';
import { useShell, useStore } from '@bank-shell/react';
import type { Translate } from '@bank-shell/core';
import { createOverlaySlot } from './overlaySlot';
import { signedInServicesRunning } from './services';

/**
 * The container's id: where the legacy app opens its own modals and lightboxes
 * (`docs/security-processes.md`).
 */
export const LEGACY_OVERLAY_CONTAINER_ID = 'legacy-overlay';

/** A page's marked legacy content area (`../legacy`, `legacyContentRequestOf`). */
const LEGACY_CONTENT_MARKER = '.legacy-content[data-legacy-page][data-legacy-title]';

/**
 * The legacy overlay slot (features.md §4.10) and the security processes it shows. A feature's
 * `start-security-process` shows the slot at once and runs the process (`../legacy`, a chunk of
 * its own, loaded then); another page or a logout cancels a running one, and the cancel is relayed
 * to the legacy UI. The legacy UI owns what is inside the container: React renders nothing there.
 * When the slot hides, the focus goes back where it was before it showed.
 */
export function LegacyOverlay({ t }: { t: Translate }) {
  const services = useShell();
  const [slot] = useState(createOverlaySlot);
  // The security-process topic is allowed on the bus once the signed-in services run.
  const servicesRunning = useStore(signedInServicesRunning);
  const { visible, empty } = useStore(slot.state);
  const containerRef = useRef<HTMLDivElement>(null);
  const focusBefore = useRef<Element | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    // A legacy modal or lightbox opening, and the container emptying, show and hide the slot.
    const observer = new MutationObserver(() => slot.containerChanged(container.childElementCount > 0));
    observer.observe(container, { childList: true });
    return () => observer.disconnect();
  }, [slot]);

  // Where the focus was outside the slot last: the legacy UI takes it into its step or modal, and
  // it goes back there when the slot hides.
  const overlayRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && !overlayRef.current?.contains(event.target)) focusBefore.current = event.target;
    };
    if (document.activeElement && !overlayRef.current?.contains(document.activeElement)) focusBefore.current = document.activeElement;
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  const wasVisible = useRef(false);
  useEffect(() => {
    if (wasVisible.current && !visible) {
      const previous = focusBefore.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    }
    wasVisible.current = visible;
  }, [visible]);

  // A page not rebuilt yet marks where its legacy content goes (shell.md §2.7): an empty
  // `.legacy-content` in its grid. Once a customer is signed in, the legacy app (loaded on demand)
  // fills each one that appears in the main landmark, into the page's grid, not into this slot.
  useEffect(() => {
    const main = document.getElementById('main');
    if (!servicesRunning || !main) return undefined;
    const asked = new WeakSet<Element>();
    const fill = () => {
      for (const container of Array.from(main.querySelectorAll<HTMLElement>(LEGACY_CONTENT_MARKER))) {
        if (asked.has(container)) continue;
        asked.add(container);
        import('../legacy')
          .then((legacy) => {
            const request = legacy.legacyContentRequestOf(container);
            if (!request) return undefined;
            return legacy.showLegacyContentInBrowser(request, {
              config: services.config,
              readAccessToken: () => services.session.getAccessToken(),
              language: () => services.i18n.locale.getSnapshot(),
            });
          })
          .catch((error: unknown) => console.error(error));
      }
    };
    fill();
    const observer = new MutationObserver(fill);
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [services, servicesRunning]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !servicesRunning) return undefined;
    let running: { cancel(): void } | null = null;
    let latest = 0;
    const logError = (error: unknown) => console.error(error);
    const start = (payload: SecurityProcessPayload) => {
      running?.cancel();
      running = null;
      const started = (latest += 1);
      slot.securityProcessStarted();
      import('../legacy')
        .then((legacy) => {
          if (started !== latest) return;
          running = legacy.runSecurityProcessInBrowser(payload, {
            http: services.http,
            container,
            overlay: slot,
            config: services.config,
            readAccessToken: () => services.session.getAccessToken(),
            language: () => services.i18n.locale.getSnapshot(),
            logError,
          });
        })
        .catch((error: unknown) => {
          logError(error);
          slot.securityProcessCancelled();
          payload.approvalError(error);
        });
    };
    const stopListening = services.events.subscribe(EVENT_TOPIC.securityProcess, start);
    // Another page cancels the process: its step belongs to the page that asked for it.
    let route = services.router.current.getSnapshot();
    const stopFollowingRoute = services.router.current.subscribe(() => {
      const next = services.router.current.getSnapshot();
      if (next === route) return;
      route = next;
      latest += 1;
      running?.cancel();
      running = null;
    });
    return () => {
      stopListening();
      stopFollowingRoute();
      latest += 1;
      running?.cancel();
    };
  }, [services, slot, servicesRunning]);

  return (
    <div ref={overlayRef} className="legacy-overlay" hidden={!visible}>
      {visible && empty && (
        <div className="legacy-overlay__loading">
          <p role="status">{t('security.loading')}</p>
        </div>
      )}
      <div ref={containerRef} id={LEGACY_OVERLAY_CONTAINER_ID} className="legacy-overlay__container" />
    </div>
  );
}
