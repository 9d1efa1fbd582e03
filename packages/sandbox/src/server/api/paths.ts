/** The API host's paths (sandbox-api.md, Endpoints). */
export const API_PATHS = {
  login: '/genoma_api/login',
  agentLogin: '/assisted_channels/login',
  customerAccessToken: '/genoma_api/saf/tpa/accesstoken',
  agentAccessToken: '/assisted_channels/saf/tpa/accesstoken',
  synchronize: '/saf/tpa/accesstoken/synchronize',
  generateTicket: '/saf/tpa/generate-ticket',
  token: '/oauth2/token',
  revoke: '/oauth2/token/revoke',
  client: '/genoma_api/rest/client',
  appConfig: '/config/appConfig',
  session: '/genoma_api/rest/session',
  products: '/genoma_api/rest/products',
  movements: '/genoma_api/rest/movements',
  otp: '/genoma_api/rest/otp',
  scaDocumentation: '/genoma_api/rest/sca/documentation',
  pendingOperations: '/genoma_api/rest/mobileconfirmation/pending-operations',
  confirmPendingOperation: '/genoma_api/rest/mobileconfirmation/pending-operations/:secProcessId/confirm',
  rejectPendingOperation: '/genoma_api/rest/mobileconfirmation/pending-operations/:secProcessId/reject',
  monitoringIntake: '/apm/intake/v2/rum/events',
  monitoringPage: '/apm/',
  phonePage: '/phone/',
  backOfficePendingOperations: '/back-office/pending-operations',
  testMeans: '/__sandbox/means',
  testClock: '/__sandbox/clock',
  testFaults: '/__sandbox/faults',
  testPendingOperations: '/__sandbox/pending-operations',
  testPendingOperationsEnabled: '/__sandbox/pending-operations/enabled',
  testPendingOperationsClear: '/__sandbox/pending-operations/clear',
} as const;

/** Where the test-only interface lives. */
export const TEST_PATH_PREFIX = '/__sandbox/';
