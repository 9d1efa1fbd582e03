import type { Hono } from 'hono';
import { buildMeans, listActiveFeatures } from '../../../means';
import type { FallbackRouteConfig, FeatureDefinition } from '../../../means';
import type { ApiContext } from '../context';
import { sendRevalidatedJson } from '../json';
import { API_PATHS } from '../paths';
import { LEGACY_APP_PATH } from '../../static';
import type { OutsideScripts } from '../../vendors';

/**
 * Switches of `propsConfig` that change while the sandbox runs: only the test-only interface
 * changes them (`POST /__sandbox/pending-operations/enabled`), so the end-to-end tests can show a
 * shell with the check off. They live as long as the app.
 */
export interface AppConfigSwitches {
  /** `propsConfig['enable-pending-operation']` (features.md §3, §4.1). @default true */
  pendingOperationsEnabled: boolean;
}

/** The switches as the sandbox starts: the pending-operation check on (docs/design/pending-contract.md). */
export function createAppConfigSwitches(): AppConfigSwitches {
  return { pendingOperationsEnabled: true };
}

/**
 * The bank's two production sites (features.md §2.3): a deep link followed on one of them uses
 * the production table; on any other host, the sandbox's own included, the pre-production one.
 */
export const BANK_PRODUCTION_ORIGINS = ['https://www.bancoalba.es', 'https://bancoalba.es'] as const;

/**
 * The route that takes any path no other route matches (shell.md §2.1 "fallback route"): it needs
 * login, so a customer goes to page-not-found with history replaced and a visitor without a session
 * to the login with the path they asked for (§2.6).
 */
export const FALLBACK_ROUTE: FallbackRouteConfig = { id: 'unknown-route', redirect: '/pagina-no-encontrada' };

/**
 * The bank's environment the sandbox stands for, as link tracking reads the available links'
 * expiry dates (features.md §4.8): its test environment. The others are `acceptance` and
 * `production`.
 */
const TRACKING_ENVIRONMENT = 'test';

/** What the configuration is built from: the stored features, their builds and the sandbox's URLs. */
export type AppConfigSource = Pick<ApiContext, 'db' | 'urls' | 'featuresDir' | 'onUnbuiltModule' | 'localFeatures'>;

/**
 * The features the app routes: the stored ones, then the feature packages on disk whose id and
 * path no stored feature has taken (a team's feature in development, issue 40 §1).
 */
export async function listAppFeatures(ctx: Pick<ApiContext, 'db' | 'localFeatures'>): Promise<FeatureDefinition[]> {
  const stored = await listActiveFeatures(ctx.db);
  const taken = new Set(stored.flatMap((feature) => [`id:${feature.id}`, `path:${feature.path}`]));
  const local = ((await ctx.localFeatures?.()) ?? []).filter(
    (feature) => !taken.has(`id:${feature.id}`) && !taken.has(`path:${feature.path}`),
  );
  return [...stored, ...local];
}

/**
 * The configuration as it stands now (sandbox-api.md, `GET /config/appConfig`): links and the
 * feature list. `means` is built on each call from the stored features and the manifests on disk,
 * so a feature built later appears without a restart. The consent manager and the device-risk
 * script are the vendors host's stand-ins, each with the integrity of the bytes that host serves
 * now (a test may have switched a script to a variant, `POST /__sandbox/vendor-modes`); the
 * device-risk URL has no query, which the page adds (features.md §4.9). The tag manager's
 * "tracking location" (`tealium`) is the vendors host's too, where the bank's tag frame, the
 * stand-in `utag.js` (its integrity: `tealiumIntegrity`) and its configuration are. The pending-operation check is on unless a test switched it off. The shell
 * page carries the same answer (`createAppHostRoutes.ts`).
 */
export async function buildAppConfig(ctx: AppConfigSource, switches: AppConfigSwitches, outsideScripts: OutsideScripts) {
  const { appOrigin, cdnBaseUrl } = ctx.urls;
  const means = await buildMeans(await listAppFeatures(ctx), {
    featuresDir: ctx.featuresDir,
    cdnBaseUrl,
    onUnbuiltModule: ctx.onUnbuiltModule,
  });
  return {
    urlsConfig: {
      login: `${appOrigin}/app-login/`,
      publichome: `${appOrigin}/`,
      onboardingweb: `${appOrigin}/#/signups-account`,
      legacyApp: `${appOrigin}${LEGACY_APP_PATH}`,
      tealium: outsideScripts.trackingLocation,
      tealiumIntegrity: outsideScripts.trackingIntegrity,
      trackingEnvironment: TRACKING_ENVIRONMENT,
      deviceRisk: outsideScripts.deviceRisk.url,
      deviceRiskIntegrity: outsideScripts.deviceRisk.integrity,
      consentManager: outsideScripts.consentManager.url,
      consentManagerIntegrity: outsideScripts.consentManager.integrity,
      deepLinkProductionOrigins: BANK_PRODUCTION_ORIGINS.join(' '),
    },
    propsConfig: {
      'enable-pending-operation': switches.pendingOperationsEnabled,
      'enable-legacy-native-bridge': true,
      means,
      localMeans: [],
      fallbackRoute: FALLBACK_ROUTE,
    },
  };
}

/**
 * `GET /config/appConfig`: {@link buildAppConfig}. It holds nothing personal, so the browser may
 * keep it if it revalidates it: a strong ETag of its body, which `answerNotModified` turns into a
 * `304` when the browser holds it, and `Cache-Control: no-cache` (`apiResponseHeaders`).
 */
export function registerAppConfigRoute(
  api: Hono,
  ctx: ApiContext,
  switches: AppConfigSwitches,
  currentOutsideScripts: () => OutsideScripts,
): void {
  api.get(API_PATHS.appConfig, async (c) => sendRevalidatedJson(c, await buildAppConfig(ctx, switches, currentOutsideScripts())));
}
