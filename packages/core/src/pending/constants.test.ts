import { describe, expect, it } from 'vitest';
import { CHANNEL_CODE } from '../channels';
import { nativeValidationOutcome } from '../native/errorCodes';
import {
  PENDING_CHECK_EXCLUDED_ROUTES,
  PENDING_CONSOLE_ERROR,
  PENDING_DESTINATION,
  PENDING_MESSAGE_KEY,
  PENDING_OPERATION_TYPE,
  PENDING_OPERATION_TYPES,
  PENDING_SUCCESS_AUTO_CLOSE_MS,
  VALIDATION_LEGAL_PATH,
  VALIDATION_MAX_FAILURES,
  VALIDATION_MAX_PASSWORD_LENGTH,
  VALIDATION_SERVICE_NAME,
  VALIDATION_SMS_RETRIES,
} from './constants';

// Every expected value below is written out, never derived from ./constants, so that a changed
// constant fails a test. The spec's values are quoted from features.md; the others are this shell's
// choices that other packages rely on (route paths, message keys).

describe('pending-operation constants (features.md §9)', () => {
  it('max failed validation attempts 3', () => {
    expect(VALIDATION_MAX_FAILURES).toBe(3);
  });

  it('SMS retries 3', () => {
    expect(VALIDATION_SMS_RETRIES).toBe(3);
  });

  it('max password length 12', () => {
    expect(VALIDATION_MAX_PASSWORD_LENGTH).toBe(12);
  });

  it('snackbar auto-close 5000 ms', () => {
    expect(PENDING_SUCCESS_AUTO_CLOSE_MS).toBe(5000);
  });

  it('type codes 75, 76, 85, 91, 92, 94, 95, BUSINESS, as the strings the bank sends', () => {
    expect(PENDING_OPERATION_TYPES).toEqual(['75', '76', '85', '91', '92', '94', '95', 'BUSINESS']);
    expect(PENDING_OPERATION_TYPE).toEqual({
      loginSca: '75',
      ecommerce: '76',
      bizumEcommerce: '85',
      bizumIdLogin: '91',
      bizumIdLoginOther: '92',
      bizumIdRegister: '94',
      bizumIdRegisterOther: '95',
      business: 'BUSINESS',
    });
  });
});

describe('routes excluded from the pending-operation check (features.md §2.1)', () => {
  it('are page not found, deeplinks, the two single-sign-on routes, the native login, the deposit-contract feature route and the two deposit transfer routes', () => {
    expect(PENDING_CHECK_EXCLUDED_ROUTES).toEqual([
      'pagina-no-encontrada',
      'deeplinks',
      'sso',
      'sso-login',
      'login/native-login',
      'ing-feature-page/ing-feat-deposit-contract',
      'ing-redirect/deposit-contract/transfer-deposit',
      'contratar-deposito/transfer-deposit',
    ]);
  });
});

describe('the console error (features.md §8)', () => {
  it("a navigation to a feature that is not active: 'Pending operation is trying to navigate a NOT active FIT feature'", () => {
    expect(PENDING_CONSOLE_ERROR).toEqual({ inactiveFeature: 'Pending operation is trying to navigate a NOT active FIT feature' });
  });
});

describe('the native validation codes the check relies on (features.md §8)', () => {
  it('37 means activate again (it leads to logout)', () => {
    expect(nativeValidationOutcome(37)).toBe('activateAgain');
  });

  it('16 means operation cancelled (the cancel message)', () => {
    expect(nativeValidationOutcome(16)).toBe('operationCancelled');
  });

  it('35, 36, 38 and -1 are the other outcomes: generic, risky client, try again, unknown', () => {
    expect([35, 36, 38, -1].map(nativeValidationOutcome)).toEqual(['generic', 'riskyClient', 'tryAgain', 'unknown']);
  });
});

describe('device matching codes (features.md §6)', () => {
  it('channel code 83 for desktop, 86 for mobile', () => {
    expect(CHANNEL_CODE.web).toBe(83);
    expect(CHANNEL_CODE.mobile).toBe(86);
  });
});

describe("this shell's choices that other packages rely on", () => {
  it('the destinations of §2.2 are the route paths confirmar-operacion and operaciones-pendientes', () => {
    expect(PENDING_DESTINATION).toEqual({
      confirmPendingOperation: 'confirmar-operacion',
      pendingEcommerceOperations: 'operaciones-pendientes',
    });
  });

  it('the cancelled and error messages are the translated keys pending.cancelled and pending.error', () => {
    expect(PENDING_MESSAGE_KEY).toEqual({ cancelled: 'pending.cancelled', error: 'pending.error' });
  });

  it('the validation screen names the service "Banca online" and links to /legal/validacion-movil', () => {
    expect(VALIDATION_SERVICE_NAME).toBe('Banca online');
    expect(VALIDATION_LEGAL_PATH).toBe('/legal/validacion-movil');
  });
});
