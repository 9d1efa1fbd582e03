/**
 * The app's error codes (features.md §8): numbers from -1 to 74, 200 meaning no error. The spec
 * names the kinds but not the full code-to-meaning table; the numbers of the named kinds below are
 * this shell's table, agreed with the wrapper (docs/native-bridge.md). Codes without a name are
 * still valid codes: they reach the caller as they are, described as "Native error N".
 */

/** The lowest and highest code the app sends. */
export const NATIVE_ERROR_CODE_MIN = -1;
export const NATIVE_ERROR_CODE_MAX = 74;

/** The named bridge error codes. 16 and 36–38 are also the native validation codes below. */
export const NATIVE_BRIDGE_ERROR = {
  unknown: -1,
  noPicture: 1,
  permissionDenied: 2,
  timeout: 3,
  paramMandatory: 4,
  operationCancelled: 16,
  secretExpired: 20,
  fileTooLarge: 21,
  smsResendLimit: 30,
  riskyClient: 36,
  sslPinningFailed: 40,
  applePayNotAvailable: 50,
  applePayCardNotAdded: 51,
  applePayCancelled: 52,
  applePayFailed: 53,
  cameraPermissionDenied: 60,
} as const;

/** What each named code means, in the words of features.md §8: the description of an error the app sent without one. */
export const NATIVE_BRIDGE_ERROR_MEANING: Readonly<Record<number, string>> = {
  [NATIVE_BRIDGE_ERROR.unknown]: 'Unknown',
  [NATIVE_BRIDGE_ERROR.noPicture]: 'No picture',
  [NATIVE_BRIDGE_ERROR.permissionDenied]: 'Permission denied',
  [NATIVE_BRIDGE_ERROR.timeout]: 'Timeout',
  [NATIVE_BRIDGE_ERROR.paramMandatory]: 'Param mandatory',
  [NATIVE_BRIDGE_ERROR.operationCancelled]: 'Operation cancelled',
  [NATIVE_BRIDGE_ERROR.secretExpired]: 'Secret expired',
  [NATIVE_BRIDGE_ERROR.fileTooLarge]: 'File too large',
  [NATIVE_BRIDGE_ERROR.smsResendLimit]: 'SMS resend limit',
  [NATIVE_BRIDGE_ERROR.riskyClient]: 'Risky client',
  [NATIVE_BRIDGE_ERROR.sslPinningFailed]: 'SSL pinning failed',
  [NATIVE_BRIDGE_ERROR.applePayNotAvailable]: 'Apple Pay not available',
  [NATIVE_BRIDGE_ERROR.applePayCardNotAdded]: 'Apple Pay card not added',
  [NATIVE_BRIDGE_ERROR.applePayCancelled]: 'Apple Pay cancelled',
  [NATIVE_BRIDGE_ERROR.applePayFailed]: 'Apple Pay failed',
  [NATIVE_BRIDGE_ERROR.cameraPermissionDenied]: 'Camera permission denied',
};

/** The outcome codes of a native mobile validation (features.md §8). */
export const NATIVE_VALIDATION_CODE = {
  generic: 35,
  riskyClient: 36,
  /** The customer must activate mobile validation again: it leads to logout. */
  activateAgain: 37,
  tryAgain: 38,
  /** The customer cancelled: the cancel message is shown. */
  operationCancelled: 16,
  unknown: -1,
} as const;

export type NativeValidationOutcome = keyof typeof NATIVE_VALIDATION_CODE;

/** What a validation error code means for the customer; any other code is unknown. */
export function nativeValidationOutcome(code: unknown): NativeValidationOutcome {
  const known = (Object.keys(NATIVE_VALIDATION_CODE) as NativeValidationOutcome[]).find((name) => NATIVE_VALIDATION_CODE[name] === code);
  return known ?? 'unknown';
}

/** Whether a number is one of the app's error codes (-1 to 74). */
export const isNativeErrorCode = (code: number): boolean =>
  Number.isInteger(code) && code >= NATIVE_ERROR_CODE_MIN && code <= NATIVE_ERROR_CODE_MAX;

/** The description of an app error that came without one. */
export const describeNativeErrorCode = (code: number): string => NATIVE_BRIDGE_ERROR_MEANING[code] ?? `Native error ${code}`;
