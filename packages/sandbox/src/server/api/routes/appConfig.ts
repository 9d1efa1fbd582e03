import type { Hono } from 'hono';
import { buildMeans, listActiveFeatures } from '../../../means';
import type { ApiContext } from '../context';
import { sendRevalidatedJson } from '../json';
import { API_PATHS } from '../paths';
import { LEGACY_APP_PATH } from '../../static';

/**
 * `GET /config/appConfig`: links and the feature list. `means` is built on each call from the
 * stored features and the manifests on disk, so a feature built later appears without a restart.
 * The sandbox loads no third-party script, so the tag-manager and device-risk URLs are empty.
 *
 * It holds nothing personal, so the browser may keep it if it revalidates it: a strong ETag of
 * its body, which `answerNotModified` turns into a `304` when the browser holds it, and
 * `Cache-Control: no-cache` (`apiResponseHeaders`).
 */
export function registerAppConfigRoute(api: Hono, ctx: ApiContext): void {
  api.get(API_PATHS.appConfig, async (c) => {
    const { appOrigin, cdnBaseUrl } = ctx.urls;
    const means = await buildMeans(await listActiveFeatures(ctx.db), {
      featuresDir: ctx.featuresDir,
      cdnBaseUrl,
      onUnbuiltModule: ctx.onUnbuiltModule,
    });
    const config = {
      urlsConfig: {
        login: `${appOrigin}/app-login/`,
        publichome: `${appOrigin}/`,
        onboardingweb: `${appOrigin}/#/signups-account`,
        legacyApp: `${appOrigin}${LEGACY_APP_PATH}`,
        tealium: '',
        deviceRisk: '',
      },
      propsConfig: { 'enable-pending-operation': false, 'enable-legacy-native-bridge': true, means, localMeans: [] },
    };
    return sendRevalidatedJson(c, config);
  });
}
