import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { answerNotModified } from './answerNotModified';
import { stampArrival } from './arrival';
import { compressJsonAnswers } from './compressJsonAnswers';
import type { ApiContext } from './context';
import { corsForAllowedOrigins } from './cors';
import { sendError } from './errors';
import { injectFaults, type FaultStore } from './faults';
import { API_PATHS, PIN_RECOVERY_PATH_PREFIX, REGISTRY_PATH_PREFIX, SIGN_UP_APPLICATION_PATH_PREFIX, TEST_PATH_PREFIX } from './paths';
import { requireAllowedOrigin, requireMatchingXsrf } from './requestGuards';
import { apiResponseHeaders } from './responseHeaders';
import { registerAccessTokenRoutes } from './routes/accessToken';
import { registerAppConfigRoute, type AppConfigSwitches } from './routes/appConfig';
import { registerBackOfficePendingOperationsPage } from './routes/backOfficePendingOperations';
import { registerBankDataRoutes } from './routes/bankData';
import { registerBizumRoutes } from './routes/bizum';
import { registerCampaignRoutes } from './routes/campaigns';
import { registerCardLimitRoute } from './routes/cardLimit';
import { registerCardControlsRoutes } from './routes/cardControls';
import { registerCardStatusRoutes } from './routes/cardStatus';
import { registerClientRoute } from './routes/client';
import { registerClientAccessRoute } from './routes/clientAccess';
import { registerClientPreferencesRoutes } from './routes/clientPreferences';
import { registerDefaultProfileRoute } from './routes/defaultProfile';
import { registerProfileAccessRoutes } from './routes/profileAccess';
import { registerFeatureRegistryRoutes, type FeatureRegistryOptions } from './routes/featureRegistry';
import { registerGenerateTicketRoute } from './routes/generateTicket';
import { registerInboxSummaryRoute } from './routes/inboxSummary';
import { registerAgentLoginRoute } from './routes/agentLogin';
import { registerLoanRoutes } from './routes/loans';
import { registerLoginRoute } from './routes/login';
import { registerMovementsRoute } from './routes/movements';
import { registerMonitoringIntake } from './routes/monitoringIntake';
import { registerMonitoringPage } from './routes/monitoringPage';
import { registerOAuthTokenRoutes } from './routes/oauthToken';
import { registerOfferRoutes } from './routes/offers';
import { registerOtpRoute } from './routes/otp';
import { registerOverdraftInstalmentRoutes } from './routes/overdraftInstalments';
import { registerPendingOperationRoutes } from './routes/pendingOperations';
import { registerPersonalManagerRoute } from './routes/personalManager';
import { registerTestPendingOperationRoutes } from './routes/pendingOperationsTestRoutes';
import { registerPhonePage } from './routes/phonePage';
import { registerPinRecoveryRoutes } from './routes/pinRecovery';
import { registerProductDetailRoute } from './routes/productDetail';
import { registerProductMovementsRoute } from './routes/productMovements';
import { registerAccountStatementRoute } from './routes/accountStatement';
import { registerProductsRoute } from './routes/products';
import { registerScaDocumentationRoute } from './routes/scaDocumentation';
import { registerSessionRoute } from './routes/session';
import { registerSignUpRoutes } from './routes/signUps';
import { registerTestClockRoute } from './routes/testClock';
import { registerTestConsentReceiptsRoute } from './routes/testConsentReceipts';
import { registerTestDeviceRiskProfilesRoute } from './routes/testDeviceRiskProfiles';
import { registerTestFaultsRoute } from './routes/testFaults';
import { registerTestMeansRoute } from './routes/testMeans';
import { registerTestTrackingEventsRoute } from './routes/testTrackingEvents';
import { registerTestVendorModesRoute } from './routes/testVendorModes';
import { registerTrackingPage } from './routes/trackingPage';
import { registerTransferRoutes } from './routes/transfers';
import { registerBillRoutes } from './routes/bills';
import { registerPersonalAreaRoutes } from './routes/personalArea';
import type { OutsideScripts, VendorModes } from '../vendors';

/** No API call needs a bigger body; larger ones are refused before they are read. */
const API_BODY_LIMIT_BYTES = 16 * 1024;

