import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { XSRF_COOKIE } from '../api/cookies';
import { FEATURE_DIST_DIR, FEATURE_MODULE_PATTERN, FEATURE_SLUG_PATTERN } from '../../means';
import { FEATURE_VERSION_PATTERN, PUBLISHED_FILE_PATTERN, type StoredFile } from '../../registry';
import { negotiateContentEncoding, VARY_ACCEPT_ENCODING } from '../contentEncoding';
import { etagForEncoding } from '../revalidation';
import { contentTypeFor } from './contentTypes';
import { sendRepresentation } from './sendRepresentation';
import { NATIVE_SIMULATOR_PARAMETER, findSimulatorProfile, withSimulatedWrapper } from '../../nativeSimulator';
import type { SandboxUrls } from '../config';
import { CLIENT_PAGES_PREFIX, isClientPageId, withClientId } from './clientPages';
import { isCompressedCopy } from './compressedCopies';
import { createCompressedPageCache } from './compressedPageCache';
import { shellContentSecurityPolicy } from './contentSecurityPolicy';
import { withoutFirstPaint } from './firstPaint';
import { withSignedInPreloads } from './signedInPreloads';
import { registerNativeSimulatorRoutes } from './nativeSimulatorRoutes';
import { registerCookiePolicyRoutes } from './cookiePolicyPage';
import { resolveFileInside } from './safePath';
import { sendCompressedPage } from './sendCompressedPage';
import { sendStaticFile } from './sendFile';
import { withServerHints, type ModuleHint } from './serverHints';
import { createShellIndexLoader } from './shellIndex';
import { sendNotFoundPage } from './notFoundPage';
import {
  OVERRIDE_BANNER_STYLE_HASH,
  readOverrides,
  registerOverrideRoutes,
  withDeveloperTools,
  withOverrideBanner,
  withOverrides,
  type AppConfigWithMeans,
} from './overrides';
import { visitorConfigOf } from './visitorConfig';

/** Options of {@link createAppHostRoutes}. */
export interface AppHostRoutesOptions {
  urls: SandboxUrls;
  shellDist: string;
  featuresDir: string;
  /**
   * The entry module of the feature the visitor will land on, as the shell will import it, for
   * the page's module preload: the login for a visitor, the overall position for a signed-in
   * customer; `undefined` while it is not built. Asked on each page request, so a rebuilt feature
   * is preloaded at once.
   */
  landingFeatureModule: (signedIn: boolean) => Promise<ModuleHint | undefined>;
  /**
   * The configuration `GET /config/appConfig` answers now, which the shell page carries so that the
   * shell starts without asking for it (`serverHints.ts`). Asked on each page request.
   */
  appConfig: () => Promise<AppConfigWithMeans>;
  /**
   * Whether a developer may point a feature of this browser's page at their own dev server
   * (`overrides.ts`, issue 40 §3). @default false
   */
  allowOverrides?: boolean | undefined;
  /** A file a team published to the feature registry (issue 40 §2); `undefined` when there is none. */
  publishedFile: (featureId: string, version: string, name: string) => Promise<StoredFile | undefined>;
  log: (line: string) => void;
}

/** What `/` answers before the shell is built. */
export const SHELL_NOT_BUILT_MESSAGE = 'Shell not built: run npm run build';

const HTTP_SERVICE_UNAVAILABLE = 503;
const HTTP_SERVER_ERROR = 500;

/** The bank's previous web app, which the shell starts after a login (shell.md §4). */
export const LEGACY_APP_DIR = fileURLToPath(new URL('../../../legacy/', import.meta.url));
export const LEGACY_APP_PATH = '/legacy/genoma.js';

/** Where feature modules are served: `/cdn/features/<module>/<file>`. */
const FEATURES_CDN_PREFIX = '/cdn/features/';

/** Where the registry's files are served: `/cdn/registry/<feature id>/<version>/<file>`. */
const REGISTRY_CDN_PREFIX = '/cdn/registry/';

/** A version and its files never change once published: the browser may keep them for a year. */
const PUBLISHED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The part of the request path after `prefix`, still percent-encoded; `undefined` when the raw
 * path does not start with it (routing matched a percent-encoded spelling of the prefix).
 */
