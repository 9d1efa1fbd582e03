export {
  LOGIN_LIMITS,
  pruneOldLoginTries,
  remainingLoginTries,
  reserveLoginCheck,
  settleLoginCheck,
  type LoginCheckReservation,
  type LoginLimits,
  type LoginTry,
} from './throttle';
export { verifyCredentials, verifyStaffCredentials, type Credentials, type StaffCredentials } from './verifyCredentials';
export { ADULT_AGE_YEARS, LOGIN_CLIENT_KINDS, ageInYears, isAdultOnTeenClient, type LoginClientKind } from './teenClient';
