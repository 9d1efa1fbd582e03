export { monitoringPageName } from './pageName';
export {
  APM_EVENTS_LIMIT,
  APM_FLUSH_INTERVAL_MS,
  APM_MESSAGE,
  APM_NATIVE_DEFAULT_SAMPLE_RATE,
  ApmConfigError,
  CIP_ERROR_ID,
  CLIENT_RECORD_PATH,
  ROUTING_COOKIES,
  buildApmConfig,
  monitoringUserId,
  routingCookieLabels,
} from './apm';
export type { ApmAgentConfig, ApmSettings } from './apm';
