import { createContext, createElement, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { TrackingVariables } from '@bank-shell/core/analytics';

/** Which funnel a page view counts in: the tracking module of the adult or the teen flow. */
export type SignUpFunnel = 'adult' | 'teen';

/** The tracking module of each funnel (`cfg/{name}.json` at the tracking location). */
export const TRACKING_MODULE_OF: Readonly<Record<SignUpFunnel, string>> = { adult: 'signups', teen: 'signups-teen' };

/** Where the sign-up's page views go: the funnel analytics of the page, or nowhere. */
export interface SignUpTracking {
  /**
   * A page of the sign-up funnel shown (features.md §2.5): `path` is its key in the tracking
   * module (`signups/what-is-your-name`); `variables` what the page brings (its product's sku,
   * the form's answers, `page_error` when it shows a tracked flow error, features.md §8).
   */
  pageView(path: string, funnel: SignUpFunnel, variables?: TrackingVariables): void;
  /**
   * The visitor followed tracked link `id` (its id in the available links) on page `path`: a link
   * event while analytics runs and the link's expiry for the environment is ahead (features.md §4.8).
   */
  link(id: string, path: string): void;
}

const NOT_TRACKED: SignUpTracking = { pageView: () => undefined, link: () => undefined };

const SignUpTrackingContext = createContext<SignUpTracking>(NOT_TRACKED);

export function SignUpTrackingProvider({ tracking, children }: { tracking: SignUpTracking; children: ReactNode }) {
  return createElement(SignUpTrackingContext.Provider, { value: tracking }, children);
}

export function useSignUpTracking(): SignUpTracking {
  return useContext(SignUpTrackingContext);
}

/**
 * Tracks a page view of `path` when the page shows, and again whenever the path, the funnel or
 * the variables change (a form whose variant changes what is on screen).
 */
export function useTrackedPage(path: string, funnel: SignUpFunnel, variables: TrackingVariables = {}): void {
  const tracking = useSignUpTracking();
  // Plain data: its JSON is a faithful dependency key.
  const key = JSON.stringify(variables);
  useEffect(() => {
    tracking.pageView(path, funnel, JSON.parse(key) as TrackingVariables);
  }, [tracking, path, funnel, key]);
}
