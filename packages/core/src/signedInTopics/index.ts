export {
  SIGNED_IN_EVENT_MESSAGE,
  SIGNED_IN_TOPIC_VALIDATORS,
  parseAffluentMarkPayload,
  parseDocumentDownloadPayload,
  parseMaskedModePayload,
  parseSecurityProcessPayload,
  parseThemePayload,
} from './payloads';
export type { SignedInTopics } from './payloads';
