import { INITIAL_TRACKING_STATE, pageViewVariables } from './pageView';
import type { PageView, TrackingContext, TrackingState } from './pageView';
import { linkIsTrackable } from './trackingConfig';
import type { AvailableLinks, TrackingEnvironment, TrackingModule } from './trackingConfig';
import { parseTrackingVariables } from './variables';
import type { TrackingVariables } from './variables';

/** How often the library is looked for until it is ready (features.md §9: 400 ms). */
export const ANALYTICS_READINESS_POLL_MS = 400;
/** Looks before giving up: 25 × 400 ms, 10 s, as long as any outside script is waited for. */
export const ANALYTICS_READINESS_MAX_POLLS = 25;

/** The analytics library's calls (`utag.view`, `utag.link`), as the shell uses them. */
export interface AnalyticsLibrary {
  view(variables: Record<string, string>): void;
  link(variables: Record<string, string>): void;
}

export interface TrackerOptions {
  library: Promise<AnalyticsLibrary | null>;
  /** A flow's module, loaded once per name. */
  loadModule: (name: string) => Promise<TrackingModule>;
  links: Promise<AvailableLinks>;
  context: () => TrackingContext;
  environment: TrackingEnvironment;
  now: () => number;
  logError: (error: unknown) => void;
}

export interface Tracker {
  /** Tracks a page view of flow `moduleName` (the shell's own pages: `navigation`). */
  pageView(view: PageView, moduleName?: string): void;
  /** Tracks a click on link `id`, while it is trackable (features.md §4.8). */
  link(id: string, variables?: TrackingVariables): void;
  /** Tracks nothing more (the customer withdrew consent, or left). */
  stop(): void;
}

/** The flow of the shell's own pages: no funnel, each view on its own. */
export const NAVIGATION_MODULE = 'navigation';

/**
 * The funnel-analytics tracker (features.md §4.8): page views and links wait, in order, for the
 * library and their flow's module, then go to the library with the variables of
 * {@link pageViewVariables}. Each flow keeps its own state. A page's variables that are not
 * tracking variables are reported and the view is sent without them; a library that throws is
 * reported, and the next view goes on.
 */
export function createTracker(options: TrackerOptions): Tracker {
  const { library, loadModule, links, context, environment, now, logError } = options;
  const modules = new Map<string, Promise<TrackingModule>>();
  const states = new Map<string, TrackingState>();
  let stopped = false;
  // One after the other: a flow's state depends on the view before.
  let queue: Promise<unknown> = Promise.resolve();
  const moduleNamed = (name: string) => {
    let loading = modules.get(name);
    if (!loading) {
      loading = loadModule(name);
      modules.set(name, loading);
    }
    return loading;
  };
  const checked = (variables: TrackingVariables | undefined): TrackingVariables | undefined => {
    if (variables === undefined) return undefined;
    try {
      return parseTrackingVariables(variables);
    } catch (error) {
      logError(error);
      return undefined;
    }
  };
  const enqueue = (task: (analytics: AnalyticsLibrary) => Promise<void> | void) => {
    queue = queue
      .then(async () => {
        const analytics = await library;
        if (stopped || analytics === null) return;
        await task(analytics);
      })
      .catch(logError);
  };
  return {
    pageView(view, moduleName = NAVIGATION_MODULE) {
      const variables = checked(view.variables) ?? {};
      enqueue(async (analytics) => {
        const module = await moduleNamed(moduleName);
        if (stopped) return;
        const result = pageViewVariables(states.get(moduleName) ?? INITIAL_TRACKING_STATE, module, { ...view, variables }, context());
        states.set(moduleName, result.state);
        analytics.view(result.variables);
      });
    },
    link(id, variables) {
      const checkedVariables = checked(variables) ?? {};
      enqueue(async (analytics) => {
        if (!linkIsTrackable(await links, id, environment, now())) return;
        if (stopped) return;
        analytics.link({ ...checkedVariables, event_name: id });
      });
    },
    stop() {
      stopped = true;
    },
  };
}
