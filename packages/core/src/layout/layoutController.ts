import { loadOnce } from '../loadOnce';
import { createStore } from '../store';
import type { ReadableStore, WritableStore } from '../store';
import { DEFAULT_LAYOUT_CONFIG, resolveLayout } from './config';
import type { LayoutConfig, ResolvedLayout } from './config';

/**
 * Topic that turns on the back action of the login and geolocation pages (shell.md §2.4); its
 * subscriber sets `loginHistoryBack`.
 */
export const LOGIN_HISTORY_BACK_TOPIC = 'login-history-back';

/** Where the login-history-back topic is heard: the shell's event bus. */
export interface LoginHistoryBackSource {
  subscribe(topic: typeof LOGIN_HISTORY_BACK_TOPIC, handler: (payload: { enabled: boolean }) => void): () => void;
}

/** The timers the controller uses; the browser's in the shell, fakes in tests. */
export interface LayoutTimers {
  setTimeout(this: void, callback: () => void, delay: number): unknown;
  clearTimeout(this: void, handle: unknown): void;
}

/**
 * Checks a feature's layout config (features.md §5): `validateLayoutConfig` of
 * `@bank-shell/core/layout-rules`, which throws a `LayoutConfigError` listing every problem.
 */
export type LayoutValidator = (config: unknown) => LayoutConfig;

/** The controller's rules: given, or loaded when a feature first asks for a layout. */
export type LayoutRulesSource = { readonly validate: LayoutValidator } | { readonly loadValidator: () => Promise<LayoutValidator> };

export type LayoutControllerOptions = LayoutTimers &
  LayoutRulesSource & {
    /**
     * The layout at start and after `reset()`; the shell's own, so it is not checked here (a unit
     * test checks the shell's). @default DEFAULT_LAYOUT_CONFIG (distributive)
     */
    readonly defaultConfig?: LayoutConfig;
    /**
     * The bus whose login-history-back topic sets `loginHistoryBack` (shell.md §2.4), until
     * `dispose()`. @default none: the flag stays as set
     */
    readonly events?: LoginHistoryBackSource;
  };

export interface LayoutController {
  /** The layout the frame paints. */
  readonly current: ReadableStore<ResolvedLayout>;
  /**
   * Checks `config` with the layout rules, merges its mode's defaults and paints it after a
   * zero-delay timer. An invalid config (or rules that fail to load) goes to `onInvalid` and the
   * current layout stays; without `onInvalid` it is thrown. Returns a release: it goes back to the
   * default layout unless a later request has replaced this one.
   */
  request(config: LayoutConfig, onInvalid?: (error: unknown) => void): () => void;
  /** Back to the default layout, after the same zero-delay timer. */
  reset(): void;
  /** Whether login and geolocation show a back action (the login-history-back topic, shell.md §2.4). */
  readonly loginHistoryBack: WritableStore<boolean>;
  /** Drops a change still waiting for its timer, and stops following the login-history-back topic. */
  dispose(): void;
}

function sameLayout(a: ResolvedLayout, b: ResolvedLayout): boolean {
  // Both come from `resolveLayout`, so their keys are in the same order.
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Holds the current layout. Changes wait for a zero-delay timer ("layout changes repaint only
 * after a zero-delay timer", shell.md §2.3), so the requests of one tick (a feature leaving, the
 * next arriving) end in a single repaint with the last one.
 */
export function createLayoutController(options: LayoutControllerOptions): LayoutController {
  // Called unbound: a browser's timers throw when called on another object.
  const { setTimeout: setTimer, clearTimeout: clearTimer } = options;
  const defaultLayout = resolveLayout(options.defaultConfig ?? DEFAULT_LAYOUT_CONFIG);
  let validate: LayoutValidator | null = 'validate' in options ? options.validate : null;
  const loadValidator = 'loadValidator' in options ? loadOnce(options.loadValidator) : null;
  const current = createStore<ResolvedLayout>(defaultLayout);
  const loginHistoryBack = createStore(false);
  const stopFollowingHistoryBack = options.events?.subscribe(LOGIN_HISTORY_BACK_TOPIC, ({ enabled }) => loginHistoryBack.set(enabled));
  let pending: ResolvedLayout | null = null;
  let scheduled = false;
  let timer: unknown;
  let latestRequest = 0;

  function flush(): void {
    scheduled = false;
    timer = undefined;
    const next = pending;
    pending = null;
    if (next && !sameLayout(next, current.getSnapshot())) current.set(next);
  }

  function schedule(next: ResolvedLayout): void {
    pending = next;
    if (scheduled) return;
    scheduled = true;
    const handle = setTimer(flush, 0);
    // A synchronous fake timer has already flushed by now.
    if (scheduled) timer = handle;
  }

  function reset(): void {
    latestRequest += 1;
    schedule(defaultLayout);
  }

  return {
    current,
    request(config, onInvalid) {
      const report = (error: unknown): void => {
        if (!onInvalid) throw error;
        onInvalid(error);
      };
      let token: number;
      if (validate) {
        let next: ResolvedLayout;
        try {
          next = resolveLayout(validate(config));
        } catch (error) {
          report(error);
          return () => undefined;
        }
        token = latestRequest += 1;
        schedule(next);
      } else {
        token = latestRequest += 1;
        // The first request of the page loads the rules; a later request made meanwhile wins.
        void (loadValidator as () => Promise<LayoutValidator>)()
          .then((loaded) => {
            validate = loaded;
            const next = resolveLayout(loaded(config));
            if (token === latestRequest) schedule(next);
          })
          .catch(report);
      }
      return () => {
        if (token === latestRequest) reset();
      };
    },
    reset,
    loginHistoryBack,
    dispose() {
      stopFollowingHistoryBack?.();
      if (scheduled) clearTimer(timer);
      scheduled = false;
      timer = undefined;
      pending = null;
    },
  };
}
