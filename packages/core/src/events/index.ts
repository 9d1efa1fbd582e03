export { EventTopicError, createEventBus, objectPayload } from './eventBus';
export type { EventBus, EventBusHost, EventBusOptions, EventHandler, PublishObserver, TopicMap } from './eventBus';
export {
  EVENT_MESSAGE,
  EVENT_TOPIC,
  EventPayloadError,
  PUBLIC_TOPIC_VALIDATORS,
  THEMES,
  accepts,
  isSupportedExternalUrl,
  parseExternalUrlPayload,
  parseNavigationPayload,
  payloadCheck,
} from './payloads';
export type {
  AffluentMarkPayload,
  DocumentDownloadPayload,
  ExternalUrlPayload,
  MaskedModePayload,
  NavigationPayload,
  PayloadRule,
  SecurityMethod,
  SecurityProcessPayload,
  SpecTopics,
  Theme,
  ThemePayload,
  TopicValidators,
} from './payloads';
