import { requestClient, requestVendorIdentity } from '@bank-shell/core/signed-in';
import {
  OUTSIDE_SCRIPT_TIMEOUT_MS,
  forgetDeviceRiskProcessId,
  profileDevice,
  startOutsideScripts,
  syncConsentAfterLogin,
  whileConsented,
} from '@bank-shell/core/outside-scripts';
import type { ConsentManager } from '@bank-shell/core/outside-scripts';
import type { HttpClient, KeyValueStorage } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';
import { startAnalytics } from './analytics';

export { browserTagFrames, vendorJsonFetcher } from '@bank-shell/core/analytics';
import { pageViewsSinceLogin } from './services';
import type { AnalyticsPlatform } from './analytics';

export interface ConsentAfterLoginOptions {
  /** The page's consent manager once its script has loaded; null when there is none. */
  manager: Promise<ConsentManager | null>;
  http: HttpClient;
  storage: KeyValueStorage | null;
  today: () => Date;
  logError: (error: unknown) => void;
}

/**
 * After a login (features.md §4.7): once the consent manager is here, the customer's personId
 * (from the client call; none when it fails) goes with their consent, once, with the bank's signed
 * statement that it is them (issue 38 §6; none when it cannot be fetched: nothing is sent). Returns how to stop
 * (at logout): a decision made after that is not sent as this customer's.
 */
export function sendConsentAfterLogin({ manager, http, storage, today, logError }: ConsentAfterLoginOptions): () => void {
  let stopped = false;
  let stopSync = (): void => undefined;
  void Promise.all([manager, requestClient(http, today(), logError), requestVendorIdentity(http, logError)])
    .then(([loaded, client, identity]) => {
      if (stopped || loaded === null) return;
      // The bank signs the customer it knows: a statement about anyone else is not sent.
      const signed = identity !== null && identity.userId === client.personId ? identity.token : '';
      stopSync = syncConsentAfterLogin({ manager: loaded, storage, personId: client.personId, identity: signed, logError });
    })
    .catch(logError);
  return () => {
    stopped = true;
    stopSync();
  };
}

export interface OutsideScriptsAfterLoginPlatform extends AnalyticsPlatform {
  /** Where the consent-sent marker is kept: the shell's local storage; null where the browser blocks it. */
  storage: KeyValueStorage | null;
  today: () => Date;
  whenIdle: (callback: () => void) => void;
  /** A new random id (`crypto.randomUUID`): the device-risk process id. */
  randomId: () => string;
}

/**
 * This login's device profiling (features.md §4.9): the device type is the app's platform inside
 * the bank's app, which also gets the process id for its fraud-detection SDK, and `web` elsewhere.
 */
function profileThisDevice(services: Pick<ShellServices, 'config' | 'native'>, platform: OutsideScriptsAfterLoginPlatform): void {
  const loaded = services.config();
  if (loaded === null) return;
  const { native } = services;
  const wrapper = native.wrapper;
  void profileDevice(
    loaded,
    {
      deviceType: wrapper ? wrapper.platform : 'web',
      sendToNativeSdk: wrapper ? (processId) => native.call('setFraudDetectionProcessId', { processId }) : undefined,
      timeoutMs: OUTSIDE_SCRIPT_TIMEOUT_MS,
    },
    platform,
  );
}

/**
 * A signed-in customer's outside scripts (features.md §4.7–§4.9, issue 20): once the page is idle,
 * the device-risk script profiles the device for this login, the consent manager loads (its banner asks a customer who has not decided) and their consent goes
 * with their personId; funnel analytics runs while they allow analytics, and stops when they
 * withdraw it. The login page loads none: nothing on it needs consent, and no vendor's code runs
 * where the customer types their credentials (docs/outside-scripts.md). Returns how to stop.
 */
export function startOutsideScriptsAfterLogin(
  services: Pick<ShellServices, 'http' | 'config' | 'events' | 'router' | 'native'>,
  platform: OutsideScriptsAfterLoginPlatform,
): () => void {
  const { http, config } = services;
  const stops: (() => void)[] = [];
  let stopped = false;
  platform.whenIdle(() => {
    const loaded = config();
    if (stopped || loaded === null) return;
    profileThisDevice(services, platform);
    const manager = startOutsideScripts(loaded, platform);
    stops.push(sendConsentAfterLogin({ manager, http, storage: platform.storage, today: platform.today, logError: platform.logError }));
    void manager.then((consent) => {
      if (stopped || !consent) return;
      // A customer who allowed analytics before this page gets the page views it showed while the
      // library loaded (a lightbox); one who allows it now is tracked from now on.
      let allowedBefore = true;
      stops.push(
        whileConsented(consent, 'analytics', () =>
          startAnalytics(services, platform, allowedBefore ? pageViewsSinceLogin.getSnapshot() : []),
        ),
      );
      allowedBefore = false;
    });
  });
  return () => {
    stopped = true;
    forgetDeviceRiskProcessId(platform.storage);
    for (const stop of stops.splice(0)) stop();
  };
}
