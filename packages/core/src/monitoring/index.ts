export { monitoringPageName } from './pageName';
export {
  APM_AGENT_VERSION,
  APM_EVENTS_LIMIT,
  APM_EVENTS_LIMIT_WINDOW_MS,
  APM_FLUSH_INTERVAL_MS,
  APM_HTTP_REQUEST_TIMEOUT_MS,
  APM_KEEPALIVE_PAYLOAD_LIMIT_BYTES,
  APM_LONG_TASK_MS,
  APM_MANAGED_TRANSACTION_CAP_MS,
  APM_MESSAGE,
  APM_NATIVE_DEFAULT_SAMPLE_RATE,
  APM_SESSION_TIMEOUT_MS,
  ApmConfigError,
  CIP_ERROR_ID,
  CLIENT_RECORD_PATH,
  ROUTING_COOKIES,
  buildApmConfig,
  monitoringUserId,
  routingCookieLabels,
} from './apm';
export type { ApmAgentConfig, ApmSettings } from './apm';
