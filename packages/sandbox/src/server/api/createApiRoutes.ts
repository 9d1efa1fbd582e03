import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { answerNotModified } from './answerNotModified';
import { compressJsonAnswers } from './compressJsonAnswers';
import type { ApiContext } from './context';
import { corsForAllowedOrigins } from './cors';
import { sendError } from './errors';
import { createFaultStore, injectFaults } from './faults';
import { API_PATHS, TEST_PATH_PREFIX } from './paths';
import { requireAllowedOrigin, requireMatchingXsrf } from './requestGuards';
import { apiResponseHeaders } from './responseHeaders';
import { registerAccessTokenRoutes } from './routes/accessToken';
import { registerAppConfigRoute } from './routes/appConfig';
import { registerClientRoute } from './routes/client';
import { registerGenerateTicketRoute } from './routes/generateTicket';
import { registerAgentLoginRoute } from './routes/agentLogin';
import { registerLoginRoute } from './routes/login';
import { registerMovementsRoute } from './routes/movements';
import { registerMonitoringIntake } from './routes/monitoringIntake';
import { registerMonitoringPage } from './routes/monitoringPage';
import { registerOAuthTokenRoutes } from './routes/oauthToken';
import { registerOtpRoute } from './routes/otp';
import { registerPhonePage } from './routes/phonePage';
import { registerProductsRoute } from './routes/products';
import { registerScaDocumentationRoute } from './routes/scaDocumentation';
import { registerSessionRoute } from './routes/session';
import { registerTestClockRoute } from './routes/testClock';
import { registerTestFaultsRoute } from './routes/testFaults';
import { registerTestMeansRoute } from './routes/testMeans';

/** No API call needs a bigger body; larger ones are refused before they are read. */
const API_BODY_LIMIT_BYTES = 16 * 1024;

/** Options of {@link createApiRoutes}. */
export interface ApiRoutesOptions extends ApiContext {
  /**
   * Adds the test-only interface: `POST /__sandbox/means`, `/__sandbox/faults` (fault injection) and
   * `POST /__sandbox/clock` when the clock can move.
   */
  testMode: boolean;
  /** Moves the clock forward: the test-only clock route uses it. */
  advanceClock?: ((ms: number) => void) | undefined;
  log: (line: string) => void;
}

/**
 * The API host: common response rules (headers, CORS, revalidation, compression, origin and XSRF
 * checks, body limit), then the endpoints of sandbox-api.md. The two logins are exempt from the XSRF check
 * (there is no session yet); the test-only interface, called by test runners rather than
 * browsers, from both checks.
 */
export function createApiRoutes(options: ApiRoutesOptions): Hono {
  const { testMode, log, advanceClock, ...ctx } = options;
  const api = new Hono();
  const testOnlyPaths = new Set<string>(testMode ? [API_PATHS.testMeans, API_PATHS.testClock, API_PATHS.testFaults] : []);
  const faults = createFaultStore();

  api.use(apiResponseHeaders);
  api.use(corsForAllowedOrigins(ctx.urls.allowedOrigins, new Set([API_PATHS.phonePage, API_PATHS.monitoringPage])));
  // Revalidation compares the ETag of the encoding chosen, so it wraps compression; both sit
  // inside CORS, so that a 304 or a compressed answer carries the CORS headers too.
  api.use(answerNotModified);
  api.use(compressJsonAnswers);
  // After CORS, so that a browser may read an injected failure as it would a real one.
  if (testMode) api.use(injectFaults(faults, TEST_PATH_PREFIX));
  api.use(requireAllowedOrigin(ctx.urls.allowedOrigins, testOnlyPaths));
  // The monitoring agent sends no XSRF header: its intake only stores what it is told.
  api.use(requireMatchingXsrf(ctx.db, new Set([API_PATHS.login, API_PATHS.agentLogin, API_PATHS.monitoringIntake, ...testOnlyPaths])));
  const defaultBodyLimit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: (c) => sendError(c, 'payload_too_large') });
  // The intake has a larger limit of its own.
  api.use((c, next) => (c.req.path === API_PATHS.monitoringIntake ? next() : defaultBodyLimit(c, next)));

  registerLoginRoute(api, ctx);
  registerAgentLoginRoute(api, ctx);
  registerAccessTokenRoutes(api, ctx);
  registerOtpRoute(api, ctx);
  registerPhonePage(api, ctx);
  registerGenerateTicketRoute(api, ctx);
  registerScaDocumentationRoute(api, ctx);
  registerOAuthTokenRoutes(api, ctx);
  registerClientRoute(api, ctx);
  registerProductsRoute(api, ctx);
  registerMovementsRoute(api, ctx);
  registerAppConfigRoute(api, ctx);
  registerSessionRoute(api, ctx);
  registerMonitoringIntake(api, ctx);
  registerMonitoringPage(api, ctx);
  if (testMode) registerTestMeansRoute(api, ctx);
  if (testMode && advanceClock) registerTestClockRoute(api, ctx, advanceClock);
  if (testMode) registerTestFaultsRoute(api, faults);

  api.notFound((c) => sendError(c, 'not_found'));
  api.onError((error, c) => {
    log(`error: ${c.req.method} ${c.req.path} failed: ${error.name}: ${error.message}`);
    return sendError(c, 'internal_error');
  });
  return api;
}
