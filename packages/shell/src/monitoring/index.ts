export { MONITORING_PATH, MONITORING_SERVICE_NAME, startMonitoring, type MonitoringOptions } from './startMonitoring';
