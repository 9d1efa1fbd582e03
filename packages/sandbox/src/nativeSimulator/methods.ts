import { ACCESS_TOKEN_TTL_S } from '../tokens';
import type { SimulatorProfile } from './profiles';

/**
 * The app's side of every native method (docs/native-bridge.md, "Methods"), as the simulator
 * plays it. The sandbox imports nothing of the browser side, so this is a copy of the shell's
 * table (`NATIVE_METHODS` in packages/core/src/native/methods.ts) in the words of the document:
 * the e2e test of the simulator loads the shell's table in the app and checks that both list the
 * same methods and that every sample below satisfies its method's result schema.
 */

/** What a plain browser does instead (the table's `web`): shown beside each method. */
export type SimulatedWebFallback = 'browser' | 'not-implemented' | 'not-available';

export interface SimulatedMethod {
  readonly name: string;
  /** The parameters, as docs/native-bridge.md writes them; `–` for none. */
  readonly params: string;
  /** How long the web app waits for the answer. */
  readonly timeoutMs: number;
  readonly web: SimulatedWebFallback;
  /** A realistic result that satisfies the method's result schema, for the wrapper being played. */
  readonly sampleResult: (profile: SimulatorProfile) => unknown;
}

/** Quick calls (shell.md §9). */
const QUICK_TIMEOUT_MS = 2_000;
/** Calls that wait for a person. */
const INTERACTIVE_TIMEOUT_MS = 300_000;
const GEOLOCATION_TIMEOUT_MS = 30_000;
const FRAUD_DETECTION_TIMEOUT_MS = 10_000;

/**
 * Lucía's two seeded profiles (README, "Demo logins"), as an app that owns the session hands them
 * over: the bank's profile fields, the refresh token kept by the app. The tokens are stand-ins,
 * which the sandbox's API refuses.
 */
const SAMPLE_PROFILES = [
  {
    profileId: 'PRF-20481736-PERS',
    setId: 'SET-PERS-0001',
    accessToken: 'sim-access-token-PRF-20481736-PERS',
    accessTokenTimeToLive: ACCESS_TOKEN_TTL_S,
    personId: '20481736',
    default: true,
    identifyeeType: 'CUSTOMER',
    name: 'Personal',
    kind: 'personal',
  },
  {
    profileId: 'PRF-20481736-EMPR',
    setId: 'SET-EMPR-0001',
    accessToken: 'sim-access-token-PRF-20481736-EMPR',
    accessTokenTimeToLive: ACCESS_TOKEN_TTL_S,
    personId: '20481736',
    default: false,
    identifyeeType: 'CUSTOMER',
    name: 'Martínez Diseño SL',
    kind: 'business',
  },
];

/** A 1×1 transparent PNG, base64: the smallest picture a camera could hand back. */
const SAMPLE_PICTURE_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const deviceData = (profile: SimulatorProfile) =>
  profile.platform === 'android'
    ? {
        brand: 'Google',
        model: 'Pixel 8',
        os: 'android',
        osVersion: '14',
        appVersion: profile.version,
        deviceId: '3f2a9c1e-7b4d-4e8a-9c61-5d2e8f0a1b37',
      }
    : {
        brand: 'Apple',
        model: 'iPhone 15',
        os: 'ios',
        osVersion: '17.5',
        appVersion: profile.version,
        deviceId: 'C6E1B0F2-4A7D-4E0B-9F3A-2D8C5B7E1A94',
      };

const pushToken = (profile: SimulatorProfile) =>
  profile.platform === 'android'
    ? 'fcm:cT9xQ2s8R0e3:APA91bHk3sV9mZpL0qW2nY7uE4rT6oI8aS1dF5gH9jK3lZ0xC'
    : 'apns:8a3f1c2e9b7d4f60a1e5c3b9d8f7a6e5c4b3a2918f7e6d5c4b3a29180f7e6d5c';

const nothing = () => null;

