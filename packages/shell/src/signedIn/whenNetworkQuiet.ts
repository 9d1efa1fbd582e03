/**
 * How long no resource of the page may have finished loading before the network counts as quiet:
 * the first page's own calls (its products, its campaigns) have come in by then.
 */
export const NETWORK_QUIET_MS = 1_000;
/** The longest wait for quiet: a page that keeps loading does not keep the outside scripts away forever. */
export const NETWORK_QUIET_MAX_WAIT_MS = 10_000;

/** What waiting for quiet takes from the page. */
export interface NetworkQuietPlatform {
  /** `new PerformanceObserver(...)` for `resource` entries; undefined where the browser has none. */
  observeResources?: ((onEntry: () => void) => () => void) | undefined;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * Calls back once no resource has finished loading for {@link NETWORK_QUIET_MS}, or after
 * {@link NETWORK_QUIET_MAX_WAIT_MS} at the latest: the outside scripts then never compete with the
 * bank's own page for the network and the processor (issue 12's budgets; what Lighthouse counts as
 * the page's largest paint). Without a performance observer, after the quiet time. Returns how to
 * cancel.
 */
export function whenNetworkQuiet(platform: NetworkQuietPlatform, callback: () => void): () => void {
  let done = false;
  let quietTimer: unknown = null;
  const finish = () => {
    if (done) return;
    done = true;
    stopObserving();
    platform.clearTimeout(quietTimer);
    platform.clearTimeout(maxTimer);
    callback();
  };
  const restartQuiet = () => {
    if (done) return;
    if (quietTimer !== null) platform.clearTimeout(quietTimer);
    quietTimer = platform.setTimeout(finish, NETWORK_QUIET_MS);
  };
  const stopObserving = platform.observeResources?.(restartQuiet) ?? (() => undefined);
  const maxTimer = platform.setTimeout(finish, NETWORK_QUIET_MAX_WAIT_MS);
  restartQuiet();
  return () => {
    done = true;
    stopObserving();
    platform.clearTimeout(quietTimer);
    platform.clearTimeout(maxTimer);
  };
}

/** The browser's resource observer, for {@link NetworkQuietPlatform.observeResources}; undefined without one. */
export function resourceObserverOf(win: Window): NetworkQuietPlatform['observeResources'] {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (typeof Observer !== 'function') return undefined;
  return (onEntry) => {
    const observer = new Observer(() => onEntry());
    try {
      observer.observe({ type: 'resource' });
    } catch {
      return () => undefined;
    }
    return () => observer.disconnect();
  };
}
