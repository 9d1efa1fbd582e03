export { LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES, loginLockRemainingS, recordLoginAttempt } from './throttle';
export { verifyCredentials, type Credentials } from './verifyCredentials';
