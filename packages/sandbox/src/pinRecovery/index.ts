/**
 * PIN recovery (issue 42 §1; sandbox-api.md, PIN recovery): a customer who forgot their security
 * PIN proves who they are with their document, birth date and a code sent to their phone, and
 * chooses a new one, from a browser with no session.
 */
export {
  NEW_PIN_WINDOW_S,
  PIN_RECOVERY_COOKIE,
  PIN_RECOVERY_LIMITS,
  RECOVERY_CODE_MAX_ATTEMPTS,
  RECOVERY_CODE_TTL_S,
  type PinRecoveryLimits,
} from './constants';
export {
  checkRecoveryCode,
  chooseNewPin,
  prunePinRecoveries,
  recoveryPhoneOf,
  startRecovery,
  type CodeCheck,
  type NewPin,
  type PinChosen,
  type RecoveryRefusal,
  type RecoveryStart,
} from './recoveryStore';
