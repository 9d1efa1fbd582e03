import { createStore } from '../store';
import type { ReadableStore } from '../store';
import type { Timers } from '../session';

/**
 * Where one feature module stands (issue 15 §3), after single-spa's application statuses:
 *
 * ```
 * NOT_LOADED ─load─▶ LOADING_SOURCE_CODE ─▶ BOOTSTRAPPING ─▶ NOT_MOUNTED ─mount─▶ MOUNTING ─mounted─▶ MOUNTED
 *                        │  failed or late      │ failed or late  ▲  (broke, too)   │ broke or late    │ broke
 *                        ▼                      ▼                 │                 ▼                  ▼
 *                      LOAD_ERROR ◀─────────────┘                 └──── retry ─ SKIP_BECAUSE_BROKEN ◀──┘
 *                        └─ retry ─▶ LOADING_SOURCE_CODE (from a new URL)
 * MOUNTING, MOUNTED ─unmount─▶ UNMOUNTING ─▶ NOT_MOUNTED
 * ```
 */
export type FeatureStatus =
  | 'NOT_LOADED'
  | 'LOADING_SOURCE_CODE'
  | 'BOOTSTRAPPING'
  | 'NOT_MOUNTED'
  | 'MOUNTING'
  | 'MOUNTED'
  | 'UNMOUNTING'
  | 'LOAD_ERROR'
  | 'SKIP_BECAUSE_BROKEN';

/** The transitions with a time limit: loading and bootstrapping make a load, mounting follows. */
type LoadStep = 'load' | 'bootstrap';
type Transition = LoadStep | 'mount';

/** A status with what goes with it: the bootstrapped feature once there is one, the error of a failure. */
export type FeatureState<T> =
  | { status: 'NOT_LOADED' | 'LOADING_SOURCE_CODE' | 'BOOTSTRAPPING' }
  | { status: 'NOT_MOUNTED' | 'MOUNTING' | 'MOUNTED' | 'UNMOUNTING'; feature: T }
  /** `step`: the module's `import()` (`load`), or making it a feature once it arrived (`bootstrap`). */
  | { status: 'LOAD_ERROR'; error: unknown; step: LoadStep }
  | { status: 'SKIP_BECAUSE_BROKEN'; feature: T; error: unknown };

/** A feature module that has not loaded after this long counts as failed (STYLE.md, example 7). */
export const FEATURE_LOAD_TIMEOUT_MS = 15_000;
/**
 * Its bootstrap (its texts in the current language) gets as long as the module did. Each
 * transition has its own limit, so module and texts together may take 30 s, where the outlet
 * today gives both one 15 s limit: the wiring of the outlet to this machine decides.
 */
export const FEATURE_BOOTSTRAP_TIMEOUT_MS = 15_000;
/** A feature whose first render is not on screen after this long (it suspends forever) is broken. */
export const FEATURE_MOUNT_TIMEOUT_MS = 15_000;

const LIMITS_MS: Readonly<Record<Transition, number>> = {
  load: FEATURE_LOAD_TIMEOUT_MS,
  bootstrap: FEATURE_BOOTSTRAP_TIMEOUT_MS,
  mount: FEATURE_MOUNT_TIMEOUT_MS,
};

/** Raised when a transition of a feature's lifecycle is not over within its time limit. */
export class FeatureTimeoutError extends Error {
  // The message says it all: the module, the transition and the limit (fields would cost the login page).
  constructor(url: string, transition: Transition, limitMs: number) {
    super(`Feature module ${url} did not ${transition} within ${limitMs} ms`);
    this.name = 'FeatureTimeoutError';
  }
}

/** A failed `import()` is cached by the browser per URL, so every new try needs a new URL. */
export function moduleUrlForAttempt(moduleUrl: string, attempt: number): string {
  if (attempt === 0) return moduleUrl;
  return `${moduleUrl}${moduleUrl.includes('?') ? '&' : '?'}retry=${attempt}`;
}

export interface FeatureLifecycleOptions<T> {
  /** Imports a module by URL (`import()`; the URL carries `?retry=N` after a failure). */
  importModule: (url: string) => Promise<unknown>;
  /** Makes a loaded module a feature ready to mount (checks it, loads its texts), or throws. */
  bootstrap: (module: unknown, url: string) => Promise<T>;
  timers: Timers;
  /** Told about every failure and late transition, for logging. */
  onError?: (error: unknown) => void;
}

/** The lifecycle of one feature module, shared by every route and outlet that shows it. */
export interface FeatureLifecycle<T> {
  readonly state: ReadableStore<FeatureState<T>>;
  /**
   * Loads and bootstraps the module if it is not loaded or its load failed; settles with the
   * feature once it can mount, or rejects with the load's error. Calls during a load share it.
   */
  load(): Promise<T>;
  /** The outlet renders the feature: NOT_MOUNTED → MOUNTING, within {@link FEATURE_MOUNT_TIMEOUT_MS}. */
  mount(): void;
  /** Its first render is on screen: MOUNTING → MOUNTED. */
  mounted(): void;
  /** It threw while rendering: NOT_MOUNTED, MOUNTING or MOUNTED → SKIP_BECAUSE_BROKEN. */
  broke(error: unknown): void;
  /** The outlet stops showing it: MOUNTING or MOUNTED (or broken) → UNMOUNTING → NOT_MOUNTED. */
  unmount(): void;
  /** After a failure: a load error loads again from a new URL, a broken feature is rendered again. */
  retry(): void;
}

