import type { AppConfig } from '../config';
import { consentAnsweredBy, findConsentManager } from './consent';
import type { ConsentContext, ConsentManager } from './consent';
import { loadOutsideScript } from './loadScript';
import type { OutsideScriptSource, ScriptLoadingPlatform } from './loadScript';

/**
 * How long an outside script may take to arrive and run. A vendor's host that hangs leaves the
 * consent banner out for this visit, and nothing else (issue 20, "Failure is tolerated").
 */
export const OUTSIDE_SCRIPT_TIMEOUT_MS = 10_000;

/** `urlsConfig` keys of the consent manager's script and of its integrity (docs/sandbox-api.md, Consent). */
export const CONSENT_MANAGER_URL_KEY = 'consentManager';
export const CONSENT_MANAGER_INTEGRITY_KEY = 'consentManagerIntegrity';

export interface OutsideScriptsPlatform extends ScriptLoadingPlatform, ConsentContext {
  /** Where the vendors' scripts define their globals. */
  window: object;
  logError: (error: unknown) => void;
}

/** The configured source of a script, or null when the bank configures none (an empty URL). */
function sourceOf(config: AppConfig, urlKey: string, integrityKey: string): OutsideScriptSource | null {
  const url = config.urlsConfig[urlKey];
  if (!url) return null;
  return { url, integrity: config.urlsConfig[integrityKey] || undefined };
}

/** The consent manager of this page: settled once its script has loaded or failed. */
function createConsentManagerSlot() {
  let settle: (manager: ConsentManager | null) => void = () => undefined;
  const loaded = new Promise<ConsentManager | null>((resolve) => {
    settle = resolve;
  });
  return { loaded, settle, started: false };
}
// One per page: this entry is a shared module, so the shell and a feature that starts the scripts
// (a public page that tracks) hold the same one.
let slot = createConsentManagerSlot();

/**
 * Loads the page's outside scripts, once per page: the consent manager, which shows its banner to
 * a visitor who has not decided. A script that fails, is refused by its integrity, or does not
 * come in time is said once on the console; the page goes on without it. Where the context
 * answers consent (the native app, an assisted agent: `consentAnsweredBy`), it is not loaded.
 */
export function startOutsideScripts(config: AppConfig, platform: OutsideScriptsPlatform): Promise<ConsentManager | null> {
  if (slot.started) return slot.loaded;
  slot.started = true;
  const { settle } = slot;
  const source = consentAnsweredBy(platform) === null ? sourceOf(config, CONSENT_MANAGER_URL_KEY, CONSENT_MANAGER_INTEGRITY_KEY) : null;
  if (source === null) settle(null);
  else
    loadOutsideScript(platform, source, OUTSIDE_SCRIPT_TIMEOUT_MS)
      .then(() => {
        const manager = findConsentManager(platform.window);
        if (manager === null) throw new Error(`The consent manager at ${source.url} did not define a usable window.bankConsent`);
        settle(manager);
      })
      .catch((error: unknown) => {
        platform.logError(error);
        settle(null);
      });
  return slot.loaded;
}

/** The page's consent manager once its script has loaded (it may not have started yet); null when there is none. */
export function consentManager(): Promise<ConsentManager | null> {
  return slot.loaded;
}

/** For tests: forgets the loaded scripts, as a new page would. */
export function resetOutsideScriptsForTests(): void {
  slot = createConsentManagerSlot();
}
