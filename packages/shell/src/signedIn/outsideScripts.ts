import { requestClient } from '@bank-shell/core/signed-in';
import { startOutsideScripts, syncConsentAfterLogin } from '@bank-shell/core/outside-scripts';
import type { ConsentManager, OutsideScriptsPlatform } from '@bank-shell/core/outside-scripts';
import type { HttpClient, KeyValueStorage } from '@bank-shell/core';
import type { ShellServices } from '@bank-shell/react';

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
 * (from the client call; none when it fails) goes with their consent, once. Returns how to stop
 * (at logout): a decision made after that is not sent as this customer's.
 */
export function sendConsentAfterLogin({ manager, http, storage, today, logError }: ConsentAfterLoginOptions): () => void {
  let stopped = false;
  let stopSync = (): void => undefined;
  void Promise.all([manager, requestClient(http, today(), logError)])
    .then(([loaded, client]) => {
      if (stopped || loaded === null) return;
      stopSync = syncConsentAfterLogin({ manager: loaded, storage, personId: client.personId, logError });
    })
    .catch(logError);
  return () => {
    stopped = true;
    stopSync();
  };
}

export interface OutsideScriptsAfterLoginPlatform extends OutsideScriptsPlatform {
  /** Where the consent-sent marker is kept: the shell's local storage; null where the browser blocks it. */
  storage: KeyValueStorage | null;
  today: () => Date;
  whenIdle: (callback: () => void) => void;
}

/**
 * A signed-in customer's outside scripts (features.md §4.7, issue 20): once the page is idle, the
 * consent manager loads (its banner asks a customer who has not decided) and their consent goes
 * with their personId. The login page loads none: nothing on it needs consent, and no vendor's code
 * runs where the customer types their credentials (docs/outside-scripts.md). Returns how to stop.
 */
export function startOutsideScriptsAfterLogin(
  { http, config }: Pick<ShellServices, 'http' | 'config'>,
  platform: OutsideScriptsAfterLoginPlatform,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  platform.whenIdle(() => {
    const loaded = config();
    if (stopped || loaded === null) return;
    const manager = startOutsideScripts(loaded, platform);
    stop = sendConsentAfterLogin({ manager, http, storage: platform.storage, today: platform.today, logError: platform.logError });
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
