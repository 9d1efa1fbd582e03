// A later entry of core: it reaches the main entry by name, so the page holds one copy of it.
import { profileSchema, schema as v } from '@bank-shell/core';
import type { Schema } from '../schema';
import { NATIVE_BRIDGE_TIMEOUT_MS, PROCESS_END_TARGETS } from './constants';

/**
 * Every native method the web app calls (features.md §4.5, §7; shell.md §7, §9), in one table:
 * the parameters the app accepts, the result it answers, how long the bridge waits, and what a
 * plain browser does instead. The spec names the capabilities but not their wire names or shapes
 * ("the complete list of native methods: not shown"): those below are this shell's, documented in
 * docs/native-bridge.md and played by the native-wrapper simulator.
 */

/** A call that waits for a person (a fingerprint, a photo, a validation, a payment card): five minutes. */
export const NATIVE_INTERACTIVE_TIMEOUT_MS = 300_000;
/** A position fix may need the GPS to wake up. */
export const NATIVE_GEOLOCATION_TIMEOUT_MS = 30_000;
/** The fraud-detection SDK collects device signals before it answers. */
export const NATIVE_FRAUD_DETECTION_TIMEOUT_MS = 10_000;

/**
 * What a plain browser does (features.md §4.5): its own version of the method (`browser`), a
 * not-implemented error (stored data, adjust events), or 'Capability not available'.
 */
export type NativeWebFallback = 'browser' | 'not-implemented' | 'not-available';

export interface NativeMethodSpec<P, R> {
  readonly params: Schema<P>;
  readonly result: Schema<R>;
  readonly timeoutMs: number;
  readonly web: NativeWebFallback;
}

const method = <P, R>(params: Schema<P>, result: Schema<R>, timeoutMs: number, web: NativeWebFallback): NativeMethodSpec<P, R> => ({
  params,
  result,
  timeoutMs,
  web,
});

const noParams = v.object({});
const nothing = v.unknown();
const nonEmpty = v.pipe(v.string(), v.minLength(1));
const positiveInteger = v.pipe(v.number(), (value) => (Number.isInteger(value) && value > 0 ? null : 'Expected a positive integer'));

/** One key, or a list of keys, never both (features.md §5: 'Parameter value not valid'). */
const retrieveDataParams = v.pipe(v.object({ key: v.optional(nonEmpty), keys: v.optional(v.array(nonEmpty)) }), ({ key, keys }) =>
  (key === undefined) === (keys === undefined) ? 'Give either key or keys' : null,
);

/** The eight parameters of a native mobile validation (features.md §7). */
const runValidationParams = v.object({
  maxFailures: positiveInteger,
  maxPasswordLength: positiveInteger,
  personId: nonEmpty,
  processId: nonEmpty,
  smsRetries: positiveInteger,
  legalUrl: v.pipe(v.string(), v.url()),
  serviceName: nonEmpty,
  passwordRequired: v.boolean(),
});

/**
 * A profile as the app hands it over when it owns the session (shell.md §4, the session bridge):
 * the bank's profile, without the refresh token, which stays with its owner, the app.
 */
export const bridgedProfileSchema = v.object({ ...profileSchema.entries, refreshToken: v.optional(v.string()) });

/** What the app tells of the device (shell.md §9, 2 s). */
export const nativeDeviceDataSchema = v.object({
  brand: nonEmpty,
  model: v.string(),
  os: v.picklist(['android', 'ios']),
  osVersion: v.string(),
  appVersion: v.string(),
  deviceId: nonEmpty,
});

