/**
 * @bank-shell/core: framework-free building blocks of the shell. Nothing here touches React or
 * browser globals: window, storage, fetch and the clock are always passed in.
 *
 * This entry is on the login page (bundled into the page's module, decision 0008), so it names
 * what the shell, the bindings, core's later entries and features use, and nothing else: a name
 * exported here keeps its code on the first page even when nothing calls it. Each folder's own
 * `index.ts` lists more for code inside core.
 *
 * Later entries, which the first page does not load: `@bank-shell/core/signed-in` (tokens,
 * cross-tab work, activity), `@bank-shell/core/session-actions`, `@bank-shell/core/cache`,
 * `@bank-shell/core/monitoring`, `@bank-shell/core/native`, `@bank-shell/core/api`,
 * `@bank-shell/core/layout-rules` and `@bank-shell/core/storage-fallback`.
 */

// Stores: the observable values React subscribes to.
export { createStore } from './store';
export type { Listener, ReadableStore, WritableStore } from './store';

// Storage: Web Storage behind one interface, with its prefix; memory where it is blocked.
export { createMemoryStorage, createWebStorage } from './storage';
export type { KeyValueStorage, StorageWindow } from './storage';

// Texts and languages.
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, createI18n, interpolate, isSupportedLocale } from './i18n';
export type { I18n, Locale, Messages, MessagesLoader, NamespaceMessages, Translate } from './i18n';

// The API client (shell.md §7): the chain of steps, the bearer's source, the errors of §8.
export { ANONYMOUS_CACHE_SCOPE, HEADER, XSRF_COOKIE_NAME, apiBaseFor, createHttpClient, readCookie } from './http';
export { NO_TOKENS, bankApiSteps, stripAntiHijackPrefix } from './http';
export { HttpError, JsonParseError, NetworkError, RequestTimeoutError } from './http';
export type {
  BankApiStepsOptions,
  CacheOptions,
  CachedResponse,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  HttpResponse,
  HttpStep,
  OutgoingCall,
  RequestOptions,
  ResponseCache,
  TokenSource,
} from './http';

// The configuration the server sends (`config/appConfig`).
export { APP_CONFIG_PATH, PUBLIC_PAGES_SCOPE, parseAppConfig } from './config';
export type { AppConfig, Mean, RouteConditionConfig } from './config';

// The session (shell.md §3, §4): profiles, tokens, the storage keys and the server session's path.
export {
  AFFLUENT_LEVEL,
  SERVER_SESSION_PATH,
  SESSION_NOT_CACHED,
  SESSION_STORAGE_KEY,
  createSession,
  currentProfile,
  profileSchema,
} from './session';
export type {
  AffluentLevel,
  Clock,
  LoginKind,
  Profile,
  ProfileState,
  ServerProfile,
  Session,
  SessionActions,
  SessionCore,
  SessionOptions,
  SessionSnapshot,
  SessionStatus,
  TicketRequest,
  Timers,
} from './session';

// Routing (shell.md §2): routes, the router, links inside the app.
export {
  MODAL_ROUTE_ID,
  NAVIGATION_DATA_PARAM,
  ROUTE_NOT_FOUND_ERROR,
  RouteNotFoundError,
  compileRoutes,
  createRouter,
  featurePattern,
  interceptLinks,
  needsLogin,
  parseHash,
  readNavigationData,
  validateRoutes,
  DEFAULT_ROOT_ELEMENT_ID,
  findMountRoot,
} from './router';
export type {
  CoreApplicationRoute,
  FallbackRoute,
  FeatureRoute,
  LazyImportRoute,
  NavigateOptions,
  RedirectionRoute,
  RemoteModuleRoute,
  RouteDefinition,
  RouteMatch,
  Router,
  RouterOptions,
} from './router';

// Page layouts (shell.md §2.3, §2.4).
export { LAYOUT_MODE_DEFAULTS, LOGIN_HISTORY_BACK_TOPIC, PERSONAL_AREA_ACTION_ID, createLayoutController, resolveLayout } from './layout';
export type {
  LayoutAction,
  LayoutClasses,
  LayoutConfig,
  LayoutController,
  LayoutLogo,
  LayoutMode,
  LayoutModeDefaults,
  LeftAction,
  ResolvedLayout,
} from './layout';

// Events between features and the shell (shell.md §5, features.md §4): topics, messages, payloads.
export { EVENT_MESSAGE, EVENT_TOPIC, THEMES, accepts, isSupportedExternalUrl, payloadCheck } from './events';
export type {
  AffluentMarkPayload,
  DocumentDownloadPayload,
  EventHandler,
  ExternalUrlPayload,
  MaskedModePayload,
  NavigationPayload,
  SecurityMethod,
  SecurityProcessPayload,
  SpecTopics,
  Theme,
  ThemePayload,
  TopicValidators,
} from './events';
export { createShellEventBus } from './shellEvents';
export type { ShellEventBus, ShellEventBusHost, ShellEventTopics } from './shellEvents';

// Channels and clients (shell.md §6).
export { CHANNEL_CODE, DEFAULT_CLIENT_ID, resolveChannel } from './channels';
export type { Channel, ChannelCode, ClientKind } from './channels';

// Loading a module once, and again after a failure.
export { loadOnce } from './loadOnce';

// A feature module's lifecycle (issue 15 §3): load, bootstrap, mount, each within a time limit.
export { FEATURE_LOAD_TIMEOUT_MS, FeatureTimeoutError, createFeatureLifecycles, moduleUrlForAttempt } from './featureLifecycle';
export type { FeatureLifecycle, FeatureLifecycleOptions, FeatureLifecycles, FeatureState, FeatureStatus } from './featureLifecycle';

// The native wrapper around the page (features.md §4.5): found here, the bridge is a later entry.
export { findNativeWrapper } from './native/detect';
export type { NativePlatform, NativeWrapper } from './native/detect';
export type { NativeCapabilities, NativeParams, NativeService, NativeWrapperInfo } from './native/types';

/** Schemas for boundaries: `import { schema as v } from '@bank-shell/core'`. */
export { schema } from './schema';
export type { InferOutput, Issue, Schema } from './schema';