/** Options of {@link createApiRoutes}. */
export interface ApiRoutesOptions extends ApiContext, FeatureRegistryOptions {
  /**
   * Adds the test-only interface: `POST /__sandbox/means`, `/__sandbox/faults` (fault injection),
   * `POST /__sandbox/pending-operations` (and `/enabled`), `GET /__sandbox/consent-receipts/:userId`,
   * `GET /__sandbox/tracking-events`, `GET /__sandbox/device-risk-profiles/:processId`,
   * `/__sandbox/vendor-modes` and `POST /__sandbox/clock` when the clock can move.
   */
  testMode: boolean;
  /**
   * Where `POST /__sandbox/faults` arms faults. Shared with the vendors host, which applies them to
   * its own paths, so the app makes it once.
   */
  faults: FaultStore;
  /**
   * The outside scripts `GET /config/appConfig` names: the vendors host's stand-ins, read at each
   * request, so that the integrity named is always that of the script served now.
   */
  currentOutsideScripts: () => OutsideScripts;
  /**
   * Which script each stand-in serves: `/__sandbox/vendor-modes` changes them. Shared with the
   * vendors host, which serves them, so the app makes it once.
   */
  vendorModes: VendorModes;
  /**
   * The configuration's switches (`AppConfigSwitches`), which the test-only interface changes.
   * Shared with the app host, whose shell page carries the configuration, so the app makes them.
   */
  appConfigSwitches: AppConfigSwitches;
  /** Moves the clock forward: the test-only clock route uses it. */
  advanceClock?: ((ms: number) => void) | undefined;
  log: (line: string) => void;
}

/**
 * The API host: common response rules (headers, CORS, revalidation, compression, origin and XSRF
 * checks, body limit), then the endpoints of sandbox-api.md. The two logins and the sign-up calls
 * are exempt from the XSRF check (there is no session yet); the test-only interface, called by
 * test runners rather than browsers, from both checks; the back-office form, which posts from the
 * API host's own page and cannot send an XSRF header, checks its origin and an anti-CSRF token of
 * its own.
 */
