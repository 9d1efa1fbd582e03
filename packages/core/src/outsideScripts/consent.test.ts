import { createMemoryStorage } from '../storage';
import { describe, expect, it, vi } from 'vitest';
import { consentAnsweredBy, consentSentMarker, findConsentManager, syncConsentAfterLogin, whileConsented } from './consent';
import type { ConsentChoices } from './consent';

/** A stand-in of the vendor's `window.bankConsent`, with what it was asked. */
function fakeVendor(initial: ConsentChoices | null) {
  let choices = initial;
  const listeners = new Set<(choices: unknown) => void>();
  const vendor = {
    userIds: [] as string[],
    pushes: [] as { userId: string | undefined; choices: unknown }[],
    failNextPush: false,
    getChoices: () => choices,
    onChange(listener: (choices: unknown) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    identities: [] as string[],
    setUserId(id: string, identity: string) {
      vendor.userIds.push(id);
      vendor.identities.push(identity);
    },
    pushStatus() {
      if (vendor.failNextPush) {
        vendor.failNextPush = false;
        return Promise.reject(new Error('503'));
      }
      vendor.pushes.push({ userId: vendor.userIds.at(-1), choices });
      return Promise.resolve();
    },
    openPreferences: () => undefined,
    decide(next: unknown) {
      choices = next as ConsentChoices;
      for (const listener of listeners) listener(next);
    },
  };
  return vendor;
}

const managerOf = (vendor: object) => {
  const manager = findConsentManager({ bankConsent: vendor });
  if (!manager) throw new Error('not a consent manager');
  return manager;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const ACCEPTED = { analytics: true, personalisation: true };
/** The bank's signed statement of who the customer is (issue 38 §6), as the shell fetched it. */
const IDENTITY = 'v1.eyJzdWIiOiIyMDQ4MTczNiJ9.signature';
const REJECTED = { analytics: false, personalisation: false };

describe('consent after login (features.md §4.7)', () => {
  it("sets the client's personId as the user id and pushes the status, once: the consent-sent marker skips the same consent", async () => {
    const vendor = fakeVendor(ACCEPTED);
    const storage = createMemoryStorage();
    syncConsentAfterLogin({ manager: managerOf(vendor), storage, personId: '20481736', identity: IDENTITY, logError: vi.fn() });
    await flush();
    expect(vendor.pushes).toEqual([{ userId: '20481736', choices: ACCEPTED }]);
    expect(vendor.identities).toEqual([IDENTITY]);
    expect(storage.get('consent-sent')).toBe('{"personId":"20481736","analytics":true,"personalisation":true}');

    // The next login, in this tab or another, of the same customer with the same choices.
    syncConsentAfterLogin({ manager: managerOf(vendor), storage, personId: '20481736', identity: IDENTITY, logError: vi.fn() });
    await flush();
    expect(vendor.pushes).toHaveLength(1);
  });

  it('issue 38 §6: sends no consent id without the bank’s signed statement of who the customer is: the vendor would refuse it', async () => {
    const vendor = fakeVendor(ACCEPTED);
    syncConsentAfterLogin({
      manager: managerOf(vendor),
      storage: createMemoryStorage(),
      personId: '20481736',
      identity: '',
      logError: vi.fn(),
    });
    await flush();
    expect(vendor.userIds).toEqual([]);
    expect(vendor.pushes).toEqual([]);
  });

  it('sends no consent id when the client could not be fetched (features.md §8, tolerated failures)', async () => {
    const vendor = fakeVendor(ACCEPTED);
    syncConsentAfterLogin({
      manager: managerOf(vendor),
      storage: createMemoryStorage(),
      personId: '',
      identity: IDENTITY,
      logError: vi.fn(),
    });
    await flush();
    expect(vendor.userIds).toEqual([]);
    expect(vendor.pushes).toEqual([]);
  });

  it('waits for a visitor who has not decided, and sends their decision and a later change of mind', async () => {
    const vendor = fakeVendor(null);
    const storage = createMemoryStorage();
    const stop = syncConsentAfterLogin({
      manager: managerOf(vendor),
      storage,
      personId: '20481736',
      identity: IDENTITY,
      logError: vi.fn(),
    });
    await flush();
    expect(vendor.pushes).toEqual([]);
    vendor.decide(REJECTED);
    await flush();
    vendor.decide(ACCEPTED);
    await flush();
    expect(vendor.pushes.map((push) => push.choices)).toEqual([REJECTED, ACCEPTED]);
    stop();
    vendor.decide(REJECTED);
    await flush();
    expect(vendor.pushes).toHaveLength(2);
  });

  it('sends another customer on the same browser, and sends again after a push that failed', async () => {
    const vendor = fakeVendor(ACCEPTED);
    const storage = createMemoryStorage();
    storage.set('consent-sent', consentSentMarker('11111111', ACCEPTED));
    vendor.failNextPush = true;
    const logError = vi.fn();
    syncConsentAfterLogin({ manager: managerOf(vendor), storage, personId: '20481736', identity: IDENTITY, logError });
    await flush();
    expect(logError).toHaveBeenCalledWith(new Error('503'));
    expect(storage.get('consent-sent')).toBe(consentSentMarker('11111111', ACCEPTED));
    syncConsentAfterLogin({ manager: managerOf(vendor), storage, personId: '20481736', identity: IDENTITY, logError });
    await flush();
    expect(vendor.pushes).toEqual([{ userId: '20481736', choices: ACCEPTED }]);
  });

  it("checks the vendor's answers: a decision that is not two booleans is not sent", async () => {
    const vendor = fakeVendor({ analytics: 'yes', personalisation: true } as never);
    syncConsentAfterLogin({
      manager: managerOf(vendor),
      storage: createMemoryStorage(),
      personId: '20481736',
      identity: IDENTITY,
      logError: vi.fn(),
    });
    vendor.decide({ analytics: true });
    await flush();
    expect(vendor.pushes).toEqual([]);
  });

  it('a user id the vendor refuses is reported, not thrown at the shell', () => {
    const vendor = fakeVendor(ACCEPTED);
    vendor.setUserId = () => {
      throw new TypeError('bad id');
    };
    const logError = vi.fn();
    expect(() =>
      syncConsentAfterLogin({
        manager: managerOf(vendor),
        storage: createMemoryStorage(),
        personId: '20481736',
        identity: IDENTITY,
        logError,
      }),
    ).not.toThrow();
    expect(logError).toHaveBeenCalledWith(new TypeError('bad id'));
    expect(vendor.pushes).toEqual([]);
  });
});

describe('findConsentManager', () => {
  it('finds window.bankConsent only when it has every method', () => {
    expect(findConsentManager({})).toBeNull();
    expect(findConsentManager({ bankConsent: 'x' })).toBeNull();
    expect(findConsentManager({ bankConsent: { ...fakeVendor(null), pushStatus: undefined } })).toBeNull();
    expect(findConsentManager({ bankConsent: fakeVendor(null) })).not.toBeNull();
  });
});

describe('consent where the browser blocks storage', () => {
  it('the page remembers what it sent: the same consent goes once per page', async () => {
    const vendor = fakeVendor(ACCEPTED);
    syncConsentAfterLogin({ manager: managerOf(vendor), storage: null, personId: '30000001', identity: IDENTITY, logError: vi.fn() });
    await flush();
    syncConsentAfterLogin({ manager: managerOf(vendor), storage: null, personId: '30000001', identity: IDENTITY, logError: vi.fn() });
    await flush();
    expect(vendor.pushes).toEqual([{ userId: '30000001', choices: ACCEPTED }]);
  });
});

describe('whileConsented (nothing is tracked without consent)', () => {
  it('starts only once analytics is allowed, stops when it is withdrawn, and again on logout', () => {
    const vendor = fakeVendor(null);
    const stops: string[] = [];
    let starts = 0;
    const stop = whileConsented(managerOf(vendor), 'analytics', () => {
      starts += 1;
      return () => void stops.push(`stop ${starts}`);
    });
    expect(starts).toBe(0);
    vendor.decide({ analytics: false, personalisation: true });
    expect(starts).toBe(0);
    vendor.decide(ACCEPTED);
    vendor.decide(ACCEPTED);
    expect(starts).toBe(1);
    vendor.decide(REJECTED);
    expect(stops).toEqual(['stop 1']);
    vendor.decide(ACCEPTED);
    stop();
    expect(stops).toEqual(['stop 1', 'stop 2']);
  });

  it('starts at once for a customer who allowed it before', () => {
    let started = false;
    whileConsented(managerOf(fakeVendor(ACCEPTED)), 'analytics', () => {
      started = true;
      return () => undefined;
    });
    expect(started).toBe(true);
  });
});

describe('consentAnsweredBy: where the page does not ask (issue 42 §4)', () => {
  it('leaves the question to the native app inside its wrapper, or on an app’s client', () => {
    expect(consentAnsweredBy({ nativeApp: true, clientKind: 'web-transactional' })).toBe('native-app');
    for (const clientKind of ['android-transactional', 'ios-transactional', 'teen-android', 'teen-ios'] as const)
      expect(consentAnsweredBy({ nativeApp: false, clientKind })).toBe('native-app');
  });

  it('never asks an agent of the assisted channel, in a browser or not', () => {
    expect(consentAnsweredBy({ nativeApp: false, clientKind: 'assisted' })).toBe('assisted-agent');
    expect(consentAnsweredBy({ nativeApp: true, clientKind: 'assisted' })).toBe('assisted-agent');
  });

  it('asks on the web’s, the teen web’s and the sign-up’s clients in a browser', () => {
    for (const clientKind of ['web-transactional', 'teen-web', 'sign-ups'] as const)
      expect(consentAnsweredBy({ nativeApp: false, clientKind })).toBeNull();
  });
});
