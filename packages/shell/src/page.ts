/**
 * The page's one module of our own code: core's main entry, the React bindings and the shell host,
 * bundled together so that the first page loads one file rather than three (issue 12: 1.2 KB less
 * gzip and two requests fewer). The import map points `@bank-shell/core`, `@bank-shell/react` and
 * `@bank-shell/shell` at this module; features and later entries import them by name as before
 * and get this one instance. See docs/decisions/0008-one-module-for-core-bindings-and-shell.md.
 *
 * It exports what modules outside it import: the API of features and what core's later entries
 * take from the main entry. The host's own wiring (`createRouter`, `createSession`,
 * `ShellProvider`, …) is bundled here and used here, never imported from outside, so its names are
 * not exported: each would cost the login page bytes (decision 0011). `scripts/build.test.mjs`
 * checks that every name a built module imports from this one is exported.
 */
export {
  AFFLUENT_LEVEL,
  CHANNEL_CODE,
  EVENT_MESSAGE,
  EVENT_TOPIC,
  HEADER,
  HttpError,
  JsonParseError,
  LAYOUT_MODE_DEFAULTS,
  LOGIN_HISTORY_BACK_TOPIC,
  MODAL_ROUTE_ID,
  NAVIGATION_DATA_PARAM,
  NetworkError,
  PERSONAL_AREA_ACTION_ID,
  RequestTimeoutError,
  RouteNotFoundError,
  SERVER_SESSION_PATH,
  SESSION_NOT_CACHED,
  THEMES,
  accepts,
  createStore,
  currentProfile,
  isSupportedExternalUrl,
  loadOnce,
  needsLogin,
  payloadCheck,
  profileSchema,
  readCookie,
  readNavigationData,
  schema,
} from '@bank-shell/core';
export {
  FeatureDefinitionError,
  FeatureOutlet,
  defineFeature,
  useCurrentLayout,
  useHttp,
  useLayout,
  useLoginHistoryBack,
  useNavigate,
  usePageTitle,
  useRoute,
  useSession,
  useShell,
  useStore,
  useTranslation,
} from '@bank-shell/react';
import './main';
