import { schema as v } from '@bank-shell/core';
import type { ClientKind } from '../channels';
import type { InferOutput } from '../schema';
import type { KeyValueStorage } from '../storage';

/**
 * Consent (features.md §4.7): the consent manager is a vendor's script. It asks the visitor what
 * may be used (analytics, personalisation), keeps the answer, and after login sends it with the
 * customer's id to the vendor's records. The shell reads the answer before it tracks anything.
 */

/** Local storage: the customer and choices last sent, so the same consent is not sent twice (features.md §3). */
export const CONSENT_SENT_KEY = 'consent-sent';

const choicesSchema = v.object({ analytics: v.boolean(), personalisation: v.boolean() });

/** What the visitor allowed. */
export type ConsentChoices = InferOutput<typeof choicesSchema>;

/** The consent manager's interface (`window.bankConsent`), as the shell uses it. */
export interface ConsentManager {
  /** The visitor's answer, or null while they have not decided. */
  getChoices(): ConsentChoices | null;
  /** Calls back after each decision; returns how to stop. */
  onChange(listener: (choices: ConsentChoices) => void): () => void;
  /** The customer's id, and the bank's signature of it (issue 38 §6), which the vendor checks. */
  setUserId(id: string, identity: string): void;
  /** Sends the current choices with the user id to the vendor's records. */
  pushStatus(): Promise<void>;
  openPreferences(): void;
}

const METHODS = ['getChoices', 'onChange', 'setUserId', 'pushStatus', 'openPreferences'] as const;

/** The global the consent manager defines when it has run. */
export const CONSENT_MANAGER_GLOBAL = 'bankConsent';

/**
 * The consent manager the vendor's script defined on `win`, checked: an object with every method,
 * whose answers are checked again on each call (a vendor's update must not reach the shell
 * unchecked). Null when there is none or it is not one.
 */
export function findConsentManager(win: object): ConsentManager | null {
  const candidate: unknown = (win as Record<string, unknown>)[CONSENT_MANAGER_GLOBAL];
  if (typeof candidate !== 'object' || candidate === null) return null;
  const api = candidate as Record<(typeof METHODS)[number], unknown>;
  if (!METHODS.every((method) => typeof api[method] === 'function')) return null;
  const call = <T>(method: (typeof METHODS)[number], ...args: unknown[]) => (api[method] as (...a: unknown[]) => T).apply(candidate, args);
  const checked = (value: unknown): ConsentChoices | null => {
    const parsed = v.safeParse(choicesSchema, value);
    return parsed.success ? parsed.output : null;
  };
  return {
    getChoices: () => checked(call('getChoices')),
    onChange(listener) {
      const stop = call<unknown>('onChange', (choices: unknown) => {
        const valid = checked(choices);
        if (valid) listener(valid);
      });
      return typeof stop === 'function' ? () => void (stop as () => void)() : () => undefined;
    },
    setUserId: (id, identity) => void call('setUserId', id, identity),
    pushStatus: () => Promise.resolve(call<unknown>('pushStatus')).then(() => undefined),
    openPreferences: () => void call('openPreferences'),
  };
}

/** The client kinds of the bank's native apps: their pages run inside the app. */
const NATIVE_APP_CLIENT_KINDS: ReadonlySet<ClientKind> = new Set([
  'android-transactional',
  'ios-transactional',
  'teen-android',
  'teen-ios',
]);

/** Where the page runs, as far as consent is concerned. */
export interface ConsentContext {
  /** Whether the page runs inside the bank's native wrapper (`native.wrapper !== null`; analytics' `app_ing`). */
  nativeApp: boolean;
  /** The page's client (shell.md §6): `assisted` is an agent of the bank's assisted channel. */
  clientKind: ClientKind;
}

/** Who answers consent in the page's stead. */
export type ConsentAnsweredBy = 'native-app' | 'assisted-agent';

