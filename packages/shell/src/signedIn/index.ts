import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { loadOnce } from '@bank-shell/core';
import type { HttpClient, Session, ShellEventBusHost } from '@bank-shell/core';
import { loadSessionActions } from '../app/sessionActions';
import { routeGroupLists } from '../routes/routeGroups';
import type * as SignedInChunk from './chunk';
import type { SignedInPlatform, SignedInServices } from './chunk';

type Chunk = typeof SignedInChunk;

let loaded: Chunk | null = null;

/**
 * Core's response cache, which only a signed-in customer's calls fill: imported here, beside the
 * rest of what a signed-in page loads, so that the build finds it with them and a returning
 * customer's page preloads it (docs/architecture.md, "The first load").
 */
export const importResponseCache = () => import('@bank-shell/core/cache');

/**
 * Starts loading the signed-in chunk once; later calls share it, a failed load is tried again.
 * Core's signed-in entry, which the chunk imports, the session's actions (logout needs them) and
 * the layout rules (signed-in features ask for layouts) are asked for at the same time rather than
 * after the chunk arrives, so the chain of requests stays flat (issue 12).
 */
export const loadSignedInChunk: () => Promise<Chunk> = loadOnce(() =>
  Promise.all([
    import('./chunk'),
    // The chunk shares this module with the session-ended notice, so it is a file of its own that
    // the chunk imports: asked for here, it comes beside the chunk, not one round trip after it.
    import('../i18n/useLazyTexts'),
    import('@bank-shell/core/signed-in'),
    loadSessionActions(),
    import('@bank-shell/core/layout-rules'),
    // What signed-in features call the bank with: fetched beside them rather than after them.
    import('@bank-shell/core/api'),
    import('@bank-shell/react/query'),
    import('@bank-shell/react/snackbar'),
    // What signed-in features show amounts and display preferences with.
    import('@bank-shell/react/display'),
  ]).then(([chunk]) => {
    loaded = chunk;
    routeGroupLists.set(chunk.ROUTE_GROUP_LISTS);
    return chunk;
  }),
);

/**
 * One screen of the chunk. Once the chunk is in, it renders at once; before that it suspends
 * (render it inside a `<Suspense>` boundary) while the chunk loads. Signed-in routes wait for the
 * chunk before they show, so their chrome never appears after their content.
 */
function signedInScreen<Props extends object>(name: string, pick: (chunk: Chunk) => ComponentType<Props>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: pick(await loadSignedInChunk()) }));
  function SignedInScreen(props: Props) {
    return createElement(loaded ? pick(loaded) : Lazy, props);
  }
  SignedInScreen.displayName = name;
  return SignedInScreen;
}

export const MainNavigation = signedInScreen('MainNavigation', (chunk) => chunk.MainNavigation);
export const ProfileSwitcher = signedInScreen('ProfileSwitcher', (chunk) => chunk.ProfileSwitcher);
export const PendingPaymentsBadge = signedInScreen('PendingPaymentsBadge', (chunk) => chunk.PendingPaymentsBadge);
export const LogoutScreen = signedInScreen('LogoutScreen', (chunk) => chunk.LogoutScreen);
export const ModalScreen = signedInScreen('ModalScreen', (chunk) => chunk.ModalScreen);
export const SignedInOverlays = signedInScreen('SignedInOverlays', (chunk) => chunk.SignedInOverlays);

/** Runs the signed-in services while the session holds a customer's profile; see {@link followSessionWithServices}. */
export interface SignedInLifecycle {
  /**
   * Refreshes the current profile's token, for the API client's retry on an expired token: true
   * when it was refreshed. Waits for the services if they are still loading.
   */
  refreshToken(): Promise<boolean>;
  /**
   * The pages' API client: while the services run, through their session's scope, so that a page's
   * call on its way when the session ends is stopped (issue 42 §1); a visitor's call, or one made
   * before the services start, as it is. The scope lives in the signed-in chunk: the login page,
   * whose calls are a visitor's, loads none of it.
   */
  readonly http: HttpClient;
  /** Stops following the session, and the services. */
  dispose(): void;
}

/**
 * Starts the signed-in services when the session gets a customer's profile (a login here or in
 * another tab, or a page opened with a stored session) and stops them when the last one goes; an
 * anonymous profile (a prospect signing up) starts nothing. On the login page
 * none of it loads. A chunk that cannot load is reported; the next change of session tries again.
 */
export function followSessionWithServices(
  host: { session: Session; http: HttpClient; events: ShellEventBusHost },
  platform: SignedInPlatform,
  load: () => Promise<Pick<Chunk, 'startSignedInServices'>> = loadSignedInChunk,
): SignedInLifecycle {
  const { session } = host;
  let running: Promise<SignedInServices | null> | null = null;
  // The services once started, until they stop: what the pages' calls go through.
  let started: SignedInServices | null = null;
  const stop = () => {
    // The pages' calls from now on are a visitor's. Started services stop a microtask later, once
    // every listener of the session has seen its end (the services' own keep why it ended for the
    // login page), and still long before any call on its way can be answered: stopping aborts
    // them. Services still loading never start.
    const ending = started;
    started = null;
    running = null;
    if (ending !== null) queueMicrotask(() => ending.stop());
  };
  const follow = () => {
    // A customer's profile, not any token: a prospect's anonymous profile has one too (shell.md §4).
    const signedIn = session.state.getSnapshot().profiles.length > 0;
    if (signedIn && running === null) {
      const starting: Promise<SignedInServices | null> = load().then(
        (chunk) => {
          if (running !== starting) return null;
          started = chunk.startSignedInServices(host, platform);
          return started;
        },
        (error: unknown) => {
          platform.logError(error);
          if (running === starting) running = null;
          return null;
        },
      );
      running = starting;
    } else if (!signedIn && running !== null) stop();
  };
  const unsubscribe = session.state.subscribe(follow);
  follow();
  const through = () => started?.http ?? host.http;
  return {
    http: {
      apiBase: host.http.apiBase,
      request: (path, options) => through().request(path, options),
      get: (path, options) => through().get(path, options),
      post: (path, options) => through().post(path, options),
      delete: (path, options) => through().delete(path, options),
    },
    async refreshToken() {
      const services = await running;
      return services ? (await services.tokens.refresh()).kind === 'refreshed' : false;
    },
    dispose() {
      unsubscribe();
      stop();
    },
  };
}
