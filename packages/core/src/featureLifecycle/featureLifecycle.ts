import { createStore } from '../store';
import type { ReadableStore } from '../store';
import type { Timers } from '../session';

/**
 * Where one feature module stands (issue 15 §3), after single-spa's application statuses:
 *
 * ```
 * NOT_LOADED ─load─▶ LOADING_SOURCE_CODE ─▶ BOOTSTRAPPING ─▶ NOT_MOUNTED ─mount─▶ MOUNTING ─mounted─▶ MOUNTED
 *                        │  failed or late      │ failed or late  ▲                 │ broke or late    │ broke
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

/** A status with what goes with it: the bootstrapped feature once there is one, the error of a failure. */
export type FeatureState<T> =
  | { status: 'NOT_LOADED' | 'LOADING_SOURCE_CODE' | 'BOOTSTRAPPING' }
  | { status: 'NOT_MOUNTED' | 'MOUNTING' | 'MOUNTED' | 'UNMOUNTING'; feature: T }
  | { status: 'LOAD_ERROR'; error: unknown }
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

/** Raised when a transition of a feature's lifecycle is not over within its time limit. */
export class FeatureTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly transition: 'load' | 'bootstrap' | 'mount',
    readonly limitMs: number,
  ) {
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
  readonly url: string;
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
  /** It threw while rendering: MOUNTING or MOUNTED → SKIP_BECAUSE_BROKEN. */
  broke(error: unknown): void;
  /** The outlet stops showing it: MOUNTING or MOUNTED (or broken) → UNMOUNTING → NOT_MOUNTED. */
  unmount(): void;
  /** After a failure: a load error loads again from a new URL, a broken feature is rendered again. */
  retry(): void;
}

type Transition = 'load' | 'bootstrap' | 'mount';

/**
 * The lifecycle of every feature module the page shows, one per URL: `lifecycleOf(url)` always
 * gives the same one, so a feature loaded once mounts at once on every later route.
 *
 * A transition that outlives its time limit fails the lifecycle (a load or bootstrap: LOAD_ERROR;
 * a mount: SKIP_BECAUSE_BROKEN); its late result, which `import()` cannot be stopped from
 * delivering, is ignored, as is the result of a load that a retry replaced.
 */
export function createFeatureLifecycles<T>(options: FeatureLifecycleOptions<T>): { lifecycleOf(url: string): FeatureLifecycle<T> } {
  const lifecycles = new Map<string, FeatureLifecycle<T>>();
  return {
    lifecycleOf(url) {
      let lifecycle = lifecycles.get(url);
      if (!lifecycle) {
        lifecycle = createFeatureLifecycle(url, options);
        lifecycles.set(url, lifecycle);
      }
      return lifecycle;
    },
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
  /** Bumped by every new load: a result for an older one is stale. */
  let loadNumber = 0;
  let deadline: unknown = null;

  const clearDeadline = () => {
    if (deadline !== null) timers.clearTimeout(deadline);
    deadline = null;
  };
  const startDeadline = (transition: Transition, limitMs: number, onLate: (error: FeatureTimeoutError) => void) => {
    clearDeadline();
    deadline = timers.setTimeout(() => {
      deadline = null;
      const error = new FeatureTimeoutError(url, transition, limitMs);
      onError?.(error);
      onLate(error);
    }, limitMs);
  };
  const fail = (error: unknown) => {
    clearDeadline();
    state.set({ status: 'LOAD_ERROR', error });
  };

  const runLoad = (): Promise<T> => {
    const number = ++loadNumber;
    const current = () => number === loadNumber;
    const attemptUrl = moduleUrlForAttempt(url, attempt);
    let rejectLate: (error: unknown) => void = () => undefined;
    const late = new Promise<never>((_, reject) => (rejectLate = reject));
    const onLate = (error: FeatureTimeoutError) => {
      if (!current()) return;
      // The late result is dropped, and the next try asks for a new URL: should the import fail
      // in the end, the browser would keep that failure for this one.
      loadNumber += 1;
      attempt += 1;
      loading = null;
      fail(error);
      rejectLate(error);
    };
    state.set({ status: 'LOADING_SOURCE_CODE' });
    startDeadline('load', FEATURE_LOAD_TIMEOUT_MS, onLate);
    // An import that throws at once fails the load like one that rejects.
    const work = new Promise<unknown>((resolve) => resolve(importModule(attemptUrl))).then((module) => {
      if (!current()) throw new Error(`A newer load of ${url} replaced this one`);
      state.set({ status: 'BOOTSTRAPPING' });
      startDeadline('bootstrap', FEATURE_BOOTSTRAP_TIMEOUT_MS, onLate);
      return bootstrap(module, attemptUrl);
    });
    return Promise.race([work, late]).then(
      (feature) => {
        if (current()) {
          loading = null;
          clearDeadline();
          state.set({ status: 'NOT_MOUNTED', feature });
        }
        return feature;
      },
      (error: unknown) => {
        if (current()) {
          // The browser keeps a failed import for its URL: the next try asks for a new one.
          attempt += 1;
          loading = null;
          onError?.(error);
          fail(error);
        }
        throw error;
      },
    );
  };

  const load = (): Promise<T> => {
    const current = state.getSnapshot();
    if ('feature' in current) return Promise.resolve(current.feature);
    // Cleared before the state changes, so a retry asked for from the failure's notification starts anew.
    loading ??= runLoad();
    return loading;
  };

  return {
    url,
    state,
    load,
    mount() {
      const current = state.getSnapshot();
      if (current.status !== 'NOT_MOUNTED') return;
      state.set({ status: 'MOUNTING', feature: current.feature });
      startDeadline('mount', FEATURE_MOUNT_TIMEOUT_MS, (error) => {
        const late = state.getSnapshot();
        if (late.status === 'MOUNTING') state.set({ status: 'SKIP_BECAUSE_BROKEN', feature: late.feature, error });
      });
    },
    mounted() {
      const current = state.getSnapshot();
      if (current.status !== 'MOUNTING') return;
      clearDeadline();
      state.set({ status: 'MOUNTED', feature: current.feature });
    },
    broke(error) {
      const current = state.getSnapshot();
      if (current.status !== 'MOUNTING' && current.status !== 'MOUNTED') return;
      clearDeadline();
      onError?.(error);
      state.set({ status: 'SKIP_BECAUSE_BROKEN', feature: current.feature, error });
    },
    unmount() {
      const current = state.getSnapshot();
      if (current.status !== 'MOUNTING' && current.status !== 'MOUNTED' && current.status !== 'SKIP_BECAUSE_BROKEN') return;
      clearDeadline();
      // React takes a feature off the page synchronously: UNMOUNTING lasts only as long as that.
      state.set({ status: 'UNMOUNTING', feature: current.feature });
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
