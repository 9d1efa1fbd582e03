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
  monitoringIntake: '/apm/intake/v2/rum/events',
  monitoringPage: '/apm/',
  phonePage: '/phone/',
  testMeans: '/__sandbox/means',
  testClock: '/__sandbox/clock',
  testFaults: '/__sandbox/faults',
} as const;

/** Where the test-only interface lives. */
export const TEST_PATH_PREFIX = '/__sandbox/';
