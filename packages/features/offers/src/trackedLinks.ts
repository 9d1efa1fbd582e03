import { LINK_CLICK_TOPIC } from '@bank-shell/core/signed-in';
import { useShell } from '@bank-shell/react';

/**
 * The offers' tracked links, by their id in the tracking location's available links
 * (features.md §4.8): the funnel analytics sends a link event for one while its expiry for the
 * environment is ahead.
 */
export const TRACKED_LINK = {
  /** The pre-approved loan's "simulate" link. */
  loanSimulate: 'offers-loan-simulate',
  /** Signing the loan's contract, once the terms are read and accepted. */
  loanAccept: 'offers-loan-accept',
} as const;

/** The page a link is followed on when the router names none: the offers' own. */
const OFFERS_PAGE_NAME = 'ofertas';

/**
 * Tells the funnel analytics that the customer followed tracked link `id`, on the page on screen
 * (its route's path without the slash). Before the signed-in services allow the topic the click
 * is not counted; the link still works.
 */
export function useTrackLink(): (id: string) => void {
  const { events, router } = useShell();
  return (id) => {
    const pageName = router.current.getSnapshot()?.path.replace(/^\//, '') || OFFERS_PAGE_NAME;
    try {
      events.publish(LINK_CLICK_TOPIC, { id, pageName });
    } catch (error) {
      console.warn(error);
    }
  };
}