export function createApiRoutes(options: ApiRoutesOptions): Hono {
  const { testMode, faults, currentOutsideScripts, vendorModes, appConfigSwitches, log, advanceClock, importMapSpecifiers, ...ctx } =
    options;
  const api = new Hono();
  const testOnlyPaths = new Set<string>(
    testMode
      ? [
          API_PATHS.testMeans,
          API_PATHS.testClock,
          API_PATHS.testFaults,
          API_PATHS.testPendingOperations,
          API_PATHS.testPendingOperationsEnabled,
          API_PATHS.testPendingOperationsClear,
          API_PATHS.testVendorModes,
        ]
      : [],
  );
  // Pages for people that post a form check the post themselves.
  const ownFormGuardPaths = new Set<string>([API_PATHS.backOfficePendingOperations]);

  // First of all: when the request came in, before any other step can make it wait.
  api.use(stampArrival(ctx.now));
  api.use(apiResponseHeaders);
  api.use(
    corsForAllowedOrigins(
      ctx.urls.allowedOrigins,
      new Set([API_PATHS.phonePage, API_PATHS.monitoringPage, API_PATHS.trackingPage, API_PATHS.backOfficePendingOperations]),
    ),
  );
  // Revalidation compares the ETag of the encoding chosen, so it wraps compression; both sit
  // inside CORS, so that a 304 or a compressed answer carries the CORS headers too.
  api.use(answerNotModified);
  api.use(compressJsonAnswers);
  // After CORS, so that a browser may read an injected failure as it would a real one.
  if (testMode) api.use(injectFaults(faults, TEST_PATH_PREFIX));
  api.use(requireAllowedOrigin(ctx.urls.allowedOrigins, new Set([...testOnlyPaths, ...ownFormGuardPaths]), [REGISTRY_PATH_PREFIX]));
  // The monitoring agent sends no XSRF header: its intake only stores what it is told. A prospect
  // signing up has no session, so no XSRF cookie, as at the login: the origin check, the
  // SameSite=Strict cookie of the application and JSON-only bodies keep other sites out.
  api.use(
    requireMatchingXsrf(
      ctx.db,
      new Set([
        API_PATHS.login,
        API_PATHS.agentLogin,
        API_PATHS.monitoringIntake,
        API_PATHS.signUpApplications,
        API_PATHS.signUpAnonymousToken,
        ...testOnlyPaths,
        ...ownFormGuardPaths,
      ]),
      // A visitor recovering their PIN has no session either: the same holds for its calls.
      [SIGN_UP_APPLICATION_PATH_PREFIX, REGISTRY_PATH_PREFIX, PIN_RECOVERY_PATH_PREFIX],
    ),
  );
  const defaultBodyLimit = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: (c) => sendError(c, 'payload_too_large') });
  // The intake has a larger limit of its own, the back-office form a smaller one (answered with a page).
  const ownBodyLimitPaths = new Set<string>([API_PATHS.monitoringIntake, API_PATHS.backOfficePendingOperations]);
  api.use((c, next) =>
    ownBodyLimitPaths.has(c.req.path) || c.req.path.startsWith(REGISTRY_PATH_PREFIX) ? next() : defaultBodyLimit(c, next),
  );

  registerLoginRoute(api, ctx);
  registerFeatureRegistryRoutes(api, ctx, { importMapSpecifiers });
  registerAgentLoginRoute(api, ctx);
  registerAccessTokenRoutes(api, ctx);
  registerOtpRoute(api, ctx);
  registerPhonePage(api, ctx);
  registerGenerateTicketRoute(api, ctx);
  registerScaDocumentationRoute(api, ctx);
  registerOAuthTokenRoutes(api, ctx);
  registerClientRoute(api, ctx);
  registerClientPreferencesRoutes(api, ctx);
  registerDefaultProfileRoute(api, ctx);
  registerProfileAccessRoutes(api, ctx);
  registerClientAccessRoute(api, ctx);
  registerPersonalManagerRoute(api, ctx);
  registerInboxSummaryRoute(api, ctx);
  registerProductsRoute(api, ctx);
  registerProductDetailRoute(api, ctx);
  registerProductMovementsRoute(api, ctx);
  registerAccountStatementRoute(api, ctx);
  registerCardStatusRoutes(api, ctx);
  registerCardLimitRoute(api, ctx);
  registerCardControlsRoutes(api, ctx);
  registerMovementsRoute(api, ctx);
  registerCampaignRoutes(api, ctx);
  registerOfferRoutes(api, ctx);
  registerLoanRoutes(api, ctx);
  registerOverdraftInstalmentRoutes(api, ctx);
  registerTransferRoutes(api, ctx);
  registerBizumRoutes(api, ctx);
  registerBillRoutes(api, ctx);
  registerPersonalAreaRoutes(api, ctx);
  registerBankDataRoutes(api, ctx);
  registerAppConfigRoute(api, ctx, appConfigSwitches, currentOutsideScripts);
  registerPendingOperationRoutes(api, ctx);
  registerSessionRoute(api, ctx);
  registerSignUpRoutes(api, ctx);
  registerPinRecoveryRoutes(api, ctx);
  registerMonitoringIntake(api, ctx);
  registerMonitoringPage(api, ctx);
  registerTrackingPage(api, ctx);
  registerBackOfficePendingOperationsPage(api, ctx);
  if (testMode) registerTestMeansRoute(api, ctx);
  if (testMode && advanceClock) registerTestClockRoute(api, ctx, advanceClock);
  if (testMode) registerTestFaultsRoute(api, faults);
  if (testMode) registerTestPendingOperationRoutes(api, ctx, appConfigSwitches);
  if (testMode) registerTestConsentReceiptsRoute(api, ctx);
  if (testMode) registerTestTrackingEventsRoute(api, ctx);
  if (testMode) registerTestDeviceRiskProfilesRoute(api, ctx);
  if (testMode) registerTestVendorModesRoute(api, vendorModes);

  api.notFound((c) => sendError(c, 'not_found'));
  api.onError((error, c) => {
    log(`error: ${c.req.method} ${c.req.path} failed: ${error.name}: ${error.message}`);
    return sendError(c, 'internal_error');
  });
  return api;
}