export const SIMULATED_METHODS: readonly SimulatedMethod[] = [
  // The shell's own calls.
  {
    name: 'getActiveProfileId',
    params: '–',
    timeoutMs: QUICK_TIMEOUT_MS,
    web: 'not-available',
    // Nobody signed in at the app: with one of the sample profiles active, a wrapper that owns the
    // session (Android 1.7.2, iOS 1.7.4) would hand the web tokens the sandbox refuses.
    sampleResult: () => ({ profileId: null }),
  },
  { name: 'getProfiles', params: '–', timeoutMs: QUICK_TIMEOUT_MS, web: 'not-available', sampleResult: () => SAMPLE_PROFILES },
  { name: 'getDeviceData', params: '–', timeoutMs: QUICK_TIMEOUT_MS, web: 'not-available', sampleResult: deviceData },
  // Stored data and secrets.
  { name: 'storeData', params: '{ key, value }', timeoutMs: QUICK_TIMEOUT_MS, web: 'not-implemented', sampleResult: nothing },
  {
    name: 'retrieveData',
    params: '{ key } | { keys }',
    timeoutMs: QUICK_TIMEOUT_MS,
    web: 'not-implemented',
    sampleResult: () => ({ 'onboarding-seen': 'true', 'last-profile': 'PRF-20481736-PERS', 'promo-dismissed': null }),
  },
  { name: 'storeSecret', params: '{ key, value }', timeoutMs: INTERACTIVE_TIMEOUT_MS, web: 'not-available', sampleResult: nothing },
  {
    name: 'retrieveSecret',
    params: '{ key }',
    timeoutMs: INTERACTIVE_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: () => ({ value: 'sim-secret-7Qm2Xr9L' }),
  },
  // What waits for the customer.
  {
    name: 'fingerprint',
    params: '{ reason? }',
    timeoutMs: INTERACTIVE_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: () => ({ authenticated: true }),
  },
  {
    name: 'takePicture',
    params: "{ source?: 'camera' | 'gallery' }",
    timeoutMs: INTERACTIVE_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: () => ({ image: SAMPLE_PICTURE_BASE64, mimeType: 'image/png' }),
  },
  {
    name: 'getContacts',
    params: '–',
    timeoutMs: INTERACTIVE_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: () => [
      { name: 'Ana García Pérez', phones: ['+34 600 123 456'] },
      { name: 'Carlos Ruiz Vidal', phones: ['+34 611 222 333', '+34 912 345 678'] },
    ],
  },
  {
    name: 'getGeolocation',
    params: '–',
    timeoutMs: GEOLOCATION_TIMEOUT_MS,
    web: 'not-available',
    // Madrid, Puerta del Sol, with a phone's usual accuracy in metres.
    sampleResult: () => ({ latitude: 40.416775, longitude: -3.70379, accuracy: 12 }),
  },
  {
    name: 'isMobileValidationRegistered',
    params: '{ personId }',
    timeoutMs: QUICK_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: () => ({ registered: true }),
  },
  {
    name: 'runMobileValidation',
    params: '{ maxFailures, maxPasswordLength, personId, processId, smsRetries, legalUrl, serviceName, passwordRequired }',
    timeoutMs: INTERACTIVE_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: () => ({ validated: true }),
  },
  {
    name: 'registerPushNotifications',
    params: '–',
    timeoutMs: INTERACTIVE_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: (profile) => ({ token: pushToken(profile) }),
  },
  {
    name: 'addWalletPass',
    params: '{ cardId }',
    timeoutMs: INTERACTIVE_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: () => ({ added: true }),
  },
  { name: 'requestAppRating', params: '–', timeoutMs: INTERACTIVE_TIMEOUT_MS, web: 'not-available', sampleResult: nothing },
  { name: 'startVideoCall', params: '{ roomId }', timeoutMs: INTERACTIVE_TIMEOUT_MS, web: 'not-available', sampleResult: nothing },
  { name: 'share', params: '{ title?, text?, url? }', timeoutMs: INTERACTIVE_TIMEOUT_MS, web: 'not-available', sampleResult: nothing },
  // Quick calls.
  {
    name: 'openChat',
    params: '{ skill?, topic?, botId?, lastSearchedTerm? }',
    timeoutMs: QUICK_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: nothing,
  },
  { name: 'copyToClipboard', params: '{ text }', timeoutMs: QUICK_TIMEOUT_MS, web: 'not-available', sampleResult: nothing },
  {
    name: 'setTheme',
    params: "{ theme: 'light' | 'dark' | 'system' }",
    timeoutMs: QUICK_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: nothing,
  },
  {
    name: 'getFraudDetectionSession',
    params: '–',
    timeoutMs: FRAUD_DETECTION_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: () => ({ sessionId: 'fds-7c9e6679-7425-40de-944b-e07fc1f90ae7' }),
  },
  {
    name: 'setFraudDetectionProcessId',
    params: '{ processId }',
    timeoutMs: QUICK_TIMEOUT_MS,
    web: 'not-available',
    sampleResult: nothing,
  },
  { name: 'adjustEvent', params: '{ token, parameters? }', timeoutMs: QUICK_TIMEOUT_MS, web: 'not-implemented', sampleResult: nothing },
  { name: 'openExternalLink', params: '{ url }', timeoutMs: QUICK_TIMEOUT_MS, web: 'browser', sampleResult: nothing },
  {
    name: 'finishStandaloneProcess',
    params: "{ target: 'LOGIN' | 'PUBLIC_HOME' | 'ON_BOARDING_WEB' }",
    timeoutMs: QUICK_TIMEOUT_MS,
    web: 'browser',
    sampleResult: nothing,
  },
];

/** The lowest and highest error code the app sends (features.md §8). */
export const SIMULATED_ERROR_CODE_MIN = -1;
export const SIMULATED_ERROR_CODE_MAX = 74;

/**
 * What the named codes mean: the bridge's table (`NATIVE_BRIDGE_ERROR_MEANING` in
 * packages/core/src/native/errorCodes.ts), and the outcomes of a native mobile validation that
 * have no bridge name of their own (`NATIVE_VALIDATION_CODE`).
 */
export const SIMULATED_ERROR_MEANINGS: Readonly<Record<number, string>> = {
  [-1]: 'Unknown',
  1: 'No picture',
  2: 'Permission denied',
  3: 'Timeout',
  4: 'Param mandatory',
  16: 'Operation cancelled',
  20: 'Secret expired',
  21: 'File too large',
  30: 'SMS resend limit',
  35: 'Mobile validation: generic',
  36: 'Risky client',
  37: 'Mobile validation: activate again',
  38: 'Mobile validation: try again',
  40: 'SSL pinning failed',
  50: 'Apple Pay not available',
  51: 'Apple Pay card not added',
  52: 'Apple Pay cancelled',
  53: 'Apple Pay failed',
  60: 'Camera permission denied',
};

/** The code the app sends for a method it does not have: the web app runs the browser version. */
export const NOT_IMPLEMENTED_CODE = 'NOT_IMPLEMENTED';
