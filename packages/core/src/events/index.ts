export { EventTopicError, createEventBus, objectPayload } from './eventBus';
export type { EventBus, EventBusOptions, EventHandler, TopicMap } from './eventBus';
export {
  EVENT_MESSAGE,
  EVENT_TOPIC,
  EventPayloadError,
  SECURITY_METHODS,
  SPEC_TOPIC_VALIDATORS,
  THEMES,
  isSupportedExternalUrl,
  parseAffluentMarkPayload,
  parseDocumentDownloadPayload,
  parseExternalUrlPayload,
  parseMaskedModePayload,
  parseNavigationPayload,
  parseSecurityProcessPayload,
  parseThemePayload,
} from './payloads';
export type {
  AffluentMarkPayload,
  DocumentDownloadPayload,
  ExternalUrlPayload,
  MaskedModePayload,
  NavigationPayload,
  SecurityMethod,
  SecurityProcessPayload,
  SpecTopics,
  Theme,
  ThemePayload,
  TopicValidators,
} from './payloads';