/**
 * Who answers consent instead of the consent manager's banner (issue 42 §4), or null when the page
 * asks. Inside the bank's native app the app asks, once, for everything it shows, web pages
 * included: a second question in a web banner would ask again what the app already knows. An agent
 * of the assisted channel is not the customer: their choice must never be recorded as the
 * customer's, and tracking an agent's work is not the bank's marketing to measure. In both, the
 * consent manager is not loaded at all, so nothing is tracked from the page (no consent, no
 * tracking: features.md §4.7).
 */
export function consentAnsweredBy({ nativeApp, clientKind }: ConsentContext): ConsentAnsweredBy | null {
  if (clientKind === 'assisted') return 'assisted-agent';
  if (nativeApp || NATIVE_APP_CLIENT_KINDS.has(clientKind)) return 'native-app';
  return null;
}

/** The marker's value: whose consent was sent, and what it said. */
export function consentSentMarker(personId: string, choices: ConsentChoices): string {
  return JSON.stringify({ personId, analytics: choices.analytics, personalisation: choices.personalisation });
}

/** The marker of a page whose browser blocks storage. */
const sentOnThisPage = new Map<string, string>();
const pageMarkers = {
  get: (key: string) => sentOnThisPage.get(key) ?? null,
  set: (key: string, value: string) => void sentOnThisPage.set(key, value),
};

export interface ConsentSyncOptions {
  manager: ConsentManager;
  /** Where the marker is kept: the shell's local storage; null where the browser blocks it (then this page remembers). */
  storage: KeyValueStorage | null;
  /** The signed-in customer's personId; empty when the client could not be fetched. */
  personId: string;
  /** The bank's signed statement that the customer is `personId`; empty when it could not be fetched (issue 38 §6). */
  identity: string;
  logError: (error: unknown) => void;
}

/**
 * After login (features.md §4.7): the customer's personId becomes the consent manager's user id
 * and their choices are pushed, once: the marker in local storage skips a push of the same
 * customer and choices, whichever tab or visit made it. A visitor who has not decided yet is sent
 * when they decide; a later change of mind is sent too. Without a personId (the client call
 * failed), or without the bank's signed statement of it (issue 38 §6), no consent id is sent at
 * all: the vendor would refuse it. Returns how to stop listening (at logout).
 */
export function syncConsentAfterLogin({ manager, storage, personId, identity, logError }: ConsentSyncOptions): () => void {
  if (personId === '' || identity === '') return () => undefined;
  const markers = storage ?? pageMarkers;
  let userIdSet = false;
  const send = (choices: ConsentChoices) => {
    const marker = consentSentMarker(personId, choices);
    if (markers.get(CONSENT_SENT_KEY) === marker) return;
    try {
      if (!userIdSet) manager.setUserId(personId, identity);
      userIdSet = true;
    } catch (error) {
      logError(error);
      return;
    }
    manager.pushStatus().then(() => markers.set(CONSENT_SENT_KEY, marker), logError);
  };
  const stop = manager.onChange(send);
  const current = manager.getChoices();
  if (current) send(current);
  return stop;
}

/**
 * Runs `start` while the visitor allows `purpose` (features.md §4.7: nothing is tracked without
 * consent): at once if they have allowed it, when they do, and stops it (with what `start`
 * returned) when they withdraw it. Returns how to stop following (at logout).
 */
export function whileConsented(manager: ConsentManager, purpose: keyof ConsentChoices, start: () => () => void): () => void {
  let stopRunning: (() => void) | null = null;
  const follow = (choices: ConsentChoices | null) => {
    if (choices?.[purpose] === true) stopRunning ??= start();
    else if (stopRunning) {
      stopRunning();
      stopRunning = null;
    }
  };
  follow(manager.getChoices());
  const stopListening = manager.onChange(follow);
  return () => {
    stopListening();
    stopRunning?.();
    stopRunning = null;
  };
}
