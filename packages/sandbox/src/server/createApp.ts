import { Hono } from 'hono';
import { createUnbuiltModuleReporter, findActiveFeatureModule } from '../means';
import { LOGIN_LIMITS } from '../login';
import { createDemoPhone } from '../phone';
import { createApiRoutes } from './api';
import { DEFAULT_APP_HOST, sandboxUrls, type SandboxAppOptions } from './config';
import { classifyHost } from './hosts';
import { requestLog } from './requestLog';
import { createAppHostRoutes } from './static';

const HTTP_FOUND = 302;
const HTTP_MISDIRECTED_REQUEST = 421;

/** The route path of the feature most first visits show (`/#/login`): the shell page preloads it. */
const LOGIN_FEATURE_ROUTE_PATH = 'login';
/** The overall position: where a signed-in customer's page opens (the shell's index route). */
const HOME_FEATURE_ROUTE_PATH = 'posicion-global';

/**
 * The sandbox bank as one Hono app, with no network of its own: `startSandbox` serves it, tests
 * call `app.request()` with a `Host` header. Requests are dispatched by host (sandbox-api.md,
 * Hosts): app host, API host, a loopback name redirected to the app host, anything else `421`.
 */
export function createApp(options: SandboxAppOptions): Hono {
  const appHost = (options.appHost ?? DEFAULT_APP_HOST).toLowerCase();
  const urls = sandboxUrls(appHost, options.port, options.devOrigin);
  const log = options.log ?? (() => undefined);
  const hostKindOf = (hostHeader: string | undefined) => classifyHost(hostHeader, appHost);

  const phone = createDemoPhone();
  const api = createApiRoutes({
    phone,
    db: options.db,
    now: options.now ?? Date.now,
    urls,
    featuresDir: options.featuresDir,
    onUnbuiltModule: createUnbuiltModuleReporter(log),
    otpDelivery: {
      send: (message) => {
        phone.receive(message);
        options.phone?.(message.text);
      },
      revealInResponse: options.testMode === true || options.revealOtp === true,
    },
    testMode: options.testMode ?? false,
    loginLimits: options.loginLimits ?? LOGIN_LIMITS,
    advanceClock: options.advanceClock,
    log,
  });
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
