import type { Hono } from 'hono';
import { buildMeans, listActiveFeatures } from '../../../means';
import type { ApiContext } from '../context';
import { sendJson } from '../json';
import { API_PATHS } from '../paths';
import { LEGACY_APP_PATH } from '../../static';

/**
 * `GET /config/appConfig`: links and the feature list. `means` is built on each call from the
 * stored features and the manifests on disk, so a feature built later appears without a restart.
 * The sandbox loads no third-party script, so the tag-manager and device-risk URLs are empty.
 */
export function registerAppConfigRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.appConfig, async (c) => {
    const { appOrigin, cdnBaseUrl } = ctx.urls;
    const means = await buildMeans(await listActiveFeatures(ctx.db), {
      featuresDir: ctx.featuresDir,
      cdnBaseUrl,
      onUnbuiltModule: ctx.onUnbuiltModule,
    });
    return sendJson(c, {
      urlsConfig: {
        login: `${appOrigin}/app-login/`,
        publichome: `${appOrigin}/`,
        onboardingweb: `${appOrigin}/#/signups-account`,
        legacyApp: `${appOrigin}${LEGACY_APP_PATH}`,
        tealium: '',
        deviceRisk: '',
      },
      propsConfig: { 'enable-pending-operation': false, means, localMeans: [] },
    });
  });
}
