import { describe, expect, it } from 'vitest';
import {
  NATIVE_BRIDGE_ERROR,
  NATIVE_VALIDATION_CODE,
  describeNativeErrorCode,
  isNativeErrorCode,
  nativeValidationOutcome,
} from './errorCodes';

describe('bridge error codes (features.md §8)', () => {
  it('are the integers from -1 to 74', () => {
    expect(isNativeErrorCode(-1)).toBe(true);
    expect(isNativeErrorCode(0)).toBe(true);
    expect(isNativeErrorCode(74)).toBe(true);
    expect(isNativeErrorCode(75)).toBe(false);
    expect(isNativeErrorCode(-2)).toBe(false);
    expect(isNativeErrorCode(2.5)).toBe(false);
    // 200 means no error: it is not an error code.
    expect(isNativeErrorCode(200)).toBe(false);
  });

  it('name every kind the spec lists, each with a code of its own inside -1 to 74', () => {
    const named = Object.keys(NATIVE_BRIDGE_ERROR);
    expect(named).toEqual(
      expect.arrayContaining([
        'unknown',
        'noPicture',
        'permissionDenied',
        'timeout',
        'paramMandatory',
        'operationCancelled',
        'secretExpired',
        'fileTooLarge',
        'smsResendLimit',
        'riskyClient',
        'sslPinningFailed',
        'applePayNotAvailable',
        'cameraPermissionDenied',
      ]),
    );
    const codes = Object.values(NATIVE_BRIDGE_ERROR);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(isNativeErrorCode(code)).toBe(true);
    expect(NATIVE_BRIDGE_ERROR.unknown).toBe(-1);
  });

  it('describe a named code by its meaning and any other as "Native error N"', () => {
    expect(describeNativeErrorCode(-1)).toBe('Unknown');
    expect(describeNativeErrorCode(2)).toBe('Permission denied');
    expect(describeNativeErrorCode(16)).toBe('Operation cancelled');
    expect(describeNativeErrorCode(36)).toBe('Risky client');
    expect(describeNativeErrorCode(73)).toBe('Native error 73');
  });
});

describe('native validation codes (features.md §8)', () => {
  it('are 35 generic, 36 risky client, 37 activate again, 38 try again, 16 operation cancelled, -1 unknown', () => {
    expect(NATIVE_VALIDATION_CODE).toEqual({
      generic: 35,
      riskyClient: 36,
      activateAgain: 37,
      tryAgain: 38,
      operationCancelled: 16,
      unknown: -1,
    });
  });

  it.each([
    [35, 'generic'],
    [36, 'riskyClient'],
    [37, 'activateAgain'],
    [38, 'tryAgain'],
    [16, 'operationCancelled'],
    [-1, 'unknown'],
    [2, 'unknown'],
    ['37', 'unknown'],
    [null, 'unknown'],
  ])('code %j means %s', (code, outcome) => {
    expect(nativeValidationOutcome(code)).toBe(outcome);
  });
});
