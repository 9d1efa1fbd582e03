export {
  SECURITY_METHODS,
  SIGNED_IN_EVENT_MESSAGE,
  SIGNED_IN_TOPIC_VALIDATORS,
  parseAffluentMarkPayload,
  parseDocumentDownloadPayload,
  parseMaskedModePayload,
  parseSecurityProcessPayload,
  parseStepUpPayload,
  parseThemePayload,
} from './payloads';
export type { SignedInTopics } from './payloads';
export { STEP_UP_TOPIC } from './stepUp';
export type { StepUpPayload, StepUpResult, StepUpTopics } from './stepUp';
