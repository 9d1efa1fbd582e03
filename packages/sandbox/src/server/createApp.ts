import { Hono } from 'hono';
import { createLocalFeatureFinder, createUnbuiltModuleReporter, findActiveFeatureModule } from '../means';
import { LOGIN_LIMITS } from '../login';
import { newVendorIdentityKey } from '../vendorIdentity';
import { createDemoPhone } from '../phone';
import { buildAppConfig, createApiRoutes, createAppConfigSwitches, createFaultStore } from './api';
import { DEFAULT_APP_HOST, sandboxUrls, type SandboxAppOptions } from './config';
import { classifyHost } from './hosts';
import { requestLog } from './requestLog';
import { createAppHostRoutes, createShellIndexLoader, importMapSpecifiersOf } from './static';
import { readPublishedFile } from '../registry';
import { createVendorModes, createVendorRoutes, loadVendorStandIns, outsideScriptsOf } from './vendors';

const HTTP_FOUND = 302;
const HTTP_MISDIRECTED_REQUEST = 421;

/** The route path of the feature most first visits show (`/#/login`): the shell page preloads it. */
const LOGIN_FEATURE_ROUTE_PATH = 'login';
/** The overall position: where a signed-in customer's page opens (the shell's index route). */
const HOME_FEATURE_ROUTE_PATH = 'posicion-global';

/**
 * The sandbox bank as one Hono app, with no network of its own: `startSandbox` serves it, tests
 * call `app.request()` with a `Host` header. Requests are dispatched by host (sandbox-api.md,
 * Hosts): app host, API host, vendors host, a loopback name redirected to the app host, anything
 * else `421`.
 */
export function createApp(options: SandboxAppOptions): Hono {
  const appHost = (options.appHost ?? DEFAULT_APP_HOST).toLowerCase();
  const urls = sandboxUrls(appHost, options.port, options.devOrigin);
  const log = options.log ?? (() => undefined);
  const hostKindOf = (hostHeader: string | undefined) => classifyHost(hostHeader, appHost);

  const phone = createDemoPhone();
  const standIns = loadVendorStandIns();
  // One store for both hosts too: the API's test interface switches the scripts the vendors host
  // serves, and the configuration names the integrity of what it serves.
  const vendorModes = createVendorModes(standIns);
  // One store for both hosts: the API's test interface arms faults on the vendors host's paths too.
  const faults = createFaultStore();
  const testMode = options.testMode ?? false;
  // One key for both hosts: the API signs the customer's identity, the vendors host checks it.
  const vendorIdentityKey = options.vendorIdentityKey ?? newVendorIdentityKey();
  const now = options.now ?? Date.now;
  // One set for both hosts: the API's test interface switches them, and the shell page carries
  // the configuration they are part of.
  const appConfigSwitches = createAppConfigSwitches();
  const currentOutsideScripts = () => outsideScriptsOf(urls.vendorsOrigin, (standIn) => vendorModes.scriptOf(standIn));
  const appConfigSource = {
    db: options.db,
    urls,
    featuresDir: options.featuresDir,
    onUnbuiltModule: createUnbuiltModuleReporter(log),
    localFeatures: createLocalFeatureFinder(options.featuresDir, log),
  };
  const loadShellIndex = createShellIndexLoader(options.shellDist);
  const api = createApiRoutes({
    phone,
    // What a published feature may import by name: the page's import map as built now.
    importMapSpecifiers: () => importMapSpecifiersOf(loadShellIndex),
    now,
    ...appConfigSource,
    otpDelivery: {
      send: (message) => {
        phone.receive(message);
        options.phone?.(message.text);
      },
      revealInResponse: options.testMode === true || options.revealOtp === true,
    },
    testMode,
    faults,
    currentOutsideScripts,
    vendorModes,
    appConfigSwitches,
    loginLimits: options.loginLimits ?? LOGIN_LIMITS,
    vendorIdentityKey,
    advanceClock: options.advanceClock,
    log,
  });
  const vendors = createVendorRoutes({ db: options.db, now, urls, standIns, faults, modes: vendorModes, testMode, log, vendorIdentityKey });
  const appHostRoutes = createAppHostRoutes({
    urls,
    shellDist: options.shellDist,
    featuresDir: options.featuresDir,
    landingFeatureModule: (signedIn) =>
      findActiveFeatureModule(options.db, {
        featuresDir: options.featuresDir,
        cdnBaseUrl: urls.cdnBaseUrl,
        routePath: signedIn ? HOME_FEATURE_ROUTE_PATH : LOGIN_FEATURE_ROUTE_PATH,
      }),
    appConfig: () => buildAppConfig(appConfigSource, appConfigSwitches, currentOutsideScripts()),
    publishedFile: (featureId, version, name) => readPublishedFile(options.db, featureId, version, name),
    allowOverrides: options.allowOverrides,
    log,
  });

  const app = new Hono();
  app.use(requestLog(log, hostKindOf));
  app.all('*', (c) => {
    switch (hostKindOf(c.req.header('host'))) {
      case 'app':
        return appHostRoutes.fetch(c.req.raw, c.env);
      case 'api':
        // With the env, which holds the Node request: per-client limits read the peer's address there.
        return api.fetch(c.req.raw, c.env);
      case 'vendors':
        // With the env too: a dropped-connection fault closes the Node request's socket.
        return vendors.fetch(c.req.raw, c.env);
      case 'loopback': {
        const { pathname, search } = new URL(c.req.url);
        return c.redirect(`${urls.appOrigin}${pathname}${search}`, HTTP_FOUND);
      }
      case 'unknown':
        return c.text('Misdirected request: this server answers only its own host names', HTTP_MISDIRECTED_REQUEST, {
          'X-Content-Type-Options': 'nosniff',
        });
    }
  });
  return app;
}