function encodedPathAfter(c: Context, prefix: string): string | undefined {
  const { pathname } = new URL(c.req.url);
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : undefined;
}

function notFound(c: Context): Response {
  return sendNotFoundPage(c);
}

/**
 * The app host (sandbox-api.md, Hosts): the shell page at `/` and `/app-login/` (and once per
 * client kind under `/clients/<client id>/`), the shell's
 * `assets/` and `vendor/`, the legacy app under `/legacy/`, the feature modules under `/cdn/features/<module>/<file>`, which
 * stands for the bank's CDN, and the native-wrapper simulator under `/native-simulator/`.
 */
export function createAppHostRoutes(options: AppHostRoutesOptions): Hono {
  const { urls, shellDist, featuresDir, landingFeatureModule, appConfig, publishedFile, allowOverrides = false, log } = options;
  const loadShellIndex = createShellIndexLoader(shellDist);
  const compressedPage = createCompressedPageCache();

  // The page works without the preload: a failure to look the feature up costs a hint, not the page.
  const landingFeatureHint = (signedIn: boolean): Promise<ModuleHint | undefined> =>
    landingFeatureModule(signedIn).catch((error: unknown) => {
      log(`warning: shell page sent without its feature preload: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  const app = new Hono();

  const serveShellPage = async (c: Context): Promise<Response> => {
    const clientId = c.req.param('clientId');
    if (clientId !== undefined && !isClientPageId(clientId)) return notFound(c);
    const index = await loadShellIndex();
    if (index === undefined) {
      return c.text(SHELL_NOT_BUILT_MESSAGE, HTTP_SERVICE_UNAVAILABLE, {
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    }
    // Inside the native-wrapper simulator's frame, the page gets the simulated wrapper first, and
    // may be framed by that page of its own origin. Any other value of the parameter is ignored.
    const simulatorProfile = findSimulatorProfile(c.req.query(NATIVE_SIMULATOR_PARAMETER));
    // The XSRF cookie lives exactly as long as a session (the session cookie itself is the API
    // host's alone): with it, the visitor is a customer coming back to the overall position.
    const signedIn = getCookie(c, XSRF_COOKIE) !== undefined;
    // The login painted before the modules load is the customers' own, for visitors without a session.
    const firstScreenIsLogin = clientId === undefined && simulatorProfile === undefined && !signedIn;
    const shellPage = withSignedInPreloads(firstScreenIsLogin ? index.html : withoutFirstPaint(index.html), signedIn);
    const page = clientId === undefined ? shellPage : withClientId(shellPage, clientId);
    const simulated = simulatorProfile === undefined ? undefined : withSimulatedWrapper(page, simulatorProfile);
    // A developer's own modules in place of features (issue 40 §3): only where the sandbox allows it.
    const overrides = allowOverrides ? readOverrides(c) : [];
    const policy = shellContentSecurityPolicy({
      appOrigin: urls.appOrigin,
      apiOrigin: urls.apiOrigin,
      vendorsOrigin: urls.vendorsOrigin,
      // Only scripts the page carries: the theme's always, its first paint's only while it keeps it,
      // the early calls' only inside the signed-in template, which is live for a session only.
      inlineScriptHashes: [
        ...index.importMapHashes,
        ...index.themeScriptHashes,
        ...(firstScreenIsLogin ? index.firstPaintScriptHashes : []),
        ...(signedIn ? index.signedInScriptHashes : []),
      ],
      inlineStyleHashes: [...index.inlineStyleHashes, ...(overrides.length > 0 ? [OVERRIDE_BANNER_STYLE_HASH] : [])],
      frameAncestors: simulated === undefined ? 'none' : 'self',
      overrideOrigins: [...new Set(overrides.map((override) => override.origin))],
    });
    const overriddenIds = new Set(overrides.map((override) => override.featureId));
    const [landingFeatureModule, config] = await Promise.all([landingFeatureHint(signedIn), appConfig()]);
    // The developer inspector's meta (issue 40 §4): only where overrides are allowed, never in production.
    const developerPage = allowOverrides ? withDeveloperTools(simulated ?? page, overrides) : (simulated ?? page);
    const hinted = withServerHints(withOverrideBanner(developerPage, overrides), {
      apiOrigin: urls.apiOrigin,
      landingFeatureModule,
      // A visitor's page lists the public pages only: it stays as small with 500 features as with 15.
      appConfig: signedIn ? withOverrides(config, overrides) : visitorConfigOf(withOverrides(config, overrides), overriddenIds),
      // The home's calls start before the modules load for the bank's customers on the web only: another client's page,
      // an assisted session's and the app's own (the simulator) make other calls, and a developer's override may too.
      firstCalls:
        signedIn && clientId === undefined && simulatorProfile === undefined && overrides.length === 0
          ? landingFeatureModule?.firstCalls
          : undefined,
    });
    return sendCompressedPage(c, await compressedPage(hinted), {
      'Content-Security-Policy': policy,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
  };

  const serveFile = async (c: Context, root: string, encodedRelativePath: string | undefined): Promise<Response> => {
    const file = encodedRelativePath === undefined ? undefined : await resolveFileInside(root, encodedRelativePath);
    return file === undefined || isCompressedCopy(file) ? notFound(c) : sendStaticFile(c, file);
  };

  app.get('/', serveShellPage);
  app.get('/app-login/', serveShellPage);
  app.get(`${CLIENT_PAGES_PREFIX}:clientId/`, serveShellPage);
  app.get(`${CLIENT_PAGES_PREFIX}:clientId/app-login/`, serveShellPage);
  registerNativeSimulatorRoutes(app, { apiOrigin: urls.apiOrigin });
  registerCookiePolicyRoutes(app);
  if (allowOverrides) registerOverrideRoutes(app, urls.appOrigin);
  app.get('/assets/*', (c) => serveFile(c, join(shellDist, 'assets'), encodedPathAfter(c, '/assets/')));
  app.get('/vendor/*', (c) => serveFile(c, join(shellDist, 'vendor'), encodedPathAfter(c, '/vendor/')));
  app.get('/legacy/*', (c) => serveFile(c, LEGACY_APP_DIR, encodedPathAfter(c, '/legacy/')));
  app.get(`${FEATURES_CDN_PREFIX}*`, (c) => {
    const rest = encodedPathAfter(c, FEATURES_CDN_PREFIX) ?? '';
    const slash = rest.indexOf('/');
    const module = rest.slice(0, slash);
    // Checked before any decoding: a module name needs no percent-encoding, so none is accepted.
    if (slash === -1 || !FEATURE_MODULE_PATTERN.test(module)) return notFound(c);
    return serveFile(c, join(featuresDir, module, FEATURE_DIST_DIR), rest.slice(slash + 1));
  });

  app.get(`${REGISTRY_CDN_PREFIX}*`, async (c) => {
    // Checked before any decoding, as the features folder's: no part needs percent-encoding.
    const [featureId = '', version = '', name = '', ...more] = (encodedPathAfter(c, REGISTRY_CDN_PREFIX) ?? '').split('/');
    if (
      more.length > 0 ||
      !FEATURE_SLUG_PATTERN.test(featureId) ||
      !FEATURE_VERSION_PATTERN.test(version) ||
      !PUBLISHED_FILE_PATTERN.test(name)
    ) {
      return notFound(c);
    }
    const file = await publishedFile(featureId, version, name);
    if (file === undefined) return notFound(c);
    const coding = negotiateContentEncoding(c.req.header('accept-encoding'), ['identity', 'br']) === 'br' ? 'br' : 'identity';
    return sendRepresentation(
      c,
      {
        coding,
        // The file's integrity is its digest: a strong validator of the file, per encoding.
        etag: etagForEncoding(`"${file.integrity}"`, coding),
        contentType: contentTypeFor(name),
        body: () => (coding === 'br' ? file.brotli : file.content),
      },
      { 'Cache-Control': PUBLISHED_FILE_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff', Vary: VARY_ACCEPT_ENCODING },
    );
  });

  app.notFound(notFound);
  app.onError((error, c) => {
    log(`error: ${c.req.method} ${c.req.path} failed: ${error.name}: ${error.message}`);
    return c.text('Internal server error', HTTP_SERVER_ERROR, { 'X-Content-Type-Options': 'nosniff' });
  });
  return app;
}
