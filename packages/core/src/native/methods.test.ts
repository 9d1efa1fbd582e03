import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schema as v } from '../schema';
import { NATIVE_METHODS, nativeMethodSpec } from './methods';

const valid = (method: string, params: unknown) => v.safeParse(nativeMethodSpec(method)!.params, params).success;

describe('the native method table (features.md §4.5, §7; shell.md §9)', () => {
  it('holds every method features.md names, and the shell’s own session-bridge and device calls', () => {
    expect(Object.keys(NATIVE_METHODS)).toEqual(
      expect.arrayContaining([
        'fingerprint',
        'storeSecret',
        'retrieveSecret',
        'storeData',
        'retrieveData',
        'openChat',
        'copyToClipboard',
        'share',
        'takePicture',
        'getContacts',
        'getGeolocation',
        'isMobileValidationRegistered',
        'runMobileValidation',
        'registerPushNotifications',
        'addWalletPass',
        'requestAppRating',
        'setTheme',
        'getFraudDetectionSession',
        'setFraudDetectionProcessId',
        'startVideoCall',
        'adjustEvent',
        'openExternalLink',
        'finishStandaloneProcess',
        'getActiveProfileId',
        'getProfiles',
        'getDeviceData',
      ]),
    );
  });

  it('gives the shell’s session-bridge and device-data calls 2 s each (shell.md §7, §9)', () => {
    expect(NATIVE_METHODS.getActiveProfileId.timeoutMs).toBe(2_000);
    expect(NATIVE_METHODS.getProfiles.timeoutMs).toBe(2_000);
    expect(NATIVE_METHODS.getDeviceData.timeoutMs).toBe(2_000);
  });

  it.each([
    'fingerprint',
    'takePicture',
    'getContacts',
    'runMobileValidation',
    'addWalletPass',
    'startVideoCall',
    'registerPushNotifications',
  ] as const)('%s waits for a person: five minutes, not the 2 s bridge time-out', (method) => {
    expect(NATIVE_METHODS[method].timeoutMs).toBe(300_000);
  });

  it('says what a browser does: its own version, not implemented, or not available (features.md §4.5)', () => {
    const byFallback = (kind: string) =>
      Object.entries(NATIVE_METHODS)
        .filter(([, spec]) => spec.web === kind)
        .map(([name]) => name)
        .sort();
    expect(byFallback('browser')).toEqual(['finishStandaloneProcess', 'openExternalLink']);
    expect(byFallback('not-implemented')).toEqual(['adjustEvent', 'retrieveData', 'storeData']);
  });

  it('knows no method by an inherited name', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) expect(nativeMethodSpec(name)).toBeUndefined();
  });

  it('openChat takes skill, topic, botId and lastSearchedTerm, all optional', () => {
    expect(valid('openChat', {})).toBe(true);
    expect(valid('openChat', { skill: 'cards', topic: 'limit', botId: 'b1', lastSearchedTerm: 'límite' })).toBe(true);
    expect(valid('openChat', { skill: 7 })).toBe(false);
  });

  it('retrieveData takes a key or a list of keys, never both nor neither (features.md §8)', () => {
    expect(valid('retrieveData', { key: 'alias' })).toBe(true);
    expect(valid('retrieveData', { keys: ['alias', 'theme'] })).toBe(true);
    expect(valid('retrieveData', { key: 'alias', keys: ['theme'] })).toBe(false);
    expect(valid('retrieveData', {})).toBe(false);
  });

  it('a mobile validation runs with its eight parameters (features.md §7)', () => {
    const params = {
      maxFailures: 3,
      maxPasswordLength: 12,
      personId: 'P-1001',
      processId: 'op-77',
      smsRetries: 3,
      legalUrl: 'https://bank.example/legal',
      serviceName: 'transfer',
      passwordRequired: true,
    };
    expect(valid('runMobileValidation', params)).toBe(true);
    for (const key of Object.keys(params)) {
      const without: Record<string, unknown> = { ...params };
      delete without[key];
      expect(valid('runMobileValidation', without), `without ${key}`).toBe(false);
    }
    expect(valid('runMobileValidation', { ...params, maxFailures: 0 })).toBe(false);
  });

  it('setTheme takes light, dark or system only', () => {
    for (const theme of ['light', 'dark', 'system']) expect(valid('setTheme', { theme })).toBe(true);
    expect(valid('setTheme', { theme: 'sepia' })).toBe(false);
  });

  it('finishStandaloneProcess ends at LOGIN, PUBLIC_HOME or ON_BOARDING_WEB only', () => {
    for (const target of ['LOGIN', 'PUBLIC_HOME', 'ON_BOARDING_WEB']) expect(valid('finishStandaloneProcess', { target })).toBe(true);
    expect(valid('finishStandaloneProcess', { target: 'login' })).toBe(false);
  });

  it('every schema refuses anything without throwing (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(NATIVE_METHODS)), fc.anything(), (method, input) => {
        const spec = nativeMethodSpec(method)!;
        expect(() => v.safeParse(spec.params, input)).not.toThrow();
        expect(() => v.safeParse(spec.result, input)).not.toThrow();
      }),
    );
  });
});
