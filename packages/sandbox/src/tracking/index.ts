export {
  listTrackingEvents,
  MAX_TRACKING_VALUE_CHARACTERS,
  MAX_TRACKING_VARIABLES,
  recordTrackingEvent,
  TRACKING_EVENTS_KEPT,
  TRACKING_KINDS,
  TRACKING_VARIABLE_NAME_PATTERN,
  type StoredTrackingEvent,
  type TrackingEvent,
  type TrackingEventQuery,
  type TrackingKind,
} from './trackingStore';