/** The lifecycles of a page's feature modules, by URL. */
export interface FeatureLifecycles<T> {
  /**
   * The lifecycle of the module at `url`, the same one on every call. `importModule` replaces the
   * options' for a module that is not imported by URL (a lazy route's own `import`); the first
   * call for a URL decides.
   */
  lifecycleOf(url: string, importModule?: (url: string) => Promise<unknown>): FeatureLifecycle<T>;
  /**
   * The lifecycle of the module at `url` if something asked for it, without making one: the
   * developer inspector (issue 40 §4) reads states, and its looking must not decide `importModule`.
   */
  peek(url: string): FeatureLifecycle<T> | undefined;
}

/**
 * The lifecycle of every feature module the page shows, one per URL: `lifecycleOf(url)` always
 * gives the same one, so a feature loaded once mounts at once on every later route.
 *
 * A transition that outlives its time limit fails the lifecycle (a load or bootstrap: LOAD_ERROR;
 * a mount: SKIP_BECAUSE_BROKEN); its late result, which `import()` cannot be stopped from
 * delivering, is ignored, as is the result of a load that a retry replaced.
 */
export function createFeatureLifecycles<T>(options: FeatureLifecycleOptions<T>): FeatureLifecycles<T> {
  const lifecycles = new Map<string, FeatureLifecycle<T>>();
  return {
    lifecycleOf(url, importModule = options.importModule) {
      let lifecycle = lifecycles.get(url);
      if (!lifecycle) {
        lifecycle = createFeatureLifecycle(url, { ...options, importModule });
        lifecycles.set(url, lifecycle);
      }
      return lifecycle;
    },
    peek: (url) => lifecycles.get(url),
  };
}

function createFeatureLifecycle<T>(
  url: string,
  { importModule, bootstrap, timers, onError }: FeatureLifecycleOptions<T>,
): FeatureLifecycle<T> {
  const state = createStore<FeatureState<T>>({ status: 'NOT_LOADED' });
  let attempt = 0;
  /** The load in progress, shared by its callers; `null` once it settled. */
  let loading: Promise<T> | null = null;
  /** The time limit running, if any: every change of state through `set` ends it. */
  let deadline: unknown;

  const set = (next: FeatureState<T>) => {
    timers.clearTimeout(deadline);
    state.set(next);
  };
  const limit = (transition: Transition, onLate: (error: FeatureTimeoutError) => void) => {
    timers.clearTimeout(deadline);
    deadline = timers.setTimeout(() => {
      const error = new FeatureTimeoutError(url, transition, LIMITS_MS[transition]);
      onError?.(error);
      onLate(error);
    }, LIMITS_MS[transition]);
  };

  const runLoad = () =>
    new Promise<T>((resolve, reject) => {
      const attemptUrl = moduleUrlForAttempt(url, attempt);
      let step: LoadStep = 'load';
      /** Settled, by its result or its time limit: whatever comes after is dropped. */
      let over = false;
      const fail = (error: unknown) => {
        if (over) return;
        over = true;
        // The browser keeps a failed import for its URL: the next try asks for a new one. Cleared
        // before the state changes, so a retry asked for from the failure's notification starts anew.
        attempt += 1;
        loading = null;
        set({ status: 'LOAD_ERROR', error, step });
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the caller gets the import's own reason, as from `import()`
        reject(error);
      };
      state.set({ status: 'LOADING_SOURCE_CODE' });
      limit('load', fail);
      // An import that throws at once fails the load like one that rejects.
      new Promise<unknown>((imported) => imported(importModule(attemptUrl)))
        .then((module) => {
          if (over) return;
          step = 'bootstrap';
          state.set({ status: 'BOOTSTRAPPING' });
          limit('bootstrap', fail);
          return bootstrap(module, attemptUrl).then((feature) => {
            if (over) return;
            over = true;
            loading = null;
            set({ status: 'NOT_MOUNTED', feature });
            resolve(feature);
          });
        })
        .catch((error: unknown) => {
          if (over) return;
          onError?.(error);
          fail(error);
        });
    });

  const load = (): Promise<T> => {
    const current = state.getSnapshot();
    if ('feature' in current) return Promise.resolve(current.feature);
    loading ??= runLoad();
    return loading;
  };

  return {
    state,
    load,
    mount() {
      const current = state.getSnapshot();
      if (current.status !== 'NOT_MOUNTED') return;
      state.set({ status: 'MOUNTING', feature: current.feature });
      limit('mount', (error) => set({ status: 'SKIP_BECAUSE_BROKEN', feature: current.feature, error }));
    },
    mounted() {
      const current = state.getSnapshot();
      if (current.status === 'MOUNTING') set({ status: 'MOUNTED', feature: current.feature });
    },
    broke(error) {
      const current = state.getSnapshot();
      // NOT_MOUNTED too: React renders a feature, and may catch it throwing, before the outlet's
      // effect tells the mount.
      if (current.status !== 'NOT_MOUNTED' && current.status !== 'MOUNTING' && current.status !== 'MOUNTED') return;
      onError?.(error);
      set({ status: 'SKIP_BECAUSE_BROKEN', feature: current.feature, error });
    },
    unmount() {
      const current = state.getSnapshot();
      if (current.status !== 'MOUNTING' && current.status !== 'MOUNTED' && current.status !== 'SKIP_BECAUSE_BROKEN') return;
      // React takes a feature off the page synchronously: UNMOUNTING lasts only as long as that.
      set({ status: 'UNMOUNTING', feature: current.feature });
      state.set({ status: 'NOT_MOUNTED', feature: current.feature });
    },
    retry() {
      const current = state.getSnapshot();
      // The failure is in the state, for the outlet to show: nothing to do with it here.
      if (current.status === 'LOAD_ERROR') load().catch(() => undefined);
      else if (current.status === 'SKIP_BECAUSE_BROKEN') state.set({ status: 'NOT_MOUNTED', feature: current.feature });
    },
  };
}
