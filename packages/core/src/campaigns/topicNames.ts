// The topics' names and payloads, with no import: core's main entry names them (shellEvents)
// without reaching the signed-in entry, whose validators import `@bank-shell/core` by name.

/**
 * A page view that is not a route change: a lightbox opening (features.md §2.4). Monitoring names a
 * transaction after it, as it does a route; the funnel analytics will count it as a page.
 */
export const PAGE_VIEW_TOPIC = 'page-view';

export interface PageViewPayload {
  /** The page's name: `lightbox/bizum-sign-up`. */
  name: string;
}

/**
 * A customer followed a link a feature tracks (features.md §4.8): the funnel analytics sends a link
 * event for it while the available links list it with an expiry date ahead for the environment;
 * any other id is dropped there.
 */
export const LINK_CLICK_TOPIC = 'link-click';

export interface LinkClickPayload {
  /** The link's id in the available links: `overview-banner-link`. */
  id: string;
  /** The page it was followed on (`posicion-global`), sent as the event's `page_name`. */
  pageName: string;
}

export interface CampaignTopics {
  [PAGE_VIEW_TOPIC]: PageViewPayload;
  [LINK_CLICK_TOPIC]: LinkClickPayload;
}
