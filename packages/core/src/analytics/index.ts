/**
 * `@bank-shell/core/analytics`: funnel analytics (features.md §3, §4.8, §9), loaded with the
 * outside scripts once the customer allows analytics: the tracking variables by group, the
 * tracking configuration (flow modules, available links, avoidable steps), the page-view rules,
 * and the tracker that waits for the library (polled every 400 ms) and sends to it, in a frame of its
 * own on the vendors origin (issue 38 §6).
 */
export { PROCESS_VARIABLE_GROUPS, TRACKING_VALUE_MAX_LENGTH, TRACKING_VARIABLE_GROUPS, parseTrackingVariables } from './variables';
export type { TrackingGroup, TrackingGroupName, TrackingVariableName, TrackingVariables } from './variables';
export { TRACKING_ENVIRONMENTS, TRACKING_FILES, linkIsTrackable, loadAvailableLinks, loadTrackingModule } from './trackingConfig';
export type { AvailableLinks, FetchJson, TrackingEnvironment, TrackingModule, TrackingStep } from './trackingConfig';
export {
  APP_ING,
  ERROR_EVENT_NAME,
  INITIAL_TRACKING_STATE,
  PAGE_DOMAIN_TYPE,
  PRODUCT_SKU_PLACEHOLDER,
  eventNameWithSku,
  pageViewVariables,
} from './pageView';
export type { PageView, TrackingContext, TrackingState } from './pageView';
export { ANALYTICS_READINESS_MAX_POLLS, ANALYTICS_READINESS_POLL_MS, NAVIGATION_MODULE, createTracker } from './tracker';
export type { AnalyticsLibrary, Tracker, TrackerOptions } from './tracker';
export { TAG_FRAME_MESSAGE_TYPE, TAG_FRAME_SANDBOX, TAG_FRAME_TITLE, browserTagFrames, openTagFrame } from './tagFrame';
export type { PollingTimers, ReceivedMessage, TagFrame, TagFrameElement, TagFramePlatform } from './tagFrame';
export {
  TRACKING_ENVIRONMENT_KEY,
  TRACKING_INTEGRITY_KEY,
  TRACKING_LOCATION_KEY,
  startFunnelAnalytics,
  trackingEnvironmentOf,
  vendorJsonFetcher,
} from './funnelAnalytics';
export type { AnalyticsPlatform, FunnelAnalytics } from './funnelAnalytics';
