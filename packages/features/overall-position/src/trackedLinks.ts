import { LINK_CLICK_TOPIC } from '@bank-shell/core/signed-in';
import { useShell } from '@bank-shell/react';
import type { QuickAction } from './screens';

/**
 * The overall position's tracked links, by their id in the tracking location's available links
 * (features.md §4.8): the funnel analytics sends a link event for one while its expiry for the
 * environment is ahead.
 */
export const TRACKED_LINK = {
  /** A campaign banner's call to action. */
  bannerCta: 'overview-banner-link',
  /** A campaign lightbox's first (primary) action. */
  lightboxPrimary: 'lightbox-primary',
  quickAction: (action: QuickAction) => `overview-quick-action-${action}`,
  account: 'overview-product-account',
  card: 'overview-product-card',
  loan: 'overview-product-loan',
} as const;

/** The page a link is followed on, as the funnel analytics names it: the route's path without its slash. */
const OVERVIEW_PAGE_NAME = 'posicion-global';

/**
 * Tells the funnel analytics that the customer followed tracked link `id`, on the page on screen.
 * Before the signed-in services allow the topic the click is not counted; the link still works.
 */
export function useTrackLink(): (id: string) => void {
  const { events, router } = useShell();
  return (id) => {
    const pageName = router.current.getSnapshot()?.path.replace(/^\//, '') || OVERVIEW_PAGE_NAME;
    try {
      events.publish(LINK_CLICK_TOPIC, { id, pageName });
    } catch (error) {
      console.warn(error);
    }
  };
}