export const NATIVE_METHODS = {
  // The shell's own calls.
  getActiveProfileId: method(noParams, v.object({ profileId: v.nullable(v.string()) }), NATIVE_BRIDGE_TIMEOUT_MS, 'not-available'),
  getProfiles: method(noParams, v.array(bridgedProfileSchema), NATIVE_BRIDGE_TIMEOUT_MS, 'not-available'),
  getDeviceData: method(noParams, nativeDeviceDataSchema, NATIVE_BRIDGE_TIMEOUT_MS, 'not-available'),
  // Stored data and secrets.
  storeData: method(v.object({ key: nonEmpty, value: v.string() }), nothing, NATIVE_BRIDGE_TIMEOUT_MS, 'not-implemented'),
  retrieveData: method(retrieveDataParams, v.record(v.nullable(v.string())), NATIVE_BRIDGE_TIMEOUT_MS, 'not-implemented'),
  storeSecret: method(v.object({ key: nonEmpty, value: v.string() }), nothing, NATIVE_INTERACTIVE_TIMEOUT_MS, 'not-available'),
  retrieveSecret: method(v.object({ key: nonEmpty }), v.object({ value: v.string() }), NATIVE_INTERACTIVE_TIMEOUT_MS, 'not-available'),
  // What waits for the customer.
  fingerprint: method(
    v.object({ reason: v.optional(v.string()) }),
    v.object({ authenticated: v.boolean() }),
    NATIVE_INTERACTIVE_TIMEOUT_MS,
    'not-available',
  ),
  takePicture: method(
    v.object({ source: v.optional(v.picklist(['camera', 'gallery'])) }),
    v.object({ image: nonEmpty, mimeType: nonEmpty }),
    NATIVE_INTERACTIVE_TIMEOUT_MS,
    'not-available',
  ),
  getContacts: method(
    noParams,
    v.array(v.object({ name: v.string(), phones: v.array(v.string()) })),
    NATIVE_INTERACTIVE_TIMEOUT_MS,
    'not-available',
  ),
  getGeolocation: method(
    noParams,
    v.object({ latitude: v.number(), longitude: v.number(), accuracy: v.number() }),
    NATIVE_GEOLOCATION_TIMEOUT_MS,
    'not-available',
  ),
  isMobileValidationRegistered: method(
    v.object({ personId: nonEmpty }),
    v.object({ registered: v.boolean() }),
    NATIVE_BRIDGE_TIMEOUT_MS,
    'not-available',
  ),
  runMobileValidation: method(runValidationParams, v.object({ validated: v.boolean() }), NATIVE_INTERACTIVE_TIMEOUT_MS, 'not-available'),
  registerPushNotifications: method(noParams, v.object({ token: nonEmpty }), NATIVE_INTERACTIVE_TIMEOUT_MS, 'not-available'),
  addWalletPass: method(v.object({ cardId: nonEmpty }), v.object({ added: v.boolean() }), NATIVE_INTERACTIVE_TIMEOUT_MS, 'not-available'),
  requestAppRating: method(noParams, nothing, NATIVE_INTERACTIVE_TIMEOUT_MS, 'not-available'),
  startVideoCall: method(v.object({ roomId: nonEmpty }), nothing, NATIVE_INTERACTIVE_TIMEOUT_MS, 'not-available'),
  share: method(
    v.object({ title: v.optional(v.string()), text: v.optional(v.string()), url: v.optional(v.pipe(v.string(), v.url())) }),
    nothing,
    NATIVE_INTERACTIVE_TIMEOUT_MS,
    'not-available',
  ),
  // Quick calls.
  openChat: method(
    v.object({
      skill: v.optional(v.string()),
      topic: v.optional(v.string()),
      botId: v.optional(v.string()),
      lastSearchedTerm: v.optional(v.string()),
    }),
    nothing,
    NATIVE_BRIDGE_TIMEOUT_MS,
    'not-available',
  ),
  copyToClipboard: method(v.object({ text: v.string() }), nothing, NATIVE_BRIDGE_TIMEOUT_MS, 'not-available'),
  setTheme: method(v.object({ theme: v.picklist(['light', 'dark', 'system']) }), nothing, NATIVE_BRIDGE_TIMEOUT_MS, 'not-available'),
  getFraudDetectionSession: method(noParams, v.object({ sessionId: nonEmpty }), NATIVE_FRAUD_DETECTION_TIMEOUT_MS, 'not-available'),
  // The device-risk script's process id of this login (features.md §4.9), so the SDK's own
  // profiling is filed under the same process as the web's.
  setFraudDetectionProcessId: method(v.object({ processId: nonEmpty }), nothing, NATIVE_BRIDGE_TIMEOUT_MS, 'not-available'),
  adjustEvent: method(
    v.object({ token: nonEmpty, parameters: v.optional(v.record(v.string())) }),
    nothing,
    NATIVE_BRIDGE_TIMEOUT_MS,
    'not-implemented',
  ),
  openExternalLink: method(v.object({ url: v.string() }), nothing, NATIVE_BRIDGE_TIMEOUT_MS, 'browser'),
  finishStandaloneProcess: method(v.object({ target: v.picklist(PROCESS_END_TARGETS) }), nothing, NATIVE_BRIDGE_TIMEOUT_MS, 'browser'),
} as const;

export type NativeMethodName = keyof typeof NATIVE_METHODS;
export type NativeMethodParams<M extends NativeMethodName> =
  (typeof NATIVE_METHODS)[M] extends NativeMethodSpec<infer P, unknown> ? P : never;
export type NativeMethodResult<M extends NativeMethodName> =
  (typeof NATIVE_METHODS)[M] extends NativeMethodSpec<unknown, infer R> ? R : never;

/** The table's entry for a method name; undefined for a method the table does not know. */
export const nativeMethodSpec = (name: string): NativeMethodSpec<unknown, unknown> | undefined =>
  Object.hasOwn(NATIVE_METHODS, name) ? NATIVE_METHODS[name as NativeMethodName] : undefined;
