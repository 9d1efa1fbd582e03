/**
 * The sandbox bank: stands in for the bank's servers for `npm start`, the end-to-end tests and
 * manual exploration (docs/sandbox-api.md is its contract).
 */
export { startSandbox, DEFAULT_PORT, type RunningSandbox, type StartSandboxOptions } from './start';
export {
  createApp,
  ANTI_HIJACK_PREFIX,
  API_PATHS,
  DEFAULT_APP_HOST,
  SESSION_COOKIE,
  SHELL_NOT_BUILT_MESSAGE,
  TOKEN_EXPIRED_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  type SandboxAppOptions,
} from './server';
export { DEMO_LOGINS, prepareDatabase, type DemoLogin } from './seed';
export { openPgliteDatabase, openPostgresDatabase, type Database } from './db';
export { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, TOKEN_FAMILY_ABSOLUTE_LIFETIME_S } from './tokens';
export { LOGIN_LIMITS, type LoginLimits } from './login';
export { SESSION_INACTIVITY_TIMEOUT_S } from './sessions';
