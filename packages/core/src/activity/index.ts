export {
  ACTIVITY_EVENT_TYPES,
  ACTIVITY_THROTTLE_MS,
  BANK_INACTIVITY_TIMEOUT_S,
  EXTENDED_INACTIVITY_TIMEOUT_S,
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_REFRESH_THRESHOLDS_S,
  INACTIVITY_SAFETY_MARGIN_S,
  createInactivityTracker,
} from './inactivityTracker';
export type { ActivityEventType, ActivityTarget, InactivityTimers, InactivityTracker, InactivityTrackerOptions } from './inactivityTracker';
export { SHARED_ACTIVITY_KEY, createSharedActivity } from './sharedActivity';
export type { SharedActivity } from './sharedActivity';
