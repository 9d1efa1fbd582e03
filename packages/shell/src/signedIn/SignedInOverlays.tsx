import { useEffect } from 'react';
import { createWebStorage } from '@bank-shell/core';
import { useShell, useStore } from '@bank-shell/react';
import { SnackbarRegion, snackbars } from '@bank-shell/react/snackbar';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { whenIdle } from '../services/browser';
import { afterNextPaint } from './afterNextPaint';
import { AssistedBanner } from './AssistedBanner';
import { InactivityDialog } from '../layout/InactivityDialog';
import { LegacyOverlay } from './LegacyOverlay';
import { StepUpSlot } from './StepUpSlot';
import { ProfileEndedNotice } from '../layout/ProfileEndedNotice';
import { startCampaignFallback } from './campaignFallback';
import { startOutsideScriptsLater } from './outsideScriptsLater';
import { startDisplayPreferences } from './displayPreferences';
import { browserDownloadPlatform, startDocumentDownloads } from './documentDownload';
import { browserExternalUrlPlatform, startLinkEvents } from './linkEvents';
import { PENDING_NAMESPACE, pendingMessages } from './pendingMessages';
import { startPendingOperationsCheck } from './pendingOperations';
import { signedInServicesRunning } from './services';

/**
 * What a signed-in customer's pages have above their content: the notice of a profile that
 * ended, the inactivity warning, the page's messages (snackbars), and the pending-operation check
 * that may lead them elsewhere (features.md §4.1), campaign-driven navigation after login (§2.4),
 * the outside scripts and consent (§4.7), the customer's display preferences (theme, masked balances, affluent level: §4.6), the
 * documents features hand the customer (`download-document`), the addresses outside the app and
 * the pages they send the customer to (`open-external-url`, `navigate`), and the step-up
 * dialog a feature asks for (shell.md §4, docs/step-up.md). It shows while the customer is signed in:
 * the check and the preferences start when the shell connects and stop when the customer leaves.
 */
export function SignedInOverlays() {
  const services = useShell();
  const t = useLazyTexts(PENDING_NAMESPACE, pendingMessages);
  // The check subscribes to the confirm screen's topics, which the services allow when they start.
  const servicesRunning = useStore(signedInServicesRunning);
  useEffect(
    () =>
      servicesRunning
        ? startPendingOperationsCheck(services, snackbars, {
            // Read on each use: where the browser blocks storage, reading it throws, and the check's
            // items take that for an empty store.
            sessionStorage: {
              getItem: (key) => window.sessionStorage.getItem(key),
              setItem: (key, value) => window.sessionStorage.setItem(key, value),
              removeItem: (key) => window.sessionStorage.removeItem(key),
            },
            history: window.history,
            origin: window.location.origin,
            currentPath: () => window.location.hash,
            whenIdle: (callback) => whenIdle(window, callback),
            afterNextPaint: (callback) => afterNextPaint(window, callback),
            logError: (message, detail) => console.error(message, detail),
          })
        : undefined,
    [services, servicesRunning],
  );
  useEffect(
    () =>
      servicesRunning
        ? startCampaignFallback(services, {
            storage: createWebStorage(window),
            currentPath: () => window.location.hash,
            whenIdle: (callback) => whenIdle(window, callback),
            logError: (error) => console.error(error),
          })
        : undefined,
    [services, servicesRunning],
  );
  useEffect(
    () => (servicesRunning ? startDocumentDownloads(services, browserDownloadPlatform(window)) : undefined),
    [services, servicesRunning],
  );
  useEffect(
    () => (servicesRunning ? startLinkEvents(services, browserExternalUrlPlatform(window), (error) => console.error(error)) : undefined),
    [services, servicesRunning],
  );
  // The assisted client loads no outside script: its consent banner would ask the agent for the
  // customer's consent, analytics would count the agent's visit as the customer's, and device risk
  // would profile the agent's computer as the customer's (issue 38 §3).
  const assisted = services.channel.clientKind === 'assisted';
  useEffect(
    () => (servicesRunning && !assisted ? startOutsideScriptsLater(services, window) : undefined),
    [services, servicesRunning, assisted],
  );
  useEffect(
    () =>
      servicesRunning
        ? startDisplayPreferences(services, {
            root: document.documentElement,
            // Read on each use: where the browser blocks storage, reading it throws.
            storage: {
              getItem: (key) => window.localStorage.getItem(key),
              setItem: (key, value) => window.localStorage.setItem(key, value),
            },
            matchMedia: (query) => window.matchMedia(query),
            decodeBase64: (value) => window.atob(value),
            logError: (error) => console.error(error),
            warn: (message, detail) => console.warn(message, detail),
          })
        : undefined,
    [services, servicesRunning],
  );
  return (
    <>
      <AssistedBanner />
      <ProfileEndedNotice />
      <InactivityDialog />
      <SnackbarRegion queue={snackbars} closeLabel={t('close')} />
      <LegacyOverlay t={t} />
      <StepUpSlot />
    </>
  );
}
